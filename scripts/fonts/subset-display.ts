/**
 * The display face of the headings (docs/design-brief.md): Instrument Serif, one weight, cut to
 * Fontsource's Latin range and the OpenType features browsers apply by default. Italian, English and
 * French headings need nothing beyond Latin; Chinese pages keep their system faces. Not preloaded, like
 * Inter (docs/decisions/0026): it swaps in over a serif resized to its metrics (src/site.css).
 *
 * `npm run fonts` writes it to src/assets/fonts from `@fontsource/instrument-serif`, with Inter, and the
 * brand mark's outlines beside it; subset-display.test.ts fails until the committed files match the
 * installed package.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import satori from "satori";
import subsetFont from "subset-font";
import { MARK_SIZE, monogramLetter } from "~/components/brand-mark";
import { parseUnicodeRange } from "../og-images/fonts";
import { fontsourceRange } from "./subset-inter";

export const displayPackage = "@fontsource/instrument-serif";

/** The largest file the display face may be: the design brief's budget. */
export const displayBudgetBytes = 24 * 1024;

const keptFeatures = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rlig"];

export const displayFile = fileURLToPath(new URL("../../src/assets/fonts/instrument-serif-latin-400.woff2", import.meta.url));

export const monogramOutlinesFile = fileURLToPath(new URL("../../src/assets/fonts/instrument-serif-monogram-outlines.json", import.meta.url));

const packageFile = (name: string) =>
  readFile(path.join(path.dirname(createRequire(import.meta.url).resolve(`${displayPackage}/package.json`)), "files", name));

/** Every character of Fontsource's Latin range, which is the same for every family: Inter's package has it. */
async function latinCharacters(): Promise<string[]> {
  const characters: string[] = [];
  for (const [first, last] of parseUnicodeRange(await fontsourceRange("latin"))) {
    for (let codePoint = first; codePoint <= last; codePoint += 1) characters.push(String.fromCodePoint(codePoint));
  }
  return characters;
}

/** The cut-down WOFF2, made from the installed package (deterministic: same input, same bytes). */
export async function subsetDisplay(): Promise<Buffer> {
  const source = await packageFile("instrument-serif-latin-400-normal.woff2");
  return subsetFont(source, (await latinCharacters()).join(""), { targetFormat: "woff2", keepFeatures: keptFeatures });
}

/**
 * The brand mark's letter (src/components/brand-mark.tsx) as outlines, one per letter or figure a name can
 * begin with in the display face's range: an SVG path in the mark's square, the letter at 24 px, centred
 * on a line as tall as it. Drawn, not set in a font, the mark is the same in every language (a Chinese
 * page sets its text in the system's CJK face and asks for no display face) and needs no font file.
 * Satori lays the letter out as the browser does and writes text as paths (WOFF: it reads no WOFF2).
 */
export async function monogramOutlines(): Promise<Record<string, string>> {
  const font = await packageFile("instrument-serif-latin-400-normal.woff");
  const characters = await latinCharacters();
  const letters = [...new Set(characters.map(monogramLetter))].filter((letter) => characters.includes(letter)).sort();
  const outlines: Record<string, string> = {};
  for (const letter of letters) {
    const square = { display: "flex", alignItems: "center", justifyContent: "center", width: MARK_SIZE, height: MARK_SIZE };
    const svg = await satori(
      { type: "div", key: null, props: { style: { ...square, fontFamily: "Instrument Serif", fontSize: 24, lineHeight: 1 }, children: letter } },
      { width: MARK_SIZE, height: MARK_SIZE, fonts: [{ name: "Instrument Serif", data: font, weight: 400, style: "normal" }] },
    );
    const outline = /<path[^>]* d="([^"]+)"/.exec(svg)?.[1]?.trim();
    if (!outline) throw new Error(`satori drew no outline for ${letter}`);
    outlines[letter] = outline;
  }
  return outlines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetDisplay();
  await writeFile(displayFile, font);
  console.log(`${path.relative(process.cwd(), displayFile)}: ${Math.round(font.length / 1024)} KB`);
  const outlines = await monogramOutlines();
  await writeFile(monogramOutlinesFile, `${JSON.stringify(outlines, null, 2)}\n`);
  console.log(`${path.relative(process.cwd(), monogramOutlinesFile)}: ${Object.keys(outlines).length} letters and figures`);
}
