import type { Language } from "~/i18n/languages";
import { withBrandFactsThroughout } from "~/content/brand-facts";
import { HOME_DIR, REVIEWS_FILE } from "./rules";
import type { HomeContent, Reviews } from "./schema";

/** What the schema cannot see alone, for the site (./index.ts) and the tools that read the files (./files.ts) alike: a file that is missing. */
export function checkedHome(lang: Language, home: HomeContent | undefined): HomeContent {
  if (!home) throw new Error(`${HOME_DIR}/${lang}.yaml is missing`);
  return withBrandFactsThroughout(home, lang, `${HOME_DIR}/${lang}.yaml`);
}

export function checkedReviews(reviews: Reviews | undefined): Reviews {
  if (!reviews) throw new Error(`${HOME_DIR}/${REVIEWS_FILE}.yaml is missing`);
  return reviews;
}
