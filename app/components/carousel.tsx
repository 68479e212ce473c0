import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/home";
import { useDeviceClass, useHydrated, usePrefersReducedMotion } from "~/hooks/use-environment";
import { useRotation } from "~/hooks/use-rotation";
import type { DeviceClass } from "~/lib/device";
import { cn } from "~/lib/utils";

/** Spec, section 9: a pointer that moves less than this is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 10;
/** A drag this long turns the page. */
const SWIPE_PX = 50;

export interface CarouselProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Items per page for each device class. */
  perView: Record<DeviceClass, number>;
  /**
   * Layout of all the items before hydration (the server HTML, visitors without JavaScript): every
   * item stays visible rather than hidden on pages nobody can turn.
   */
  staticClassName: string;
  label: string;
  labels: HomeContent["carousel"];
  /** Advance every autoplayMs, wrapping; comes with a pause control (WCAG 2.2.2). */
  autoplayMs?: number;
  /** Where the previous/next buttons appear. */
  arrows: "always" | "non-mobile";
  /** Page buttons; only for carousels with few pages, as each one is a 44 px target. */
  pageButtons?: boolean;
  className?: string;
}

/**
 * A paged carousel: the visible page slides in, the others are inert. Operable with the buttons, the
 * arrow keys while focus is inside, and a swipe. Autoplay pauses on hover, on focus, with reduced
 * motion (until the visitor presses play) and with the pause button.
 */
export function Carousel<T>({
  items,
  itemKey,
  renderItem,
  perView,
  staticClassName,
  label,
  labels,
  autoplayMs,
  arrows,
  pageButtons = false,
  className,
}: CarouselProps<T>) {
  const hydrated = useHydrated();
  const device = useDeviceClass();
  const reducedMotion = usePrefersReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const drag = useRef<{ x: number; moved: boolean } | null>(null);

  const itemsPerPage = perView[device];
  const pageCount = Math.ceil(items.length / itemsPerPage);
  const playing = autoplayMs !== undefined && (playChoice ?? !reducedMotion);
  const { index, next, previous, goTo } = useRotation({
    count: pageCount,
    intervalMs: autoplayMs,
    paused: !playing || hovered || focused,
  });

  if (!hydrated) {
    // The same nesting as the carousel below (region > viewport > track > slide), so that switching to
    // it after hydration updates these elements in place instead of building every slide again.
    return (
      <div role="region" aria-label={label} className={className}>
        <div>
          <div className={staticClassName}>
            {items.map((item, itemIndex) => (
              <div key={itemKey(item)}>{renderItem(item, itemIndex)}</div>
            ))}
          </div>
        </div>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") next();
    else if (event.key === "ArrowLeft") previous();
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    drag.current = { x: event.clientX, moved: false };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current && Math.abs(event.clientX - drag.current.x) > DRAG_THRESHOLD_PX) drag.current.moved = true;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    const distance = event.clientX - start.x;
    if (distance <= -SWIPE_PX) next();
    else if (distance >= SWIPE_PX) previous();
    // Keep `moved` until the click that follows, so a drag over a link does not open it.
    window.setTimeout(() => (drag.current = null), 0);
  };
  const showArrows = pageCount > 1 && (arrows === "always" || device !== "mobile");
  const pageLabel = (page: number) => labels.page.replace("{number}", String(page + 1)).replace("{total}", String(pageCount));

  return (
    <div
      role="region"
      aria-roledescription={labels.roleDescription}
      aria-label={label}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={onKeyDown}
    >
      {/* Focus on the slides pauses autoplay; focus on the controls does not, so "play" can work. */}
      <div
        className="touch-pan-y overflow-hidden"
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        onClickCapture={(event) => {
          if (drag.current?.moved) {
            event.preventDefault();
            event.stopPropagation();
          }
        }}
      >
        <div
          aria-live={playing && !hovered && !focused ? "off" : "polite"}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {items.map((item, itemIndex) => {
            const page = Math.floor(itemIndex / itemsPerPage);
            return (
              <div
                key={itemKey(item)}
                role="group"
                aria-roledescription={labels.slideRoleDescription}
                aria-label={pageLabel(page)}
                inert={page !== index}
                className="shrink-0"
                style={{ flexBasis: `${100 / itemsPerPage}%` }}
              >
                {renderItem(item, itemIndex)}
              </div>
            );
          })}
        </div>
      </div>
      {pageCount > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-1">
          {autoplayMs !== undefined ? (
            <CarouselButton label={playing ? labels.pause : labels.play} onClick={() => setPlayChoice(!playing)}>
              {playing ? <Icon node={Pause} aria-hidden="true" /> : <Icon node={Play} aria-hidden="true" />}
            </CarouselButton>
          ) : null}
          {showArrows ? (
            <CarouselButton label={labels.previous} onClick={previous}>
              <Icon node={ChevronLeft} aria-hidden="true" />
            </CarouselButton>
          ) : null}
          {pageButtons
            ? Array.from({ length: pageCount }, (_, page) => (
                <button
                  key={page}
                  type="button"
                  aria-label={pageLabel(page)}
                  aria-current={page === index ? "true" : undefined}
                  onClick={() => goTo(page)}
                  className="group inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  <span
                    aria-hidden="true"
                    className={cn("block size-2.5 rounded-full transition-colors", page === index ? "bg-brand-700" : "bg-slate-300 group-hover:bg-slate-400")}
                  />
                </button>
              ))
            : null}
          {showArrows ? (
            <CarouselButton label={labels.next} onClick={next}>
              <Icon node={ChevronRight} aria-hidden="true" />
            </CarouselButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&_svg]:size-5"
    >
      {children}
    </button>
  );
}
