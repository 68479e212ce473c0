// `npm run html:check` (a stage of `npm test`, after the build): every page as the server sends it — every
// language, page and case, the 404 pages, the contact page with its validation errors, its "send again" notice
// and its refusal of a post from another site — through the Nu HTML Checker (vnu-jar), in one JVM. Any error
// fails the check: held module scripts, head tags and components are fixed where they are written.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild, freePort, startSite } from "./bench/servers.ts";
import { readCaseSlugs } from "~/content/cases/files";
import { issueFormToken } from "~/features/contact/form-token.server";
import { languages } from "~/i18n/languages";
import { allPagePaths, pagePath } from "~/lib/pages";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

export interface Page {
  /** What the report calls it: the request that gave it. */
  name: string;
  html: string;
}

export interface Finding {
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's errors on `pages`, all checked by one run of the checker. */
export function checkHtml(pages: readonly Page[]): Finding[] {
  const folder = mkdtempSync(path.join(tmpdir(), "pr-site-html-check-"));
  try {
    const files = pages.map((page, index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, page.html);
      return file;
    });
    const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--stdout", "--errors-only", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw new Error(`could not run the Nu HTML Checker (java -jar ${VNU_JAR}): ${run.error.message}`);
    let messages: VnuMessage[];
    try {
      ({ messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] });
    } catch {
      throw new Error(`the Nu HTML Checker answered no report (exit ${run.status}): ${run.stderr || run.stdout}`);
    }
    // The checker names a file by a URL of its own spelling (file:/tmp/…): the file's number is the page's.
    const pageOf = (url = "") => pages[Number(/\/(\d+)\.html$/.exec(url)?.[1] ?? NaN)]?.name ?? (url || "(the checker)");
    return messages.map((message) => ({
      page: pageOf(message.url),
      line: message.lastLine,
      message: message.message,
      extract: message.extract,
    }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Every page a visitor can be shown, fetched from the started server at `origin` whose form secret is `formSecret`. */
async function fetchPages(origin: string, formSecret: string): Promise<Page[]> {
  const requests: { name: string; status: number; path: string; post?: { origin: string; form: Record<string, string> } }[] = [
    ...allPagePaths(readCaseSlugs()).map(({ path }) => ({ name: `GET ${path}`, status: 200, path })),
    ...["/no-such-page", ...languages.map((lang) => `/${lang}/no-such-page`)].map((path) => ({ name: `GET ${path}`, status: 404, path })),
    // A form sent empty with a token the form accepts: the page shows each field's error.
    ...languages.map((lang) => ({
      name: `POST ${pagePath("contact", lang)} (empty)`,
      status: 400,
      path: pagePath("contact", lang),
      post: { origin, form: { formToken: issueFormToken(formSecret, Date.now() - 60_000) } },
    })),
    { name: "POST /en/contact (no token: send again)", status: 400, path: "/en/contact", post: { origin, form: {} } },
    { name: "POST /fr/contact (from another site)", status: 403, path: "/fr/contact", post: { origin: "https://elsewhere.example", form: {} } },
  ];
  const pages: Page[] = [];
  for (const { name, status, path, post } of requests) {
    const response = await fetch(origin + path, {
      redirect: "manual",
      ...(post && { method: "POST", headers: { origin: post.origin }, body: new URLSearchParams(post.form) }),
    });
    if (response.status !== status) throw new Error(`${name} answered ${response.status}, not ${status}: the check would read another page than it means to`);
    pages.push({ name, html: await response.text() });
  }
  return pages;
}

async function main(): Promise<void> {
  ensureBuild();
  const formSecret = randomBytes(32).toString("base64");
  const site = await startSite({ port: await freePort(), env: { FORM_SECRET: formSecret } });
  let pages: Page[];
  try {
    pages = await fetchPages(site.origin, formSecret);
  } finally {
    await site.stop();
  }
  const findings = checkHtml(pages);
  for (const { page, line, message, extract } of findings) console.log(`${page}:${line ?? "?"}: ${message}${extract ? `\n    ${extract.trim()}` : ""}`);
  const pagesWithErrors = new Set(findings.map(({ page }) => page)).size;
  console.log(`Nu HTML Checker: ${findings.length} errors on ${pagesWithErrors} of ${pages.length} pages.`);
  if (findings.length > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
