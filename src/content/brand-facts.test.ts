import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { withBrandFacts, withBrandFactsThroughout } from "./brand-facts";

const FILE = "src/content/home/en.yaml";

describe("brand facts named in the content", () => {
  it("fills each fact in the page's language", () => {
    expect(withBrandFacts("{{legalName}} · {{ email }}", "en", FILE)).toBe(`${site.legalName} · ${site.email}`);
    expect(withBrandFacts("{{milan.city}}", "it", FILE)).toBe(site.offices.milan.city.it);
    expect(withBrandFacts("{{milan.city}}", "zh", FILE)).toBe(site.offices.milan.city.zh);
    expect(withBrandFacts("{{malta.country}}", "fr", FILE)).toBe("Malte");
  });

  it("stops on a name it does not know, saying in which file and field, and which names it knows", () => {
    expect(() => withBrandFacts("Write to {{mail}}", "en", FILE)).toThrow(
      /^src\/content\/home\/en.yaml: unknown brand fact \{\{mail\}\}: use one of .*\{\{email\}\}/,
    );
    expect(() => withBrandFactsThroughout({ footer: { lines: ["ok", "Write to {{mail}}"] } }, "en", FILE)).toThrow(
      /^src\/content\/home\/en.yaml: footer.lines.1: unknown brand fact \{\{mail\}\}/,
    );
  });

  it("fills the strings of a whole entry and leaves the rest as it is", () => {
    const entry = { title: "{{name}}", list: ["{{email}}", 3], nested: { on: true, text: "at {{hongKong.city}}" } };
    expect(withBrandFactsThroughout(entry, "en", FILE)).toEqual({
      title: site.name,
      list: [site.email, 3],
      nested: { on: true, text: `at ${site.offices.hongKong.city.en}` },
    });
  });
});
