/**
 * The display face of the headings (docs/design-brief.md): Instrument Serif, one weight, cut to
 * Fontsource's Latin range and the OpenType features browsers apply by default. Italian, English and
 * French headings need nothing beyond Latin; Chinese pages keep their system faces. Not preloaded, like
 * Inter (docs/decisions/0026): it swaps in over a serif resized to its metrics (src/site.css).
 *
 * `npm run fonts` writes it to src/assets/fonts from `@fontsource/instrument-serif`, with Inter;
 * subset-display.test.ts fails until the committed file matches the installed package.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { parseUnicodeRange } from "../og-images/fonts";
import { fontsourceRange } from "./subset-inter";

export const displayPackage = "@fontsource/instrument-serif";

/** The largest file the display face may be: the design brief's budget. */
export const displayBudgetBytes = 24 * 1024;

const keptFeatures = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rlig"];

export const displayFile = fileURLToPath(new URL("../../src/assets/fonts/instrument-serif-latin-400.woff2", import.meta.url));

/** The cut-down WOFF2, made from the installed package (deterministic: same input, same bytes). */
export async function subsetDisplay(): Promise<Buffer> {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve(`${displayPackage}/package.json`));
  const source = await readFile(path.join(packageDir, "files", "instrument-serif-latin-400-normal.woff2"));
  let characters = "";
  // Fontsource's Latin range is the same for every family: Inter's package has it.
  for (const [first, last] of parseUnicodeRange(await fontsourceRange("latin"))) {
    for (let codePoint = first; codePoint <= last; codePoint += 1) characters += String.fromCodePoint(codePoint);
  }
  return subsetFont(source, characters, { targetFormat: "woff2", keepFeatures: keptFeatures });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetDisplay();
  await writeFile(displayFile, font);
  console.log(`${path.relative(process.cwd(), displayFile)}: ${Math.round(font.length / 1024)} KB`);
}
