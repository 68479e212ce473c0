import { describe, expect, it } from "vitest";
import { parseContent } from "~/content/parse-content";
import data from "./brand.json" with { type: "json" };
import { BRAND_FILE, brandSchema } from "./schema";

type Brand = typeof data;

/** The problems parsing the brand facts with one change reports, one per line. */
function problemsWith(change: (brand: Brand) => void): string[] {
  const brand = structuredClone(data);
  change(brand);
  try {
    parseContent(brandSchema, brand, BRAND_FILE);
    return [];
  } catch (error) {
    return (error as Error).message.split("\n");
  }
}

describe("the brand facts' schema", () => {
  it("takes the committed file", () => {
    expect(parseContent(brandSchema, data, BRAND_FILE).name).toBe(data.name);
  });

  it.each([
    ["an e-mail that is not one", (brand: Brand) => (brand.email = "hello"), "email: an e-mail address, e.g. hello@agency.com"],
    [
      "an origin with a slash at the end",
      (brand: Brand) => (brand.origin = "https://www.agency.com/"),
      "origin: the site's address with https and nothing after the domain",
    ],
    ["an origin in http", (brand: Brand) => (brand.origin = "http://www.agency.com"), "origin: the site's address with https"],
    [
      "a missing city translation",
      (brand: Brand) => Reflect.deleteProperty(brand.offices.malta.city, "zh"),
      "offices.malta.city.zh: write the city's name in 中文",
    ],
    ["a profile in http", (brand: Brand) => (brand.founders[1]!.profileUrl = "http://www.linkedin.com/in/x"), "founders.1.profileUrl: an https address"],
    ["a third founder", (brand: Brand) => brand.founders.push(brand.founders[0]!), "founders: exactly two founders"],
    [
      "a photo the pipeline cannot take",
      (brand: Brand) => Object.assign(brand.founders[0]!, { photo: "founders/0/photo.gif" }),
      "founders.0.photo: a photo in src/assets/photos/",
    ],
    [
      "a lower-case country code",
      (brand: Brand) => (brand.offices.milan.countryCode = "it"),
      "offices.milan.countryCode: the country's two-letter code in capitals",
    ],
    ["a missing name", (brand: Brand) => Reflect.deleteProperty(brand, "name"), "name: write the agency's name"],
  ])("stops on %s with one line naming the file and the field", (_case, change, expected) => {
    const problems = problemsWith(change);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${BRAND_FILE}: ${expected}`);
  });
});
