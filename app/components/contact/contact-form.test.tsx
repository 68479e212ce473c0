// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, data, redirect, useActionData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onTrack, type TrackedEvent } from "~/analytics/track";
import { en } from "~/content/contact/en";
import { emptyValues } from "~/lib/contact-form";
import { ContactForm, type SubmissionResult } from "./contact-form";

let events: TrackedEvent[] = [];
let stopTracking: () => void;
beforeEach(() => {
  events = [];
  stopTracking = onTrack((event) => events.push(event));
});
afterEach(() => {
  stopTracking();
  cleanup();
});

const named = (name: string) => events.filter((event) => event.name === name).map((event) => event.params);

/** The thank-you page's data "arrives" when the test says so, like a response over the network. */
let releaseThankYou: () => void = () => undefined;

function renderForm(action: () => unknown) {
  function Page() {
    const result = useActionData() as SubmissionResult | undefined;
    return <ContactForm lang="en" copy={en} token="1800000000000.token" minFillMs={0} result={result} />;
  }
  const Stub = createRoutesStub([
    { path: "/en/contact", Component: Page, action },
    // Like the real page, the thank-you route has a loader, so the redirect passes through "loading".
    { path: "/en/thank-you", Component: () => <h1>Thanks</h1>, loader: () => new Promise((resolve) => (releaseThankYou = () => resolve(null))) },
  ]);
  render(<Stub initialEntries={["/en/contact"]} />);
}

const fields = {
  fullName: () => screen.getByRole("textbox", { name: "Full name" }),
  email: () => screen.getByRole("textbox", { name: "E-mail" }),
  company: () => screen.getByRole("textbox", { name: "Company" }),
};

describe("ContactForm tracking and states", () => {
  it("reports the start, each field's first focus, and validation errors without posting", async () => {
    const action = vi.fn(() => null);
    renderForm(action);
    expect(named("form_interaction")).toEqual([{ form: "contact", action: "start", language: "en" }]);
    fireEvent.focus(fields.fullName());
    fireEvent.focus(fields.fullName());
    fireEvent.focus(fields.email());
    expect(named("form_interaction").map((params) => params.field)).toEqual([undefined, "fullName", "email"]);

    fireEvent.change(fields.fullName(), { target: { value: "A" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Please correct 3 field(s):")).toBeTruthy();
    expect(fields.fullName().getAttribute("aria-invalid")).toBe("true");
    expect(named("form_error")).toEqual([{ form: "contact", error_type: "validation", fields: "fullName,email,company", language: "en" }]);
    expect(action).not.toHaveBeenCalled();
  });

  it("reports completion with time spent and fields touched when the lead is accepted", async () => {
    renderForm(() => redirect("/en/thank-you", 303));
    fireEvent.focus(fields.fullName());
    fireEvent.change(fields.fullName(), { target: { value: "Ada Lovelace" } });
    fireEvent.change(fields.email(), { target: { value: "ada@example.com" } });
    fireEvent.change(fields.company(), { target: { value: "AE" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(named("form_submit")).toEqual([{ form: "contact", success: true, time_spent: expect.any(Number), fields_touched: 1, language: "en" }]));
    expect((screen.getByRole("button", { name: "Sending..." }) as HTMLButtonElement).disabled).toBe(true);
    act(() => releaseThankYou());
    expect(await screen.findByRole("heading", { name: "Thanks" })).toBeTruthy();
  });

  it("goes back to idle and reports the failure when the server cannot store the lead", async () => {
    renderForm(() =>
      data({ values: { ...emptyValues, fullName: "Ada Lovelace" }, errors: {}, notice: en.unavailable, status: "unavailable" }, { status: 503 }),
    );
    fireEvent.change(fields.fullName(), { target: { value: "Ada Lovelace" } });
    fireEvent.change(fields.email(), { target: { value: "ada@example.com" } });
    fireEvent.change(fields.company(), { target: { value: "AE" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(named("form_error")).toEqual([{ form: "contact", error_type: "unavailable", error_message: en.unavailable.title, language: "en" }]));
    expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(false);
    expect(fields.fullName()).toHaveProperty("value", "Ada Lovelace");
  });

  it("reports an abandon on page unload only after 5 s with a field touched", () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    renderForm(() => null);
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(named("form_interaction").filter((params) => params.action === "abandon")).toEqual([]);

    fireEvent.focus(fields.company());
    now.mockReturnValue(1_005_000);
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(named("form_interaction").filter((params) => params.action === "abandon")).toEqual([]);

    now.mockReturnValue(1_005_001);
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(named("form_interaction").filter((params) => params.action === "abandon")).toEqual([
      { form: "contact", action: "abandon", time_spent: 5001, fields_touched: 1, language: "en" },
    ]);
  });
});
