import type { Language } from "~/i18n/languages";
import { withBrandFactsThroughout } from "../brand-facts";
import { HOME_DIR, PEOPLE_FILE } from "./rules";
import type { HomeContent, TestimonialPerson } from "./schema";

/**
 * What the schema cannot see alone, for the site (./index.ts) and the tools that read the files (./files.ts)
 * alike: a language's file that is missing, and a testimonial without its person or a person without one.
 */
export function checkedHome(lang: Language, home: HomeContent | undefined, people: readonly TestimonialPerson[]): HomeContent {
  if (!home) throw new Error(`${HOME_DIR}/${lang}.yaml is missing`);
  const quotes = home.testimonials.items.length;
  if (quotes !== people.length) {
    throw new Error(
      `${HOME_DIR}/${lang}.yaml: testimonials.items has ${quotes} quotes for the ${people.length} people of ${HOME_DIR}/${PEOPLE_FILE}.yaml (one each, in the same order)`,
    );
  }
  return withBrandFactsThroughout(home, lang, `${HOME_DIR}/${lang}.yaml`);
}

export function checkedPeople(people: { people: TestimonialPerson[] } | undefined): TestimonialPerson[] {
  if (!people) throw new Error(`${HOME_DIR}/${PEOPLE_FILE}.yaml is missing`);
  return people.people;
}
