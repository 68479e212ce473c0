// Build-time only (through scripts/photos/vite-plugin.ts): turns the photos in src/assets/photos/ and its
// folders (where the content editor puts an uploaded photo) into AVIF and WebP at a few widths with
// content-hashed names, and describes them for the app (~/lib/photo).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Photo, PhotoSource } from "~/lib/photo";

/**
 * From a phone's small avatar to a full-width picture on a large screen at 1x; more steps would add
 * files and build time for savings of a few kilobytes.
 */
export const PHOTO_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;

export const PHOTO_FORMATS = [
  { type: "image/avif", extension: "avif", encode: (image: sharp.Sharp) => image.avif({ quality: 50 }) },
  { type: "image/webp", extension: "webp", encode: (image: sharp.Sharp) => image.webp({ quality: 75 }) },
] as const satisfies readonly { type: PhotoSource["type"]; extension: string; encode: (image: sharp.Sharp) => sharp.Sharp }[];

/** Raise when the widths, formats or quality change: the cached outputs of the old settings are then ignored. */
const SETTINGS_VERSION = 1;
const SOURCE_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"]);

export interface GeneratedPhotos {
  /**
   * By path in the source folder, with forward slashes (`founder-one.jpg`, `founders/0/photo.jpg`), as the
   * brand facts name them (src/content/brand/brand.json).
   */
  photos: Record<string, Photo>;
  /** Every file the photos refer to, by name, in `outDir`. */
  files: string[];
}

export interface PhotoOptions {
  sourceDir: string;
  /** Receives the encoded files; a source unchanged since an earlier run is not encoded again. */
  outDir: string;
  /** The URL path the files are served under, ending in a slash. */
  urlPrefix: string;
}

/** The widths to make of an original `width` pixels wide: never wider than it, and at least one. */
export function photoWidths(width: number): number[] {
  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!);
  return [...PHOTO_WIDTHS.filter((candidate) => candidate < largest), largest];
}

function contentHash(parts: (Buffer | string)[], length: number) {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("base64url").slice(0, length);
}

/** A URL-safe base name, folders included: `Founder One.JPG` → `founder-one`, `founders/0/photo.jpg` → `founders-0-photo`. */
function baseName(fileName: string) {
  const stem = fileName.slice(0, -path.extname(fileName).length || undefined);
  return (
    stem
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "photo"
  );
}

interface CachedPhoto {
  photo: Photo;
  files: string[];
}

async function encodePhoto(source: Buffer, fileName: string, { outDir, urlPrefix }: PhotoOptions): Promise<CachedPhoto> {
  const { width, height } = (await sharp(source).metadata()).autoOrient;
  const files: string[] = [];
  const sources: PhotoSource[] = [];
  for (const format of PHOTO_FORMATS) {
    const candidates: string[] = [];
    for (const targetWidth of photoWidths(width)) {
      // EXIF orientation applied, then dropped by the encoder with the rest of the metadata (camera, place).
      const encoded = await format.encode(sharp(source).autoOrient().resize({ width: targetWidth })).toBuffer();
      const file = `${baseName(fileName)}-${targetWidth}-${contentHash([encoded], 10)}.${format.extension}`;
      await writeFile(path.join(outDir, file), encoded);
      files.push(file);
      candidates.push(`${urlPrefix}${file} ${targetWidth}w`);
    }
    sources.push({ type: format.type, srcSet: candidates.join(", ") });
  }
  const largestWebp = files.filter((file) => file.endsWith(".webp")).at(-1)!;
  return { photo: { width, height, src: urlPrefix + largestWebp, sources }, files };
}

export async function generatePhotos(options: PhotoOptions): Promise<GeneratedPhotos> {
  const { sourceDir, outDir, urlPrefix } = options;
  const generated: GeneratedPhotos = { photos: {}, files: [] };
  if (!existsSync(sourceDir)) return generated;
  await mkdir(outDir, { recursive: true });
  const names = (await readdir(sourceDir, { recursive: true }))
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => SOURCE_EXTENSIONS.has(path.extname(name).toLowerCase()))
    .sort();
  for (const name of names) {
    const source = await readFile(path.join(sourceDir, name));
    const cacheFile = path.join(outDir, `${contentHash([JSON.stringify([SETTINGS_VERSION, name, urlPrefix]), source], 20)}.json`);
    let cached: CachedPhoto | undefined;
    if (existsSync(cacheFile)) {
      const previous = JSON.parse(await readFile(cacheFile, "utf8")) as CachedPhoto;
      if (previous.files.every((file) => existsSync(path.join(outDir, file)))) cached = previous;
    }
    if (!cached) {
      cached = await encodePhoto(source, name, options);
      await writeFile(cacheFile, JSON.stringify(cached));
    }
    generated.photos[name] = cached.photo;
    generated.files.push(...cached.files);
  }
  return generated;
}
