import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { suppliedClientLogos, suppliedPressOutlets, suppliedRating, suppliedTestimonials } from "~/test-support/supplied-proof";
import { findPlaceholders, missingProof, placeholdersIn, replaceIn } from "./brand-check";

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

  it("lists each testimonial, rating and logo kind the site shows none or too few of, and the logo mark, with where to add it and its source", () => {
    const caseClients = suppliedClientLogos.slice(0, 5);
    expect(missingProof({ reviews: { ratings: [], testimonials: [] }, clients: caseClients, press: [], logoMark: undefined })).toEqual([
      {
        what: "testimonials: none supplied (the section is hidden)",
        addIn: `src/content/home/reviews.yaml (editor: "Home page · reviews and testimonials"): each with the person's name, company and written permission`,
      },
      {
        what: "rating: not supplied (the hero shows none)",
        addIn: `src/content/home/reviews.yaml (editor: "Home page · reviews and testimonials"): the platform's rating, its scale and the link to its page`,
      },
      {
        what: "client logos: 5 of the 20 the carousel is laid out for",
        addIn: `src/content/logos/logos.json (editor: "Client and press logos"), clients: each with the client's written permission`,
      },
      {
        what: "press outlets: none supplied (the proof strip under the hero shows none)",
        addIn: `src/content/logos/logos.json (editor: "Client and press logos"), press: each with the link to its article about us`,
      },
      {
        what: "logo mark: none uploaded (the header, the footer and the browser tab show the name's first letter)",
        addIn: `src/content/brand/brand.json (editor: "Brand facts"), logoMark: the agency's square mark, an SVG or an image of at least 512 × 512 px`,
      },
    ]);
  });

  it("lists nothing missing once the agency has supplied them all", () => {
    expect(
      missingProof({
        reviews: { ratings: [suppliedRating], testimonials: suppliedTestimonials.slice(0, 1) },
        clients: suppliedClientLogos,
        press: suppliedPressOutlets,
        logoMark: "/images/brand/logoMark.svg",
      }),
    ).toEqual([]);
  });

  it("fails, listing the five, for a site built with no placeholder but none of them supplied", async () => {
    const run = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/brand-check.ts", await site({ "it/index.html": "<title>Rossi PR</title>" })], {
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("✗ testimonials: none supplied");
    expect(run.stdout).toContain("✗ rating: not supplied");
    expect(run.stdout).toMatch(/✗ client logos: \d+ of the 20/);
    expect(run.stdout).toContain("✗ press outlets: none supplied");
    expect(run.stdout).toContain("✗ logo mark: none uploaded");
    expect(run.stdout).toContain('add in src/content/home/reviews.yaml (editor: "Home page · reviews and testimonials")');
  });
});
