import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test, waitForPageReady } from "./fixtures";
import { testServers } from "./servers";
import { consentConfig } from "~/config/consent";

/** The server started with analytics IDs (tests/e2e/servers.ts). */
const analyticsBase = `http://127.0.0.1:${testServers.analyticsPort}`;
const tagHostPattern = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|clarity\.ms|doubleclick\.net|bing\.com)\//;
const DAY = 24 * 60 * 60 * 1000;

/** Stands in for the tag hosts: answers every script with an empty one and remembers what was asked. */
let standIn: Server;
let standInUrl: string;
const standInHits: string[] = [];
test.beforeAll(async () => {
  standIn = createServer((req, res) => {
    standInHits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/javascript", "access-control-allow-origin": "*" }).end("/* stand-in tag */");
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => standIn.close(resolve));
});

// A tag may still be loading when a test ends; its route must not fail the test.
test.afterEach(async ({ context }) => {
  await context.unrouteAll({ behavior: "ignoreErrors" });
});

/** Routes the tag hosts to the stand-in and records every request the page makes. */
async function watchNetwork(context: BrowserContext) {
  const requests: URL[] = [];
  context.on("request", (request) => requests.push(new URL(request.url())));
  await context.route(tagHostPattern, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${standInUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return {
    nonLocal: () => requests.filter((url) => !["127.0.0.1", "localhost"].includes(url.hostname)).map((url) => url.href),
    requests,
  };
}

const banner = (page: Page) => page.getByRole("region", { name: "Your privacy choices" });

/** The dns-prefetch and preconnect hints in the page's head, as "rel origin". */
async function resourceHints(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("link[rel='dns-prefetch'], link[rel='preconnect']")]
      .map((link) => `${link.getAttribute("rel")} ${link.getAttribute("href")}`)
      .sort(),
  );
}

/** With every tag configured and allowed: the script and reporting hosts of Google's tags and of Clarity. */
const allTagHints = ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://www.clarity.ms", "https://scripts.clarity.ms"]
  .flatMap((origin) => [`dns-prefetch ${origin}`, `preconnect ${origin}`])
  .sort();

async function dataLayerConsent(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .filter((entry) => entry[0] === "consent")
      .map((entry) => ({ command: entry[1] as string, signals: entry[2] as Record<string, unknown> })),
  );
}

test.describe("the banner follows the country rule", () => {
  test.describe("Germany", () => {
    test.use({ extraHTTPHeaders: { "CF-IPCountry": "DE" } });
    test("asks on the English version", async ({ page }) => {
      await page.goto("/en");
      await expect(banner(page)).toBeVisible();
    });
    test("puts the banner first in the Tab order, without taking the focus on its own", async ({ page }) => {
      await page.goto("/en");
      await expect(banner(page)).toBeVisible();
      await expect(page.locator("body")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(banner(page).locator(":focus")).toHaveCount(1);
    });
    test("does not ask on the Italian version, which also skips the lookup", async ({ context, page }) => {
      await watchNetwork(context);
      const geoRequests: string[] = [];
      page.on("request", (request) => void (request.url().includes("/api/geo") && geoRequests.push(request.url())));
      const clarity = page.waitForResponse((response) => response.url() === "https://www.clarity.ms/tag/e2etest");
      await page.goto(`${analyticsBase}/it`);
      // Clarity runs on the Italian version until the visitor refuses it: its loading shows the consent state was settled.
      expect((await clarity).status()).toBe(200);
      await expect(page.getByRole("region", { name: "Le tue scelte sulla privacy" })).toHaveCount(0);
      expect(geoRequests).toEqual([]);
    });
    test("honours a refusal made in its cookie settings: session recording stops", async ({ context, page }) => {
      const network = await watchNetwork(context);
      const clarityTag = (href: string) => new URL(href).hostname.endsWith("clarity.ms");
      const clarity = page.waitForResponse((response) => response.url() === "https://www.clarity.ms/tag/e2etest");
      await page.goto(`${analyticsBase}/it`);
      await clarity;
      await page.locator("footer").getByRole("link", { name: "Impostazioni cookie", exact: true }).click();
      await page.getByRole("dialog", { name: "Impostazioni cookie" }).getByRole("button", { name: "Rifiuta tutti" }).click();
      await expect(page.getByRole("dialog", { name: "Impostazioni cookie" })).toBeHidden();
      const before = network.requests.length;
      // The tags are chosen once the analytics IDs have arrived; Clarity would be asked for right after.
      const ids = page.waitForResponse((response) => response.url().endsWith("/api/analytics-config"));
      await page.reload();
      await ids;
      await page.waitForLoadState("networkidle");
      expect(
        network.requests
          .slice(before)
          .map((url) => url.href)
          .filter(clarityTag),
      ).toEqual([]);
    });
  });

  test.describe("Germany, moving from the Italian version", () => {
    // The browser speaks German too, so a geo answer slower than the 1.5 s timeout falls back to the same country.
    test.use({ locale: "de-DE", extraHTTPHeaders: { "CF-IPCountry": "DE" } });
    test("revokes what the exempt Italian version granted as soon as the banner asks", async ({ context, page }) => {
      await watchNetwork(context);
      const clarity = page.waitForResponse((response) => response.url() === "https://www.clarity.ms/tag/e2etest");
      await page.goto(`${analyticsBase}/it`);
      await clarity;
      await expect.poll(async () => (await dataLayerConsent(page)).at(-1)?.signals.analytics_storage).toBe("granted");
      await page.getByRole("navigation", { name: "Lingua" }).getByRole("link", { name: "English" }).click();
      await expect(banner(page)).toBeVisible();
      await expect
        .poll(async () => (await dataLayerConsent(page)).at(-1))
        .toMatchObject({
          command: "update",
          signals: { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
        });
    });
  });

  test.describe("China", () => {
    test.use({ extraHTTPHeaders: { "CF-IPCountry": "CN" } });
    test("asks, in the page language", async ({ page }) => {
      await page.goto("/fr/terms");
      await expect(page.getByRole("region", { name: "Vos choix de confidentialité" })).toBeVisible();
    });
  });

  test.describe("United States", () => {
    test.use({ extraHTTPHeaders: { "CF-IPCountry": "US" } });
    test("does not ask, and the tags run with consent granted", async ({ context, page }) => {
      await watchNetwork(context);
      await page.goto(`${analyticsBase}/en`);
      await expect
        .poll(() => dataLayerConsent(page))
        .toContainEqual({ command: "update", signals: expect.objectContaining({ analytics_storage: "granted", ad_storage: "granted" }) });
      await expect(banner(page)).toHaveCount(0);
    });
  });
});

test.describe("with analytics configured, visitor in Germany", () => {
  // The browser speaks German too, so a geo answer slower than the 1.5 s timeout falls back to the same country.
  test.use({ locale: "de-DE", extraHTTPHeaders: { "CF-IPCountry": "DE" } });

  test("nothing reaches another host before a choice; accepting loads the tags and updates consent", async ({ context, page }) => {
    const network = await watchNetwork(context);
    await page.goto(`${analyticsBase}/en/airhelp-case`);
    await expect(banner(page)).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState("networkidle");
    expect(network.nonLocal()).toEqual([]);
    expect(await dataLayerConsent(page)).toEqual([
      {
        command: "default",
        signals: { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", wait_for_update: 500 },
      },
    ]);

    const proof = page.waitForResponse((response) => response.url().endsWith("/api/consent"));
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    expect((await proof).status()).toBe(204);
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => network.nonLocal().map((href) => new URL(href).pathname)).toEqual(expect.arrayContaining(["/gtag/js", "/gtm.js", "/tag/e2etest"]));
    expect(await dataLayerConsent(page)).toContainEqual({
      command: "update",
      signals: { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
    });
    // The queued events follow: the page view with its content group, now that both consents allow it.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((entry) => entry.event === "page_view")))
      .toEqual([expect.objectContaining({ event: "page_view", page_path: "/en/airhelp-case", content_group: "case-studies", language: "en" })]);
    const clarityConsent = await page.evaluate(() => (window as unknown as { clarity: { q: unknown[][] } }).clarity.q.find((call) => call[0] === "consentv2"));
    expect(clarityConsent).toEqual(["consentv2", { ad_Storage: "granted", analytics_Storage: "granted" }]);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), consentConfig.storageKey);
    expect(stored).toMatchObject({
      version: "1.0",
      language: "en",
      categories: { necessary: true, analytics: true, marketing: true, preferences: true },
      location: { country: "DE", requiresConsent: true },
    });
  });

  test("hints to the tag hosts appear only once accepted, and once however often the choice is made", async ({ context, page }) => {
    await watchNetwork(context);
    const response = await page.goto(`${analyticsBase}/en`);
    expect(await response!.text()).not.toMatch(/rel="(dns-prefetch|preconnect)"/);
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await resourceHints(page)).toEqual([]);

    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => resourceHints(page)).toEqual(allTagHints);

    const sheet = page.getByRole("dialog", { name: "Cookie settings" });
    for (const choice of ["Accept all", "Save my choices"]) {
      const proof = page.waitForResponse((answer) => answer.url().endsWith("/api/consent"));
      await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
      await sheet.getByRole("button", { name: choice }).click();
      await expect(sheet).toBeHidden();
      await proof;
    }
    expect(await resourceHints(page)).toEqual(allTagHints);
  });

  test("rejecting loads no tag and deletes the marketing cookies", async ({ context, page }) => {
    const network = await watchNetwork(context);
    await context.addCookies(["_gcl_au", "_fbp", "IDE"].map((name) => ({ name, value: "1", domain: "127.0.0.1", path: "/" })));
    await page.goto(`${analyticsBase}/en`);
    const proof = page.waitForResponse((response) => response.url().endsWith("/api/consent"));
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    expect((await proof).status()).toBe(204);
    await expect(banner(page)).toHaveCount(0);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toContain("cookie_consent");
    expect(names.filter((name) => ["_gcl_au", "_fbp", "IDE"].includes(name))).toEqual([]);
    expect(await resourceHints(page)).toEqual([]);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toHaveCount(0);
    expect(await page.locator("script[src^='https://']").count()).toBe(0);
    expect(await resourceHints(page)).toEqual([]);
    expect(network.nonLocal()).toEqual([]);
    // The stored refusal is replayed once the consent manager's chunk has run, which network idleness
    // does not promise.
    await expect
      .poll(() => dataLayerConsent(page))
      .toContainEqual({ command: "update", signals: expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" }) });
  });

  test("rejecting deletes the analytics cookies too, on the host and on the site's domain", async ({ context, page }) => {
    // A name under .localhost reaches this machine and, unlike an address, takes cookies for its parent
    // domain, as Google Analytics sets them on a real site (Domain=.pr-site.localhost).
    const origin = `http://www.pr-site.localhost:${testServers.analyticsPort}`;
    const domainWide = ".pr-site.localhost";
    await context.addCookies([
      ...["_ga", "_ga_ABC123", "_clck", "unrelated"].map((name) => ({ name, value: "1", url: origin })),
      ...["_ga", "_ga_XYZ789"].map((name) => ({ name, value: "GA1.1.1", domain: domainWide, path: "/" })),
    ]);
    await page.goto(`${origin}/en`);
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toHaveCount(0);
    const left = (await context.cookies(origin)).map(({ name, domain }) => `${name} ${domain}`).sort();
    expect(left).toEqual(["cookie_consent www.pr-site.localhost", "unrelated www.pr-site.localhost"]);
  });
});

test.describe("a choice made elsewhere, visitor in Germany", () => {
  test.use({ locale: "de-DE", extraHTTPHeaders: { "CF-IPCountry": "DE" } });

  test("a refusal in another tab stops this tab's tags at once, and an acceptance there hides this tab's banner", async ({ context, page }) => {
    await watchNetwork(context);
    await page.goto(`${analyticsBase}/en`);
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(async () => (await dataLayerConsent(page)).at(-1)?.signals.ad_storage).toBe("granted");

    // A page of its own, not the fixture's: it is not waited for by itself. Clicked before its script is
    // live, the footer's link would open the cookie policy instead of the settings.
    const otherTab = await context.newPage();
    await otherTab.goto(`${analyticsBase}/fr/terms`);
    await waitForPageReady(otherTab);
    await otherTab.getByRole("contentinfo").getByRole("link", { name: "Paramètres des cookies" }).click();
    await otherTab.getByRole("dialog", { name: "Paramètres des cookies" }).getByRole("button", { name: "Tout refuser" }).click();
    await expect
      .poll(async () => (await dataLayerConsent(page)).at(-1))
      .toEqual({ command: "update", signals: { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" } });

    // The other way round: a banner still asking in one tab goes once the visitor has chosen in another.
    await page.evaluate((key) => localStorage.removeItem(key), consentConfig.storageKey);
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await otherTab.reload();
    await waitForPageReady(otherTab);
    await otherTab.getByRole("region", { name: "Vos choix de confidentialité" }).getByRole("button", { name: "Tout accepter" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await dataLayerConsent(page)).at(-1)?.signals.analytics_storage).toBe("granted");
  });

  test("switches saved on the Italian version as they stood are no consent here: the banner asks", async ({ page }) => {
    await page.goto("/it/privacypolicy");
    await page.getByRole("contentinfo").getByRole("link", { name: "Impostazioni cookie" }).click();
    const sheet = page.getByRole("dialog", { name: "Impostazioni cookie" });
    // Where nobody asks, the switches show what runs: all on.
    await expect(sheet.getByRole("switch", { name: "Marketing" })).toBeChecked();
    await sheet.getByRole("button", { name: "Salva le mie scelte" }).click();
    await page.goto("/en/privacypolicy");
    await expect(banner(page)).toBeVisible();
  });
});

test.describe("Global Privacy Control, visitor in the United States", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "US" } });

  test("refuses marketing where nobody is asked, and in Accept all", async ({ context, page }) => {
    await watchNetwork(context);
    await context.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
    await page.goto(`${analyticsBase}/en`);
    await expect(banner(page)).toHaveCount(0);
    await expect
      .poll(async () => (await dataLayerConsent(page)).at(-1))
      .toMatchObject({
        command: "update",
        signals: { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
      });

    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    const sheet = page.getByRole("dialog", { name: "Cookie settings" });
    await expect(sheet.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await expect(sheet.getByText("Global Privacy Control", { exact: false })).toBeVisible();
    await sheet.getByRole("button", { name: "Accept all" }).click();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), consentConfig.storageKey);
    expect(stored.categories).toEqual({ necessary: true, analytics: true, marketing: false, preferences: true });
  });
});

test.describe("the debug panel", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "US" } });
  test("opens with ?debug and with Ctrl+Shift+D, showing consent and the events sent", async ({ context, page }) => {
    await watchNetwork(context);
    await page.goto(`${analyticsBase}/en/terms?debug`);
    const panel = page.getByRole("complementary", { name: "Analytics debug" });
    await expect(panel).toContainText("not-required · analytics true · marketing true");
    await expect(panel.getByRole("listitem").filter({ hasText: /page_view → gtag, gtm, clarity/ })).toHaveCount(1);
    await page.keyboard.press("Control+Shift+D");
    await expect(panel).toBeHidden();
    await page.keyboard.press("Control+Shift+D");
    await expect(panel).toBeVisible();
  });
});

test.describe("a stored choice", () => {
  // The browser speaks German too, so a geo answer slower than the 1.5 s timeout falls back to the same country.
  test.use({ locale: "de-DE", extraHTTPHeaders: { "CF-IPCountry": "DE" } });

  test("holds for 90 days, then the visitor is asked again", async ({ page }) => {
    const start = new Date("2026-03-01T10:00:00Z");
    await page.clock.install({ time: start });
    await page.goto("/en");
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toHaveCount(0);

    await page.clock.setSystemTime(new Date(start.getTime() + 89 * DAY));
    await page.reload();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await page.clock.setSystemTime(new Date(start.getTime() + 91 * DAY));
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test("of another version is void", async ({ page }) => {
    await page.goto("/en");
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.evaluate((key) => {
      const record = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...record, version: "0.9" }));
    }, consentConfig.storageKey);
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test("the footer and the cookie policy reopen the settings with the stored choice", async ({ page }) => {
    await page.goto("/en/cookiepolicy");
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    const sheet = page.getByRole("dialog", { name: "Cookie settings" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("switch", { name: "Necessary" })).toBeDisabled();
    await expect(sheet.getByRole("switch", { name: "Necessary" })).toBeChecked();
    await expect(sheet.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
    await sheet.getByRole("switch", { name: "Analytics" }).click();
    await sheet.getByRole("button", { name: "Save my choices" }).click();
    await expect(sheet).toBeHidden();

    await page.getByRole("article").getByRole("link", { name: "Cookie settings" }).click();
    await expect(sheet.getByRole("switch", { name: "Analytics" })).toBeChecked();
    await expect(sheet.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
  });
});

test("on a phone held sideways the cookie settings scroll as a whole, every category at its full height", async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto("/en/cookiepolicy");
  await page.getByRole("article").getByRole("link", { name: "Cookie settings" }).click();
  const sheet = page.getByRole("dialog", { name: "Cookie settings" });
  await expect(sheet).toBeVisible();
  // Between the title and the buttons, 390 px left the categories a window of about 90 px to scroll in.
  const list = sheet.getByRole("list");
  expect(await list.evaluate((element) => element.parentElement!.scrollHeight - element.parentElement!.clientHeight)).toBe(0);
  expect(await sheet.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await sheet.getByRole("button", { name: "Save my choices" }).scrollIntoViewIfNeeded();
  await expect(sheet.getByRole("button", { name: "Save my choices" })).toBeInViewport();
});

test.describe("accessibility", () => {
  // The browser speaks German too, so a geo answer slower than the 1.5 s timeout falls back to the same country.
  test.use({ locale: "de-DE", extraHTTPHeaders: { "CF-IPCountry": "DE" } });

  for (const width of [390, 1280]) {
    test(`axe finds nothing with the banner and with the sheet open at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/en");
      await expect(banner(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await banner(page).getByRole("button", { name: "Settings" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("the open sheet keeps the page behind it out of reach: a tap beside it only closes it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    const opener = banner(page).getByRole("button", { name: "Settings" });
    await opener.click();
    const sheet = page.getByRole("dialog", { name: "Cookie settings" });
    await expect(sheet).toBeVisible();
    // The header's link to the section "About us" lies beside the sheet, under its backdrop.
    const behind = page.getByRole("banner").getByRole("link", { name: "About us" }).filter({ visible: true });
    const box = (await behind.boundingBox())!;
    expect(box.x + box.width).toBeLessThan((await sheet.boundingBox())!.x);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    expect(new URL(page.url()).hash).toBe("");
  });

  test("the whole choice works with the keyboard alone", async ({ page }) => {
    await page.goto("/en");
    await expect(banner(page)).toBeVisible();
    const settings = banner(page).getByRole("button", { name: "Settings" });
    for (let presses = 0; presses < 80 && !(await settings.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press("Tab");
    await expect(settings).toBeFocused();

    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Cookie settings" });
    await expect(sheet).toBeVisible();
    // Escape closes and gives focus back to the control that opened it.
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(settings).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(sheet.getByRole("switch", { name: "Analytics" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(sheet.getByRole("switch", { name: "Analytics" })).toBeChecked();
    // Focus stays inside the sheet.
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press("Tab");
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    const save = sheet.getByRole("button", { name: "Save my choices" });
    for (let presses = 0; presses < 10 && !(await save.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(sheet).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), consentConfig.storageKey);
    expect(stored.categories).toEqual({ necessary: true, analytics: true, marketing: false, preferences: false });
  });
});
