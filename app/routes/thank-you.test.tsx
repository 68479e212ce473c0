// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { onTrack, type TrackedEvent } from "~/analytics/track";
import { withProviders } from "~/test-support/providers";
import ThankYou from "./thank-you";

function renderThankYou(path: string) {
  const events: TrackedEvent[] = [];
  const unsubscribe = onTrack((event) => events.push(event));
  render(withProviders(<ThankYou />, { lang: "it", path }));
  return { events, unsubscribe };
}

afterEach(cleanup);

describe("the thank-you page", () => {
  it("reports the conversion when the form's redirect says a lead was stored", async () => {
    const { events, unsubscribe } = renderThankYou("/it/thank-you?sent=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Messaggio inviato" })).toBeTruthy();
    expect(events.filter((event) => event.name === "generate_lead")).toEqual([
      expect.objectContaining({ params: { method: "contact_form", language: "it" } }),
    ]);
    unsubscribe();
  });

  it("reports nothing for a visit without a stored lead (a bot that was thanked, a bookmark)", async () => {
    const { events, unsubscribe } = renderThankYou("/it/thank-you");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(events.filter((event) => event.name === "generate_lead")).toEqual([]);
    unsubscribe();
  });
});
