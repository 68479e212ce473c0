// `npm run brand:check`: before going live, lists every placeholder the built site still shows — the
// neutral values the specification left us (src/content/brand/brand.json), the example.com links, the
// invented client and outlet names — with the file and field to change (or the editor's page), then what
// the site shows none of until the agency supplies it with its source — testimonials, the rating, client
// and press logos — and its logo mark, with where to add each, and exits non-zero while any is left or missing.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { site } from "~/config/site";
import { BRAND_FILE } from "~/content/brand/schema";
import { readReviews } from "~/content/home/files";
import { HOME_DIR, REVIEWS_FILE } from "~/content/home/rules";
import type { Reviews } from "~/content/home/schema";
import { clientLogos, pressOutlets, type ClientLogo, type PressOutlet } from "~/content/logos";
import { CLIENT_LOGOS_WANTED, LOGOS_FILE } from "~/content/logos/schema";

export interface Placeholder {
  what: string;
  /** Where the real value goes: the file and its fields, and the editor's page that edits them. */
  replaceIn: string;
  pattern: RegExp;
}

/**
 * The example clients and outlets this repository ships in the logos file, none of them a real company
 * (the case-study clients beside them are real: the specification names them). Named here, not read from
 * the file, so that the agency's own logos, once they replace these, are never taken for placeholders.
 */
export const EXAMPLE_CLIENTS = [
  "Nordlight Energy",
  "Velaris Pay",
  "Brightmill Foods",
  "Casa Orto",
  "Lumetra Labs",
  "Soleva Solar",
  "Trameo Travel",
  "Filato Moda",
  "Quantiva Finance",
  "Rotta Blu Viaggi",
  "Pixelforma",
  "Verdello Bio",
  "Corallo Atelier",
  "Kelvra Cloud",
  "Monteluce Capital",
] as const;
export const EXAMPLE_PRESS_OUTLETS = [
  "Il Quotidiano",
  "La Gazzetta Nazionale",
  "Il Giornale d’Impresa",
  "Gruppo TV Italia",
  "Radiotelevisione Pubblica",
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (names: readonly string[]) => new RegExp(names.map(escape).join("|"));

/** Every text of a content file with its field's path (`founders.0.name`). */
function textFields(value: unknown, at: string[] = []): [string, string][] {
  if (typeof value === "string") return [[at.join("."), value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => textFields(item, [...at, key]));
  return [];
}

export interface ContentFile {
  /** The file, and the editor's page that edits it. */
  file: string;
  data: unknown;
}

const editable: readonly ContentFile[] = [
  { file: `${BRAND_FILE} (editor: "Brand facts")`, data: site },
  { file: `${LOGOS_FILE} (editor: "Client and press logos")`, data: { clients: clientLogos, press: pressOutlets } },
];

/** The fields that hold the placeholder now, by file: what to change, not where it might be. */
interface Where {
  /** What goes with those fields (`and their initials and photo`). */
  note?: string;
  /** A place outside the brand facts and logos. */
  elsewhere?: string;
}

export function replaceIn(pattern: RegExp, { note, elsewhere }: Where = {}, files = editable): string {
  const found = files.flatMap(({ file, data }) => {
    const paths = textFields(data)
      .filter(([, text]) => pattern.test(text))
      .map(([path]) => path);
    return paths.length > 0 ? [`${file}: ${paths.join(", ")}${note ? ` (${note})` : ""}`] : [];
  });
  return [...found, ...(elsewhere ? [elsewhere] : [])].join("; ");
}

/** Every placeholder, with the fields of `files` (the brand facts and logos as they are now) that hold it. */
export function placeholdersIn(files = editable): Placeholder[] {
  const placeholder = (what: string, pattern: RegExp, options?: Where): Placeholder => ({ what, pattern, replaceIn: replaceIn(pattern, options, files) });
  return [
    placeholder("the agency's name", /Agency Name/),
    placeholder("example.com addresses and links", /\bexample\.com\b/, { elsewhere: "the case studies' files in src/content/: every url and websiteUrl" }),
    placeholder("LinkedIn pages named example", /linkedin\.com\/(?:company\/example|in\/example-(?:one|two))\b/),
    placeholder("the founders", /Founder (?:One|Two)/, { note: "and their initials and photo" }),
    placeholder("office street addresses", /Via Example|Example (?:Street|Road)/, { note: "and their postal codes" }),
    placeholder("invented press outlets", anyOf(EXAMPLE_PRESS_OUTLETS), { note: "and each one's image" }),
    placeholder("invented clients", anyOf(EXAMPLE_CLIENTS), { note: "and each one's image" }),
  ];
}

/** The proof the agency supplies with its sources, and its mark, as the content holds them now. */
export interface Proof {
  reviews: Reviews;
  clients: readonly ClientLogo[];
  press: readonly PressOutlet[];
  logoMark: string | undefined;
}

export interface Missing {
  /** What the site shows none (or too few) of, and how many it has: `client logos: 5 of the 20 …`. */
  what: string;
  /** Where to add it: the file, the editor's page, and the source each one needs. */
  addIn: string;
}

const REVIEWS_PLACE = `${HOME_DIR}/${REVIEWS_FILE}.yaml (editor: "Home page · reviews and testimonials")`;
const LOGOS_PLACE = `${LOGOS_FILE} (editor: "Client and press logos")`;

/**
 * The endorsements the page hides until the agency supplies them, each with its source (EU Omnibus
 * Directive): the testimonials section, the hero's rating, the client carousel's logos (laid out for
 * CLIENT_LOGOS_WANTED) and the press outlets of the proof strip under the hero; and the agency's mark, for which
 * the header, the footer and the browser tab show the name's first letter.
 */
export function missingProof(
  { reviews, clients, press, logoMark }: Proof = { reviews: readReviews(), clients: clientLogos, press: pressOutlets, logoMark: site.logoMark },
): Missing[] {
  return [
    ...(reviews.testimonials.length === 0
      ? [
          {
            what: "testimonials: none supplied (the section is hidden)",
            addIn: `${REVIEWS_PLACE}: each with the person's name, company and written permission`,
          },
        ]
      : []),
    ...(reviews.ratings.length === 0
      ? [{ what: "rating: not supplied (the hero shows none)", addIn: `${REVIEWS_PLACE}: the platform's rating, its scale and the link to its page` }]
      : []),
    ...(clients.length < CLIENT_LOGOS_WANTED
      ? [
          {
            what: `client logos: ${clients.length} of the ${CLIENT_LOGOS_WANTED} the carousel is laid out for`,
            addIn: `${LOGOS_PLACE}, clients: each with the client's written permission`,
          },
        ]
      : []),
    ...(press.length === 0
      ? [
          {
            what: "press outlets: none supplied (the proof strip under the hero shows none)",
            addIn: `${LOGOS_PLACE}, press: each with the link to its article about us`,
          },
        ]
      : []),
    ...(logoMark
      ? []
      : [
          {
            what: "logo mark: none uploaded (the header, the footer and the browser tab show the name's first letter)",
            addIn: `${BRAND_FILE} (editor: "Brand facts"), logoMark: the agency's square mark, an SVG or an image of at least 512 × 512 px`,
          },
        ]),
  ];
}

/** What visitors and crawlers receive: pages, sitemap, robots, share-image names and the artwork's text. */
const SHOWN = /\.(?:html|xml|txt|json|svg|webmanifest)$/;

export interface Finding {
  placeholder: Placeholder;
  /** Files under the scanned folder that show it, relative to it. */
  files: string[];
}

export async function findPlaceholders(dir: string, placeholders = placeholdersIn()): Promise<Finding[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && SHOWN.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const texts = await Promise.all(files.map(async (file) => [path.relative(dir, file), await readFile(file, "utf8")] as const));
  return placeholders
    .map((placeholder) => ({
      placeholder,
      files: texts
        .filter(([, text]) => placeholder.pattern.test(text))
        .map(([file]) => file)
        .sort(),
    }))
    .filter((finding) => finding.files.length > 0);
}

async function main() {
  const dir = path.resolve(process.argv[2] ?? "dist/client");
  const found = await findPlaceholders(dir).catch((error: unknown) => {
    console.error(`Cannot read ${dir}: ${error instanceof Error ? error.message : String(error)}. Run \`npm run build\` first.`);
    process.exit(2);
  });
  const missing = missingProof();
  const shownIn = path.relative(process.cwd(), dir) || dir;
  if (found.length === 0 && missing.length === 0) {
    console.log(`No placeholder left in ${shownIn}, and every testimonial, rating and logo and the logo mark supplied: ready to go live.`);
    return;
  }
  if (found.length > 0) {
    console.log(`Placeholders still shown in ${shownIn}:\n`);
    for (const { placeholder, files } of found) {
      const shown = files.slice(0, 3).join(", ") + (files.length > 3 ? `, and ${files.length - 3} more` : "");
      console.log(`✗ ${placeholder.what} — in ${files.length} file${files.length === 1 ? "" : "s"} (${shown})\n    replace in ${placeholder.replaceIn}`);
    }
    console.log(`\n${found.length} kind${found.length === 1 ? "" : "s"} of placeholder left; replace them, run \`npm run build\`, then this again.`);
  }
  if (missing.length > 0) {
    console.log(`${found.length > 0 ? "\n" : ""}Not shown until supplied with its source:\n`);
    for (const { what, addIn } of missing) console.log(`✗ ${what}\n    add in ${addIn}`);
    console.log(`\n${missing.length} missing; add them, run \`npm run build\`, then this again.`);
  }
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
