/**
 * The page's behaviours, a few KB without a framework. Those every page has load with this module; the
 * others load only on a page that has their elements, each as its own small file. Once all are live,
 * <html data-ready> says so (the browser tests wait for it). src/layouts/start-features.ts starts them.
 */
import { initCopyEmail } from "./copy-email";
import { initFloatingBar } from "./floating-bar";
import { initHeader } from "./header";
import { initLanguageSwitch } from "./language-switch";
import { initScrollActions } from "./scroll-actions";
import { nextTask } from "~/lib/next-task";

interface Behaviour {
  init(): void;
}

/** Behaviours that only some pages need: the selector that asks for one, and its module. */
const onDemand: [selector: string, load: () => Promise<Behaviour>][] = [
  ["[data-typewriter]", () => import("./typewriter")],
  ["#hero [data-parallax]", () => import("./parallax")],
  ["[data-case-study]", () => import("./case-study")],
  ["[data-lead-confirmation]", () => import("./lead-sent")],
  ["[data-reveal]", () => import("./reveal")],
  ["[data-image]", () => import("./images")],
  ["[data-carousel]", () => import("./carousel")],
  ["[data-case-rotation]", () => import("./case-rotation")],
  ["[data-prefetch-pages]", () => import("./case-prefetch")],
  ["[data-contact-form]", () => import("~/features/contact/form-behaviour")],
];

/** Behaviours every page has, in the order a visitor may need them. */
const everyPage: readonly (() => void)[] = [initHeader, initScrollActions, initCopyEmail, initLanguageSwitch, initFloatingBar];

/** A hidden tab renders no frames; its behaviours start all the same. */
const FRAME_WAIT_LIMIT_MS = 100;

/**
 * Resolves in a task after the browser has rendered the next frame. A behaviour that reads the page (a
 * size, a computed style) right after another one changed it would make the browser restyle and lay out
 * the page inside that script; after a frame the page is clean, and that work is the frame's own task.
 */
const afterNextFrame = () =>
  new Promise<void>((resolve) => {
    const fallback = window.setTimeout(resolve, FRAME_WAIT_LIMIT_MS);
    requestAnimationFrame(() => {
      window.clearTimeout(fallback);
      window.setTimeout(resolve, 0);
    });
  });

/**
 * All modules are fetched at once; each behaviour then starts in a task of its own, one per frame. A
 * module that cannot load (a page cached from before a deploy names a file gone since) takes only its own
 * behaviour with it, reported as any script error is: the others start, and the page is marked ready.
 */
async function startOnDemand(): Promise<void> {
  const loading = onDemand
    .filter(([selector]) => document.querySelector(selector) !== null)
    .map(([, load]) =>
      load().catch((error: unknown) => {
        reportError(error);
        return undefined;
      }),
    );
  for (const behaviour of loading) {
    (await behaviour)?.init();
    await afterNextFrame();
  }
}

/** Every behaviour in a task of its own, then <html data-ready>. */
export async function startBehaviours(): Promise<void> {
  for (const init of everyPage) {
    init();
    await nextTask();
  }
  await startOnDemand();
  document.documentElement.dataset.ready = "";
}
