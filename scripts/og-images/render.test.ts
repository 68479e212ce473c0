import { describe, expect, it } from "vitest";
import { SOCIAL_IMAGE_SIZE, socialCardText } from "../../app/.server/social-image";
import { renderSocialCard } from "./render";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("renderSocialCard", () => {
  it("draws a 1200×630 PNG, the Chinese card included", async () => {
    const png = await renderSocialCard(socialCardText("zh"), "zh");
    expect(pngSize(png)).toEqual(SOCIAL_IMAGE_SIZE);
  });

  it("draws what the site config and the copy say, so another brand gives another image", async () => {
    const text = socialCardText("en");
    const configured = await renderSocialCard(text, "en");
    const rebranded = await renderSocialCard({ ...text, brand: "Another Agency" }, "en");
    expect(rebranded.equals(configured)).toBe(false);
  });
});
