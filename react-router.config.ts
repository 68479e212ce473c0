import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/lib/pages";

export default {
  ssr: true,
  // Static pages are rendered once at build time and served as files by server/app.ts;
  // the contact page (per-request anti-spam token), redirects and 404s stay on the server.
  prerender: () => prerenderedPaths(),
  // The whole (small) route manifest ships with each page, so the home page can prefetch every case
  // page, including one it does not link to (zte-case); lazy discovery only knows linked routes.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
