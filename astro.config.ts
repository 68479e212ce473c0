import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import { createHash } from "node:crypto";
import { realpathSync } from "node:fs";
import { searchForWorkspaceRoot, type Plugin } from "vite";
import { defaultLanguage, languages } from "./src/i18n/languages";
import { renderAllSectionsOnReturn } from "./src/lib/home-sections";
import { startHeldScripts } from "./src/lib/scripts-after-first-paint";
import { layOutWhilePrerendering, prerenderOnPointerRules, withholdSpeculationWhereUnwanted } from "./src/lib/speculation";
import { contentEditor } from "./scripts/astro/content-editor";
import { legalMarkdown } from "./src/components/legal/legal-markdown";
import { compileHintFor } from "./scripts/vite/compile-hints";
import { serverOnly } from "./scripts/vite/server-only";
import { prefetchStaticRulesOnly } from "./scripts/vite/prefetch-static-rules-only";
import { smallPreloadHelperPlugin } from "./scripts/vite/small-preload-helper";
import { contentSecurityDirectives } from "./server/http/content-security";

/** Our own modules outside the contact form's folder and the components: what the page script of every page imports. */
const isPageWideCode = (id: string) => /[\\/]src[\\/]/.test(id) && !/[\\/]src[\\/](features[\\/]contact|components)[\\/]/.test(id);

/**
 * Every page's module scripts start once it has painted (docs/decisions/0026): src/middleware.ts holds
 * them in the HTML, and an inline script in the head starts them; another renders the home sections
 * before a reload's scroll position is restored, which must not wait. Astro hashes head-inline scripts
 * into the pages' Content-Security-Policy itself.
 */
const scriptsAfterFirstPaint: AstroIntegration = {
  name: "scripts-after-first-paint",
  hooks: {
    "astro:config:setup": ({ injectScript }) => {
      injectScript("head-inline", `(${renderAllSectionsOnReturn.toString()})()`);
      injectScript("head-inline", `(${startHeldScripts.toString()})()`);
      injectScript("head-inline", `(${withholdSpeculationWhereUnwanted.toString()})()`);
      injectScript("head-inline", `(${layOutWhilePrerendering.toString()})()`);
    },
  },
};

/**
 * The built site optimises no image on demand: every one is made by the build (src/render/photos.ts, the
 * share images), and src/render/no-image-endpoint.ts says why it answers 404. The development server keeps
 * Astro's own endpoint, which draws the photos of the pages it renders (the content editor's preview).
 */
const noImagesOnDemand: AstroIntegration = {
  name: "no-images-on-demand",
  hooks: {
    "astro:config:setup": ({ command, updateConfig }) => {
      if (command === "build") updateConfig({ image: { endpoint: { route: "/_image", entrypoint: "./src/render/no-image-endpoint.ts" } } });
    },
  },
};

/**
 * No <link rel=modulepreload> for what a page imports later: Vite's helper added one per module and per
 * shared chunk it needs, each insertion costing the browser 3-4 ms in the page's first second (13-16 ms
 * at 4x CPU). A behaviour's small shared chunk (device.js, rotation.js) now loads once its module has
 * arrived: a round trip later, for code that runs after the page is painted. Astro sets the client
 * build's modulePreload itself, hence a plugin and not the build option.
 */
const noModulePreloadLinks: Plugin = {
  name: "no-module-preload-links",
  configEnvironment: (name) => (name === "client" ? { build: { modulePreload: false } } : undefined),
};

/**
 * The site (docs/decisions/0017, 0030): React components rendered to HTML on the server, no framework in
 * the browser (its behaviours are small page scripts), hosted by Express (server/) through the Node
 * adapter's middleware mode.
 */
export default defineConfig({
  srcDir: "./src",
  outDir: "./dist",
  output: "static",
  // staticHeaders: the prerendered pages' Content-Security-Policy (with the hashes of their scripts) is
  // written to dist/_headers.json, for server/http/prerendered.ts to send as a header.
  adapter: node({ mode: "middleware", staticHeaders: true }),
  integrations: [react(), scriptsAfterFirstPaint, noImagesOnDemand, contentEditor(), legalMarkdown()],
  trailingSlash: "ignore",
  build: { format: "directory" },
  // Only what a page asks for: the home page fetches the case pages ahead (src/browser/case-prefetch.ts),
  // and the links marked `prerenderOnIntent` are prerendered where Speculation Rules work, fetched on hover
  // elsewhere (src/lib/speculation.ts); no other link.
  prefetch: { prefetchAll: false },
  // With the CSP on, Astro writes one static speculation rule into each page's head and hashes it.
  experimental: { clientPrerender: true },
  security: {
    // The contact post checks the Origin itself (a foreign one gets 403 and the localized page; one without
    // Origin goes on to the form's own checks): Astro's check answers 403 and
    // refuses a post without Origin, which turns a malformed post's 400/413/415 into a 403
    // (server/http/contact-post.ts).
    checkOrigin: false,
    // A header, not a <meta>: script-src lists 'self' and the hashes of Astro's own inline scripts, never
    // 'unsafe-inline'. The analytics hosts are added per server from its configured IDs (ADR 0005), by
    // src/middleware.ts for pages rendered per request and by server/http/prerendered.ts for the others.
    csp: {
      directives: contentSecurityDirectives,
      // Inline style attributes and the styles scripts set stay allowed; scripts are what CSP must hold.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
      // Our own speculation rule (the layout writes it), beside the one Astro writes and hashes itself.
      scriptDirective: { hashes: [`sha256-${createHash("sha256").update(prerenderOnPointerRules).digest("base64")}`] },
    },
  },
  i18n: {
    locales: [...languages],
    defaultLocale: defaultLanguage,
    // `/` → `/it`, `?lang=` and unprefixed slugs are answered by src/middleware.ts (spec, section 2).
    routing: "manual",
  },
  vite: {
    plugins: [tailwindcss(), serverOnly(), noModulePreloadLinks, smallPreloadHelperPlugin(), prefetchStaticRulesOnly()],
    resolve: { tsconfigPaths: true },
    // The development server may serve files from node_modules where it is a link to a shared install
    // (the content editor's browser tests run it on a copy of the project that links this one's).
    server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync("node_modules")] } },
    // Astro's server code imports cookie 2, but npm hoists Express's cookie 0.7 to the top of
    // node_modules, where the built server would find it: bundle Astro's own copy instead.
    environments: {
      ssr: { resolve: { noExternal: ["cookie"] } },
      prerender: { resolve: { noExternal: ["cookie"] } },
      client: {
        build: {
          rolldownOptions: {
            output: {
              postBanner: compileHintFor,
              codeSplitting: {
                // Our code every page runs at once (consent, analytics' queue, the page's behaviours) travels as one
                // file, not as six small shared chunks: fewer requests before the first paint and better
                // compression (issue 14's 10 KB for a case page). Grouped by the entries that import each module,
                // so what only the contact form's script needs (or shares with a lazy behaviour) stays out of it.
                groups: [{ name: "site", tags: ["$initial"], test: isPageWideCode, entriesAware: true }],
              },
            },
          },
        },
      },
    },
  },
});
