/**
 * The behaviours every page shares, a few KB without a framework: each one looks for its own elements
 * and does nothing on a page without them.
 */
import { initCopyEmail } from "./copy-email";
import { initFloatingBar } from "./floating-bar";
import { initHeader } from "./header";
import { initLanguageSwitch } from "./language-switch";
import { initParallax, initScrollActions } from "./scroll-actions";
import { initTypewriter } from "./typewriter";

initHeader();
initTypewriter();
initParallax();
initScrollActions();
initCopyEmail();
initLanguageSwitch();
initFloatingBar();
document.documentElement.dataset.ready = "";
