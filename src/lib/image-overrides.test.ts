// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { avatarOverrideKeys, imageOverrideKeys, isValidImageValue, readImageOverride } from "./image-overrides";

afterEach(() => localStorage.clear());

describe("image override keys", () => {
  it("are the product prefix plus the sanitised alt text, and the same with _base64", () => {
    expect(imageOverrideKeys("Logo Il Giornale d’Impresa")).toEqual([
      "pr_site_image_logo_il_giornale_d_impresa",
      "pr_site_image_logo_il_giornale_d_impresa_base64",
    ]);
  });

  it("are team_ plus the name for founders' avatars", () => {
    expect(avatarOverrideKeys("Zoë Martín")).toEqual(["team_zoe_martin"]);
  });
});

describe("stored image values", () => {
  it("accept image data URLs, base64 data URLs and http(s) URLs that parse", () => {
    expect(isValidImageValue("data:image/png;base64,iVBORw0KGgo=")).toBe(true);
    expect(isValidImageValue("data:application/octet-stream;base64,AAAA")).toBe(true);
    expect(isValidImageValue("https://cdn.example.com/logo.svg")).toBe(true);
    expect(isValidImageValue("http://example.com/a.png")).toBe(true);
  });

  it("refuse everything else", () => {
    expect(isValidImageValue("data:text/plain,hello")).toBe(false);
    expect(isValidImageValue("https://")).toBe(false);
    expect(isValidImageValue("javascript:alert(1)")).toBe(false);
    expect(isValidImageValue("/images/logo.svg")).toBe(false);
  });

  it("returns the first valid value and deletes an invalid one", () => {
    const [base, base64] = imageOverrideKeys("AirHelp");
    localStorage.setItem(base!, "not an image");
    localStorage.setItem(base64!, "data:image/svg+xml;base64,PHN2Zy8+");
    expect(readImageOverride([base!, base64!])).toBe("data:image/svg+xml;base64,PHN2Zy8+");
    expect(localStorage.getItem(base!)).toBeNull();
  });

  it("treats unreadable storage as no override, and says so in the log", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(readImageOverride(["pr_site_image_x"], broken)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
