/**
 * The site's Inter files, cut down from @fontsource-variable/inter (docs/decisions/0024): the same
 * characters as Fontsource's subset, but only the weights the stylesheet uses (400–900) and only the
 * OpenType features a browser applies by default plus `tnum` (Tailwind's `tabular-nums`). The Latin file
 * is what Italian, English and French text swaps to once it arrives (docs/decisions/0026: no longer
 * preloaded), so each kilobyte counts on a slow phone.
 *
 * `npm run fonts` writes them to src/assets/fonts; subset-inter.test.ts fails when the committed files
 * are not what this script makes from the installed package (e.g. after an upgrade of Fontsource).
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { parseUnicodeRange } from "../og-images/fonts";

/** The Fontsource subsets the stylesheet declares (src/site.css), each as one @font-face. */
export const interSubsets = ["latin", "latin-ext"] as const;
export type InterSubset = (typeof interSubsets)[number];

/** Regular to black: the lightest and heaviest `font-weight` the stylesheet sets. */
export const interWeights = { min: 400, max: 900 } as const;

/**
 * Kerning, ligatures and mark positioning that browsers turn on by themselves, and tabular figures for
 * the counters. Inter's stylistic sets and character variants are never asked for.
 */
const keptFeatures = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rlig", "tnum"];

const packageDir = path.dirname(createRequire(import.meta.url).resolve("@fontsource-variable/inter/package.json"));
const outputDir = fileURLToPath(new URL("../../src/assets/fonts/", import.meta.url));

/** Where the site's file for a subset lives, e.g. src/assets/fonts/inter-latin-wght-400-900.woff2. */
export function interFile(subset: InterSubset): string {
  return path.join(outputDir, `inter-${subset}-wght-${interWeights.min}-${interWeights.max}.woff2`);
}

/** Fontsource's unicode-range for a subset, as the stylesheet must declare it for the file. */
export async function fontsourceRange(subset: InterSubset): Promise<string> {
  const ranges = JSON.parse(await readFile(path.join(packageDir, "unicode.json"), "utf8")) as Record<string, string>;
  const range = ranges[subset];
  if (!range) throw new Error(`@fontsource-variable/inter has no subset "${subset}"`);
  return range;
}

/** The cut-down WOFF2 for a subset, made from the installed package (deterministic: same input, same bytes). */
export async function subsetInter(subset: InterSubset): Promise<Buffer> {
  const source = await readFile(path.join(packageDir, "files", `inter-${subset}-wght-normal.woff2`));
  let characters = "";
  for (const [first, last] of parseUnicodeRange(await fontsourceRange(subset))) {
    for (let codePoint = first; codePoint <= last; codePoint += 1) characters += String.fromCodePoint(codePoint);
  }
  return subsetFont(source, characters, { targetFormat: "woff2", keepFeatures: keptFeatures, variationAxes: { wght: interWeights } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const subset of interSubsets) {
    const font = await subsetInter(subset);
    await writeFile(interFile(subset), font);
    console.log(`${path.relative(process.cwd(), interFile(subset))}: ${Math.round(font.length / 1024)} KB`);
  }
}
