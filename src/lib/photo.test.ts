import { describe, expect, it } from "vitest";
import { PHOTO_WIDTHS, photoWidths } from "./photo";

describe("photoWidths", () => {
  it("never makes a file wider than the original, and always at least one", () => {
    expect(photoWidths(4000)).toEqual([...PHOTO_WIDTHS]);
    expect(photoWidths(700)).toEqual([160, 320, 640, 700]);
    expect(photoWidths(640)).toEqual([160, 320, 640]);
    expect(photoWidths(90)).toEqual([90]);
  });
});
