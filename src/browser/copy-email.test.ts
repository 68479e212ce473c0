// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import { CopyEmailButton } from "~/components/copy-email-button";
import { initCopyEmail } from "./copy-email";

beforeAll(() => initCopyEmail());

function renderButton(lang: "it" | "en", durationMs?: number) {
  document.body.innerHTML = renderToStaticMarkup(createElement(CopyEmailButton, { lang, location: "footer", showAddress: true, durationMs }));
  return document.querySelector("button")!;
}

const toast = () => document.querySelector("[role=status] [data-toast]");

describe("copying the e-mail address", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("puts the address on the clipboard and says so in the page's language for 3 s", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    renderButton("it").click();
    // The toast's module arrives with the first copy; its 3 s count from when it shows.
    await vi.waitFor(() => expect(toast()?.textContent).toContain("Email copiata!"), { interval: 1 });
    vi.advanceTimersByTime(1);
    expect(writeText).toHaveBeenCalledWith(site.email);
    vi.advanceTimersByTime(2997);
    expect(toast()).not.toBeNull();
    vi.advanceTimersByTime(3);
    expect(toast()).toBeNull();
  });

  it("shows the address instead when the clipboard is refused", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new Error("denied")) } });
    renderButton("en", 2000).click();
    await vi.waitFor(() => expect(toast()?.textContent).toContain(site.email));
    expect(toast()?.getAttribute("data-toast")).toBe("error");
  });
});
