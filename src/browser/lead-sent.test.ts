// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { onTrack, type TrackedEvent } from "~/features/analytics/track";
import { init } from "./lead-sent";

describe("the thank-you page's lead", () => {
  let events: TrackedEvent[];
  let unsubscribe: () => void;

  beforeEach(() => {
    events = [];
    unsubscribe = onTrack((event) => events.push(event));
    document.documentElement.lang = "fr";
  });
  afterEach(() => unsubscribe());

  const leads = () => events.filter((event) => event.name === "generate_lead");

  it("is reported once when the form's redirect marked it as sent, and not again on a reload", () => {
    history.replaceState(null, "", "/fr/thank-you?sent=1&utm_source=newsletter#top");
    init();
    expect(leads()).toEqual([expect.objectContaining({ params: { method: "contact_form", language: "fr" } })]);
    // What the visitor can bookmark, share or reload: the campaign tag and fragment stay, the marker goes.
    expect(location.pathname + location.search + location.hash).toBe("/fr/thank-you?utm_source=newsletter#top");

    init();
    expect(leads()).toHaveLength(1);
  });

  it("is not reported for a visit without the marker, such as one from a bookmark", () => {
    history.replaceState(null, "", "/fr/thank-you");
    init();
    expect(leads()).toEqual([]);
    expect(location.pathname + location.search).toBe("/fr/thank-you");
  });
});
