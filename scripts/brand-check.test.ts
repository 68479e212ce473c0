import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findPlaceholders, placeholdersIn, replaceIn } from "./brand-check";

describe("the go-live brand check", () => {
  let dir = "";
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function site(files: Record<string, string>) {
    dir = await mkdtemp(path.join(tmpdir(), "brand-check-"));
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
    return dir;
  }

  it("names every kind of placeholder a page, the sitemap or an artwork still shows, and where", async () => {
    const found = await findPlaceholders(
      await site({
        "it/index.html": '<title>Agency Name</title><a href="mailto:hello@example.com">e-mail</a><p>Via Example 1, 20121 Milano</p>',
        "sitemap.xml": "<loc>https://www.example.com/it</loc>",
        "images/press/outlet.svg": "<svg><text>La Gazzetta Nazionale</text></svg>",
        "images/clients/client.svg": "<svg><text>Nordlight Energy</text></svg>",
        "en/index.html": '<p>Founder One</p><a href="https://www.linkedin.com/in/example-one">profile</a>',
        "fr/index.html": '<a href="https://www.linkedin.com/company/example">LinkedIn</a>',
        "_astro/app.js": "Agency Name",
      }),
    );
    expect(Object.fromEntries(found.map(({ placeholder, files }) => [placeholder.what, files]))).toEqual({
      "the agency's name": ["it/index.html"],
      "example.com addresses and links": ["it/index.html", "sitemap.xml"],
      "LinkedIn pages named example": ["en/index.html", "fr/index.html"],
      "the founders": ["en/index.html"],
      "office street addresses": ["it/index.html"],
      "invented press outlets": ["images/press/outlet.svg"],
      "invented clients": ["images/clients/client.svg"],
    });
  });

  it("finds nothing once the real brand is in, the case-study clients included", async () => {
    expect(
      await findPlaceholders(
        await site({
          "it/index.html":
            '<title>Rossi PR</title><p>AirHelp, ZTE, Xtribe</p><a href="https://rossi-pr.it">sito</a><a href="https://www.linkedin.com/company/rossi-pr">LinkedIn</a><a href="https://www.linkedin.com/in/examplewoman">Maria</a>',
        }),
      ),
    ).toEqual([]);
  });

  it("never takes the agency's own logos for placeholders, nor flags anything when it lists no press", async () => {
    const ownLogos = [{ file: "logos.json", data: { clients: [{ name: "Pastificio Rossi" }, { name: "AirHelp" }], press: [] } }];
    const page = await site({ "it/index.html": "<p>Pastificio Rossi</p><p>AirHelp</p><p>Corriere Economia</p>" });
    expect(await findPlaceholders(page, placeholdersIn(ownLogos))).toEqual([]);
  });

  it("says which fields of which file hold a placeholder now, and what else to change", () => {
    const files = [
      {
        file: "brand.json",
        data: { name: "Rossi PR", founders: [{ name: "Founder One" }, { name: "Maria Rossi" }, { name: "Founder Two" }], foundedYear: 2019 },
      },
      { file: "logos.json", data: { clients: [{ name: "AirHelp" }] } },
    ];
    expect(replaceIn(/Founder (?:One|Two)/, { note: "and their photos", elsewhere: "the case studies" }, files)).toBe(
      "brand.json: founders.0.name, founders.2.name (and their photos); the case studies",
    );
    expect(replaceIn(/Agency Name/, {}, files)).toBe("");
  });
});
