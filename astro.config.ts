import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { defaultLanguage, languages } from "./app/i18n/languages";

/**
 * The site on its new shape (docs/decisions/0017): React components rendered to HTML at build time,
 * islands only where a visitor interacts, hosted by Express through the Node adapter's middleware.
 * It grows in src/ beside the React Router site in app/ and takes over once it passes the behaviour suite.
 */
export default defineConfig({
  srcDir: "./src",
  outDir: "./dist",
  output: "static",
  adapter: node({ mode: "middleware" }),
  integrations: [react()],
  trailingSlash: "ignore",
  build: { format: "directory" },
  i18n: {
    locales: [...languages],
    defaultLocale: defaultLanguage,
    // `/` → `/it`, `?lang=` and unprefixed slugs are answered by src/middleware.ts (spec, section 2).
    routing: "manual",
  },
  vite: {
    plugins: [tailwindcss()],
    resolve: { tsconfigPaths: true },
    // Astro's server code imports cookie 2, but npm hoists Express's cookie 0.7 to the top of
    // node_modules, where the built server would find it: bundle Astro's own copy instead.
    environments: { ssr: { resolve: { noExternal: ["cookie"] } }, prerender: { resolve: { noExternal: ["cookie"] } } },
  },
});
