import { fields, singleton } from "@keystatic/core";
import { languageNames, languages } from "~/i18n/languages";
import { CONSENT_DIR } from "./rules";
import { line, paragraph } from "~/content/editor-fields";

/**
 * The consent banner in the editor (docs/decisions/0033): one singleton per language, "Cookie banner ·
 * Italiano" …, each field mirroring ./schema.ts key for key and in its order.
 */
const category = (label: string) => fields.object({ title: line("Name"), description: paragraph("What it is for") }, { label });

const consentFields = {
  banner: fields.object(
    {
      title: line("Title"),
      body: paragraph("Text"),
      policyLink: line("Cookie policy link"),
      acceptAll: line("Accept all button"),
      rejectAll: line("Reject all button"),
      settings: line("Settings button"),
    },
    { label: "Banner" },
  ),
  sheet: fields.object(
    {
      title: line("Title"),
      description: paragraph("Text"),
      alwaysOn: line("Beside the necessary cookies"),
      gpcNotice: paragraph("Notice when the browser sends Global Privacy Control"),
      categories: fields.object(
        {
          necessary: category("Necessary"),
          analytics: category("Analytics"),
          marketing: category("Marketing"),
          preferences: category("Preferences"),
        },
        { label: "Kinds of cookies" },
      ),
      save: line("Save button"),
      acceptAll: line("Accept all button"),
      rejectAll: line("Reject all button"),
      close: line("Close button (read by screen readers)"),
    },
    { label: "Cookie settings" },
  ),
  debug: fields.object(
    {
      title: line("Title"),
      consent: line("Consent"),
      location: line("Location"),
      queued: line("Queued events"),
      sent: line("Sent events"),
      none: line("None"),
      close: line("Close button (read by screen readers)"),
    },
    { label: "Analytics debug panel", description: "Opened with Ctrl+Shift+D or ?debug in the address: what analytics records and sends." },
  ),
};

export const consentSingletons = Object.fromEntries(
  languages.map((lang) => [
    `consent-${lang}`,
    singleton({ label: `Cookie banner · ${languageNames[lang]}`, path: `${CONSENT_DIR}/${lang}`, format: { data: "yaml" }, schema: consentFields }),
  ]),
);
