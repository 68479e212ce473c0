import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Browser } from "@playwright/test";
import type { vitalsJson } from "../../scripts/vitals-format";
import { expect, test } from "./fixtures";
import { startPrivateServer, testServers } from "./servers";

const execFileAsync = promisify(execFile);

/**
 * The visits go to a server of their own: the suite's other tests, running alongside, visit the same
 * pages on the shared servers and their vitals would join the counts.
 */
let server: Awaited<ReturnType<typeof startPrivateServer>>;
test.beforeAll(async () => {
  server = await startPrivateServer(testServers.port + 3);
});
test.afterAll(async () => {
  await server?.stop();
});

/** `npm run vitals` on that server's database, through its socket, as an operator runs it. */
async function vitalsCli(...args: string[]) {
  const { stdout } = await execFileAsync(process.execPath, ["--import", "tsx", "scripts/vitals.ts", ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "" },
  });
  return stdout;
}

type Report = Record<string, unknown> & { path: string; device: string };
type Summary = ReturnType<typeof vitalsJson>;

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const tablet = { viewport: { width: 900, height: 1200 } };
const desktop = { viewport: { width: 1366, height: 900 } };

/**
 * One visit as a visitor makes it: the page, a tap on a heading (the library loads at the first action),
 * then on to another page of ours. What the page handed to `sendBeacon` as it left is kept in
 * the tab's sessionStorage and read on the next page: a beacon sent while a page unloads reaches the
 * server but no Playwright request event.
 */
async function visit(browser: Browser, path: string, device: typeof phone | typeof tablet | typeof desktop, context?: Parameters<Browser["newContext"]>[0]) {
  const session = await browser.newContext({ baseURL: server.url, ...device, ...context });
  await session.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      const sent = JSON.parse(sessionStorage.getItem("sent-vitals") ?? "[]") as unknown[];
      sessionStorage.setItem("sent-vitals", JSON.stringify([...sent, { url: String(url), body: JSON.parse(String(body)) as unknown }]));
      return send(url, body);
    };
  });
  const page = await session.newPage();
  try {
    await page.goto(path);
    // The visitor scrolls to a heading and taps it: the library loads at the first of these, and finds
    // the tap among the entries recorded before it if it comes later.
    const heading = page.locator("main h2:visible").first();
    await heading.scrollIntoViewIfNeeded();
    const box = (await heading.boundingBox())!;
    await page.mouse.click(box.x + 2, box.y + box.height / 2);
    const libraryLoaded = await page
      .waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("field-vitals-beacon")), null, { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    // The module runs once fetched and takes in the entries recorded so far; the page then has a report.
    if (libraryLoaded) await page.locator("html[data-vitals-measured]").waitFor({ state: "attached" });
    await page.goto("/robots.txt");
    const sent = await page.evaluate(() => JSON.parse(sessionStorage.getItem("sent-vitals") ?? "[]") as { url: string; body: Report }[]);
    return { sent, libraryLoaded, close: () => session.close() };
  } catch (error) {
    await session.close();
    throw error;
  }
}

test.describe("field vitals of our own", () => {
  test.describe.configure({ mode: "serial" });

  test("visits in several pages, languages and viewports fill the table, and npm run vitals prints their p75", async ({ browser }) => {
    test.setTimeout(120_000);
    const visits: [string, typeof phone | typeof tablet | typeof desktop][] = [
      ["/zh", phone],
      ["/zh", phone],
      ["/zh", phone],
      ["/zh", desktop],
      ["/en/airhelp-case", tablet],
      ["/fr/privacypolicy", desktop],
    ];
    const reports: Report[] = [];
    for (const [path, device] of visits) {
      const { sent, libraryLoaded, close } = await visit(browser, path, device);
      expect(libraryLoaded, `${path}: the library loads (at the first action, or 10 s after the start when the tap came before its listener)`).toBe(true);
      expect(
        sent.map(({ url }) => url),
        `${path}: one report as the page goes away`,
      ).toEqual(["/api/vitals"]);
      reports.push(...sent.map(({ body }) => body));
      await close();
    }
    expect(reports.map((report) => `${report.path} ${report.device}`)).toEqual([
      "/zh mobile",
      "/zh mobile",
      "/zh mobile",
      "/zh desktop",
      "/en/airhelp-case tablet",
      "/fr/privacypolicy desktop",
    ]);
    for (const report of reports)
      expect(report).toEqual(expect.objectContaining({ LCP: expect.any(Number), FCP: expect.any(Number), TTFB: expect.any(Number) }));
    // The tap counts as an interaction: its latency and where it landed.
    expect(reports.filter((report) => typeof report.INP === "number" && typeof report.inpTarget === "string").length).toBeGreaterThan(0);

    // The 75th percentile of three samples is the largest of them (nearest rank: 3 × 0.75 → the third).
    const zhPhoneLcp = reports
      .filter((report) => report.path === "/zh" && report.device === "mobile")
      .map((report) => report.LCP as number)
      .sort((a, b) => a - b)[2]!;
    const summary = JSON.parse(await vitalsCli("--since", "1d", "--format", "json", "--min-samples", "1")) as Summary;
    const group = (page: string, language: string, device: string) =>
      summary.groups.find((entry) => entry.page === page && entry.language === language && entry.device === device);
    expect(group("home", "zh", "mobile")?.metrics.LCP).toEqual({ samples: 3, p75: zhPhoneLcp, rating: expect.any(String) });
    expect(group("home", "zh", "desktop")?.metrics.LCP.samples).toBe(1);
    expect(group("airhelp-case", "en", "tablet")?.metrics.FCP.samples).toBe(1);
    expect(group("privacypolicy", "fr", "desktop")?.metrics.TTFB.samples).toBe(1);

    const table = await vitalsCli("--since", "1d", "--min-samples", "3");
    expect(table).toMatch(new RegExp(`home\\s+zh\\s+mobile\\s+${Math.round(zhPhoneLcp)} ms (good|needs improvement|poor) \\(3\\)`));
    expect(table).toMatch(/home\s+zh\s+desktop\s+too few samples \(1 < 3\)/);
  });

  test("sends nothing while the consent banner asks", async ({ browser }) => {
    const { sent, libraryLoaded, close } = await visit(browser, "/fr", phone, { locale: "fr-FR", extraHTTPHeaders: { "CF-IPCountry": "FR" } });
    try {
      expect(libraryLoaded).toBe(false);
      expect(sent).toEqual([]);
    } finally {
      await close();
    }
  });
});
