import { startTransition, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { PrefetchPageLinks, type PageLinkDescriptor } from "react-router";
import { useI18n } from "~/i18n/context";
import { caseSlugs, pagePath } from "~/lib/pages";

/** Spec, section 7 "Page hints": case pages are prefetched 2 seconds after the page has loaded. */
export const CASE_PREFETCH_DELAY_MS = 2000;

/** Marks the links React Router renders for us to copy; with it React renders them in place, unhoisted. */
const SOURCE_MARK = "case-prefetch";

/** The Network Information API is not in every browser, nor in TypeScript's DOM types. */
function prefersSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Copies the <link>s that appear in `source` into `target`, one per task, each rel and address once and
 * none the target already has. Returns a function that stops copying and takes the copies away again,
 * as React Router does with its own prefetch links when the page they belong to goes.
 */
export function copyLinksOneByOne(source: Element, target: HTMLElement): () => void {
  const seen = new Set([...target.querySelectorAll("link")].map((link) => `${link.rel} ${link.href}`));
  const queue: HTMLLinkElement[] = [];
  const copies: HTMLLinkElement[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const copyNext = () => {
    timer = undefined;
    const link = queue.shift();
    if (!link) return;
    target.append(link);
    copies.push(link);
    timer = setTimeout(copyNext, 0);
  };
  const collect = () => {
    for (const link of source.querySelectorAll("link")) {
      const key = `${link.rel} ${link.href}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const copy = link.cloneNode() as HTMLLinkElement;
      copy.removeAttribute("itemprop");
      queue.push(copy);
    }
    timer ??= setTimeout(copyNext, 0);
  };
  const observer = new MutationObserver(collect);
  observer.observe(source, { childList: true, subtree: true });
  collect();
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const copy of copies) copy.remove();
  };
}

/**
 * Prefetches the code and data of the five case pages in the current language two seconds after the
 * page's load event, so the first load is not slowed and a later click on a case opens at once. The
 * page hydrates after its first paint, which can come before or after `load`: the count starts at
 * whichever is later. Nothing is prefetched for a visitor who asked the browser to save data.
 *
 * React Router works out what each page needs (its data request, its modules). Rendered straight into
 * <head>, those 40-odd links (the five pages share their modules) would start every download in one
 * commit, a long task on a phone. They are rendered into a detached element instead, and each distinct
 * link is copied into <head> in a task of its own.
 */
export function PrefetchCasePages() {
  const { lang } = useI18n();
  const [source, setSource] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (prefersSavingData()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startCountdown = () => {
      timer = setTimeout(() => startTransition(() => setSource(document.createElement("div"))), CASE_PREFETCH_DELAY_MS);
    };
    if (document.readyState === "complete") startCountdown();
    else window.addEventListener("load", startCountdown, { once: true });
    return () => {
      window.removeEventListener("load", startCountdown);
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => (source ? copyLinksOneByOne(source, document.head) : undefined), [source]);

  if (!source) return null;
  // React Router puts any further props on its links; with an itemProp React renders a <link> where it
  // stands instead of hoisting it into <head>. PageLinkDescriptor does not list that attribute.
  const linkProps = (slug: (typeof caseSlugs)[number]) => ({ page: pagePath(slug, lang), itemProp: SOURCE_MARK }) as PageLinkDescriptor;
  return createPortal(
    caseSlugs.map((slug) => <PrefetchPageLinks key={slug} {...linkProps(slug)} />),
    source,
  );
}
