import { readFile } from "node:fs/promises";
import path from "node:path";
import { imageMetadata } from "astro/assets/utils";

/**
 * The size of a picture of public/ (a case's logo the agency uploads in the editor): its width and height
 * attributes keep the page from moving while it loads. Read at build time, when the pages are prerendered.
 */
export async function publicImage(src: string): Promise<{ src: string; width: number; height: number }> {
  const file = path.join(process.cwd(), "public", src);
  const data = await readFile(file).catch(() => {
    throw new Error(`${src} is not in public/: upload the picture again in the editor, or fix its name`);
  });
  const { width, height } = await imageMetadata(data, src);
  return { src, width, height };
}
