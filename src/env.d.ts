/// <reference types="astro/client" />

declare namespace App {
  /** What Express hands every page rendered per request (server/site-build.ts). */
  interface Locals extends Partial<import("../server/site-build").RequestLocals> {}
}

interface ImportMetaEnv {
  /** Whether this build holds the content editor (scripts/astro/content-editor.ts). */
  readonly CONTENT_EDITOR_BUILT_IN: boolean;
}
