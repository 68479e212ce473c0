import { tagHosts } from "./config";
import type { AllowedTags } from "./channels";

/** Both: dns-prefetch serves browsers that do not preconnect, and preconnect also opens the TLS connection. */
const hintRels = ["dns-prefetch", "preconnect"] as const;

/** The origins to warm up for the tags the consent lets load; none while it allows none. */
export function hintedOrigins(tags: AllowedTags): string[] {
  const groups = [tags.gtag || tags.gtm ? tagHosts.google : undefined, tags.clarity ? tagHosts.clarity : undefined];
  return groups.flatMap((group) => group?.preconnect ?? []);
}

/**
 * Adds the hints to <head> from the client, only once consent allows the tags: a hint in the served
 * HTML would open a connection to the third party (and tell it the visitor's address) before any choice.
 * Each consent change calls this again; a hint already in place is not added twice.
 */
export function addResourceHints(origins: readonly string[], head: HTMLHeadElement = document.head): void {
  for (const origin of origins) {
    for (const rel of hintRels) {
      if (head.querySelector(`link[rel="${rel}"][href="${origin}"]`)) continue;
      const link = head.ownerDocument.createElement("link");
      link.rel = rel;
      link.href = origin;
      head.appendChild(link);
    }
  }
}
