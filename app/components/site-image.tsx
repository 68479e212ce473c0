import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from "react";
import { preload } from "react-dom";
import { ImageOff } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useImageOverride } from "~/hooks/use-image-override";
import { avatarOverrideKeys, imageOverrideKeys } from "~/lib/image-overrides";
import { loadWhenNear } from "~/lib/load-when-near";
import type { ImageSource, Photo } from "~/lib/photo";
import { cn } from "~/lib/utils";

/**
 * "server": rendered by the server, shown as is (also without JavaScript). After hydration an image that
 * has not arrived yet shows a skeleton and fades in; one that fails shows a placeholder.
 */
type ImageStatus = "server" | "loading" | "loaded" | "failed";

function useImageStatus(src: string | null) {
  const [state, setState] = useState<{ src: string | null; status: ImageStatus }>({ src, status: "server" });
  const status = state.src === src ? state.status : "loading";
  const set = useCallback((next: ImageStatus) => setState({ src, status: next }), [src]);
  const ref = useRef<HTMLImageElement>(null);

  // Load and error events can fire before hydration attaches handlers, so read the element's state too.
  // In an effect, not a ref callback: a state update during the commit would re-render the whole page
  // synchronously in the hydration task, one long task for some forty pictures.
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    if (image.complete) return set(image.naturalWidth > 0 ? "loaded" : "failed");
    set("loading");
    if (image.getAttribute("loading") === "lazy") return loadWhenNear(image);
  }, [set]);
  return { status, ref, onLoad: () => set("loaded"), onError: () => set("failed") };
}

/** The URL that names a source: its own for a path, the fallback's for a photo. */
function sourceUrl(source: ImageSource): string {
  return typeof source === "string" ? source : source.src;
}

/** A photo's img inside a picture that offers its AVIF and WebP files; any other source is the img alone. */
function withPhotoSources(source: ImageSource, sizes: string, image: ReactElement) {
  if (typeof source === "string") return image;
  return (
    <picture key={source.src}>
      {source.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}

/**
 * Names the picture in the document's head, so the browser fetches it before it has laid out the page.
 * For a photo only the AVIF is named: a browser without AVIF skips the preload by its type and takes the
 * WebP from the markup, where naming both would make one that has both fetch both.
 */
function preloadImage(source: ImageSource, sizes: string) {
  if (typeof source === "string") return preload(source, { as: "image", fetchPriority: "high" });
  const [best] = source.sources;
  if (best) preload(source.src, { as: "image", type: best.type, imageSrcSet: best.srcSet, imageSizes: sizes, fetchPriority: "high" });
}

/** A path needs its size; a photo brings its own. */
type SiteImageSource = { src: string; width: number; height: number } | { src: Photo; width?: never; height?: never };

export type SiteImageProps = SiteImageSource & {
  alt: string;
  /**
   * Lazy (the default) for everything below the first screen: it starts within two viewport heights.
   * Eager for pictures in the first screen.
   */
  loading?: "eager" | "lazy";
  /** The page's largest picture (its LCP): eager, fetched first and named in the head. */
  priority?: boolean;
  /** How wide a photo is shown (the img's `sizes`), so the browser picks the right file. */
  sizes?: string;
  className?: string;
  imageClassName?: string;
  /** What to show when the picture fails; by default an icon and the alt text. */
  fallback?: ReactNode;
};

/**
 * A picture with a skeleton while loading, a fade-in, a failure placeholder and a stored override. A photo
 * becomes a picture of AVIF and WebP files; a stored override (a data or http URL) is a plain img.
 */
export function SiteImage({ src, alt, width, height, loading = "lazy", priority = false, sizes = "100vw", className, imageClassName, fallback }: SiteImageProps) {
  const override = useImageOverride(imageOverrideKeys(alt));
  const shown: ImageSource = override ?? src;
  const { status, ref, onLoad, onError } = useImageStatus(sourceUrl(shown));
  if (priority) preloadImage(src, sizes);

  return (
    <span className={cn("relative block overflow-hidden", className)} data-status={status}>
      {status === "loading" ? <span aria-hidden="true" className="absolute inset-0 animate-pulse rounded-[inherit] bg-slate-200" /> : null}
      {status === "failed"
        ? (fallback ?? (
            <span role="img" aria-label={alt} className="flex h-full min-h-16 w-full flex-col items-center justify-center gap-1 rounded-[inherit] bg-slate-100 p-2 text-center text-xs text-slate-600">
              <Icon node={ImageOff} aria-hidden="true" className="size-5" />
              <span aria-hidden="true">{alt}</span>
            </span>
          ))
        : withPhotoSources(
            shown,
            sizes,
            <img
              key={sourceUrl(shown)}
              ref={ref}
              src={sourceUrl(shown)}
              alt={alt}
              width={typeof shown === "string" ? width : shown.width}
              height={typeof shown === "string" ? height : shown.height}
              loading={priority ? "eager" : loading}
              fetchPriority={priority ? "high" : undefined}
              decoding="async"
              onLoad={onLoad}
              onError={onError}
              className={cn("w-full transition-opacity duration-500", status === "loading" ? "opacity-0" : "opacity-100", imageClassName)}
            />,
          )}
    </span>
  );
}

export interface AvatarProps {
  name: string;
  initials: string;
  /** A photo, a path under /public, or null for the initials. */
  image: ImageSource | null;
  /** Background classes of the initials circle (a colour or a gradient). */
  colorClass: string;
  size: number;
  className?: string;
}

/** Spec, section 4: a valid stored image, else the given path, else the initials. */
export function Avatar({ name, initials, image, colorClass, size, className }: AvatarProps) {
  const override = useImageOverride(avatarOverrideKeys(name));
  const shown = override ?? image;
  const { status, ref, onLoad, onError } = useImageStatus(shown && sourceUrl(shown));
  const style = { width: size, height: size };

  if (!shown || status === "failed") {
    return (
      <span
        aria-hidden="true"
        data-avatar="initials"
        style={style}
        className={cn("inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white", colorClass, className)}
      >
        {initials}
      </span>
    );
  }
  // The photo covers the circle: a landscape one is shown wider than the circle, by its aspect ratio.
  const shownWidth = typeof shown === "string" ? size : Math.ceil(size * Math.max(1, shown.width / shown.height));
  return withPhotoSources(
    shown,
    `${shownWidth}px`,
    <img
      key={sourceUrl(shown)}
      ref={ref}
      src={sourceUrl(shown)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onLoad={onLoad}
      onError={onError}
      data-avatar="image"
      style={style}
      className={cn("shrink-0 rounded-full object-cover", status === "loading" ? "animate-pulse bg-slate-200" : "", className)}
    />,
  );
}
