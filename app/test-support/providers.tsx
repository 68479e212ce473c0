import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { I18nProvider } from "~/i18n/context";
import type { Language } from "~/i18n/languages";
import { uiMessages } from "~/i18n/messages";

/** Wraps a component under test in the router and the UI language it needs (unit tests only). */
export function withProviders(children: ReactNode, { lang = "en", path = `/${lang}` }: { lang?: Language; path?: string } = {}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider lang={lang} messages={uiMessages(lang)}>
        {children}
      </I18nProvider>
    </MemoryRouter>
  );
}
