import { startTransition, useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";
import { useI18n } from "~/i18n/context";
import { caseSlugs, pagePath } from "~/lib/pages";

/** Spec, section 7 "Page hints": case pages are prefetched 2 seconds after the page has loaded. */
export const CASE_PREFETCH_DELAY_MS = 2000;

/** The Network Information API is not in every browser, nor in TypeScript's DOM types. */
function prefersSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Prefetches the code and data of the five case pages in the current language two seconds after the
 * page's load event, so the first load is not slowed and a later click on a case opens at once. The
 * page hydrates after its first paint, which can come before or after `load`: the count starts at
 * whichever is later. Nothing is prefetched for a visitor who asked the browser to save data.
 */
export function PrefetchCasePages() {
  const { lang } = useI18n();
  // How many case pages are prefetched so far: one more per task, in a transition React may split,
  // because matching and adding the links of all five pages at once was a long task on a phone.
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (prefersSavingData()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startCountdown = () => {
      timer = setTimeout(() => startTransition(() => setCount(1)), CASE_PREFETCH_DELAY_MS);
    };
    if (document.readyState === "complete") startCountdown();
    else window.addEventListener("load", startCountdown, { once: true });
    return () => {
      window.removeEventListener("load", startCountdown);
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (count === 0 || count >= caseSlugs.length) return;
    const timer = setTimeout(() => startTransition(() => setCount(count + 1)), 0);
    return () => clearTimeout(timer);
  }, [count]);

  return caseSlugs.slice(0, count).map((slug) => <PrefetchPageLinks key={slug} page={pagePath(slug, lang)} />);
}
