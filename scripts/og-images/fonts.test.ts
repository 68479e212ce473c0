import { describe, expect, it } from "vitest";
import { fontsFor, parseUnicodeRange, subsetsFor } from "./fonts";

describe("share-image fonts", () => {
  it("reads fontsource unicode ranges", () => {
    expect(parseUnicodeRange("U+0000-00FF, U+0131,U+1f1e9-1f1f5")).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x1f1e9, 0x1f1f5],
    ]);
  });

  it("picks the subsets a text needs and reports the characters none of them holds", () => {
    const subsets = { latin: "U+0000-00FF", "latin-ext": "U+0100-024F", "[7]": "U+4E00-4E0F" };
    expect(subsetsFor("Ağ丁", subsets)).toEqual({ names: ["latin", "latin-ext", "[7]"], missing: new Set() });
    expect(subsetsFor("a中", subsets)).toEqual({ names: ["latin"], missing: new Set(["中"]) });
  });

  it("draws Chinese from the Noto Sans SC package, Latin from Inter, at every weight", async () => {
    const fonts = await fontsFor(
      "Agency 媒体",
      [
        { name: "Inter", packageName: "@fontsource/inter" },
        { name: "Noto Sans SC", packageName: "@fontsource/noto-sans-sc" },
      ],
      [600, 800],
    );
    expect(fonts.map((font) => `${font.name} ${font.weight}`)).toEqual(expect.arrayContaining(["Inter latin 600", "Inter latin 800"]));
    expect(fonts.some((font) => font.name.startsWith("Noto Sans SC"))).toBe(true);
    expect(fonts.every((font) => font.data.subarray(0, 4).toString("latin1") === "wOFF")).toBe(true);
  });

  it("refuses a text no family can draw, rather than render empty boxes", async () => {
    await expect(fontsFor("Agency 媒体", [{ name: "Inter", packageName: "@fontsource/inter" }], [800])).rejects.toThrow(/No font for "媒", "体"/);
  });
});
