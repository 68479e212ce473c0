import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import { photoWidths, type Photo, type PhotoSource } from "~/lib/photo";

/**
 * The photos in src/assets/photos/ and its folders (where the content editor puts an upload), by their
 * path there. Imported as Astro images: the build encodes only those a page asks for (`photo()`).
 */
const originals = import.meta.glob<ImageMetadata>("/src/assets/photos/**/*.{jpg,jpeg,png,webp,avif,tiff,JPG,JPEG,PNG,WEBP,AVIF,TIFF}", {
  eager: true,
  import: "default",
});

/** Best first: a browser takes the first type it supports. Quality where the files stop looking softer. */
const FORMATS = [
  { format: "avif", type: "image/avif", quality: 50 },
  { format: "webp", type: "image/webp", quality: 75 },
] as const satisfies readonly { format: string; type: PhotoSource["type"]; quality: number }[];

/**
 * A photo of src/assets/photos/ by its path there (`founders/0/photo.jpg`), as AVIF and WebP at the
 * widths of `photoWidths`, EXIF orientation applied and metadata dropped (Astro's sharp service), in
 * content-hashed files under /_astro/. Called from prerendered page shells only: the build writes the
 * files then, and the site answers no on-demand `/_image` (./no-image-endpoint.ts). A name with no file
 * stops the build and says why.
 */
export async function photo(fileName: string): Promise<Photo> {
  const original = originals[`/src/assets/photos/${fileName}`];
  if (!original) {
    const known =
      Object.keys(originals)
        .map((file) => file.replace("/src/assets/photos/", ""))
        .join(", ") || "none";
    throw new Error(
      `No photo "${fileName}" in src/assets/photos/ (there: ${known}); check the photo named in src/content/ (or upload it again in the editor).`,
    );
  }
  const widths = photoWidths(original.width);
  const largest = widths.at(-1)!;
  const sources = await Promise.all(
    FORMATS.map(async ({ format, type, quality }): Promise<PhotoSource> => {
      const { srcSet } = await getImage({ src: original, format, quality, width: largest, widths });
      return { type, srcSet: srcSet.attribute };
    }),
  );
  const fallback = await getImage({ src: original, format: "webp", quality: 75, width: largest });
  return { width: original.width, height: original.height, src: fallback.src, sources };
}
