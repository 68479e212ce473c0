/// <reference types="astro/client" />

declare namespace App {
  /** What Express hands every page rendered per request (server/http/site-build.ts). */
  interface Locals extends Partial<import("~server/http/site-build").RequestLocals> {}
}

interface ImportMetaEnv {
  /** Whether this build holds the content editor (scripts/astro/content-editor.ts). */
  readonly CONTENT_EDITOR_BUILT_IN: boolean;
}
