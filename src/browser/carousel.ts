import { viewportDeviceClass, type DeviceClass } from "~/lib/device";
import { watchInSight } from "~/lib/in-sight";
import { createRotation } from "./rotation";

/** Spec, section 9: a pointer that moves less than this is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 10;
/** A drag this long turns the page. */
export const SWIPE_PX = 50;

function setOrRemove(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else setIfChanged(element, name, value);
}

function setIfChanged(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * Pages a carousel rendered by src/components/carousel.tsx while its items sit in a row (a carousel
 * whose CSS lays it out as a grid at some widths stays a grid there): one page of slides reachable, the
 * rest inert; previous/next, page buttons, arrow keys and a swipe; autoplay, which wraps and pauses on
 * hover, on focus in the slides, out of sight, with the pause button and under reduced motion until the
 * visitor presses play.
 */
function initCarousel(region: HTMLElement) {
  const perView = JSON.parse(region.dataset.carousel!) as Record<DeviceClass, number>;
  const autoplayMs = region.dataset.autoplayMs ? Number(region.dataset.autoplayMs) : undefined;
  const viewport = region.querySelector<HTMLElement>("[data-carousel-viewport]")!;
  const slides = [...viewport.children] as HTMLElement[];
  const controls = region.querySelector<HTMLElement>("[data-carousel-controls]")!;
  const playButton = region.querySelector<HTMLButtonElement>("[data-carousel-play]");
  const previousButton = region.querySelector<HTMLButtonElement>("[data-carousel-previous]")!;
  const nextButton = region.querySelector<HTMLButtonElement>("[data-carousel-next]")!;
  const pageButtons = [...region.querySelectorAll<HTMLButtonElement>("[data-carousel-page]")];
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  let itemsPerPage = 1;
  let live = false;
  let playChoice: boolean | null = null;
  let hovered = false;
  let focused = false;
  let inSight = false;
  let scrollBehavior: ScrollBehavior = "instant";
  const pageCount = () => Math.ceil(slides.length / itemsPerPage);
  const playing = () => autoplayMs !== undefined && (playChoice ?? !reducedMotion);
  const pageLabel = (page: number) => region.dataset.pageLabel!.replace("{number}", String(page + 1)).replace("{total}", String(pageCount()));

  // The row scrolls in the next frame, where the browser lays the page out anyway: reading its width now
  // would make it restyle and lay out the changes above inside this task, once per carousel.
  let scrollPending = false;
  const scrollToCurrentPage = () => {
    if (scrollPending) return;
    scrollPending = true;
    requestAnimationFrame(() => {
      scrollPending = false;
      viewport.scrollTo({ left: rotation.index * viewport.clientWidth, behavior: scrollBehavior });
    });
  };
  // Only what changes is written: each slide made inert or reachable is restyled with all it holds.
  const showPage = (page: number) => {
    slides.forEach((slide, index) => {
      const slidePage = Math.floor(index / itemsPerPage);
      if (slide.hasAttribute("inert") !== (slidePage !== page)) slide.toggleAttribute("inert", slidePage !== page);
      // A lazy picture clipped at the side of the row never nears the viewport by itself: the one shown
      // and the next page start loading now, so a turn never uncovers a skeleton.
      if (slidePage === page || slidePage === (page + 1) % pageCount())
        for (const image of slide.querySelectorAll("img")) if (image.loading !== "eager") image.loading = "eager";
      setIfChanged(slide, "aria-label", pageLabel(slidePage));
    });
    pageButtons.forEach((button, buttonPage) => {
      button.hidden = buttonPage >= pageCount();
      setIfChanged(button, "aria-label", pageLabel(buttonPage));
      setOrRemove(button, "aria-current", buttonPage === page ? "true" : null);
    });
    scrollToCurrentPage();
  };
  const rotation = createRotation({ count: 1, intervalMs: autoplayMs, onChange: showPage });
  const move = (by: number) => {
    scrollBehavior = reducedMotion ? "instant" : "smooth";
    rotation.goTo(rotation.index + by);
  };

  const updateRunning = () => {
    const running = live && playing() && !hovered && !focused && inSight;
    rotation.setRunning(running);
    // Announce the page a visitor turns, not every turn of the autoplay.
    setOrRemove(viewport, "aria-live", live ? (running ? "off" : "polite") : null);
    if (playButton) {
      const label = (playing() ? playButton.dataset.labelPause : playButton.dataset.labelPlay)!;
      playButton.dataset.playing = String(playing());
      playButton.setAttribute("aria-label", label);
      playButton.title = label;
    }
  };

  /** How CSS lays the carousel out now: reads only, so that init can read every carousel before writing. */
  const measure = () => {
    const style = getComputedStyle(region);
    return { row: getComputedStyle(viewport).display !== "grid", perView: style.getPropertyValue("--per-view").trim() };
  };
  const layout = (device: DeviceClass, { row, perView: cssPerView }: ReturnType<typeof measure>) => {
    // The spec's count for the device class, which goes by width in px, but never more than CSS shows: its
    // breakpoints are in rem, so with the browser's text enlarged it lays out fewer, wider slides. CSS
    // sets the same count otherwise; only a phone the spec counts as wider (Android) needs another.
    itemsPerPage = Math.min(perView[device], Number(cssPerView) || Infinity);
    if (cssPerView === String(itemsPerPage)) region.style.removeProperty("--per-view-shown");
    else region.style.setProperty("--per-view-shown", String(itemsPerPage));
    live = row;
    region.toggleAttribute("data-live", live);
    setOrRemove(region, "aria-roledescription", live ? region.dataset.roleDescription! : null);
    controls.hidden = !live || pageCount() < 2;
    previousButton.hidden = nextButton.hidden = region.dataset.arrows === "non-mobile" && device === "mobile";
    scrollBehavior = "instant";
    if (live) rotation.setCount(pageCount());
    else for (const slide of slides) slide.removeAttribute("inert");
    updateRunning();
  };

  region.addEventListener("mouseenter", () => {
    hovered = true;
    updateRunning();
  });
  region.addEventListener("mouseleave", () => {
    hovered = false;
    updateRunning();
  });
  // Focus in the slides pauses autoplay; focus on the controls does not, so "play" can work.
  viewport.addEventListener("focusin", () => {
    focused = true;
    updateRunning();
  });
  viewport.addEventListener("focusout", (event) => {
    if (viewport.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    updateRunning();
  });
  region.addEventListener("keydown", (event) => {
    if (!live || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
    event.preventDefault();
    move(event.key === "ArrowRight" ? 1 : -1);
  });
  previousButton.addEventListener("click", () => move(-1));
  nextButton.addEventListener("click", () => move(1));
  pageButtons.forEach((button, page) => button.addEventListener("click", () => move(page - rotation.index)));
  playButton?.addEventListener("click", () => {
    playChoice = !playing();
    updateRunning();
  });

  let drag: { x: number; moved: boolean } | null = null;
  viewport.addEventListener("pointerdown", (event) => (drag = { x: event.clientX, moved: false }));
  viewport.addEventListener("pointermove", (event) => {
    if (drag && Math.abs(event.clientX - drag.x) > DRAG_THRESHOLD_PX) drag.moved = true;
  });
  viewport.addEventListener("pointerup", (event) => {
    if (!drag || !live) return;
    const distance = event.clientX - drag.x;
    if (Math.abs(distance) >= SWIPE_PX) move(distance < 0 ? 1 : -1);
    // Kept until the click that follows, so a drag over a link does not open it.
    window.setTimeout(() => (drag = null), 0);
  });
  viewport.addEventListener("pointercancel", () => (drag = null));
  viewport.addEventListener(
    "click",
    (event) => {
      if (!drag?.moved) return;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );

  // Started a viewport early, autoplay waits until the visitor can see the first page, and stops again
  // once they have scrolled on: paging nobody saw took a phone's main thread every 3 s for good.
  watchInSight(region, (seen) => {
    inSight = seen;
    updateRunning();
  });

  // Paged by its buttons, keys and swipes, the row no longer scrolls by hand: no Tab stop of its own.
  viewport.removeAttribute("tabindex");
  return { measure, layout };
}

/** A carousel starts paging when it comes within a viewport height of the screen. */
const NEAR_SCREEN_MARGIN = "100% 0px";

/**
 * Starts each carousel as it nears the screen, not with the page: making the slides of the other pages
 * inert restyles every slide and all it holds, work the page's first seconds do without.
 */
export function init(): void {
  const started: ReturnType<typeof initCarousel>[] = [];
  // Every carousel reads the page before any of them writes to it: a read after another carousel's
  // changes would make the browser restyle the page inside this task, once per carousel.
  const layout = (carousels: typeof started) => {
    const device = viewportDeviceClass();
    const measured = carousels.map((carousel) => carousel.measure());
    carousels.forEach((carousel, index) => carousel.layout(device, measured[index]!));
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
      if (near.length === 0) return;
      near.forEach((region) => observer.unobserve(region));
      const carousels = near.map(initCarousel);
      started.push(...carousels);
      layout(carousels);
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  for (const region of document.querySelectorAll<HTMLElement>("[data-carousel]")) observer.observe(region);
  window.addEventListener("resize", () => layout(started));
}
