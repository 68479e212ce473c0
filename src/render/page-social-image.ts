import { homeCopy } from "~/content/home";
import type { Language } from "~/i18n/languages";
import type { SocialImage } from "./seo";
import { socialImage } from "./social-image";

/** The share image of a page in this language, for its shell's meta tags: its alt text is the home page's headline. */
export async function pageSocialImage(lang: Language): Promise<SocialImage> {
  return socialImage(lang, (await homeCopy(lang)).hero);
}
