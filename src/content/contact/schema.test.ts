import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { parseContent } from "~/content/parse-content";
import { contactCopy } from "~/content/contact";
import fr from "./fr.json" with { type: "json" };
import { contactSchema } from "./schema";

const FILE = "src/content/contact/fr.json";

describe("the contact page's schema", () => {
  it("stops on a missing text with the file and the field", () => {
    const { fullNameMin: _, ...validation } = fr.validation;
    expect(() => parseContent(contactSchema, { ...fr, validation }, FILE)).toThrow(
      /^src\/content\/contact\/fr\.json: validation\.fullNameMin: write something here$/,
    );
  });

  it("stops on a plural form that lost its number", () => {
    const limit = { ...fr.messageLength.limit, one: "Jusqu’à un caractère" };
    expect(() => parseContent(contactSchema, { ...fr, messageLength: { ...fr.messageLength, limit } }, FILE)).toThrow(
      /^src\/content\/contact\/fr\.json: messageLength\.limit\.one: keep \{max\}, where the code puts its value$/,
    );
  });

  it("names the offices by the brand facts, in the page's language", () => {
    expect(contactCopy("it").nextSteps.offices).toEqual([site.offices.milan.city.it, "Malta, sede legale", site.offices.hongKong.city.it]);
    expect(contactCopy("fr").nextSteps.offices[1]).toBe("Malte, siège social");
    expect(contactCopy("zh").nextSteps.offices).toEqual(["米兰", "马耳他（公司注册地）", "香港"]);
  });

  it("gives the validation texts their language, for its numbers and plurals", () => {
    expect(contactCopy("fr").validation.lang).toBe("fr");
  });
});
