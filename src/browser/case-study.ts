import { track } from "~/features/analytics/track";

/**
 * A case page's own events (spec, section 7): view_item on arrival, and a navigation event beside the
 * back link's back_to_home_click, saying whether it leads to the home page or to its business cases.
 */
export function init(): void {
  const article = document.querySelector<HTMLElement>("[data-case-study]");
  if (!article) return;
  const slug = article.dataset.caseStudy!;
  const language = document.documentElement.lang;
  track("view_item", { item_id: slug, item_name: article.dataset.client ?? slug, item_category: "case_study", language });

  const back = article.querySelector<HTMLAnchorElement>("a[data-back-to-home]");
  back?.addEventListener("click", () => {
    track("navigation", { from: slug, to: `home${new URL(back.href).hash}`, method: "back_to_home_button", language });
  });
}
