import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import path from "node:path";
import { readCaseSlugs } from "~/content/cases/files";
import { parseContent } from "~/content/parse-content";
import { suppliedPressOutlets } from "~/test-support/supplied-proof";
import data from "./logos.json" with { type: "json" };
import { LOGOS_FILE, logosSchema } from "./schema";

const logosWith = (change: (logos: typeof data) => void) => {
  const logos = structuredClone(data);
  change(logos);
  return () => parseContent(logosSchema, logos, LOGOS_FILE);
};

describe("the logos' schema", () => {
  it("takes the committed file, whose every picture is in public/", () => {
    const logos = parseContent(logosSchema, data, LOGOS_FILE);
    for (const { image } of [...logos.clients, ...logos.press]) expect(existsSync(path.join("public", image)), image).toBe(true);
  });

  it("stops on two logos with the same short name, which would share a picture", () => {
    expect(logosWith((logos) => (logos.clients[1]!.slug = logos.clients[0]!.slug))).toThrow(
      `${LOGOS_FILE}: clients.1.slug: another client has the short name "criptomining": each needs its own`,
    );
  });

  it("stops on a picture outside its folder and on a missing name, which screen readers say in the logo's place", () => {
    expect(logosWith((logos) => (logos.clients[0]!.image = "/images/press/zte/image.svg"))).toThrow(
      `${LOGOS_FILE}: clients.0.image: a picture under public/images/clients/`,
    );
    expect(logosWith((logos) => (logos.press = [{ ...suppliedPressOutlets[0]!, name: " " }] as never))).toThrow(`${LOGOS_FILE}: press.0.name: write the name`);
  });

  it("stops on a client logo without its source, and on a press logo without the article that mentions us", () => {
    expect(logosWith((logos) => delete (logos.clients[0] as { source?: unknown }).source)).toThrow(
      `${LOGOS_FILE}: clients.0.source: say why the logo may be shown: the case study with this client, or the client's permission`,
    );
    const { article: _article, ...unsourced } = suppliedPressOutlets[0]!;
    expect(logosWith((logos) => (logos.press = [unsourced] as never))).toThrow(`${LOGOS_FILE}: press.0.article: an https address anyone can open`);
  });

  it("names, for each client shown as a case study's, a case study there is", () => {
    const cases = readCaseSlugs() as string[];
    const caseSources = parseContent(logosSchema, data, LOGOS_FILE).clients.flatMap(({ source }) =>
      source.discriminant === "caseStudy" ? [source.value] : [],
    );
    for (const slug of caseSources) expect(cases, slug).toContain(slug);
  });
});
