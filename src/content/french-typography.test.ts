import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Every French text a visitor reads: home, cases, contact page, cookie banner, interface and legal pages. */
const frenchFiles = globSync("src/content/**/{fr.yaml,fr.json,fr/*.yaml,fr/*.md}");

const NO_BREAK = "\u00a0";
const THIN_NO_BREAK = "\u202f";

/**
 * The text as a reader gets it, without what is not French prose: YAML's `\_` is a no-break space, and
 * keys ("title:", "\"label\":") and addresses (https://…?a=b) are left out.
 */
function prose(raw: string): string {
  return raw
    .replaceAll("\\_", NO_BREAK)
    .replace(/^(\s*(?:- )?)[A-Za-z0-9_]+:/gm, "$1")
    .replace(/"[A-Za-z0-9_]+":/g, "")
    .replace(/https?:\/\/\S+/g, "");
}

/**
 * French typography, one rule on every page (the rule the interface texts and their tests already kept):
 * a no-break space before a colon and inside « guillemets », a thin no-break space before ; ? and !, and
 * figures as Intl writes the brand's (12 000 €: a thin no-break space between thousands, a no-break space
 * before € and %). A plain space there lets a line begin with "?" or split "300 000 €"; the two kinds of
 * no-break space mixed show as uneven gaps from one page to the next.
 */
const breaches: [rule: string, pattern: RegExp][] = [
  ["no space before ; ? !", /[\p{L}\p{N}’)][;?!]/gu],
  ["not a thin no-break space before ; ? !", /[ \u00a0][;?!]/gu],
  ["no space before :", /[\p{L}\p{N}’)»]:(?=\s)/gu],
  ["not a no-break space before :", /[ \u202f]:(?=\s)/gu],
  ["not a no-break space inside « »", /«(?!\u00a0)|(?<!\u00a0)»/gu],
  ["not a no-break space before € or %", /\d(?:[ \u202f]|(?=[€%]))M?[€%]/gu],
  ["not a thin no-break space between thousands", /\d[ \u00a0]\d{3}(?!\d)/gu],
];

describe("French typography", () => {
  it("finds French files to check", () => expect(frenchFiles.length).toBeGreaterThanOrEqual(12));

  it.each(breaches)("no French text has %s", (_rule, pattern) => {
    const found = frenchFiles.flatMap((file) =>
      [...prose(readFileSync(file, "utf8")).matchAll(pattern)].map(
        (match) => `${file}: …${match.input.slice(Math.max(0, match.index - 25), match.index + match[0].length + 5)}…`,
      ),
    );
    expect(found.map((line) => line.replaceAll(NO_BREAK, "⍽").replaceAll(THIN_NO_BREAK, "ˑ"))).toEqual([]);
  });
});
