import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/lib/pages";

export default {
  ssr: true,
  // Static pages are rendered once at build time and served as files by server/app.ts;
  // the contact page (per-request anti-spam token), redirects and 404s stay on the server.
  prerender: () => prerenderedPaths(),
} satisfies Config;
