// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onTrack, type TrackedEvent } from "~/features/analytics";
import { contactCopy } from "~/content/contact";
import type { Language } from "~/i18n/languages";
import { emptyValues, HONEYPOT_FIELD, MESSAGE_HARD_STOP } from "./form-fields";
import type { ContactAnswer } from "./contact-answer";
import { ContactForm } from "./contact-form";
import { startContactForm } from "./form-behaviour";

const en = contactCopy("en");

let events: TrackedEvent[] = [];
let stopTracking: () => void;
let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  events = [];
  stopTracking = onTrack((event) => events.push(event));
  assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
});
afterEach(() => {
  stopTracking();
  vi.unstubAllGlobals();
  // The draft a test typed would come back in the next test's form.
  sessionStorage.clear();
  document.body.replaceChildren();
});

const named = (name: string) => events.filter((event) => event.name === name).map((event) => event.params);

/** The page as the server sends it, then its script started as the page starts it. */
function renderForm(answer?: ContactAnswer, minFillMs = 0, lang: Language = "en") {
  document.documentElement.lang = lang;
  document.body.innerHTML = renderToStaticMarkup(
    <ContactForm lang={lang} copy={contactCopy(lang)} token="1800000000000.token" minFillMs={minFillMs} answer={answer} />,
  );
  startContactForm(document.querySelector("form")!, lang);
}

const fields = {
  fullName: () => screen.getByRole("textbox", { name: "Full name" }) as HTMLInputElement,
  email: () => screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement,
  company: () => screen.getByRole("textbox", { name: "Company" }) as HTMLInputElement,
};

function fillValid() {
  fireEvent.focusIn(fields.fullName());
  fireEvent.input(fields.fullName(), { target: { value: "Ada Lovelace" } });
  fireEvent.input(fields.email(), { target: { value: "ada@example.com" } });
  fireEvent.input(fields.company(), { target: { value: "AE" } });
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Send message" }));

/** The server's answer as the form's script receives it. */
function serverAnswers(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the contact form with its script", () => {
  it("explains invalid fields next to them and in a summary, keeps the values, and posts nothing", async () => {
    const fetch = serverAnswers(() => new Response(null, { status: 500 }));
    renderForm();
    expect(named("form_interaction")).toEqual([{ form: "contact", action: "start", language: "en" }]);
    fireEvent.focusIn(fields.fullName());
    fireEvent.focusIn(fields.fullName());
    fireEvent.input(fields.fullName(), { target: { value: "A" } });
    send();
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("Please correct 3 fields:");
    expect(
      screen.getByRole("link", {
        name: "Full name: Full name must be at least 2 characters",
      }),
    ).toBeTruthy();
    expect(fields.fullName().getAttribute("aria-invalid")).toBe("true");
    expect(fields.fullName().value).toBe("A");
    expect(document.activeElement).toBe(summary);
    expect(named("form_interaction").filter((params) => params.action === "field_focus")).toHaveLength(1);
    expect(named("form_error")).toEqual([
      {
        form: "contact",
        error_type: "validation",
        fields: "fullName,email,company",
        language: "en",
      },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("writes the summary's lines with each language's punctuation", async () => {
    serverAnswers(() => new Response(null, { status: 500 }));
    const lines: Record<string, string> = {};
    for (const lang of ["zh", "fr"] as const) {
      renderForm(undefined, 0, lang);
      fireEvent.click(screen.getByRole("button", { name: contactCopy(lang).submit }));
      const summary = await screen.findByRole("alert");
      lines[lang] = summary.querySelector("a")!.textContent!;
    }
    expect(lines).toEqual({ zh: "姓名：姓名至少需要2个字符", fr: "Nom complet\u00a0: Le nom complet doit contenir au moins 2 caractères" });
  });

  it("takes an error away as the visitor mends the field, updates the summary, and shows a new problem once they leave a field", async () => {
    serverAnswers(() => new Response(null, { status: 500 }));
    renderForm();
    // Before the first press nothing is checked, even on leaving a field.
    fireEvent.input(fields.email(), { target: { value: "ada@example" } });
    fireEvent.focusOut(fields.email());
    expect(fields.email().getAttribute("aria-invalid")).toBeNull();
    send();
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("Please correct 3 fields:");
    // Still wrong while typing: the message stays as it was.
    fireEvent.input(fields.email(), { target: { value: "ada@example." } });
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    fireEvent.input(fields.email(), { target: { value: "ada@example.com" } });
    expect(fields.email().getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("Please correct 2 fields:");
    fireEvent.input(fields.fullName(), { target: { value: "Ada Lovelace" } });
    fireEvent.input(fields.company(), { target: { value: "AE" } });
    expect(screen.queryByRole("alert")).toBeNull();
    // A field made wrong again says so when the visitor leaves it, not while they type.
    fireEvent.input(fields.fullName(), { target: { value: "A" } });
    expect(fields.fullName().getAttribute("aria-invalid")).toBeNull();
    fireEvent.focusOut(fields.fullName());
    expect(fields.fullName().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toContain("Please correct 1 field:");
  });

  it("says the message's limit, counts down near it, keeps a longer message whole and says how much is over", async () => {
    serverAnswers(() => new Response(null, { status: 500 }));
    renderForm();
    const message = screen.getByRole("textbox", { name: /How can we help/ }) as HTMLTextAreaElement;
    expect(message.maxLength).toBe(MESSAGE_HARD_STOP);
    expect(message.getAttribute("aria-describedby")).toBe("contact-motivation-hint");
    const hint = () => document.getElementById("contact-motivation-hint")!.textContent;
    expect(hint()).toBe("Up to 5,000 characters");
    fireEvent.input(message, { target: { value: "x".repeat(3999) } });
    expect(hint()).toBe("Up to 5,000 characters");
    fireEvent.input(message, { target: { value: "x".repeat(4000) } });
    expect(hint()).toBe("1,000 characters left");
    fireEvent.input(message, { target: { value: "x".repeat(5001) } });
    expect(hint()).toBe("1 character too many");
    expect(message.value).toHaveLength(5001);
    fillValid();
    send();
    expect((await screen.findByRole("alert")).textContent).toContain("Please use at most 5,000 characters");
  });

  it("posts a valid form once, shows Sending… and goes to the thank-you page the server named", async () => {
    const fetch = serverAnswers(() =>
      Object.defineProperties(new Response(null), {
        redirected: { value: true },
        url: { value: "http://localhost/en/thank-you?sent=1" },
      }),
    );
    renderForm();
    fillValid();
    const button = screen.getByRole("button", { name: "Send message" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/en/thank-you?sent=1"));
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body);
    expect(new URLSearchParams(body).get("email")).toBe("ada@example.com");
    expect(new URLSearchParams(body).get("formToken")).toBe("1800000000000.token");
    expect((screen.getByRole("button", { name: "Sending…" }) as HTMLButtonElement).disabled).toBe(true);
    expect(named("form_submit")).toEqual([
      {
        form: "contact",
        success: true,
        time_spent: expect.any(Number),
        fields_touched: 1,
        language: "en",
      },
    ]);
    // Back from the thank-you page, the browser shows the page as it was left: it is usable again, and a
    // second send carries the same token, which the server stores once.
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(new URLSearchParams(String((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body)).get("formToken")).toBe("1800000000000.token");
  });

  it("shows the rate limit in the form and in a toast, keeps the values and takes the new token", async () => {
    const notice = {
      title: en.rateLimited.title,
      description: "Try again in 10 minutes",
    };
    const answer: ContactAnswer = {
      kind: "rate-limited",
      values: { ...emptyValues, fullName: "Ada Lovelace" },
      errors: {},
      notice,
      token: "1800000000001.fresh",
    };
    const fetch = serverAnswers(() => Response.json(answer, { status: 429 }));
    renderForm();
    fillValid();
    send();
    expect((await screen.findByRole("alert")).textContent).toContain(en.rateLimited.title);
    // The page's first toast comes a moment after its live region (src/browser/toast.ts).
    await vi.waitFor(() => expect(document.querySelector("[data-toast]")?.textContent).toContain(en.rateLimited.title));
    expect(fields.email().value).toBe("ada@example.com");
    expect(
      (
        screen.getByRole("button", {
          name: "Send message",
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
    expect(named("form_error")).toEqual([
      {
        form: "contact",
        error_type: "rate-limited",
        error_message: en.rateLimited.title,
        language: "en",
      },
    ]);
    send();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(new URLSearchParams(String((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body)).get("formToken")).toBe("1800000000001.fresh");
  });

  it("waits out the time trap from the new token when a stale page is sent again at once", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    try {
      const renewed: ContactAnswer = {
        kind: "expired",
        values: { ...emptyValues, fullName: "Ada Lovelace", email: "ada@example.com", company: "AE" },
        errors: {},
        notice: en.expired,
        token: "1800000000002.renewed",
      };
      const fetch = serverAnswers(() => Response.json(renewed, { status: 400 }));
      renderForm(undefined, 2000);
      fillValid();
      // The page has been open overnight: its token is long past the time trap, and has expired.
      vi.setSystemTime(Date.now() + 13 * 3600_000);
      send();
      await vi.advanceTimersByTimeAsync(0);
      expect(fetch).toHaveBeenCalledTimes(1);
      send();
      await vi.advanceTimersByTimeAsync(1999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(new URLSearchParams(String((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body)).get("formToken")).toBe("1800000000002.renewed");
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the visitor on the form with the spec's error toast when the post gets no usable answer", async () => {
    serverAnswers(
      () =>
        new Response("<h1>Bad gateway</h1>", {
          status: 502,
          headers: { "content-type": "text/html" },
        }),
    );
    renderForm();
    fillValid();
    send();
    await waitFor(() => expect(document.querySelector("[data-toast]")?.textContent).toBe("Error sending message. Please try again."));
    expect(named("form_error")).toEqual([
      {
        form: "contact",
        error_type: "transport-failed",
        error_message: "HTTP 502",
        language: "en",
      },
    ]);
    expect(fields.fullName().value).toBe("Ada Lovelace");
    expect(
      (
        screen.getByRole("button", {
          name: "Send message",
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
  });

  it("shows the server's answer to a post sent without JavaScript: the errors and what was typed", () => {
    renderForm({
      kind: "invalid",
      values: { ...emptyValues, fullName: "A", email: "<b>x</b>" },
      errors: { fullName: en.validation.fullNameMin },
      notice: null,
      token: "t",
    });
    expect(fields.fullName().value).toBe("A");
    expect(fields.email().value).toBe("<b>x</b>");
    expect(screen.getByText(en.validation.fullNameMin, { selector: "p" })).toBeTruthy();
  });

  it("keeps its trap field out of people's way and out of autofill: no Tab stop, nothing for a screen reader, password managers told to leave it alone", () => {
    renderForm();
    const trap = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.getAttribute("autocomplete")).toBe("off");
    // Filled by 1Password, LastPass, Bitwarden or Dashlane, the trap would thank a real visitor and drop the lead.
    const ignoreMarks = { "data-1p-ignore": "", "data-lpignore": "true", "data-bwignore": "", "data-form-type": "other" };
    for (const [attribute, value] of Object.entries(ignoreMarks)) expect(trap.getAttribute(attribute), attribute).toBe(value);
  });

  it("reports an abandon on page unload only after 5 s with a field touched, once however often the page is left", () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    renderForm();
    fireEvent.focusIn(fields.company());
    now.mockReturnValue(1_005_000);
    window.dispatchEvent(new Event("pagehide"));
    expect(named("form_interaction").filter((params) => params.action === "abandon")).toEqual([]);
    now.mockReturnValue(1_005_001);
    window.dispatchEvent(new Event("pagehide"));
    expect(named("form_interaction").filter((params) => params.action === "abandon")).toEqual([
      {
        form: "contact",
        action: "abandon",
        time_spent: 5001,
        fields_touched: 1,
        language: "en",
      },
    ]);
    // Back from the next page out of the back/forward cache, then away again.
    now.mockReturnValue(1_020_000);
    window.dispatchEvent(new Event("pagehide"));
    expect(named("form_interaction").filter((params) => params.action === "abandon")).toHaveLength(1);
  });
});
