/// <reference types="astro/client" />

declare namespace App {
  /** What Express hands every page rendered per request (server/site-build.ts). */
  interface Locals extends Partial<import("../server/site-build").RequestLocals> {}
}
