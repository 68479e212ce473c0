import type { Messages } from "~/content/messages";

/** Dot-separated paths to every string in the message tree, e.g. "footer.rights". */
export type MessageKey = LeafPaths<Messages>;
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

export type MessageVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(template: string, vars: MessageVars | undefined): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in vars ? String(vars[name]) : placeholder));
}

/**
 * A translator over one language's messages. A missing key is logged and shown as the key itself
 * (spec, section 8), so a gap is visible on the page instead of silently blank.
 */
export function createTranslator(messages: Messages): Translate {
  return (key, vars) => {
    const template = lookup(messages, key);
    if (template === undefined) {
      console.warn(`[i18n] missing translation key "${key}"`);
      return key;
    }
    return interpolate(template, vars);
  };
}
