import type { ReactNode } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";
import { Icon } from "./ui/icon";
import type { HomeContent } from "~/content/home";
import type { DeviceClass } from "~/lib/device";
import { cn } from "~/lib/utils";

export interface CarouselProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Items per page for each device class (the script's, from the spec's breakpoints). */
  perView: Record<DeviceClass, number>;
  /**
   * The same as CSS for the page as served (`[--per-view:N]` with breakpoint variants, written out so
   * Tailwind sees them): without JavaScript the items sit in a row that scrolls and snaps by hand. The
   * script sets `--per-view-shown` where its count differs (src/browser/carousel.ts).
   */
  perViewClassName: string;
  /** Layout the row takes at some widths instead (a grid); the script runs the carousel only while it is a row. */
  layoutClassName?: string;
  slideClassName?: string;
  label: string;
  labels: HomeContent["carousel"];
  /** Advance every autoplayMs, wrapping; comes with a pause control (WCAG 2.2.2). */
  autoplayMs?: number;
  /** Where the previous/next buttons appear. */
  arrows: "always" | "non-mobile";
  /** Page buttons; only for carousels with few pages, as each one is a 44 px target. */
  pageButtons?: boolean;
}

const fill = (template: string, number: number, total: number) => template.replace("{number}", String(number)).replace("{total}", String(total));

function CarouselButton({
  label,
  className,
  attributes,
  children,
}: {
  label: string;
  className?: string;
  attributes: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...attributes}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&_svg]:size-5",
        className,
      )}
    >
      {children}
    </button>
  );
}

/**
 * A paged carousel as static markup; src/browser/carousel.ts pages it (buttons, arrow keys, swipe,
 * autoplay with pause), makes the slides off the page inert and names slides and page buttons by page.
 * As served, every item is in a row the visitor scrolls by hand and the controls are hidden.
 */
export function Carousel<T>({
  items,
  itemKey,
  renderItem,
  perView,
  perViewClassName,
  layoutClassName,
  slideClassName,
  label,
  labels,
  autoplayMs,
  arrows,
  pageButtons = false,
}: CarouselProps<T>) {
  const mostPages = Math.ceil(items.length / Math.min(...Object.values(perView)));
  return (
    <div
      role="region"
      aria-label={label}
      data-carousel={JSON.stringify(perView)}
      data-autoplay-ms={autoplayMs}
      data-arrows={arrows}
      data-page-label={labels.page}
      data-role-description={labels.roleDescription}
      className={cn("group/carousel", perViewClassName)}
    >
      {/* As served, the row scrolls by hand: focusable, so a keyboard can scroll it too (its items may hold
          nothing focusable, such as logos). The script takes it out of the Tab order when it pages the row. */}
      <div
        data-carousel-viewport
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        tabIndex={0}
        className={cn(
          "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain group-data-[live]/carousel:touch-pan-y group-data-[live]/carousel:overflow-hidden",
          layoutClassName,
        )}
      >
        {items.map((item, index) => (
          <div
            key={itemKey(item)}
            role="group"
            aria-roledescription={labels.slideRoleDescription}
            aria-label={fill(labels.page, index + 1, items.length)}
            className={cn("w-[calc(100%/var(--per-view-shown,var(--per-view)))] shrink-0 snap-start", slideClassName)}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
      <div data-carousel-controls hidden className="mt-4 flex items-center justify-center gap-1">
        {autoplayMs !== undefined ? (
          <CarouselButton
            label={labels.pause}
            className="group/play"
            attributes={{ "data-carousel-play": "", "data-playing": "true", "data-label-pause": labels.pause, "data-label-play": labels.play }}
          >
            <Icon node={Pause} aria-hidden="true" className="group-data-[playing=false]/play:hidden" />
            <Icon node={Play} aria-hidden="true" className="group-data-[playing=true]/play:hidden" />
          </CarouselButton>
        ) : null}
        <CarouselButton label={labels.previous} attributes={{ "data-carousel-previous": "" }}>
          <Icon node={ChevronLeft} aria-hidden="true" />
        </CarouselButton>
        {pageButtons
          ? Array.from({ length: mostPages }, (_, page) => (
              <button
                key={page}
                type="button"
                data-carousel-page={page}
                aria-label={fill(labels.page, page + 1, mostPages)}
                className="group/page inline-flex size-11 items-center justify-center rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {/* Short rules, 4.6:1 against the sections' light grey (WCAG 1.4.11 asks 3:1); the current one also longer, not only another colour. */}
                <span
                  aria-hidden="true"
                  className="block h-1 w-4 rounded bg-slate-500 transition-[background-color,width] group-hover/page:bg-slate-700 group-aria-[current=true]/page:w-8 group-aria-[current=true]/page:bg-brand-700"
                />
              </button>
            ))
          : null}
        <CarouselButton label={labels.next} attributes={{ "data-carousel-next": "" }}>
          <Icon node={ChevronRight} aria-hidden="true" />
        </CarouselButton>
      </div>
    </div>
  );
}
