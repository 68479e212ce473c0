import { mkdtempSync, readdirSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { generatePhotos, PHOTO_WIDTHS, photoWidths } from "./generate";

let root: string;
let sourceDir: string;
let outDir: string;
const urlPrefix = "/assets/photos/";

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), "photos-test-"));
  sourceDir = path.join(root, "photos");
  outDir = path.join(root, "out");
  await mkdir(sourceDir);
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A JPEG of a colour gradient, `width` × `height` pixels as stored; EXIF orientation 6 shows it turned. */
async function writeJpeg(name: string, width: number, height: number, { orientation = 1, red = 200 } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([red, (i % width) % 256, Math.floor(i / width) % 256], i * 3);
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
  await mkdir(path.dirname(path.join(sourceDir, name)), { recursive: true });
  await writeFile(path.join(sourceDir, name), jpeg);
}

/** The URL and width of every candidate in a srcset. */
function candidates(srcSet: string) {
  return srcSet.split(", ").map((candidate) => {
    const [url = "", descriptor = ""] = candidate.split(" ");
    return { url, width: Number(descriptor.replace(/w$/, "")) };
  });
}

describe("photoWidths", () => {
  it("never makes a file wider than the original, and always at least one", () => {
    expect(photoWidths(4000)).toEqual([...PHOTO_WIDTHS]);
    expect(photoWidths(700)).toEqual([160, 320, 640, 700]);
    expect(photoWidths(640)).toEqual([160, 320, 640]);
    expect(photoWidths(90)).toEqual([90]);
  });
});

describe("generatePhotos", () => {
  it("makes AVIF then WebP at each width, in files whose size and format match the manifest", async () => {
    await writeJpeg("Founder One.jpg", 1000, 600);
    const { photos, files } = await generatePhotos({ sourceDir, outDir, urlPrefix });

    const photo = photos["Founder One.jpg"]!;
    expect(photo).toMatchObject({ width: 1000, height: 600 });
    expect(photo.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of photo.sources) {
      const listed = candidates(source.srcSet);
      expect(listed.map((candidate) => candidate.width)).toEqual([160, 320, 640, 960, 1000]);
      for (const { url, width } of listed) {
        expect(url).toMatch(/^\/assets\/photos\/founder-one-\d+-[\w-]{10}\.(avif|webp)$/);
        const file = path.basename(url);
        expect(files).toContain(file);
        const metadata = await sharp(path.join(outDir, file)).metadata();
        expect(metadata.format).toBe(source.type === "image/avif" ? "heif" : "webp");
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(Math.round((width * 600) / 1000));
      }
    }
    expect(photo.src).toBe(candidates(photo.sources[1]!.srcSet).at(-1)!.url);
    expect(files).toHaveLength(10);
  });

  it("takes the size as shown (EXIF orientation) and never upscales a small photo", async () => {
    await writeJpeg("turned.jpg", 300, 100, { orientation: 6 });
    const photo = (await generatePhotos({ sourceDir, outDir, urlPrefix })).photos["turned.jpg"]!;
    expect(photo).toMatchObject({ width: 100, height: 300 });
    for (const source of photo.sources) expect(candidates(source.srcSet).map((candidate) => candidate.width)).toEqual([100]);
    const file = path.join(outDir, path.basename(photo.src));
    expect(await sharp(file).metadata()).toMatchObject({ width: 100, height: 300 });
  });

  it("names files by their content: the same photo gives the same names, a changed one new names", async () => {
    await writeJpeg("portrait.jpg", 400, 400);
    const first = await generatePhotos({ sourceDir, outDir, urlPrefix });
    await rm(outDir, { recursive: true });
    const again = await generatePhotos({ sourceDir, outDir, urlPrefix });
    expect(again).toEqual(first);

    await writeJpeg("portrait.jpg", 400, 400, { red: 20 });
    const changed = await generatePhotos({ sourceDir, outDir, urlPrefix });
    expect(changed.files.filter((file) => first.files.includes(file))).toEqual([]);
    expect(changed.files).toHaveLength(first.files.length);
  });

  it("reuses the files of an unchanged photo instead of encoding it again", async () => {
    await writeJpeg("portrait.jpg", 400, 400);
    const first = await generatePhotos({ sourceDir, outDir, urlPrefix });
    const marker = Buffer.from("kept");
    const reused = path.join(outDir, first.files[0]!);
    await writeFile(reused, marker);
    expect(await generatePhotos({ sourceDir, outDir, urlPrefix })).toEqual(first);
    expect(await readFile(reused)).toEqual(marker);
  });

  it("takes a photo in a folder, where the content editor puts an upload, by its path in the photos folder", async () => {
    await writeJpeg("founders/0/photo.jpg", 200, 200);
    const { photos } = await generatePhotos({ sourceDir, outDir, urlPrefix });
    expect(Object.keys(photos)).toEqual(["founders/0/photo.jpg"]);
    expect(photos["founders/0/photo.jpg"]!.src).toMatch(/^\/assets\/photos\/founders-0-photo-200-[\w-]{10}\.webp$/);
  });

  it("ignores files that are not photos, and a missing folder means no photos", async () => {
    await writeFile(path.join(sourceDir, "README.md"), "notes");
    expect(await generatePhotos({ sourceDir, outDir, urlPrefix })).toEqual({ photos: {}, files: [] });
    expect(readdirSync(outDir)).toEqual([]);
    expect(await generatePhotos({ sourceDir: path.join(root, "absent"), outDir, urlPrefix })).toEqual({ photos: {}, files: [] });
  });
});
