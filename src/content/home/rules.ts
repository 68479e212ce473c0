import { keeping, type TextRule } from "../text-rules";

/** Shared by the schema, the checks and the editor's fields, without Astro's code (the editor runs in the browser). */
export const HOME_DIR = "src/content/home";

/** The quoted clients, the same in every language. */
export const PEOPLE_FILE = "people";

/** The accessible name of a founder's profile link. */
export const PROFILE_LINK_RULE = keeping(["name"], "must contain {name}, where the founder's name goes");
/** The accessible name of a carousel's page button and slide. */
export const CAROUSEL_PAGE_RULE = keeping(["number", "total"], "must contain {number} and {total}");
/** A quoted person's initials, in their avatar. */
export const INITIALS_RULE: TextRule = { regex: /^[\s\S]{1,3}$/u, message: "1 to 3 letters" };
