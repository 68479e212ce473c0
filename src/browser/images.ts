import { IMAGES_UPDATED_EVENT, OVERRIDE_RELOAD_DELAY_MS, readImageOverride } from "~/lib/image-overrides";
import { loadWhenNear } from "~/lib/load-when-near";

/** The page's default fallback (DefaultImageFallback) for this picture: its name, and as an image unless decorative. */
function defaultFallback(container: HTMLElement): Node {
  const template = document.querySelector<HTMLTemplateElement>("template#default-image-fallback")!;
  const box = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const name = container.dataset.imageName ?? "";
  box.querySelector("[data-image-name]")!.textContent = name;
  if (container.dataset.imageDecorative === undefined) {
    box.setAttribute("role", "img");
    box.setAttribute("aria-label", name);
  } else box.setAttribute("aria-hidden", "true");
  return box;
}

/**
 * The pictures src/components/site-image.tsx renders: a skeleton from the moment a picture is on its way
 * (a lazy one: once it comes within two viewport heights) until it arrives, then a fade-in;
 * on failure the fallback its <template> holds (an outlet's name, the initials) or else the page's
 * default with the picture's name; a stored override (spec, sections 3 and 4) shown instead, read again
 * 200 ms after an imagesUpdated event or a change made in another tab.
 */
function initImage(container: HTMLElement): () => void {
  const keys = JSON.parse(container.dataset.overrideKeys!) as string[];
  const fallback = container.querySelector<HTMLTemplateElement>("template[data-image-fallback]");
  const servedSrc = container.querySelector("img")?.getAttribute("src") ?? null;

  /** The container's content, whatever is shown now: the picture or the fallback. */
  const replaceContent = (...nodes: Node[]) => {
    for (const child of [...container.childNodes]) if (child !== fallback) child.remove();
    container.prepend(...nodes);
  };
  const showFallback = () => {
    container.dataset.status = "failed";
    replaceContent(fallback ? fallback.content.cloneNode(true) : defaultFallback(container));
  };
  const watch = (image: HTMLImageElement) => {
    image.addEventListener("load", () => (container.dataset.status = "loaded"));
    image.addEventListener("error", showFallback);
    // It may have arrived, or failed, before this script ran.
    if (image.complete) {
      if (image.naturalWidth > 0) container.dataset.status = "loaded";
      else showFallback();
      return;
    }
    if (image.getAttribute("loading") !== "lazy") {
      container.dataset.status = "loading";
      return;
    }
    // A lazy picture far down waits without a skeleton: skeletons pulsing out of sight kept the page
    // drawing frames at rest (4 % of a core, more on a slow phone) for pictures nobody had asked for yet.
    container.dataset.status = "waiting";
    loadWhenNear(image, () => {
      // Unless it came meanwhile: the browser starts lazy pictures at a distance of its own, and a
      // carousel starts the next page's.
      if (container.dataset.status === "waiting" && !image.complete) container.dataset.status = "loading";
    });
  };
  /** A plain img of `src` in place of whatever is shown (an override is a single URL: no picture sources). */
  const showImage = (src: string) => {
    const served = container.querySelector("img");
    const image = document.createElement("img");
    if (served) for (const { name, value } of served.attributes) image.setAttribute(name, value);
    else {
      // An avatar served with its initials: the img takes the circle's place and size.
      image.alt = "";
      image.className = container.dataset.imageClass ?? "";
      image.width = image.height = Number(container.dataset.imageSize);
    }
    image.src = src;
    replaceContent(image);
    watch(image);
  };

  const apply = () => {
    const override = readImageOverride(keys);
    if (override) showImage(override);
    else if (servedSrc) showImage(servedSrc);
    else showFallback();
  };
  const override = readImageOverride(keys);
  const served = container.querySelector("img");
  if (override) showImage(override);
  else if (served) watch(served);
  return apply;
}

export function init(): void {
  const reapply = [...document.querySelectorAll<HTMLElement>("[data-image]")].map(initImage);
  let timer: number | undefined;
  const reloadOverrides = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => reapply.forEach((apply) => apply()), OVERRIDE_RELOAD_DELAY_MS);
  };
  window.addEventListener(IMAGES_UPDATED_EVENT, reloadOverrides);
  window.addEventListener("storage", reloadOverrides);
}
