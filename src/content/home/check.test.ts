import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { suppliedRating, suppliedTestimonial } from "~/test-support/supplied-proof";
import { parseContent } from "~/content/parse-content";
import { checkedHome, checkedReviews } from "./check";
import { readHomeCopy } from "./files";
import { homeSchema, reviewsSchema } from "./schema";

const REVIEWS = "src/content/home/reviews.yaml";
const reviewsWith = (reviews: Record<string, unknown>) => () => parseContent(reviewsSchema, { ratings: [], testimonials: [], ...reviews }, REVIEWS);

describe("the home page's content", () => {
  it("has a file in every language", () => {
    for (const lang of languages) expect(readHomeCopy(lang).hero.headlineDesktop).not.toBe("");
  });

  it("stops on a carousel named as its section, which a screen reader could not tell apart", () => {
    const italian = readHomeCopy("it");
    expect(() => parseContent(homeSchema, { ...italian, cases: { ...italian.cases, carouselLabel: italian.cases.title } }, "src/content/home/it.yaml")).toThrow(
      /^src\/content\/home\/it\.yaml: cases\.carouselLabel: must differ from the title/,
    );
  });

  it("stops the build at a missing language or a missing reviews file, naming the file", () => {
    expect(() => checkedHome("fr", undefined)).toThrow(/^src\/content\/home\/fr\.yaml is missing$/);
    expect(() => checkedReviews(undefined)).toThrow(/^src\/content\/home\/reviews\.yaml is missing$/);
  });
});

describe("the reviews' schema: a testimonial or a rating only with its source", () => {
  it("takes a testimonial with its person, company, words in every language and permission, and a rating with its platform and page", () => {
    const testimonial = suppliedTestimonial("Maria Rossi", "Rossi Foods");
    expect(
      reviewsWith({ testimonials: [{ ...testimonial, permission: { ...testimonial.permission, date: "2025-03-14" } }], ratings: [suppliedRating] })(),
    ).toEqual({
      testimonials: [testimonial],
      ratings: [suppliedRating],
    });
  });

  it("stops on a testimonial without its permission, its company or a language's quote", () => {
    const { permission: _permission, ...unsourced } = suppliedTestimonial("Maria Rossi", "Rossi Foods");
    expect(reviewsWith({ testimonials: [unsourced] })).toThrow(
      `${REVIEWS}: testimonials.0.permission: say who gave the permission, when, and where it is kept`,
    );
    const { company: _company, ...anonymous } = suppliedTestimonial("Maria Rossi", "Rossi Foods");
    expect(reviewsWith({ testimonials: [anonymous] })).toThrow(`${REVIEWS}: testimonials.0.company`);
    const untranslated = suppliedTestimonial("Maria Rossi", "Rossi Foods");
    untranslated.quote.zh = " ";
    expect(reviewsWith({ testimonials: [untranslated] })).toThrow(`${REVIEWS}: testimonials.0.quote.zh: write the quote in 中文`);
  });

  it("stops on a permission dated in the future", () => {
    const testimonial = suppliedTestimonial("Maria Rossi", "Rossi Foods");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(reviewsWith({ testimonials: [{ ...testimonial, permission: { ...testimonial.permission, date: tomorrow } }] })).toThrow(
      `${REVIEWS}: testimonials.0.permission.date: a date not in the future`,
    );
  });

  it("stops on a rating without a page anyone can open, above its scale, or a second one", () => {
    expect(reviewsWith({ ratings: [{ ...suppliedRating, url: "on request" }] })).toThrow(`${REVIEWS}: ratings.0.url: an https address anyone can open`);
    expect(reviewsWith({ ratings: [{ ...suppliedRating, value: 5.1 }] })).toThrow(`${REVIEWS}: ratings.0.value: the rating cannot be above its scale`);
    expect(reviewsWith({ ratings: [suppliedRating, suppliedRating] })).toThrow(`${REVIEWS}: ratings: one rating at most`);
  });
});
