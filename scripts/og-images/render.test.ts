import { describe, expect, it } from "vitest";
import { SOCIAL_IMAGE_SIZE, socialCardText } from "~/render/social-image";
import { readHomeCopy } from "~/content/home/files";
import { renderSocialCard, siteTheme } from "./render";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("renderSocialCard", () => {
  it("takes its colours from the site's theme tokens", async () => {
    expect(await siteTheme()).toEqual({ brand900: "#172554", brand800: "#1e3a8a", brand700: "#1e40af", accent: "#f59e0b" });
  });

  it("draws a 1200×630 PNG, the Chinese card included", async () => {
    const png = await renderSocialCard(socialCardText(readHomeCopy("zh").hero), "zh", await siteTheme());
    expect(pngSize(png)).toEqual(SOCIAL_IMAGE_SIZE);
  });

  it("draws what the site config and the copy say, so another brand gives another image", async () => {
    const text = socialCardText(readHomeCopy("en").hero);
    const theme = await siteTheme();
    const configured = await renderSocialCard(text, "en", theme);
    const rebranded = await renderSocialCard({ ...text, brand: "Another Agency" }, "en", theme);
    expect(rebranded.equals(configured)).toBe(false);
  });
});
