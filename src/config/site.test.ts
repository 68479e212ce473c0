import { describe, expect, it } from "vitest";
import { addressLines, formatAddress, site } from "./site";

const { milan, malta, hongKong } = site.offices;

describe("an office's address", () => {
  it("names the city and country in the page's language, in the order its readers write addresses", () => {
    expect(addressLines(milan, "it")).toEqual(["Via Example 1", "20121 Milano, Italia"]);
    expect(addressLines(milan, "en")).toEqual(["Via Example 1", "20121 Milan, Italy"]);
    expect(addressLines(malta, "fr")).toEqual(["1 Example Street", "VLT 1000 La Valette, Malte"]);
    expect(addressLines(milan, "zh")).toEqual(["意大利米兰20121", "Via Example 1"]);
  });

  it("gives a city-state no country after it", () => {
    expect(addressLines(hongKong, "en")).toEqual(["1 Example Road, Central", "Hong Kong"]);
    expect(formatAddress(hongKong, "zh")).toBe("香港，1 Example Road, Central");
  });
});
