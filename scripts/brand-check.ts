// `npm run brand:check`: before going live, lists every placeholder the built site still shows — the
// neutral values the specification left us (src/config/site.ts), the example.com links, the invented
// client and outlet names — with where to replace each, and exits non-zero while any is left.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { clientLogos, pressOutlets } from "../src/content/logos";
import { readCaseStudies } from "../src/content/cases/files";

export interface Placeholder {
  what: string;
  /** Where the real value goes. */
  replaceIn: string;
  pattern: RegExp;
}

/** The case-study clients are real (the specification names them); the other logos are invented. */
const caseClients = new Set(readCaseStudies().map((study) => study.facts.clientName));
const inventedClients = clientLogos.filter((logo) => !caseClients.has(logo.name)).map((logo) => logo.name);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (names: readonly string[]) => new RegExp(names.map(escape).join("|"));

export const placeholders: readonly Placeholder[] = [
  { what: "the agency's name", replaceIn: "src/config/site.ts: name, legalName", pattern: /Agency Name/ },
  {
    what: "example.com addresses and links",
    replaceIn: "src/config/site.ts (email, origin); src/content/cases/: every url and websiteUrl",
    pattern: /\bexample\.com\b/,
  },
  {
    what: "LinkedIn pages named example",
    replaceIn: "src/config/site.ts: companyPageUrl, founders' profileUrl",
    pattern: /linkedin\.com\/(?:company\/example|in\/example-(?:one|two))\b/,
  },
  { what: "the founders", replaceIn: "src/config/site.ts: founders (name, initials, imagePath, profileUrl)", pattern: /Founder (?:One|Two)/ },
  { what: "office street addresses", replaceIn: "src/config/site.ts: offices (street, postalCode)", pattern: /Via Example|Example (?:Street|Road)/ },
  {
    what: "invented press outlets",
    replaceIn: "src/content/logos.ts: pressOutlets, and their SVGs in public/images/press/",
    pattern: anyOf(pressOutlets.map((outlet) => outlet.name)),
  },
  {
    what: "invented clients",
    replaceIn: "src/content/logos.ts: clientLogos other than the case-study clients, and their SVGs in public/images/clients/",
    pattern: anyOf(inventedClients),
  },
];

/** What visitors and crawlers receive: pages, sitemap, robots, share-image names and the artwork's text. */
const SHOWN = /\.(?:html|xml|txt|json|svg|webmanifest)$/;

export interface Finding {
  placeholder: Placeholder;
  /** Files under the scanned folder that show it, relative to it. */
  files: string[];
}

export async function findPlaceholders(dir: string): Promise<Finding[]> {
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
  if (found.length === 0) {
    console.log(`No placeholder left in ${path.relative(process.cwd(), dir) || dir}: ready to go live.`);
    return;
  }
  console.log(`Placeholders still shown in ${path.relative(process.cwd(), dir) || dir}:\n`);
  for (const { placeholder, files } of found) {
    const shown = files.slice(0, 3).join(", ") + (files.length > 3 ? `, and ${files.length - 3} more` : "");
    console.log(`✗ ${placeholder.what} — in ${files.length} file${files.length === 1 ? "" : "s"} (${shown})\n    replace in ${placeholder.replaceIn}`);
  }
  console.log(`\n${found.length} kind${found.length === 1 ? "" : "s"} of placeholder left; replace them, run \`npm run build\`, then this again.`);
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
