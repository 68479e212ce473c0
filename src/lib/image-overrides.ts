/**
 * Image overrides (spec, section 3): the agency can swap a picture without a deploy by storing a data
 * URL or an http(s) URL in localStorage. Keys are the product prefix plus the sanitised alt text, the
 * same with a `_base64` suffix, and `team_` plus the name for founders' avatars.
 */
export const IMAGE_OVERRIDE_PREFIX = "pr_site_image_";
export const TEAM_AVATAR_PREFIX = "team_";
/** Other tabs or an admin script announce new overrides with this window event. */
export const IMAGES_UPDATED_EVENT = "imagesUpdated";
/** Spec, section 4: overrides are re-read 200 ms after an update is announced. */
export const OVERRIDE_RELOAD_DELAY_MS = 200;

export function sanitizeKeyPart(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

export function imageOverrideKeys(alt: string): string[] {
  const base = IMAGE_OVERRIDE_PREFIX + sanitizeKeyPart(alt);
  return [base, `${base}_base64`];
}

export function avatarOverrideKeys(name: string): string[] {
  return [TEAM_AVATAR_PREFIX + sanitizeKeyPart(name)];
}

/** A data URL of an image (or any base64 payload), or an http(s) URL that parses. */
export function isValidImageValue(value: string): boolean {
  if (value.startsWith("data:")) return value.includes("image/") || value.includes("base64");
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first valid stored image among `keys`, or null. An invalid value is deleted so it cannot break the
 * page again; storage that cannot be read (privacy mode, blocked cookies) counts as no override.
 */
export function readImageOverride(keys: readonly string[], storage: Storage | undefined = globalThis.localStorage): string | null {
  if (!storage) return null;
  for (const key of keys) {
    let value: string | null;
    try {
      value = storage.getItem(key);
    } catch (error) {
      console.warn("[images] could not read a stored image override", error);
      return null;
    }
    if (value === null) continue;
    if (isValidImageValue(value)) return value;
    try {
      storage.removeItem(key);
    } catch {
      // Read-only storage: the value is ignored either way.
    }
  }
  return null;
}
