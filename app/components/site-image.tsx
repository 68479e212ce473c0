import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ImageOff } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useImageOverride } from "~/hooks/use-image-override";
import { avatarOverrideKeys, imageOverrideKeys } from "~/lib/image-overrides";
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
    if (!image.complete) set("loading");
    else set(image.naturalWidth > 0 ? "loaded" : "failed");
  }, [set]);
  return { status, ref, onLoad: () => set("loaded"), onError: () => set("failed") };
}

export interface SiteImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Eager for pictures in the first screen; lazy (the default) for everything below it. */
  loading?: "eager" | "lazy";
  className?: string;
  imageClassName?: string;
  /** What to show when the picture fails; by default an icon and the alt text. */
  fallback?: ReactNode;
}

/** A picture with a skeleton while loading, a fade-in, a failure placeholder and a stored override. */
export function SiteImage({ src, alt, width, height, loading = "lazy", className, imageClassName, fallback }: SiteImageProps) {
  const override = useImageOverride(imageOverrideKeys(alt));
  const shownSrc = override ?? src;
  const { status, ref, onLoad, onError } = useImageStatus(shownSrc);

  return (
    <span className={cn("relative block overflow-hidden", className)} data-status={status}>
      {status === "loading" ? <span aria-hidden="true" className="absolute inset-0 animate-pulse rounded-[inherit] bg-slate-200" /> : null}
      {status === "failed" ? (
        (fallback ?? (
          <span role="img" aria-label={alt} className="flex h-full min-h-16 w-full flex-col items-center justify-center gap-1 rounded-[inherit] bg-slate-100 p-2 text-center text-xs text-slate-600">
            <Icon node={ImageOff} aria-hidden="true" className="size-5" />
            <span aria-hidden="true">{alt}</span>
          </span>
        ))
      ) : (
        <img
          key={shownSrc}
          ref={ref}
          src={shownSrc}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          decoding="async"
          onLoad={onLoad}
          onError={onError}
          className={cn("w-full transition-opacity duration-500", status === "loading" ? "opacity-0" : "opacity-100", imageClassName)}
        />
      )}
    </span>
  );
}

export interface AvatarProps {
  name: string;
  initials: string;
  /** Path under /public, or null for the initials. */
  imagePath: string | null;
  /** Background classes of the initials circle (a colour or a gradient). */
  colorClass: string;
  size: number;
  className?: string;
}

/** Spec, section 4: a valid stored image, else the given path, else the initials. */
export function Avatar({ name, initials, imagePath, colorClass, size, className }: AvatarProps) {
  const override = useImageOverride(avatarOverrideKeys(name));
  const src = override ?? imagePath;
  const { status, ref, onLoad, onError } = useImageStatus(src);
  const style = { width: size, height: size };

  if (!src || status === "failed") {
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
  return (
    <img
      key={src}
      ref={ref}
      src={src}
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
    />
  );
}
