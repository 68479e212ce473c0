// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, data, redirect, useActionData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onTrack, type TrackedEvent } from "~/analytics/track";
import { en } from "~/content/contact/en";
import { emptyValues } from "~/lib/contact-form";
import { Toaster } from "~/components/toaster";
import { contactClientAction } from "./client-action";
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

function renderForm(action: (args: { request: Request }) => unknown) {
  function Page() {
    const result = useActionData() as SubmissionResult | undefined;
    return (
      <>
        <ContactForm lang="en" copy={en} token="1800000000000.token" minFillMs={0} result={result} />
        <Toaster />
      </>
    );
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

  it("keeps the visitor on the form with the error toast when the post gets no usable answer", async () => {
    const serverAction = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    // As the route does, the action's kind becomes the form's status.
    renderForm(async ({ request }) => {
      const answer = await contactClientAction({ request, params: { lang: "en" }, serverAction });
      return { ...answer, status: answer.kind };
    });
    fireEvent.change(fields.fullName(), { target: { value: "Ada Lovelace" } });
    fireEvent.change(fields.email(), { target: { value: "ada@example.com" } });
    fireEvent.change(fields.company(), { target: { value: "AE" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Error sending message. Please try again.")).toBeTruthy();
    expect(named("form_error")).toEqual([{ form: "contact", error_type: "transport-failed", error_message: "Failed to fetch", language: "en" }]);
    expect(fields.fullName()).toHaveProperty("value", "Ada Lovelace");
    expect(fields.email()).toHaveProperty("value", "ada@example.com");
    // Back to idle: the guard against a double post lets the visitor try again.
    const button = screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(serverAction).toHaveBeenCalledTimes(2));
  });

  it("lets the browser stop each field at the schema's limit", () => {
    renderForm(() => null);
    expect([fields.fullName(), fields.email(), fields.company(), screen.getByRole("textbox", { name: /How can we help/ })].map((input) => input.getAttribute("maxlength"))).toEqual([
      "120",
      "254",
      "200",
      "5000",
    ]);
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
