import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { languages, type Language } from "~/i18n/languages";
import { figureFacts, withBrandFacts, withBrandFactsThroughout } from "./brand-facts";
import { readCaseStudies } from "./cases/files";
import { euro } from "./written-figures";

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
      /^src\/content\/home\/en.yaml: unknown fact \{\{mail\}\}: use one of .*\{\{email\}\}/,
    );
    expect(() => withBrandFacts("From {{criptomining-case.rased}}", "en", FILE)).toThrow(
      /^src\/content\/home\/en.yaml: unknown fact \{\{criptomining-case.rased\}\}: use one of .*\{\{criptomining-case.raised\}\}/,
    );
    expect(() => withBrandFactsThroughout({ footer: { lines: ["ok", "Write to {{mail}}"] } }, "en", FILE)).toThrow(
      /^src\/content\/home\/en.yaml: footer.lines.1: unknown fact \{\{mail\}\}/,
    );
  });

  it("fills a case's figure, named with the case's address, in any text", () => {
    const criptomining = readCaseStudies().find((study) => study.slug === "criptomining-case")!;
    const raised = criptomining.facts.figures.find((figure) => figure.name === "raised")!;
    expect(withBrandFacts("From {{criptomining-case.raised}}", "it", FILE)).toBe(`From ${euro(raised.value, "it")}`);
  });

  it("fills the strings of a whole entry and leaves the rest as it is", () => {
    const entry = { title: "{{name}}", list: ["{{email}}", 3], nested: { on: true, text: "at {{hongKong.city}}" } };
    expect(withBrandFactsThroughout(entry, "en", FILE)).toEqual({
      title: site.name,
      list: [site.email, 3],
      nested: { on: true, text: `at ${site.offices.hongKong.city.en}` },
    });
  });

  it("writes each of the agency's figures as the page's language does", () => {
    const figures = {
      guarantee: { articlesPerMonth: 10 },
      pricing: { planPerYear: 12000, servicesPerMonth: 1000 },
      reply: { withinHours: 24 },
      firstPublications: { fromWeeks: 2, toWeeks: 4 },
      significantResults: { fromMonths: 2, toMonths: 3 },
    };
    const prices = (lang: Language) => {
      const facts = figureFacts(figures, lang);
      return [facts["pricing.planPerYear"], facts["pricing.servicesPerMonth"]];
    };
    // A no-break space (U+00A0) before the euro sign; French separates thousands with a narrow one (U+202F).
    expect(prices("it")).toEqual(["12.000\u00a0€", "1.000\u00a0€"]);
    expect(prices("en")).toEqual(["€12,000", "€1,000"]);
    expect(prices("fr")).toEqual(["12\u202f000\u00a0€", "1\u202f000\u00a0€"]);
    expect(prices("zh")).toEqual(["12,000欧元", "1,000欧元"]);
    for (const lang of languages) {
      expect(figureFacts(figures, lang)).toMatchObject({
        "guarantee.articlesPerMonth": "10",
        "reply.withinHours": "24",
        "firstPublications.fromWeeks": "2",
        "firstPublications.toWeeks": "4",
        "significantResults.fromMonths": "2",
        "significantResults.toMonths": "3",
      });
    }
  });

  it("fills a named figure in a text", () => {
    expect(withBrandFacts("{{guarantee.articlesPerMonth}} articles, from {{pricing.planPerYear}}", "en", FILE)).toBe(
      `${site.figures.guarantee.articlesPerMonth} articles, from €${site.figures.pricing.planPerYear.toLocaleString("en")}`,
    );
  });
});
