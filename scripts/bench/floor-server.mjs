// Two pages of nothing, for the bench's interactions: what the same kind of tap costs this machine's
// Chromium at 4× CPU on a page with no styles, no fonts and no scripts. A tap that opens a layer (the
// popover attribute) stands beside our phone menu, cookie settings and form errors; a link to the other
// page beside our language switch. Beside our time it shows how much of it is the engine's own.
// Usage (a child of scripts/bench/site.mjs): node scripts/bench/floor-server.mjs, PORT, HOST.
import { createServer } from "node:http";

const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body>${body}</body></html>`;

const pages = new Map([
  ["/", page("A page of nothing", '<p><a href="/next">Next page</a></p><button type="button" popovertarget="layer">Open</button><div id="layer" popover><p>A layer</p></div>')],
  ["/next", page("The next page of nothing", "<p>The next page</p>")],
]);

const server = createServer((req, res) => {
  const body = pages.get(req.url ?? "/");
  res.writeHead(body ? 200 : 404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(body ?? "");
}).listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close(() => process.exit(0)));
