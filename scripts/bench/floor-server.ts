// Two pages of nothing, for the bench's taps and navigations: what the same kind of tap costs this
// machine's Chromium at 4× CPU on a page with no styles, no fonts and no scripts. A tap that opens a layer
// (the popover attribute) stands beside our phone menu, cookie settings and form errors; a link to the
// other page beside our language switch and case cards, once loaded and once prerendered as ours are (the
// same speculation rule: "eager", as the pointer arrives). Beside our time it shows how much of it is the
// engine's own.
// A child of the benches (./servers.ts, startFloor): node --import tsx scripts/bench/floor-server.ts, PORT, HOST.
import { serveUntilStopped } from "./servers.ts";

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body>${body}</body></html>`;

const pages = new Map([
  [
    "/",
    page(
      "A page of nothing",
      '<p><a href="/next">Next page</a></p><button type="button" popovertarget="layer">Open</button><div id="layer" popover><p>A layer</p></div>',
    ),
  ],
  [
    "/prerendering",
    page(
      "A page of nothing that prerenders the next",
      '<p><a href="/next">Next page</a></p><script type="speculationrules">{"prerender":[{"source":"document","where":{"href_matches":"/next"},"eagerness":"eager"}]}</script>',
    ),
  ],
  ["/next", page("The next page of nothing", "<p>The next page</p>")],
]);

serveUntilStopped((req, res) => {
  const body = pages.get(req.url ?? "/");
  res.writeHead(body ? 200 : 404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(body ?? "");
});
