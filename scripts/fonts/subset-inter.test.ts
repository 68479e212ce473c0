import { glob, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { fontsourceRange, interFile, interSubsets, interWeights, subsetInter } from "./subset-inter";

const stylesheet = () => readFile(new URL("../../src/site.css", import.meta.url), "utf8");

/** The @font-face block of site.css that loads `fileName`. */
function fontFaceFor(css: string, fileName: string): string {
  const face = css.match(/@font-face\s*{[^}]*}/g)?.find((block) => block.includes(fileName));
  if (!face) throw new Error(`site.css has no @font-face for ${fileName}`);
  return face;
}

const descriptor = (face: string, name: string) =>
  face
    .match(new RegExp(`${name}:([^;]+);`))?.[1]
    ?.replace(/\s+/g, " ")
    .trim();

describe.each(interSubsets)("the site's Inter, %s", (subset) => {
  const fileName = interFile(subset).split("/").pop()!;

  it("is the file `npm run fonts` makes from the installed Fontsource package", async () => {
    const committed = await readFile(interFile(subset));
    const made = await subsetInter(subset);
    expect(committed.equals(made), `${fileName} is out of date: run npm run fonts`).toBe(true);
  });

  it("is declared in site.css with Fontsource's unicode-range and the weights it holds", async () => {
    const face = fontFaceFor(await stylesheet(), fileName);
    const normalized = (range: string) => range.replace(/\s+/g, "").toUpperCase();
    expect(normalized(descriptor(face, "unicode-range") ?? "")).toBe(normalized(await fontsourceRange(subset)));
    expect(descriptor(face, "font-weight")).toBe(`${interWeights.min} ${interWeights.max}`);
  });
});

it("no style asks for a weight lighter than the font files hold", async () => {
  const lighter = /\bfont-(thin|extralight|light)\b|font-weight:\s*[1-3]00\b/;
  const offenders: string[] = [];
  for await (const file of glob("src/**/*.{tsx,ts,astro,css}")) {
    if (lighter.test(await readFile(file, "utf8"))) offenders.push(file);
  }
  expect(offenders).toEqual([]);
});
