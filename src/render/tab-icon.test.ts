import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import outlines from "~/assets/fonts/instrument-serif-monogram-outlines.json";
import { tabIcon } from "./tab-icon";

describe("the browser tab's icon (/favicon.svg)", () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), "tab-icon-"));
  mkdirSync(path.join(publicDir, "images/brand"), { recursive: true });
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it("is the first letter of the brand's name, as the header's mark draws it, while no mark is uploaded", () => {
    const icon = tabIcon({ name: "Rossi PR" }, publicDir);
    expect(icon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(icon).toContain(`<path d="${outlines.R}" fill="#ffffff"/>`);
  });

  it("is the uploaded SVG itself, or the uploaded image inside an SVG", () => {
    const mark = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>';
    writeFileSync(path.join(publicDir, "images/brand/logoMark.svg"), mark);
    expect(tabIcon({ name: "Rossi PR", logoMark: "/images/brand/logoMark.svg" }, publicDir)).toBe(mark);
    writeFileSync(path.join(publicDir, "images/brand/logoMark.png"), Buffer.from([1, 2, 3]));
    expect(tabIcon({ name: "Rossi PR", logoMark: "/images/brand/logoMark.png" }, publicDir)).toContain('href="data:image/png;base64,AQID"');
  });

  it("stops the build, naming the file, when the brand facts name a mark that is not there", () => {
    expect(() => tabIcon({ name: "Rossi PR", logoMark: "/images/brand/gone.svg" }, publicDir)).toThrow(
      /No logo mark public\/images\/brand\/gone\.svg: upload it again in the editor \("Brand facts"\)/,
    );
  });
});
