import type { ReactNode } from "react";
import { ImageOff } from "lucide";
import { Icon } from "./ui/icon";
import { avatarOverrideKeys, imageOverrideKeys } from "~/lib/image-overrides";
import type { ImageSource, Photo } from "~/lib/photo";
import { cn } from "~/lib/utils";

/**
 * The markup src/browser/images.ts works on: the container names the stored overrides it may show
 * (spec, section 3) and keeps in a <template> what replaces the picture when it fails, so the fallback
 * is neither painted nor counted among the page's elements until then. A picture without a fallback of
 * its own shows the page's one default (DefaultImageFallback) with its name. As served (and without
 * JavaScript) the picture is a plain img; the script adds the skeleton and fade while it loads.
 */
function imageContainerAttributes(overrideKeys: readonly string[]): Record<string, string> {
  return { "data-image": "", "data-override-keys": JSON.stringify(overrideKeys) };
}

/** A photo's img inside a picture that offers its AVIF and WebP files; any other source is the img alone. */
function withPhotoSources(source: ImageSource, sizes: string, image: ReactNode) {
  if (typeof source === "string") return image;
  return (
    <picture>
      {source.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}

const sourceUrl = (source: ImageSource) => (typeof source === "string" ? source : source.src);

/** A path needs its size; a photo brings its own. */
type SiteImageSource = { src: string; width: number; height: number } | { src: Photo; width?: never; height?: never };

export type SiteImageProps = SiteImageSource & {
  alt: string;
  /**
   * The picture only illustrates words next to it (a card's heading names the same thing): it is shown
   * with an empty alt, so a screen reader does not hear the name twice, and `alt` only keys its stored
   * override.
   */
  decorative?: boolean;
  /** How wide a photo is shown (the img's `sizes`), so the browser picks the right file. */
  sizes?: string;
  className?: string;
  imageClassName?: string;
  /** What to show when the picture fails; by default an icon and the alt text (DefaultImageFallback). */
  fallback?: ReactNode;
};

/** A picture below the first screen: lazy, with a skeleton, a fade-in, a failure placeholder and a stored override. */
export function SiteImage({ src, alt, decorative = false, width, height, sizes = "100vw", className, imageClassName, fallback }: SiteImageProps) {
  return (
    <span
      {...imageContainerAttributes(imageOverrideKeys(alt))}
      {...(fallback ? {} : { "data-image-name": alt, "data-image-decorative": decorative ? "" : undefined })}
      className={cn("group/image relative block overflow-hidden", className)}
    >
      <span aria-hidden="true" className="absolute inset-0 hidden animate-pulse rounded-[inherit] bg-slate-200 group-data-[status=loading]/image:block" />
      {withPhotoSources(
        src,
        sizes,
        <img
          src={sourceUrl(src)}
          alt={decorative ? "" : alt}
          width={typeof src === "string" ? width : src.width}
          height={typeof src === "string" ? height : src.height}
          loading="lazy"
          decoding="async"
          className={cn("w-full transition-opacity duration-500 group-data-[status=loading]/image:opacity-0", imageClassName)}
        />,
      )}
      {fallback ? <template data-image-fallback>{fallback}</template> : null}
    </span>
  );
}

/**
 * What a picture without a fallback of its own shows when it fails: an icon and its name, which
 * src/browser/images.ts fills in (and names the box, unless the picture is decorative). Once in a page
 * that has such pictures (the home page), not once per picture: its two dozen cards and client logos
 * carried 17 KB of copies of it.
 */
export function DefaultImageFallback() {
  return (
    <template id="default-image-fallback">
      <span className="flex h-full min-h-16 w-full flex-col items-center justify-center gap-1 rounded-[inherit] bg-slate-100 p-2 text-center text-xs text-slate-600">
        <Icon node={ImageOff} aria-hidden="true" className="size-5" />
        <span aria-hidden="true" data-image-name />
      </span>
    </template>
  );
}

export interface AvatarProps {
  name: string;
  initials: string;
  /** A photo, a path under /public, or null for the initials. */
  image: ImageSource | null;
  /** Background classes of the initials circle (a colour or a gradient). */
  colorClass: string;
  /** The circle's diameter; for a portrait, the widest it is shown (it fills its column, 4:5). */
  size: number;
  /** A small circle (testimonials, lists) or a portrait that leads a team card. */
  shape?: "circle" | "portrait";
}

/**
 * Spec, section 4: a valid stored image, else the given picture, else the initials. A stored image
 * becomes an img with the classes in data-image-class (src/browser/images.ts).
 */
export function Avatar({ name, initials, image, colorClass, size, shape = "circle" }: AvatarProps) {
  const portrait = shape === "portrait";
  // A portrait fills its column at 4:5; a circle is its size.
  const style = portrait ? undefined : { width: size, height: size };
  const imageClass = portrait ? "aspect-[4/5] w-full object-cover" : "shrink-0 rounded-full object-cover";
  const initialsBlock = (
    <span
      aria-hidden="true"
      data-avatar="initials"
      style={style}
      className={cn(
        "inline-flex shrink-0 items-center justify-center text-white",
        // Without a photo, a portrait is the initials set large in the display face on the founder's tone.
        portrait ? "aspect-[4/5] w-full font-display text-5xl tracking-tight sm:text-8xl zh:font-bold" : "rounded-full font-bold",
        colorClass,
      )}
    >
      {initials}
    </span>
  );
  // The photo covers the box: a landscape one is fetched wider, by its aspect ratio.
  const height = portrait ? Math.round((size * 5) / 4) : size;
  const shownWidth = image && typeof image !== "string" ? Math.ceil(size * Math.max(1, (image.width / image.height) * (height / size))) : size;
  return (
    <span
      {...imageContainerAttributes(avatarOverrideKeys(name))}
      data-image-class={imageClass}
      data-image-size={size}
      className={portrait ? "flex w-full" : "inline-flex"}
    >
      {image
        ? withPhotoSources(
            image,
            `${shownWidth}px`,
            <img
              src={sourceUrl(image)}
              alt=""
              width={size}
              height={height}
              loading="lazy"
              decoding="async"
              data-avatar="image"
              style={style}
              className={imageClass}
            />,
          )
        : initialsBlock}
      <template data-image-fallback>{initialsBlock}</template>
    </span>
  );
}
