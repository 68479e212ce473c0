import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Language } from "./languages";
import type { Messages } from "./messages/en";
import { createTranslator, type Translate } from "./translate";

interface I18nValue {
  lang: Language;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ lang, messages, children }: { lang: Language; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ lang, t: createTranslator(messages) }), [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page language and its translator; throws outside the provider (spec, section 8). */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}
