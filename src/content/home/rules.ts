import { keeping, type TextRule } from "~/content/text-rules";

/** Shared by the schema, the checks and the editor's fields, without Astro's code (the editor runs in the browser). */
export const HOME_DIR = "src/content/home";

/**
 * What others say of the agency, each with its source: the rating and the testimonials, the same file for
 * every language (a quote and its translations sit with the permission that covers them).
 */
export const REVIEWS_FILE = "reviews";

/** The accessible name of a founder's profile link. */
export const PROFILE_LINK_RULE = keeping(["name"], "must contain {name}, where the founder's name goes");
/** The accessible name of a carousel's page button and slide. */
export const CAROUSEL_PAGE_RULE = keeping(["number", "total"], "must contain {number} and {total}");
/** The hero's rating figure: the words under it name the platform the rating is from. */
export const RATING_LABEL_RULE = keeping(["platform"], "must contain {platform}, where the platform's name goes");
export const RATING_LABEL_WITH_COUNT_RULE = keeping(
  ["count", "platform"],
  "must contain {count} and {platform}, where the number of reviews and the platform's name go",
);
/** A quoted person's initials, in their avatar. */
export const INITIALS_RULE: TextRule = { regex: /^[\s\S]{1,3}$/u, message: "1 to 3 letters" };
