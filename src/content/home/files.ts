import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { Language } from "~/i18n/languages";
import { checkedHome, checkedReviews } from "./check";
import { parseContent } from "~/content/parse-content";
import { HOME_DIR, REVIEWS_FILE } from "./rules";
import { homeSchema, reviewsSchema } from "./schema";

/**
 * The home copy read straight from its files, for what runs outside Astro (tests, the share-image
 * script), parsed with the site's own schema and checks.
 */
// A path, not a URL: a test's jsdom has a URL class of its own, which Node's file functions do not take.
const HERE = path.dirname(fileURLToPath(import.meta.url));

const read = (name: string): unknown => {
  try {
    return parse(readFileSync(path.join(HERE, `${name}.yaml`), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
};

export function readReviews() {
  const data = read(REVIEWS_FILE);
  return checkedReviews(data === undefined ? undefined : parseContent(reviewsSchema, data, `${HOME_DIR}/${REVIEWS_FILE}.yaml`));
}

export function readHomeCopy(lang: Language) {
  const data = read(lang);
  return checkedHome(lang, data === undefined ? undefined : homeSchema.parse(data));
}
