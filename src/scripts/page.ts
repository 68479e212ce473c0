/**
 * The page's behaviours, a few KB without a framework. Those every page has load with this module; the
 * others load only on a page that has their elements, each as its own small file. Once all are live, and
 * any island has hydrated, <html data-ready> says so (the browser tests wait for it).
 */
import { initCopyEmail } from "./copy-email";
import { initFloatingBar } from "./floating-bar";
import { initHeader } from "./header";
import { initLanguageSwitch } from "./language-switch";
import { initScrollActions } from "./scroll-actions";
import { whenIslandsHydrated } from "./islands";

interface Behaviour {
  init(): void;
}

/** Behaviours that only some pages need: the selector that asks for one, and its module. */
const onDemand: [selector: string, load: () => Promise<Behaviour>][] = [
  ["[data-typewriter]", () => import("./typewriter")],
  ["#hero [data-parallax]", () => import("./parallax")],
  ["[data-scroll-parallax]", () => import("./scroll-parallax")],
  ["[data-case-study]", () => import("./case-study")],
  ["[data-lead-confirmation]", () => import("./lead-sent")],
  ["[data-reveal]", () => import("./reveal")],
  ["[data-image]", () => import("./images")],
  ["[data-carousel]", () => import("./carousel")],
  ["[data-case-rotation]", () => import("./case-rotation")],
  ["[data-prefetch-pages]", () => import("./case-prefetch")],
];

initHeader();
initScrollActions();
initCopyEmail();
initLanguageSwitch();
initFloatingBar();

const needed = onDemand.filter(([selector]) => document.querySelector(selector) !== null);
await Promise.all(needed.map(async ([, load]) => (await load()).init()));
await whenIslandsHydrated();
document.documentElement.dataset.ready = "";
