import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SiteConfig } from "~/config/site";
import { MARK_SIZE, monogramOutline } from "~/components/brand-mark";

/** The header's blue, as the layout's theme-color names it: the monogram's tile where no page is behind it. */
const TILE_COLOUR = "#1e3a8a";

/**
 * The header's monogram (~/components/brand-mark) on its own: the same outline, white on the header's blue
 * (an icon loads no web font: set as text, the letter took whatever serif the visitor had).
 */
const monogram = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${MARK_SIZE}" height="${MARK_SIZE}" viewBox="0 0 28 28"><rect width="28" height="28" rx="7" fill="${TILE_COLOUR}"/><path d="${monogramOutline(name)}" fill="#ffffff"/></svg>`;

/**
 * The browser tab's icon, also the logo of the structured data: the uploaded mark (an SVG as it is, an image
 * inside an SVG, since the tab's icon and the structured data name one address), or the name's monogram.
 */
export function tabIcon(brand: Pick<SiteConfig, "name" | "logoMark">, publicDir = "public"): string {
  if (!brand.logoMark) return monogram(brand.name);
  const file = path.join(publicDir, brand.logoMark);
  if (!existsSync(file)) {
    throw new Error(
      `No logo mark ${path.posix.join("public", brand.logoMark)}: upload it again in the editor ("Brand facts"), or take logoMark out of src/content/brand/brand.json.`,
    );
  }
  if (file.endsWith(".svg")) return readFileSync(file, "utf8");
  const type = `image/${path.extname(file).slice(1)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MARK_SIZE}" height="${MARK_SIZE}" viewBox="0 0 ${MARK_SIZE} ${MARK_SIZE}"><image href="data:${type};base64,${readFileSync(file).toString("base64")}" width="${MARK_SIZE}" height="${MARK_SIZE}"/></svg>`;
}
