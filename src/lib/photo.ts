/**
 * A raster photo from src/assets/photos/, turned into AVIF and WebP at several widths by the build
 * (scripts/photos/): what a `<picture>` needs to let the browser pick the smallest file that is sharp
 * enough, and the intrinsic size that reserves its box before it arrives.
 */
export interface Photo {
  /** The original's size after EXIF rotation, in pixels: the img's width and height attributes. */
  width: number;
  height: number;
  /** The largest WebP, for a browser that cannot choose from the sources. */
  src: string;
  /** Best format first (AVIF, then WebP): a browser takes the first whose type it supports. */
  sources: PhotoSource[];
}

export interface PhotoSource {
  type: "image/avif" | "image/webp";
  /** `url 320w, url 640w, …`, smallest first. */
  srcSet: string;
}

/** A path or URL (SVG wordmarks, stored overrides) for a plain img, or a photo for a picture. */
export type ImageSource = string | Photo;
