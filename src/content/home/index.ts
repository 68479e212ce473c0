import { getEntry } from "astro:content";
import type { Language } from "~/i18n/languages";
import { checkedHome, checkedReviews } from "./check";
import type { Reviews } from "./schema";

/** The rating and the testimonials, with their sources (src/content/home/reviews.yaml); none until the agency supplies them. */
export async function reviews(): Promise<Reviews> {
  return checkedReviews((await getEntry("reviews", "reviews"))?.data);
}

/** Called from the page shells only, so the browser receives just the page language's copy. */
export async function homeCopy(lang: Language) {
  return checkedHome(lang, (await getEntry("home", lang))?.data);
}

export type { HomeContent, Rating, Reviews, Testimonial } from "./schema";
