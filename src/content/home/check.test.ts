import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { checkedHome } from "./check";
import { readHomeCopy, readTestimonialPeople } from "./files";

describe("the home page's content", () => {
  it("has a file in every language, with one quote per quoted client", () => {
    for (const lang of languages) expect(readHomeCopy(lang).testimonials.items).toHaveLength(readTestimonialPeople().length);
  });

  it("stops the build at a missing language, naming the file", () => {
    expect(() => checkedHome("fr", undefined, readTestimonialPeople())).toThrow(/^src\/content\/home\/fr\.yaml is missing$/);
  });

  it("stops at a quote without its person", () => {
    expect(() => checkedHome("en", readHomeCopy("en"), readTestimonialPeople().slice(1))).toThrow(
      "src/content/home/en.yaml: testimonials.items has 4 quotes for the 3 people of src/content/home/people.yaml",
    );
  });
});
