export type RevealFrom = "left" | "right" | "up" | "down";

/**
 * Marks a block that animates in once as it enters the viewport (src/browser/reveal.ts). As served it
 * is plain and visible: only the script hides what the visitor has not reached yet.
 */
export function revealAttributes(from: RevealFrom = "down", delayMs = 0): Record<string, string> {
  return { "data-reveal": from, "data-reveal-delay": String(delayMs) };
}
