import { useEffect, useState } from "react";
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
 * Prefetches the code and data of the five case pages in the current language, once the page has been
 * up for two seconds, so the first load is not slowed and a later click on a case opens at once.
 * Nothing is prefetched for a visitor who asked the browser to save data.
 */
export function PrefetchCasePages() {
  const { lang } = useI18n();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (prefersSavingData()) return;
    const timer = setTimeout(() => setReady(true), CASE_PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!ready) return null;
  return caseSlugs.map((slug) => <PrefetchPageLinks key={slug} page={pagePath(slug, lang)} />);
}
