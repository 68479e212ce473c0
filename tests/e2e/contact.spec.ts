import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Page, Route } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test, waitForPageReady } from "./fixtures";
import { testServers } from "./servers";
import pg from "pg";
import { contactCopy } from "~/content/contact";
import type { ContactCopy } from "~/content/contact/schema";
import { issueFormToken } from "~/features/contact/form-token.server";
import { socketFolder, SOCKET_PORT } from "~server/db/pglite-folder";
import { languageNames, languages, type Language } from "~/i18n/languages";
import { ui } from "~/i18n/ui";
import { contactFields, fieldLimits, summaryLine } from "~/features/contact/form-fields";
import { countMessage } from "~/i18n/plural";
import { pagePath } from "~/lib/pages";

const run = promisify(execFile);

interface StoredLead {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  motivation: string;
  language: string;
}

/** The agency's own tool reads the leads while the e2e server holds the database (over its socket). */
async function storedLeads(email: string): Promise<StoredLead[]> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/leads.ts", "export", "--format", "json"], {
    env: { ...process.env, DATA_DIR: testServers.dataDir, DATABASE_URL: "" },
  });
  return (JSON.parse(stdout) as StoredLead[]).filter((lead) => lead.email === email);
}

/** Every test posts from its own address, so the per-IP rate limit only bites where a test wants it. */
let addressCounter = 0;
function uniqueAddress() {
  addressCounter += 1;
  return `10.${test.info().workerIndex % 250}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
}
function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The site's toasts (src/browser/toast.ts). */
const TOAST = "[data-toast]";
const toasts = (page: Page) => page.locator(TOAST);

/**
 * The contact page in `lang`, from an address of its own (the rate limit). With JavaScript on, the page's
 * scripts are live once it is open (fixtures.ts), the form's among them, unless `waitUntil: "commit"`.
 */
async function openForm(page: Page, lang: Language, { waitUntil }: { waitUntil?: "commit" } = {}) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueAddress() });
  await page.goto(pagePath("contact", lang), { waitUntil });
  return contactCopy(lang);
}

/** A field of the contact form by its visible label (the page has other e-mail controls). */
function field(page: Page, copy: ContactCopy, name: keyof ContactCopy["fields"]) {
  return page.getByRole("main").locator("form").getByRole("textbox", { name: copy.fields[name].label });
}

async function fill(page: Page, copy: ContactCopy, values: { fullName: string; email: string; company: string; motivation?: string }) {
  await field(page, copy, "fullName").fill(values.fullName);
  await field(page, copy, "email").fill(values.email);
  await field(page, copy, "company").fill(values.company);
  if (values.motivation !== undefined) await field(page, copy, "motivation").fill(values.motivation);
}

/** Without JavaScript nothing waits out the server's 2 s time trap for the visitor: the test types like a person. */
async function pauseLikeAPerson(page: Page) {
  await page.waitForTimeout(2100);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`contact form with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const lang of languages) {
      test(`${lang}: a lead lands on the thank-you page and in the database`, async ({ page }) => {
        const copy = await openForm(page, lang);
        const email = uniqueEmail(`ok-${lang}`);
        await fill(page, copy, { fullName: "  Ada  King Lovelace ", email, company: "Analytical Engines" });
        if (!javaScriptEnabled) await pauseLikeAPerson(page);
        await page.getByRole("button", { name: copy.submit }).click();
        // The stored lead's marker stays without JavaScript; with it, the page reports the conversion and drops it.
        await expect(page).toHaveURL(new RegExp(`${pagePath("thank-you", lang)}${javaScriptEnabled ? "" : "\\?sent=1"}$`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await storedLeads(email)).toEqual([
          expect.objectContaining({
            firstName: "Ada",
            lastName: "King Lovelace",
            company: "Analytical Engines",
            motivation: copy.defaultMotivation,
            language: lang,
          }),
        ]);
      });

      if (lang === "fr") {
        test(`${lang}: a form sent again after its answer was lost is thanked and stored once`, async ({ page }) => {
          const copy = await openForm(page, lang);
          const email = uniqueEmail(`again-${lang}`);
          await fill(page, copy, { fullName: "Marie Curie", email, company: "Radium" });
          if (!javaScriptEnabled) await pauseLikeAPerson(page);
          const contactPath = pagePath("contact", lang);
          if (javaScriptEnabled) {
            // The first post reaches the server and is stored, but its answer is lost on the way back.
            let answerLost = false;
            await page.route(`**${contactPath}`, async (route) => {
              if (route.request().method() !== "POST" || answerLost) return route.fallback();
              answerLost = true;
              await route.fetch({ maxRedirects: 0 });
              await route.abort("connectionreset");
            });
            await page.getByRole("button", { name: copy.submit }).click();
            await expect(toasts(page).getByText(copy.submitError, { exact: true })).toBeVisible();
            expect(await storedLeads(email)).toHaveLength(1);
            await page.getByRole("button", { name: copy.submit }).click();
            await expect(page).toHaveURL(new RegExp(`${pagePath("thank-you", lang)}$`));
          } else {
            const sent = page.waitForRequest((request) => request.method() === "POST");
            await page.getByRole("button", { name: copy.submit }).click();
            await expect(page).toHaveURL(new RegExp(`${pagePath("thank-you", lang)}\\?sent=1$`));
            // The browser's retry of the same post, byte for byte (a reload that resends, a proxy's retry).
            const first = await sent;
            const again = await page.request.post(first.url(), { headers: await first.allHeaders(), data: first.postDataBuffer()!, maxRedirects: 0 });
            expect(again.status()).toBe(303);
            expect(again.headers().location).toBe(`${pagePath("thank-you", lang)}?sent=1`);
          }
          expect(await storedLeads(email)).toHaveLength(1);
        });
      }

      test(`${lang}: invalid fields are explained next to them and in a summary, values kept`, async ({ page }) => {
        const copy = await openForm(page, lang);
        await fill(page, copy, { fullName: "A", email: "ada@", company: " ", motivation: "<img src=x onerror=alert(1)>" });
        await page.getByRole("button", { name: copy.submit }).click();
        const summary = page.getByRole("alert").filter({ hasText: countMessage(lang, copy.validation.summary, 3) });
        await expect(summary).toBeVisible();
        // With JavaScript the focus then takes the visitor to the summary, which a screen reader announces.
        if (javaScriptEnabled) {
          await expect(summary).toBeFocused();
          await expect(summary).toBeInViewport();
        }
        for (const [name, message] of [
          ["fullName", copy.validation.fullNameMin],
          ["email", copy.validation.emailInvalid],
          ["company", copy.validation.companyRequired],
        ] as const) {
          await expect(summary.getByRole("link", { name: summaryLine(copy.validation, copy.fields[name].label, message) })).toBeVisible();
          const input = field(page, copy, name);
          await expect(input).toHaveAttribute("aria-invalid", "true");
          await expect(input).toHaveAccessibleDescription(message);
        }
        await expect(field(page, copy, "fullName")).toHaveValue("A");
        await expect(field(page, copy, "email")).toHaveValue("ada@");
        // The visitor's markup comes back as text, never as markup.
        await expect(field(page, copy, "motivation")).toHaveValue("<img src=x onerror=alert(1)>");
        await expect(page.locator("main img")).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`${pagePath("contact", lang)}$`));
        // Without JavaScript the page comes back, and its title, read first on arrival, says why.
        if (!javaScriptEnabled) expect(await titleSaysError(page, lang), await page.title()).toBe(true);
        if (javaScriptEnabled) {
          // The error state is as accessible as the empty form (axe runs as a script, so only with JS).
          expect(await axeViolations(page)).toEqual([]);
          // Mended, a field loses its error as the visitor types, and the summary counts what is left.
          await field(page, copy, "email").fill("ada@example.com");
          await expect(field(page, copy, "email")).not.toHaveAttribute("aria-invalid");
          await expect(page.getByRole("alert").filter({ hasText: countMessage(lang, copy.validation.summary, 2) })).toBeVisible();
        }
      });

      test(`${lang}: a database failure keeps what was typed and says so`, async ({ page }) => {
        const copy = await openForm(page, lang);
        const email = uniqueEmail(`${FAILING_PREFIX}-${lang}`);
        await fill(page, copy, { fullName: "Grace Hopper", email, company: "Navy", motivation: "Press for COBOL" });
        if (!javaScriptEnabled) await pauseLikeAPerson(page);
        await page.getByRole("button", { name: copy.submit }).click();
        if (javaScriptEnabled) {
          await expect(toasts(page).getByText(copy.submitError, { exact: true })).toBeVisible();
          await expect(page.getByRole("button", { name: copy.submit })).toBeEnabled();
        } else {
          await expect(page.getByRole("alert").getByText(copy.unavailable.title)).toBeVisible();
          expect(await titleSaysError(page, lang), await page.title()).toBe(true);
        }
        await expect(field(page, copy, "email")).toHaveValue(email);
        await expect(field(page, copy, "motivation")).toHaveValue("Press for COBOL");
        expect(await storedLeads(email)).toEqual([]);
      });
    }
  });
}

/** Whether the page's title begins as the contact page's does when it comes back from a post with errors or a notice: "Error: Contact", then the brand. */
async function titleSaysError(page: Page, lang: Language): Promise<boolean> {
  const { messages, t } = ui(lang);
  return (await page.title()).startsWith(t("pages.contactErrorTitle", { title: messages.pages.contactTitle }));
}

/** Ways a post from the browser can fail before the action's answer arrives. */
const transportFailures: Record<string, (route: Route) => Promise<void>> = {
  "the connection drops": (route) => route.abort("connectionreset"),
  "a proxy answers 502": (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
  // The browser will not let a page rewrite its Origin, so the test sends the post on its behalf.
  "the server refuses the Origin": async (route) =>
    route.fulfill({ response: await route.fetch({ headers: { ...route.request().headers(), origin: "https://evil.example" } }) }),
};

for (const [failure, fail] of Object.entries(transportFailures)) {
  test(`with JavaScript, when ${failure} the form keeps what was typed, says so and can be sent again`, async ({ page }) => {
    const copy = await openForm(page, "en");
    const email = uniqueEmail("transport");
    let failing = true;
    // The form's post, to the page itself.
    await page.route(/\/en\/contact(\?.*)?$/, (route) => (failing && route.request().method() === "POST" ? fail(route) : route.continue()));
    await fill(page, copy, { fullName: "Grace Hopper", email, company: "Navy", motivation: "Press for COBOL" });
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(toasts(page).getByText(copy.submitError, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(field(page, copy, "email")).toHaveValue(email);
    await expect(field(page, copy, "motivation")).toHaveValue("Press for COBOL");
    expect(await storedLeads(email)).toEqual([]);

    failing = false;
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page).toHaveURL(/\/en\/thank-you$/);
    expect(await storedLeads(email)).toHaveLength(1);
  });
}

/** Leads whose address starts with this are refused by the database itself (a trigger the tests install). */
const FAILING_PREFIX = "db-refuses";

test.beforeAll(async () => {
  const client = new pg.Client({ host: socketFolder(path.resolve(testServers.dataDir)), port: SOCKET_PORT, user: "postgres", database: "postgres" });
  await client.connect();
  await client.query(`
    create or replace function e2e_refuse_lead() returns trigger language plpgsql as $$
    begin
      if new."Email" like '${FAILING_PREFIX}-%' then raise exception 'e2e: the database refuses this lead'; end if;
      return new;
    end $$`);
  await client.query(`drop trigger if exists e2e_refuse_lead on "Contact-final"`);
  await client.query(`create trigger e2e_refuse_lead before insert on "Contact-final" for each row execute function e2e_refuse_lead()`);
  await client.end();
});

test.describe("spam defence", () => {
  test.use({ javaScriptEnabled: false });

  test("a filled honeypot is thanked and not stored", async ({ page }) => {
    const copy = await openForm(page, "en");
    const email = uniqueEmail("honeypot");
    await fill(page, copy, { fullName: "Spam Bot", email, company: "Spam Inc" });
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await pauseLikeAPerson(page);
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page).toHaveURL(/\/en\/thank-you$/);
    expect(await storedLeads(email)).toEqual([]);
  });

  test("a form sent faster than a person can type is thanked and not stored", async ({ page }) => {
    const copy = await openForm(page, "fr");
    const email = uniqueEmail("too-fast");
    await fill(page, copy, { fullName: "Speedy Bot", email, company: "Fast Inc" });
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page).toHaveURL(/\/fr\/thank-you$/);
    expect(await storedLeads(email)).toEqual([]);
  });

  test("a post from another site is refused before the form reads it", async ({ request, baseURL }) => {
    // A token the form itself would accept: signed by the server and older than its time trap.
    const secret = process.env.FORM_SECRET || (await readFile(path.join(testServers.dataDir, "form-secret"), "utf8")).trim();
    const formToken = issueFormToken(secret, Date.now() - 60_000);
    const post = (origin: string, email: string, contactPath = "/en/contact") =>
      request.post(contactPath, {
        headers: { origin, "x-forwarded-for": uniqueAddress() },
        form: { fullName: "Cross Site", email, company: "Evil", formToken },
        maxRedirects: 0,
      });

    // Only the Origin differs from a post that is stored.
    const fromTheSite = uniqueEmail("same-site");
    expect((await post(baseURL!, fromTheSite)).status()).toBe(303);
    expect(await storedLeads(fromTheSite)).toHaveLength(1);

    const email = uniqueEmail("cross-site");
    const refused = await post("https://evil.example", email, "/fr/contact");
    // With the standard reason phrase, not the "403 OK" a page that sets only its status gets from Astro.
    expect([refused.status(), refused.statusText()]).toEqual([403, "Forbidden"]);
    // The refusal page in the page's language, leading to the form on this site — not the form with
    // its validation or "send again" answer.
    const html = await refused.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Ce formulaire ne peut être envoyé que depuis notre site");
    expect(html).toContain('href="/fr/contact"');
    expect(html).not.toContain('name="formToken"');
    expect(await storedLeads(email)).toEqual([]);
  });
});

test("a message longer than the limit is kept whole, and the form says by how much it is over", async ({ page }) => {
  const copy = await openForm(page, "it");
  const message = field(page, copy, "motivation");
  const limit = fieldLimits.motivation;
  await expect(page.getByText(countMessage("it", copy.messageLength.limit, limit, "max"))).toBeVisible();
  // A paste of a long text: the browser used to cut it at the limit without a word.
  await message.fill("parola ".repeat(886));
  await expect(message).toHaveValue("parola ".repeat(886));
  await expect(page.getByText(countMessage("it", copy.messageLength.over, 886 * 7 - limit))).toBeVisible();
  await message.fill("parola ".repeat(600));
  await expect(page.getByText(countMessage("it", copy.messageLength.left, limit - 600 * 7))).toBeVisible();
});

test("a visit that only reads the contact page does not load the form's checks; the visitor's first touch does", async ({ page }) => {
  const checks = /\/_astro\/form-schema\.[\w-]+\.js$/;
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (checks.test(request.url())) loaded.push(request.url());
  });
  const copy = await openForm(page, "it");
  await page.waitForLoadState("networkidle");
  expect(loaded).toEqual([]);
  await field(page, copy, "fullName").focus();
  await expect(page.locator("form[data-checks-ready]")).toHaveCount(1);
  expect(loaded).toHaveLength(1);
});

test.describe("a form sent before its script is live", () => {
  const formScript = "**/_astro/form-behaviour.*.js";

  test("is checked by the server: the page comes back with the errors in place", async ({ page }) => {
    // The form's script is held back, as on a slow phone where the visitor presses at once.
    await page.route(formScript, () => {});
    const copy = await openForm(page, "en", { waitUntil: "commit" });
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: copy.submit }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: countMessage("en", copy.validation.summary, 3) })).toBeVisible();
    await expect(field(page, copy, "email")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/en\/contact$/);
  });

  test("is sent by the page itself when the script cannot load, the page's other behaviours still start, and the lead is stored", async ({ page }) => {
    await page.route(formScript, (route) => route.abort());
    const copy = await openForm(page, "fr");
    await expect(page.locator("html")).toHaveAttribute("data-ready", "");
    const email = uniqueEmail("script-failed");
    await fill(page, copy, { fullName: "Blaise Pascal", email, company: "Pascaline" });
    await pauseLikeAPerson(page);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: copy.submit }).click();
    expect((await answer).headers().location).toBe(`${pagePath("thank-you", "fr")}?sent=1`);
    // The thank-you page's own script still runs: it reports the conversion and drops the marker.
    await expect(page).toHaveURL(new RegExp(`${pagePath("thank-you", "fr")}$`));
    expect(await storedLeads(email)).toHaveLength(1);
  });
});

test("a half-typed form comes along through every language switch and is gone once sent", async ({ page }) => {
  const copyOf = (lang: Language) => contactCopy(lang);
  await openForm(page, "it");
  await waitForPageReady(page);
  const draft = { fullName: "Lucia Bianchi", email: uniqueEmail("draft"), company: "Bianchi Srl", motivation: "Lancio a marzo,\nserve stampa estera." };
  await fill(page, copyOf("it"), draft);
  const route: Language[] = ["en", "zh", "fr", "it"];
  let from: Language = "it";
  for (const lang of route) {
    await page
      .getByRole("navigation", { name: ui(from).t("language.label") })
      .getByRole("link", { name: languageNames[lang] })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("contact", lang)}$`));
    await waitForPageReady(page);
    for (const name of contactFields) await expect(field(page, copyOf(lang), name)).toHaveValue(draft[name]);
    from = lang;
  }
  await page.getByRole("button", { name: copyOf("it").submit }).click();
  await expect(page).toHaveURL(/\/it\/thank-you$/);
  await page.goto(pagePath("contact", "en"));
  await waitForPageReady(page);
  await expect(field(page, copyOf("en"), "fullName")).toHaveValue("");
  expect(await storedLeads(draft.email)).toHaveLength(1);
});

test("methods no page takes are refused with 405 and store nothing, TRACE included", async ({ request, baseURL }) => {
  const secret = process.env.FORM_SECRET || (await readFile(path.join(testServers.dataDir, "form-secret"), "utf8")).trim();
  const email = uniqueEmail("other-method");
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    const response = await request.fetch("/en/contact", {
      method,
      headers: { origin: baseURL!, "x-forwarded-for": uniqueAddress() },
      form: { fullName: "Ada Lovelace", email, company: "AE", formToken: issueFormToken(secret, Date.now() - 60_000) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe("GET, HEAD, POST");
  }
  const trace = await request.fetch("/en", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect(trace.headers().allow).toBe("GET, HEAD");
  expect(await storedLeads(email)).toEqual([]);
});

test("a post under a language the site does not have is a 404 and stores nothing", async ({ request, baseURL }) => {
  const secret = process.env.FORM_SECRET || (await readFile(path.join(testServers.dataDir, "form-secret"), "utf8")).trim();
  const email = uniqueEmail("unknown-language");
  const response = await request.post("/de/contact", {
    headers: { origin: baseURL!, "x-forwarded-for": uniqueAddress() },
    form: { fullName: "Nobody Here", email, company: "Nowhere", formToken: issueFormToken(secret, Date.now() - 60_000) },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(404);
  expect(await storedLeads(email)).toEqual([]);
});

for (const javaScriptEnabled of [true, false]) {
  test(`too many posts from one address get the localized 429 answer (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const copy = await openForm(page, "it");
    if (javaScriptEnabled) await waitForPageReady(page);
    const address = uniqueAddress();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
    // Use up the address's allowance (10 per 10 minutes) with invalid posts, which count too.
    for (let i = 0; i < 10; i++) {
      const response = await request.post("/it/contattaci", { headers: { "x-forwarded-for": address }, form: { fullName: "x" }, maxRedirects: 0 });
      expect([response.status(), response.statusText()]).toEqual([400, "Bad Request"]);
    }
    // The page without JavaScript tells a client when to come back.
    const refused = await request.post("/it/contattaci", { headers: { "x-forwarded-for": address }, form: { fullName: "x" }, maxRedirects: 0 });
    expect([refused.status(), refused.statusText()]).toEqual([429, "Too Many Requests"]);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    await fill(page, copy, { fullName: "Mario Rossi", email: uniqueEmail("limited"), company: "Rossi" });
    if (!javaScriptEnabled) await pauseLikeAPerson(page);
    await page.getByRole("button", { name: copy.submit }).click();
    const title = copy.rateLimited.title;
    if (javaScriptEnabled) await expect(toasts(page).getByText(title)).toBeVisible();
    await expect(page.getByRole("alert").getByText(title)).toBeVisible();
    await expect(field(page, copy, "fullName")).toHaveValue("Mario Rossi");
    await context.close();
  });
}

test("the contact page offers the e-mail address with a 2 s copy toast", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/en/contact");
  const block = page.getByRole("complementary");
  await expect(block.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  // The toast's own lifetime, timed in the page from the moment it shows: a click that lands late on a
  // busy machine does not eat into it. A toast on its way out keeps its text for the exit animation, so
  // it counts as gone once it is marked removed.
  await page.evaluate((TOAST) => {
    const shown = () =>
      [...document.querySelectorAll(`:is(${TOAST}):not([data-removed="true"])`)].some((toast) => toast.textContent?.includes("Email copied!"));
    const times: { shownAt?: number; goneAt?: number } = {};
    Object.assign(window, { toastTimes: times });
    new MutationObserver(() => {
      if (times.shownAt === undefined && shown()) times.shownAt = performance.now();
      else if (times.shownAt !== undefined && times.goneAt === undefined && !shown()) times.goneAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }, TOAST);
  await block.getByRole("button", { name: "Copy email address" }).click();
  await expect(toasts(page).filter({ hasText: "Email copied!" })).toBeVisible();
  const lifetime = await page.waitForFunction(
    () => {
      const { shownAt, goneAt } = (window as unknown as { toastTimes: { shownAt?: number; goneAt?: number } }).toastTimes;
      return goneAt !== undefined && shownAt !== undefined ? goneAt - shownAt : undefined;
    },
    undefined,
    { timeout: 5000 },
  );
  const ms = (await lifetime.jsonValue()) as number;
  // Shown for 2 s: a 1 s toast fails the first bound, a 3 s toast the second.
  expect(ms).toBeGreaterThanOrEqual(1500);
  expect(ms).toBeLessThanOrEqual(2600);
});

// The thousands-strong run is src/features/contact/service-submit.server.test.ts; this one proves the HTTP layer around it.
test("hundreds of malformed posts over HTTP never get a server error", async ({ request }) => {
  test.setTimeout(120_000);
  const bodies: { data: string | Buffer; contentType: string }[] = [];
  const shapes = [
    () => ({ data: "x".repeat(70 * 1024), contentType: "application/x-www-form-urlencoded" }),
    () => ({ data: JSON.stringify({ fullName: "Ada" }), contentType: "application/json" }),
    () => ({ data: "fullName=A&fullName=B&email=a%40b.c&company=C", contentType: "application/x-www-form-urlencoded" }),
    () => ({ data: Buffer.from([0x66, 0x75, 0x6c, 0x6c, 0x4e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe]), contentType: "application/x-www-form-urlencoded" }),
    () => ({ data: "fullName=%E0%A4%A&email=%FF", contentType: "application/x-www-form-urlencoded" }),
    () => ({ data: '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda\r\n--x--', contentType: "multipart/form-data; boundary=y" }),
    () => ({ data: "", contentType: "text/plain" }),
    () => ({ data: "fullName=%00%01&email=<script>&company=' or 1=1 --", contentType: "application/x-www-form-urlencoded" }),
  ];
  for (let i = 0; i < 600; i++) bodies.push(shapes[i % shapes.length]!());
  const statuses = new Map<number, number>();
  for (let start = 0; start < bodies.length; start += 20) {
    const batch = await Promise.all(
      bodies
        .slice(start, start + 20)
        .map(({ data, contentType }) =>
          request.post("/en/contact", { headers: { "content-type": contentType, "x-forwarded-for": uniqueAddress() }, data, maxRedirects: 0 }),
        ),
    );
    for (const response of batch) statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
  }
  expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  expect([...statuses.keys()].sort()).toEqual([400, 413, 415]);
});
