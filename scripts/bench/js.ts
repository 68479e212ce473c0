// The bench's js section: the JavaScript a phone visit fetches while the page loads and sits still 5 s
// (CDP network events), per page type and language, beside the peer's page of the same type.
import { gzipSync, constants } from "node:zlib";
import { type Browser } from "playwright-core";
import { launchBrowser, phonePage } from "./browser.ts";
import { budgetRow, kb, pageTypes, paired, ratio, worst, type PageType, type Section } from "./site-bench.ts";

interface ScriptsFetched {
  status: number;
  files: number;
  gzipBytes: number;
  transferBytes: number;
  inlineGzipBytes: number;
  urls: string[];
}

/**
 * Every script the page fetches from its load until `stillMs` later, lazy chunks included. Its size is
 * the decoded body gzipped at the precompress step's level, so Brotli or gzip on the wire does not make
 * two sites differ; the bytes on the wire are kept beside it. Inline scripts travel inside the HTML and
 * are counted apart.
 */
async function scriptsFetched(browser: Browser, url: string, { stillMs = 5000 } = {}): Promise<ScriptsFetched> {
  const { context, page, cdp } = await phonePage(browser);
  try {
    const scripts = new Map<string, { url: string; transferBytes?: number; gzipBytes?: number }>();
    const bodies: Promise<void>[] = [];
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
      if (type === "Script" || /javascript|ecmascript/.test(response.mimeType)) scripts.set(requestId, { url: response.url });
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (!script) return;
      script.transferBytes = encodedDataLength;
      // Asked for at once: Chromium may drop a body it holds once the page moves on.
      bodies.push(
        cdp.send("Network.getResponseBody", { requestId }).then(({ body, base64Encoded }) => {
          script.gzipBytes = gzipSync(Buffer.from(body, base64Encoded ? "base64" : "utf8"), { level: constants.Z_BEST_COMPRESSION }).length;
        }),
      );
    });
    await cdp.send("Network.enable");
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(stillMs);
    await Promise.all(bodies);
    const inline = await page.evaluate(() => [...document.querySelectorAll("script:not([src])")].map((script) => script.textContent ?? ""));
    const files = [...scripts.values()].filter((script) => script.gzipBytes !== undefined);
    return {
      status: response?.status() ?? 0,
      files: files.length,
      gzipBytes: files.reduce((sum, script) => sum + (script.gzipBytes ?? 0), 0),
      transferBytes: files.reduce((sum, script) => sum + (script.transferBytes ?? 0), 0),
      inlineGzipBytes: inline.filter(Boolean).reduce((sum, text) => sum + gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length, 0),
      urls: files.map((script) => new URL(script.url).pathname),
    };
  } finally {
    await context.close();
  }
}

interface JsRow {
  page: PageType;
  lang: string;
  status: number;
  files: number;
  kbGzip: number;
  kbOnWireWithHeaders: number;
  inlineKbGzip: number;
  peerKbGzip: number | null;
  ratio: number | null;
  budgetKb: number;
  scripts: string[];
}

function budgets(rows: JsRow[]) {
  return [["home"], ["case", "legal", "thank-you"], ["contact"]].map((group) => {
    // A page that does not exist yet (a 404) is not measured, whatever its error page loads.
    const groupRows = rows.filter((row) => group.includes(row.page) && row.status < 400);
    const ours = worst(groupRows.map((row) => row.kbGzip));
    const peer = worst(groupRows.map((row) => row.peerKbGzip).filter((kbGzip) => kbGzip !== null));
    const limit = pageTypes[group[0] as PageType].jsBudgetKb;
    return budgetRow(`JS in 5 s still, KB gzip, worst of ${group.join("/")}`, ours, peer, ours !== null && ours <= limit, `≤ ${limit}`);
  });
}

export const jsSection: Section = {
  timed: false,
  needs: ["peer"],
  async run(bench) {
    const browser = await launchBrowser();
    const rows: JsRow[] = [];
    try {
      for (const type of bench.pages(Object.keys(pageTypes) as PageType[])) {
        for (const lang of bench.langs) {
          const { peer, ours } = await paired(bench, type, lang, (url) => scriptsFetched(browser, url));
          const oursKb = kb(ours.gzipBytes);
          rows.push({
            page: type,
            lang,
            status: ours.status,
            files: ours.files,
            kbGzip: oursKb,
            kbOnWireWithHeaders: kb(ours.transferBytes),
            inlineKbGzip: kb(ours.inlineGzipBytes),
            peerKbGzip: peer ? kb(peer.gzipBytes) : null,
            ratio: peer ? ratio(oursKb, kb(peer.gzipBytes)) : null,
            budgetKb: pageTypes[type].jsBudgetKb,
            scripts: ours.urls,
          });
          console.log(`  js ${type} ${lang}: ${oursKb} KB gzip in ${ours.files} file(s)${peer ? `, peer ${kb(peer.gzipBytes)} KB` : ""}`);
        }
      }
    } finally {
      await browser.close();
    }
    return {
      result: rows,
      budgets: budgets(rows),
      printDetails: () => console.table(rows.map(({ scripts: _scripts, ...row }) => row)),
    };
  },
};
