// A module file, so this augments Astro's types instead of declaring a module of that name.
export {};

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates on the visitor's first sign of presence on the page (src/lib/hydrate-on-interaction.ts). */
    "client:interaction"?: boolean;
  }
}
