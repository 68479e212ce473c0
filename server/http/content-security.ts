import type { AstroUserConfig } from "astro";

type CspDirectives = NonNullable<Exclude<NonNullable<AstroUserConfig["security"]>["csp"], boolean | undefined>["directives"]>;

/**
 * The Content-Security-Policy of the Astro site. Astro writes `script-src` ('self' and the hashes of its
 * inline scripts) and `style-src`; these are the other directives, the same on every page. The hosts of
 * the analytics tags are added per server, only for the IDs it is configured with (ADR 0005).
 */
export const contentSecurityDirectives: CspDirectives = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'self'",
];

/** Hosts of the analytics tags, per directive, added only when their IDs are configured (ADR 0005). */
export interface TagSources {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
  frame: readonly string[];
}

/** Adds the tag hosts to a policy Astro built: each to the end of its directive. */
export function withTagSources(policy: string, tags: TagSources): string {
  const extra: Record<string, readonly string[]> = { "script-src": tags.script, "connect-src": tags.connect, "img-src": tags.img, "frame-src": tags.frame };
  return policy
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = ""] = directive.split(/\s+/, 1);
      const hosts = extra[name] ?? [];
      return hosts.length ? `${directive} ${hosts.join(" ")}` : directive;
    })
    .join("; ");
}
