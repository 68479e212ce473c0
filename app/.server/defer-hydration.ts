/**
 * Starts the page's JavaScript after the first paint instead of alongside it (docs/decisions/0007).
 *
 * React Router writes a `<link rel="modulepreload">` for every first-load chunk into `<head>` and a
 * module script that imports them at the end of `<body>`. On a phone on a slow network those twenty-odd
 * high-priority downloads share the connection with the stylesheet and the font the first paint waits
 * for. Every page is complete HTML that works without JavaScript, so this moves both into one small
 * inline script that adds them after the first paint: the paint gets the connection, hydration follows.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOTSTRAP_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** JSON that is safe inside an inline script: no `</script>` can end it early. */
function scriptJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Waits for the first contentful paint (not merely the first frame, which can come before any text is
 * drawn), then adds the preloads and the module. Without Paint Timing it waits for the first frame; a
 * late fallback after `load` makes sure the page always hydrates. The preloads go in a few per task:
 * each one starts a module fetch, and twenty at once kept a phone's main thread busy for tens of ms.
 */
export const PRELOADS_PER_TASK = 4;

const LOADER = `(function (preloads, moduleSource) {
  var started = false;
  function addPreloads() {
    preloads.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    if (preloads.length) return setTimeout(addPreloads);
    var script = document.createElement("script");
    script.type = "module";
    script.textContent = moduleSource;
    document.body.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    addPreloads();
  }
  var observer = window.PerformanceObserver;
  if (observer && (observer.supportedEntryTypes || []).indexOf("paint") >= 0) {
    new observer(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) setTimeout(start);
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(start); });
  }
  addEventListener("load", function () { setTimeout(start, 3000); });
})`;

function afterFirstPaint(preloads: string[], moduleSource: string) {
  return `<script>${LOADER}(${scriptJson(preloads)}, ${scriptJson(moduleSource)})</script>`;
}

export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].flatMap((match) => match[1] ?? []);
  const bootstrap = BOOTSTRAP_MODULE.exec(html);
  if (!bootstrap) {
    // A document without React Router's scripts has nothing to defer; one with preloads but no
    // recognisable bootstrap means React Router changed its markup, and pages must not lose hydration.
    if (preloads.length > 0) throw new Error("deferHydration: React Router's bootstrap module script was not found");
    return html;
  }
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(bootstrap[0], () => afterFirstPaint(preloads, bootstrap[1] ?? ""));
}
