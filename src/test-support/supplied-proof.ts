import type { Rating, Testimonial } from "~/content/home";
import type { ClientLogo, PressOutlet } from "~/content/logos";

/**
 * Testimonials, a rating and logos as the agency will supply them, each with its source: the committed
 * content has none of them (until the agency supplies them the page shows none), so the tests of what the
 * page does with them bring their own. Every name is invented and marked as such.
 */
const permission = { grantedBy: "Test Person, CEO", date: new Date("2025-03-14"), record: "test fixture" };

export function suppliedTestimonial(name: string, company: string): Testimonial {
  const words = (text: string) => ({ it: `${text} (it)`, en: `${text} (en)`, zh: `${text}（zh）`, fr: `${text} (fr)` });
  return {
    name,
    company,
    initials: name.slice(0, 2).toUpperCase(),
    avatarColour: "sky",
    role: words(`Role of ${name}`),
    quote: words(`Quote of ${name}`),
    permission,
  };
}

export const suppliedTestimonials = ["Alpha", "Bravo", "Charlie", "Delta"].map((name) => suppliedTestimonial(`${name} Testperson`, `${name} Test Ltd`));

export const suppliedRating: Rating = { value: 4.7, scale: 5, platform: "TestReviews", url: "https://reviews.test/agency", reviewCount: 12345 };

export const suppliedClientLogos: ClientLogo[] = Array.from({ length: 20 }, (_, index) => ({
  slug: `test-client-${index + 1}`,
  name: `Test Client ${index + 1}`,
  image: `/images/clients/test-client-${index + 1}/image.svg`,
  width: 200,
  height: 64,
  source: { discriminant: "permission", value: permission },
}));

export const suppliedPressOutlets: PressOutlet[] = ["One", "Two"].map((name) => ({
  slug: `test-outlet-${name.toLowerCase()}`,
  name: `Test Outlet ${name}`,
  image: `/images/press/test-outlet-${name.toLowerCase()}/image.svg`,
  width: 200,
  height: 64,
  article: `https://outlet-${name.toLowerCase()}.test/article-about-the-agency`,
}));
