import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Fonts for the share images come from @fontsource packages, never from the system: a build machine
 * without CJK fonts would otherwise draw the Chinese card in empty boxes. Fontsource splits each face
 * into subsets by unicode range (over a hundred for Chinese); only the subsets the text needs are read.
 */
export interface FontFamily {
  /** The family name the card's styles use. */
  name: string;
  /** The npm package holding the files, e.g. "@fontsource/inter". */
  packageName: string;
}

export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: 400 | 600 | 800;
  style: "normal";
}

type CodePointRange = [first: number, last: number];

/** "U+0000-00FF,U+0131" → [[0x0, 0xff], [0x131, 0x131]] */
export function parseUnicodeRange(css: string): CodePointRange[] {
  return css.split(",").map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(first!, 16), Number.parseInt(last!, 16)];
  });
}

/** The package's subsets (its unicode.json), in the package's order. */
export type SubsetRanges = Record<string, string>;

/** Subsets of one family that hold the given characters; the characters none of them holds stay in `missing`. */
export function subsetsFor(text: Iterable<string>, subsets: SubsetRanges): { names: string[]; missing: Set<string> } {
  const parsed = Object.entries(subsets).map(([name, ranges]) => ({ name, ranges: parseUnicodeRange(ranges) }));
  const names = new Set<string>();
  const missing = new Set<string>();
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const subset = parsed.find(({ ranges }) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last));
    if (subset) names.add(subset.name);
    else missing.add(character);
  }
  return { names: [...names], missing };
}

const require = createRequire(import.meta.url);

function packageDir(packageName: string): string {
  return path.dirname(require.resolve(`${packageName}/package.json`));
}

/** Fontsource's file for a subset: "[12]" → noto-sans-sc-12-800-normal.woff, "latin" → inter-latin-800-normal.woff. */
function subsetFile(packageName: string, subset: string, weight: number): string {
  const stem = packageName.split("/").pop()!;
  return path.join(packageDir(packageName), "files", `${stem}-${subset.replace(/[[\]]/g, "")}-${weight}-normal.woff`);
}

/**
 * The font files that draw `text` at each weight, trying the families in order for every character.
 * Each subset gets a name of its own ("Noto Sans SC [12]"): satori keeps one font per name and weight,
 * so subsets sharing the family's name would hide each other's characters. List the names, in order,
 * as the text's font-family.
 * Throws when a visible character is outside every subset's range, so a script no package covers fails
 * the build instead of shipping a card with empty boxes in it.
 */
export async function fontsFor(text: string, families: readonly FontFamily[], weights: readonly SatoriFont["weight"][]): Promise<SatoriFont[]> {
  let remaining: Set<string> = new Set([...text].filter((character) => character.trim() !== ""));
  const chosen: { family: FontFamily; subset: string }[] = [];
  for (const family of families) {
    const subsets = JSON.parse(await readFile(path.join(packageDir(family.packageName), "unicode.json"), "utf8")) as SubsetRanges;
    const { names, missing } = subsetsFor(remaining, subsets);
    chosen.push(...names.map((subset) => ({ family, subset })));
    remaining = missing;
  }
  if (remaining.size > 0) {
    throw new Error(
      `No font for ${[...remaining].map((character) => `"${character}"`).join(", ")} in ${families.map((family) => family.packageName).join(", ")}`,
    );
  }
  return Promise.all(
    chosen.flatMap(({ family, subset }) =>
      weights.map(async (weight) => ({
        name: `${family.name} ${subset}`,
        data: await readFile(subsetFile(family.packageName, subset, weight)),
        weight,
        style: "normal" as const,
      })),
    ),
  );
}
