import { describe, expect, it } from "vitest";
import { checkedConsent } from "./check";
import { readConsentCopy } from "./files";

describe("the consent copy", () => {
  it("is there in every language", () => {
    expect(readConsentCopy("zh").banner.acceptAll).toBe("全部接受");
  });

  it("names the language's file when it is missing", () => {
    expect(() => checkedConsent("fr", undefined)).toThrow(/^src\/content\/consent\/fr\.yaml is missing$/);
  });
});
