// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onTrack, type TrackedEvent } from "~/analytics/track";
import { localizedCaseStudy } from "~/content/case-studies/lookup";
import type { CaseSlug } from "~/content/case-studies/types";
import { I18nProvider } from "~/i18n/context";
import type { Language } from "~/i18n/languages";
import { uiMessages } from "~/i18n/messages";
import { CaseStudyPage, SCROLL_AFTER_NAVIGATION_MS } from "./case-study-page";

function HomeStandIn() {
  const location = useLocation();
  return (
    <>
      <p data-testid="home-location">{location.pathname + location.hash}</p>
      <section id="business-cases-section" />
    </>
  );
}

function renderCase(slug: CaseSlug, lang: Language) {
  const { facts, copy, copyLang } = localizedCaseStudy(slug, lang);
  const withI18n = (element: React.ReactNode) => (
    <I18nProvider lang={lang} messages={uiMessages(lang)}>
      {element}
    </I18nProvider>
  );
  const Stub = createRoutesStub([
    { path: "/:lang", Component: () => withI18n(<HomeStandIn />) },
    { path: `/:lang/${slug}`, Component: () => withI18n(<CaseStudyPage facts={facts} copy={copy} copyLang={copyLang} />) },
  ]);
  return render(<Stub initialEntries={[`/${lang}/${slug}`]} />);
}

describe("CaseStudyPage", () => {
  let events: TrackedEvent[];
  let unsubscribe: () => void;

  beforeEach(() => {
    events = [];
    unsubscribe = onTrack((event) => events.push(event));
    // jsdom has neither layout nor matchMedia: stand-ins for the browser APIs the page calls.
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    window.matchMedia = vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })) as unknown as typeof window.matchMedia;
  });

  afterEach(() => {
    unsubscribe();
    cleanup();
    vi.useRealTimers();
  });

  it("reports view_item for the case on load", () => {
    renderCase("airhelp-case", "en");
    expect(events).toContainEqual(
      expect.objectContaining({ name: "view_item", params: expect.objectContaining({ item_id: "airhelp-case", item_name: "AirHelp", language: "en" }) }),
    );
  });

  it("reports the back click and navigation, then scrolls to the business cases once home has rendered", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(new Date("2026-01-15T10:00:00Z"));
    renderCase("criptomining-case", "it");

    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Torna alla home" }));
    });
    expect(screen.getByTestId("home-location").textContent).toBe("/it#business-cases-section");
    const timestamp = Date.parse("2026-01-15T10:00:00Z");
    expect(events).toContainEqual({
      name: "back_to_home_click",
      params: { from_page: "criptomining-case", language: "it", timestamp },
      time: timestamp,
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        name: "navigation",
        params: expect.objectContaining({ from: "criptomining-case", to: "home#business-cases-section", method: "back_to_home_button", language: "it" }),
      }),
    );

    vi.mocked(window.scrollTo).mockClear();
    await act(async () => vi.advanceTimersByTime(SCROLL_AFTER_NAVIGATION_MS - 1));
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it("sends the other cases back to the top of the home page", async () => {
    renderCase("zte-case", "en");
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Back to home" }));
    });
    expect(screen.getByTestId("home-location").textContent).toBe("/en");
    expect(events.map((event) => event.name)).toEqual(expect.arrayContaining(["back_to_home_click", "navigation"]));
  });

  it("marks Italian fallback copy as Italian while the page chrome stays Chinese", () => {
    renderCase("opstart-case", "zh");
    expect(screen.getByRole("heading", { level: 1 }).getAttribute("lang")).toBe("it");
    expect(screen.getByRole("heading", { name: "挑战" }).closest("[lang]")).toBeNull();
    expect(screen.getByRole("link", { name: "返回首页" })).toBeTruthy();
  });
});
