import type { Route } from "./+types/home";
import { uiMessages } from "~/i18n/messages";
import { pageMeta } from "~/lib/seo";
import { routeLanguage } from "~/lib/route-lang";

export function loader({ params }: Route.LoaderArgs) {
  const lang = routeLanguage(params);
  const { pages } = uiMessages(lang);
  return { lang, title: pages.homeTitle, description: pages.homeDescription };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData, page: "home" });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section id="hero" className="bg-gradient-to-b from-brand-800 to-brand-700 px-4 py-24 text-white sm:px-6">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{loaderData.title}</h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85">{loaderData.description}</p>
      </div>
    </section>
  );
}
