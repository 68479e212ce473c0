import photos from "virtual:photos";
import type { Photo } from "~/lib/photo";

/**
 * A photo of app/assets/photos/ by its file name. Resolved on the server (in loaders), so the manifest of
 * every photo never reaches the browser; a name with no file stops the build's prerendering and says why.
 */
export function photo(fileName: string): Photo {
  const found = photos[fileName];
  if (!found) {
    const known = Object.keys(photos).join(", ") || "none";
    throw new Error(`No photo "${fileName}" in app/assets/photos/ (there: ${known}); check the name in app/config/site.ts.`);
  }
  return found;
}
