// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "~/i18n/context";
import { uiMessages } from "~/i18n/messages";
import { caseSlugs } from "~/lib/pages";
import { CASE_PREFETCH_DELAY_MS, PrefetchCasePages } from "./prefetch-case-pages";

function renderHome() {
  const Stub = createRoutesStub([
    {
      path: "/:lang",
      Component: () => (
        <I18nProvider lang="fr" messages={uiMessages("fr")}>
          <PrefetchCasePages />
        </I18nProvider>
      ),
    },
    ...caseSlugs.map((slug) => ({ path: `/:lang/${slug}`, Component: () => null, loader: () => ({ slug }) })),
  ]);
  return render(<Stub initialEntries={["/fr"]} />);
}

/** Lets the links go into <head>, one per task. */
const copyAll = () => act(async () => void (await vi.runAllTimersAsync()));

const prefetchedData = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][as="fetch"]')].map((link) => new URL(link.href).pathname);

describe("PrefetchCasePages", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });

  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    document.head.replaceChildren();
    Reflect.deleteProperty(navigator, "connection");
    Reflect.deleteProperty(document, "readyState");
  });

  it("prefetches the five case pages in the page's language two seconds after load, not before", async () => {
    renderHome();
    await act(async () => vi.advanceTimersByTime(CASE_PREFETCH_DELAY_MS - 1));
    expect(prefetchedData()).toEqual([]);

    await act(async () => vi.advanceTimersByTime(1));
    await copyAll();
    expect(prefetchedData().sort()).toEqual(caseSlugs.map((slug) => `/fr/${slug}.data`).sort());
  });

  it("adds the links to <head> one per task, each once, and takes them away when the page goes", async () => {
    const { unmount } = renderHome();
    await act(async () => vi.advanceTimersByTime(CASE_PREFETCH_DELAY_MS));
    // React Router's links are rendered, detached; none is in the document yet.
    expect(document.head.querySelectorAll("link")).toHaveLength(0);
    for (let copied = 1; copied <= caseSlugs.length; copied += 1) {
      await act(async () => void vi.advanceTimersToNextTimer());
      expect(document.head.querySelectorAll("link")).toHaveLength(copied);
    }
    await copyAll();
    const links = [...document.head.querySelectorAll("link")].map((link) => `${link.rel} ${link.href}`);
    expect(new Set(links).size).toBe(links.length);
    expect(document.head.querySelector("[itemprop]")).toBeNull();
    unmount();
    expect(document.head.querySelectorAll("link")).toHaveLength(0);
  });

  it("on a page still loading when it hydrates, counts the two seconds from the load event", async () => {
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    renderHome();
    await act(async () => vi.advanceTimersByTime(CASE_PREFETCH_DELAY_MS * 3));
    expect(prefetchedData()).toEqual([]);

    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
    await act(async () => void window.dispatchEvent(new Event("load")));
    await act(async () => vi.advanceTimersByTime(CASE_PREFETCH_DELAY_MS - 1));
    expect(prefetchedData()).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    await copyAll();
    expect(prefetchedData()).toHaveLength(caseSlugs.length);
  });

  it("prefetches nothing for a visitor who asked to save data", async () => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    renderHome();
    await act(async () => vi.advanceTimersByTime(CASE_PREFETCH_DELAY_MS * 5));
    expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });
});
