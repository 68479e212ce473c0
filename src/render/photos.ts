import photos from "virtual:photos";
import type { Photo } from "~/lib/photo";

/**
 * A photo of src/assets/photos/ by its file name. Resolved on the server (in page shells), so the manifest of
 * every photo never reaches the browser; a name with no file stops the build's prerendering and says why.
 */
export function photo(fileName: string): Photo {
  const found = photos[fileName];
  if (!found) {
    const known = Object.keys(photos).join(", ") || "none";
    throw new Error(
      `No photo "${fileName}" in src/assets/photos/ (there: ${known}); check the photo named in src/content/brand/brand.json (or upload it again in the editor, "Brand facts").`,
    );
  }
  return found;
}
