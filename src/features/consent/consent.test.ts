// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { consentConfig } from "~/config/consent";
import { resetGeoCache } from "./geo-client";
import { createConsentStore, type ConsentStore } from "./store";
import { readConsentCopy } from "~/content/consent/files";
import { ConsentBanner } from "./consent-banner";
import { ConsentSettings } from "./consent-settings";
import { startConsent } from "./consent";

type DataLayerWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

/**
 * jsdom has no popovers (it keeps every [popover] hidden): show and hide as a browser does, toggle event
 * included; a shown one is displayed, so what is inside it can take the focus.
 */
function fakePopovers() {
  const toggle = (element: HTMLElement, open: boolean) => {
    if (element.hasAttribute("data-fake-popover-open") === open) return;
    element.toggleAttribute("data-fake-popover-open", open);
    element.style.display = open ? "flex" : "";
    element.dispatchEvent(Object.assign(new Event("toggle"), { newState: open ? "open" : "closed" }));
  };
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    toggle(this, true);
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    toggle(this, false);
  };
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selectors: string) {
    return selectors === ":popover-open" ? this.hasAttribute("data-fake-popover-open") : matches.call(this, selectors);
  } as typeof matches;
}

function renderPage() {
  const copy = readConsentCopy("en");
  document.body.innerHTML =
    renderToStaticMarkup(createElement(ConsentBanner, { lang: "en", copy: copy.banner })) +
    renderToStaticMarkup(createElement(ConsentSettings, { copy: copy.sheet })) +
    '<a href="#main">Skip</a><main id="main" tabindex="-1"></main>' +
    '<footer><a href="/en/cookiepolicy#manage-cookies" data-open-cookie-settings>Cookie settings</a></footer>';
}

/** The country answer of GET /api/geo, and every proof of consent posted. */
function serveCountry(country: string) {
  const proofs: unknown[] = [];
  vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith("/api/geo")) return Response.json({ country, region: null });
    if (url.endsWith("/api/consent")) {
      proofs.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 404 });
  });
  return proofs;
}

const banner = () => document.querySelector<HTMLElement>("[data-consent-banner]")!;
const settings = () => document.querySelector<HTMLElement>("[data-consent-settings]")!;
const settingsOpen = () => settings().matches(":popover-open");
const button = (root: Element, name: string) => [...root.querySelectorAll("button")].find((element) => element.textContent?.trim() === name)!;
const switchNamed = (name: string) => document.getElementById(`consent-${name}`) as HTMLInputElement;
const storedRecord = () => JSON.parse(localStorage.getItem(consentConfig.storageKey) ?? "null");
const consentCommands = () => ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => entry[0] === "consent").map((entry) => [entry[1], entry[2]]);

let store: ConsentStore;
let stop = () => {};

async function start(lang: "en" | "it" = "en") {
  store = createConsentStore({
    status: "loading",
    record: null,
    location: null,
    exempt: false,
  });
  stop = startConsent(lang, store);
  await vi.waitFor(() => expect(store.get().status).not.toBe("loading"));
}

describe("the consent banner and settings", () => {
  beforeAll(fakePopovers);
  beforeEach(() => {
    renderPage();
  });
  afterEach(() => {
    stop();
    localStorage.clear();
    document.cookie.split(";").forEach((cookie) => (document.cookie = `${cookie.split("=")[0]!.trim()}=; Max-Age=0; Path=/`));
    delete (window as DataLayerWindow).dataLayer;
    delete (window as DataLayerWindow).gtag;
    resetGeoCache();
  });

  it("puts Consent Mode's all-denied default in place before anything else, and asks a visitor in Germany", async () => {
    serveCountry("DE");
    await start();
    expect(consentCommands()).toEqual([
      [
        "default",
        {
          analytics_storage: "denied",
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          wait_for_update: 500,
        },
      ],
    ]);
    expect(banner().hidden).toBe(false);
    // Shown without taking the focus away from where the visitor is.
    expect(document.activeElement).toBe(document.body);
  });

  it("does not ask on the Italian version", async () => {
    const proofs = serveCountry("DE");
    await start("it");
    expect(banner().hidden).toBe(true);
    expect(proofs).toEqual([]);
  });

  it("Accept all stores every category, sends the proof and hides the banner, leaving the focus on the page", async () => {
    const proofs = serveCountry("DE");
    await start();
    const accept = button(banner(), "Accept all");
    accept.focus();
    accept.click();
    expect(storedRecord()).toMatchObject({
      version: "1.0",
      language: "en",
      categories: {
        necessary: true,
        analytics: true,
        marketing: true,
        preferences: true,
      },
    });
    expect(banner().hidden).toBe(true);
    expect(document.activeElement).toBe(document.getElementById("main"));
    await vi.waitFor(() =>
      expect(proofs).toEqual([
        expect.objectContaining({
          action: "accept_all",
          categories: { analytics: true, marketing: true, preferences: true },
        }),
      ]),
    );
  });

  it("Reject all stores necessary only and deletes the marketing cookies", async () => {
    serveCountry("DE");
    document.cookie = "_gcl_au=1; Path=/";
    await start();
    button(banner(), "Reject all").click();
    expect(storedRecord().categories).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    expect(document.cookie).not.toContain("_gcl_au");
    expect(document.cookie).toContain(`${consentConfig.cookieName}=`);
  });

  it("Settings opens the dialog with the optional switches off and the first one focused; closing it (Escape, a tap beside it) returns the focus", async () => {
    serveCountry("DE");
    await start();
    const opener = button(banner(), "Settings");
    opener.click();
    expect(settingsOpen()).toBe(true);
    expect(switchNamed("necessary").checked && switchNamed("necessary").disabled).toBe(true);
    expect([switchNamed("analytics").checked, switchNamed("marketing").checked, switchNamed("preferences").checked]).toEqual([false, false, false]);
    expect(document.activeElement).toBe(switchNamed("analytics"));
    settings().hidePopover();
    expect(document.activeElement).toBe(opener);
  });

  it("lays the closed settings out once while the page is idle, unseen, and leaves them closed and styled as served", async () => {
    serveCountry("DE");
    const sheet = settings();
    const layouts: string[] = [];
    // Reading the size is what makes a browser lay the sheet out; jsdom has no layout to watch.
    Object.defineProperty(sheet, "offsetHeight", {
      configurable: true,
      get: () => {
        layouts.push(`${sheet.style.display} ${sheet.style.visibility}`);
        return 0;
      },
    });
    await start();
    await vi.waitFor(() => expect(layouts).toEqual(["flex hidden"]));
    expect(settingsOpen()).toBe(false);
    expect(sheet.style.cssText).toBe("");
  });

  it("Save my choices stores the switches as set, and the footer link reopens them as stored", async () => {
    serveCountry("DE");
    await start();
    const footerLink = document.querySelector<HTMLAnchorElement>("footer [data-open-cookie-settings]")!;
    const click = new MouseEvent("click", {
      bubbles: true,
      cancelable: true,
      button: 0,
    });
    footerLink.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    switchNamed("analytics").click();
    button(settings(), "Save my choices").click();
    expect(settingsOpen()).toBe(false);
    expect(storedRecord().categories).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
    expect(banner().hidden).toBe(true);

    footerLink.click();
    expect([switchNamed("analytics").checked, switchNamed("marketing").checked]).toEqual([true, false]);
    expect(document.querySelector<HTMLElement>("[data-consent-gpc]")!.hidden).toBe(true);
  });

  it("keeps Tab inside the open dialog: past the last control it comes back to the first", async () => {
    serveCountry("DE");
    await start();
    button(banner(), "Settings").click();
    const closeButton = document.querySelector<HTMLElement>("[data-close-cookie-settings]")!;
    closeButton.focus();
    const tab = new KeyboardEvent("keydown", {
      key: "Tab",
      bubbles: true,
      cancelable: true,
    });
    closeButton.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(switchNamed("analytics"));
  });
});

describe("the banner's place in the page", () => {
  it("is the first thing in the body, so Tab reaches it before the skip link and the header", () => {
    const layout = readFileSync("src/layouts/site-layout.astro", "utf8");
    const body = layout.slice(layout.indexOf("<body>") + "<body>".length).trim();
    expect(body.startsWith("<Consent ")).toBe(true);
  });
});
