import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { displayBudgetBytes, displayFile, monogramOutlines, monogramOutlinesFile, subsetDisplay } from "./subset-display";
import { fontsourceRange } from "./subset-inter";

const stylesheet = () => readFile(new URL("../../src/site.css", import.meta.url), "utf8");
const fileName = displayFile.split("/").pop()!;

it("the display face is within the design brief's font budget", async () => {
  expect((await readFile(displayFile)).length).toBeLessThanOrEqual(displayBudgetBytes);
});

it("site.css declares the display face with Fontsource's Latin range, swapped in, one weight", async () => {
  const face = (await stylesheet()).match(/@font-face\s*{[^}]*}/g)?.find((block) => block.includes(fileName)) ?? "";
  const normalized = (range: string) => range.replace(/\s+/g, "").toUpperCase();
  expect(normalized(face.match(/unicode-range:([^;]+);/)?.[1] ?? "")).toBe(normalized(await fontsourceRange("latin")));
  expect(face).toMatch(/font-display:\s*swap;/);
  expect(face).toMatch(/font-weight:\s*400;/);
});

it("the display face is the file the script makes from the installed package", async () => {
  expect((await readFile(displayFile)).equals(await subsetDisplay()), `${fileName} is out of date`).toBe(true);
});

it("the brand mark's outlines are the ones the script draws from the installed package", async () => {
  const committed: unknown = JSON.parse(await readFile(monogramOutlinesFile, "utf8"));
  expect(committed, `${monogramOutlinesFile.split("/").pop()} is out of date: npm run fonts`).toEqual(await monogramOutlines());
});
