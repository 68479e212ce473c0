import { getEntry } from "astro:content";
import type { Language } from "~/i18n/languages";
import { checkedHome, checkedPeople } from "./check";
import type { TestimonialPerson } from "./schema";

/** The clients quoted on the home page, in the order of every language's testimonials. */
export async function testimonialPeople(): Promise<TestimonialPerson[]> {
  return checkedPeople((await getEntry("testimonialPeople", "people"))?.data);
}

/** Called from the page shells only, so the browser receives just the page language's copy. */
export async function homeCopy(lang: Language) {
  return checkedHome(lang, (await getEntry("home", lang))?.data, await testimonialPeople());
}

export type { HomeContent, TestimonialPerson } from "./schema";
