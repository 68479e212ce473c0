import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { lazy, Suspense, useEffect } from "react";
import { Toaster } from "./components/toaster";
import type { Route } from "./+types/root";
import { markPageHydrated } from "./hooks/use-environment";
import { Header } from "./components/header";
import { deferredSection } from "./components/sections/deferred-section";
import { StatusPage } from "./components/status-page";
import { consentDefaultScript } from "./consent/consent-mode";
import { consentCopy } from "./content/consent";
import { I18nProvider, useI18n } from "./i18n/context";
import { uiFallbackLanguage } from "./i18n/languages";
import { uiMessages } from "./i18n/messages";
import { rootFailureMessages } from "./i18n/root-failure";
import { whenHeroLeaves } from "./lib/hero-in-view";
import { languageFromPath, languageQueryRedirect } from "./lib/language-url";
import { errorPageMeta } from "./lib/seo";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import appStylesheet from "./app.css?url";

/**
 * Consent, analytics and the debug panel load as their own chunk once the page is interactive: nothing
 * in them is needed to paint the page, and the banner waits for the consent decision anyway.
 */
const ConsentManager = lazy(() =>
  import("./components/consent/consent-manager").then((module) => ({ default: module.ConsentManager })),
);

/** At the bottom of every page: its code loads and hydrates as the visitor nears it (docs/decisions/0009). */
const Footer = deferredSection("footer", () => import("./components/footer").then((module) => module.Footer));

/** Hidden until the visitor leaves the hero; its code loads then (at once on a page without a hero). */
const FloatingBar = deferredSection("floating-bar", () => import("./components/floating-bar").then((module) => module.FloatingBar), whenHeroLeaves);

/** The one font every page needs before it can paint its text in the final face. */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // With a precedence React places the stylesheet ahead of the script preloads, so the page can paint
  // before its JavaScript has downloaded.
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A supported ?lang= wins over the path (spec, section 2): same page, other parameters kept.
  const target = languageQueryRedirect(url);
  if (target) throw redirect(target, 302);
  // Pages outside a language (the 404 for /xx/foo) speak the fallback UI language.
  const lang = languageFromPath(url.pathname) ?? uiFallbackLanguage;
  return { lang, messages: uiMessages(lang), consent: consentCopy(lang) };
}

/** The messages only change with the language; other navigations reuse them. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname)) return true;
  return nextUrl.searchParams.has("lang") ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? uiFallbackLanguage;
  // Hydration starts after the first paint (docs/decisions/0007); the mark tells the browser tests when
  // controls that need JavaScript are live. Effects run children first, so the whole page is ready.
  useEffect(() => {
    markPageHydrated();
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        {/* Consent Mode default (all denied) before any tag can load. */}
        <script dangerouslySetInnerHTML={{ __html: consentDefaultScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {data ? (
          <I18nProvider lang={data.lang} messages={data.messages}>
            <Header />
            <main id="main" tabIndex={-1} className="min-h-[60vh] pt-(--header-height) outline-none">
              {children}
            </main>
            <Footer />
            <FloatingBar />
            <Toaster position="top-center" richColors closeButton />
            <Suspense fallback={null}>
              <ConsentManager copy={data.consent} />
            </Suspense>
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error || !loaderData) return [];
  const { messages } = loaderData;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return notFound
    ? errorPageMeta(messages.notFound.metaTitle, messages.notFound.description)
    : errorPageMeta(messages.error.metaTitle, messages.error.description);
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) {
    // The root loader itself failed: no messages to speak with, so the minimal English page.
    return <FallbackErrorPage />;
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return notFound ? <NotFoundPage /> : <UnexpectedErrorPage />;
}

function NotFoundPage() {
  const { lang, t } = useI18n();
  return <StatusPage code="404" title={t("notFound.title")} description={t("notFound.description")} homeHref={`/${lang}`} homeLabel={t("notFound.backHome")} />;
}

function UnexpectedErrorPage() {
  const { lang, t } = useI18n();
  return (
    <StatusPage
      code="500"
      title={t("error.title")}
      description={t("error.description")}
      homeHref={`/${lang}`}
      homeLabel={t("error.backHome")}
      reloadLabel={t("error.reload")}
    />
  );
}

function FallbackErrorPage() {
  return (
    <main id="main" className="p-8 font-sans">
      <h1 className="text-2xl font-bold">{rootFailureMessages.title}</h1>
      <p className="mt-2">{rootFailureMessages.description}</p>
      <a className="mt-4 inline-block text-blue-800 underline" href="/">
        {rootFailureMessages.home}
      </a>
    </main>
  );
}
