import { expect, test } from "./fixtures";
import { testServers } from "./servers";
import { launchTabBrowser, prerenderOf, type TabBrowser, type TabPage } from "../../scripts/tab-browser";

// Prerendering is seen through the tab target (tab-browser.ts says why Playwright's own page cannot).

const whenReady = `new Promise((ready) => { const check = () => (document.documentElement?.hasAttribute("data-ready") ? ready(true) : setTimeout(check, 20)); check(); })`;

async function open(page: TabPage, url: string) {
  await page.send("Page.navigate", { url });
  await page.evaluate(whenReady);
}

/** The documents and API calls each session asked for, by URL path. */
function requestsOf(browser: TabBrowser, sessionId: string) {
  return browser.events
    .filter((event) => event.method === "Network.requestWillBeSent" && event.sessionId === sessionId)
    .map((event) => ({ path: new URL((event.params.request as { url: string }).url).pathname, type: event.params.type as string }));
}

test.describe("pages opened from a prerender", () => {
  let browser: TabBrowser;
  test.beforeEach(async () => {
    browser = await launchTabBrowser();
  });
  test.afterEach(() => browser.close());

  test("pointing at the language switch prerenders the other language; the click shows it with no new document request", async () => {
    const { page } = browser;
    await open(page, `http://127.0.0.1:${testServers.port}/en`);
    await page.hover('header a[data-switch-language="fr"]');
    const french = await browser.prerenderedPage("/fr");
    const requestsBeforeClick = requestsOf(browser, french.sessionId).length;

    await page.click();
    await browser.waitForEvent(prerenderOf("/fr", "Success"));
    expect(await french.evaluate("location.pathname")).toBe("/fr");
    expect(await french.evaluate(`performance.getEntriesByType("navigation")[0].activationStart`)).toBeGreaterThan(0);
    // The one request for the page is the prerender's; the click asked for none.
    const documents = [...requestsOf(browser, page.sessionId), ...requestsOf(browser, french.sessionId)].filter((request) => request.type === "Document");
    expect(documents.map((request) => request.path)).toEqual(["/en", "/fr"]);
    expect(
      requestsOf(browser, french.sessionId)
        .slice(0, requestsBeforeClick)
        .filter((request) => request.type === "Document"),
    ).toHaveLength(1);
    await french.evaluate(whenReady);
  });

  test("a prerendered home page renders the sections its first screen reaches before it is shown, and only those", async () => {
    const { page } = browser;
    await open(page, `http://127.0.0.1:${testServers.port}/en`);
    await page.hover('header a[data-switch-language="fr"]');
    const french = await browser.prerenderedPage("/fr");
    await french.evaluate(`new Promise((parsed) => document.readyState === "loading" ? document.addEventListener("DOMContentLoaded", parsed) : parsed())`);
    // A section left to content-visibility: auto is skipped while the page is hidden; the browser would
    // lay it out after the click, in the frame the visitor waits for, if it starts within one and a half
    // screens below the first (Chromium renders such an element that near the viewport).
    const sections = await french.evaluate<{ id: string; top: number; skippable: boolean }[]>(
      `[...document.querySelectorAll("[data-home-section]")].map((section) => ({ id: section.id, top: section.getBoundingClientRect().top / innerHeight, skippable: getComputedStyle(section).contentVisibility === "auto" }))`,
    );
    const reachedByFirstScreen = sections.filter((section) => section.top < 2.5);
    expect(reachedByFirstScreen.length).toBeGreaterThan(0);
    expect(reachedByFirstScreen.filter((section) => section.skippable)).toEqual([]);
    expect(sections.at(-1)).toMatchObject({ skippable: true });
  });

  test("the header's language links and the case cards are prerendered as soon as the pointer is on them; the other marked links once it rests", async () => {
    const { page } = browser;
    await open(page, `http://127.0.0.1:${testServers.port}/en`);
    // What the browser holds for this page (DevTools' "Speculative loads"): each rule, and each link's prerender with the rules it comes from.
    const ruleSets = browser.events.filter((event) => event.method === "Preload.ruleSetUpdated" && event.sessionId === page.sessionId);
    const eagernessOf = new Map(
      ruleSets.map((event) => {
        const ruleSet = event.params.ruleSet as { id: string; sourceText: string };
        return [ruleSet.id, (JSON.parse(ruleSet.sourceText) as { prerender?: { eagerness: string }[] }).prerender?.map((rule) => rule.eagerness) ?? []];
      }),
    );
    type AttemptSource = { key: { action: string; url: string }; ruleSetIds: string[] };
    const prerendersOf = (event: { params: Record<string, unknown> }, path: string) =>
      (event.params.preloadingAttemptSources as AttemptSource[]).filter(
        (source) => source.key.action === "Prerender" && new URL(source.key.url).pathname === path,
      );
    // A link counts once it is rendered: the case cards' section renders as it nears the screen.
    await page.evaluate(`document.querySelector("#business-cases-section").scrollIntoView({ block: "center", behavior: "instant" })`);
    const attempts = await browser.waitForEvent(
      (event) =>
        event.method === "Preload.preloadingAttemptSourcesUpdated" && event.sessionId === page.sessionId && prerendersOf(event, "/en/airhelp-case").length > 0,
    );
    const prerenderedAt = (path: string) => prerendersOf(attempts, path).flatMap((source) => source.ruleSetIds.flatMap((id) => eagernessOf.get(id) ?? []));

    for (const path of ["/it", "/zh", "/fr", "/en/airhelp-case"]) expect(prerenderedAt(path), path).toContain("eager");
    expect(prerenderedAt("/en/contact")).toEqual(["moderate"]);
  });

  test("a prerendered page runs nothing until it is shown: no consent, no analytics, no page view", async () => {
    const { page } = browser;
    // The server with analytics IDs: once shown, the page asks for them and loads the tags its consent allows.
    await open(page, `http://127.0.0.1:${testServers.analyticsPort}/en/airhelp-case`);
    await page.hover('header a[data-switch-language="it"]');
    const italian = await browser.prerenderedPage("/it/airhelp-case");

    expect(await italian.evaluate("document.prerendering")).toBe(true);
    expect(await italian.evaluate(`document.documentElement.hasAttribute("data-ready")`)).toBe(false);
    expect(await italian.evaluate(`document.querySelectorAll('script[type="text/x-after-first-paint"]').length`)).toBeGreaterThan(0);
    const apiCalls = () => requestsOf(browser, italian.sessionId).filter((request) => request.path.startsWith("/api/") || request.type === "Script");
    expect(apiCalls()).toEqual([]);

    // Shown, the same page starts: what it did not do before, it does now.
    await page.click();
    await italian.evaluate(whenReady);
    expect(await italian.evaluate("document.prerendering")).toBe(false);
    await expect.poll(() => apiCalls().map((request) => request.path)).toContain("/api/analytics-config");
  });

  test("a visitor who asked to save data gets nothing prerendered", async () => {
    const { page } = browser;
    await page.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    await open(page, `http://127.0.0.1:${testServers.port}/en`);
    expect(await page.evaluate("navigator.connection.saveData")).toBe(true);
    expect(await page.evaluate(`document.querySelectorAll('script[type="speculationrules"]').length`)).toBe(0);

    await page.hover('header a[data-switch-language="fr"]');
    await page.click();
    await browser.waitForEvent(
      (event) => event.method === "Page.frameNavigated" && event.sessionId === page.sessionId && (event.params.frame as { url: string }).url.endsWith("/fr"),
    );
    await page.evaluate(whenReady);
    expect(await page.evaluate("location.pathname")).toBe("/fr");
    // Loaded when clicked, not activated from a prerender.
    expect(await page.evaluate(`performance.getEntriesByType("navigation")[0].activationStart`)).toBe(0);
    expect(browser.events.filter((event) => event.method === "Preload.prerenderStatusUpdated")).toEqual([]);
  });
});
