// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { onTrack, type TrackedEvent } from "~/features/analytics";
import { startFormSession } from "./form-session";

let events: TrackedEvent[] = [];
let stopTracking: () => void;
beforeEach(() => {
  events = [];
  stopTracking = onTrack((event) => events.push(event));
  document.documentElement.lang = "fr";
  document.body.innerHTML = `
    <form data-contact-form>
      <input name="fullName" /><input name="email" /><input name="company" /><textarea name="motivation"></textarea>
      <input name="website" />
    </form>`;
});
afterEach(() => {
  stopTracking();
  sessionStorage.clear();
  document.body.replaceChildren();
});

const form = () => document.querySelector<HTMLFormElement>("form")!;
const control = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const interactions = () => events.filter((event) => event.name === "form_interaction").map((event) => event.params);

describe("the contact form's session, from the page's load", () => {
  it("counts the start with the page and each field's first focus once; the honeypot is no field", () => {
    startFormSession(form(), "fr");
    control("email").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    control("email").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    control("website").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(interactions()).toEqual([
      { form: "contact", action: "start", language: "fr" },
      { form: "contact", action: "field_focus", field: "email", language: "fr" },
    ]);
  });

  it("brings back the draft of another language's page into the empty fields and keeps what is typed", () => {
    sessionStorage.setItem("contact_draft", JSON.stringify({ fullName: "Ada", company: "AE", motivation: "Bonjour" }));
    control("company").value = "Typed already";
    startFormSession(form(), "fr");
    expect([control("fullName").value, control("company").value, control("motivation").value]).toEqual(["Ada", "Typed already", "Bonjour"]);
    control("email").value = "ada@example.com";
    control("email").dispatchEvent(new Event("input", { bubbles: true }));
    expect(JSON.parse(sessionStorage.getItem("contact_draft")!)).toMatchObject({ email: "ada@example.com", company: "Typed already" });
  });

  it("is one session when started again for the same form", () => {
    startFormSession(form(), "fr");
    const joined = startFormSession(form(), "fr");
    control("company").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(joined.fieldsTouched).toBe(1);
    expect(interactions().filter((params) => params.action === "start")).toHaveLength(1);
  });
});
