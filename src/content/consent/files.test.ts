import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { checkedConsent } from "./check";
import { readConsentCopy } from "./files";

describe("the consent copy", () => {
  it("is there in every language", () => {
    expect(readConsentCopy("zh").banner.acceptAll).toBe("全部接受");
  });

  it("names the language's file when it is missing", () => {
    expect(() => checkedConsent("fr", undefined)).toThrow(/^src\/content\/consent\/fr\.yaml is missing$/);
  });

  it("fills in the brand facts its texts name, as every text does", () => {
    const copy = readConsentCopy("en");
    const named = checkedConsent("en", { ...copy, banner: { ...copy.banner, title: "Your privacy at {{name}}" } });
    expect(named.banner.title).toBe(`Your privacy at ${site.name}`);
  });
});
