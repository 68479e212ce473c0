import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { withBrandFacts, withBrandFactsThroughout } from "./brand-facts";

describe("brand facts named in the content", () => {
  it("fills each fact in the page's language", () => {
    expect(withBrandFacts("{{legalName}} · {{ email }}", "en")).toBe(`${site.legalName} · ${site.email}`);
    expect(withBrandFacts("{{milan.city}}", "it")).toBe(site.offices.milan.city.it);
    expect(withBrandFacts("{{milan.city}}", "zh")).toBe(site.offices.milan.city.zh);
    expect(withBrandFacts("{{malta.country}}", "fr")).toBe("Malte");
  });

  it("stops on a name it does not know, saying which names it knows", () => {
    expect(() => withBrandFacts("Write to {{mail}}", "en")).toThrow(/unknown brand fact \{\{mail\}\}: use one of .*\{\{email\}\}/);
  });

  it("fills the strings of a whole entry and leaves the rest as it is", () => {
    const entry = { title: "{{name}}", list: ["{{email}}", 3], nested: { on: true, text: "at {{hongKong.city}}" } };
    expect(withBrandFactsThroughout(entry, "en")).toEqual({
      title: site.name,
      list: [site.email, 3],
      nested: { on: true, text: `at ${site.offices.hongKong.city.en}` },
    });
  });
});
