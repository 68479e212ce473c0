import { fields, singleton } from "@keystatic/core";
import { languageNames, languages, type Language } from "~/i18n/languages";
import { CONTACT_DIR, OPTIONAL_SEPARATORS, placeholdersKept } from "./rules";
import { line, paragraph, pluralFields } from "~/content/editor-fields";

/**
 * The contact page in the editor (docs/decisions/0033): one singleton per language, "Contact page ·
 * Italiano" …, each field mirroring ./schema.ts key for key and in its order (the editor drops a key it
 * does not know, and writes the keys in this order).
 */
const notice = (label: string, description?: string) => fields.object({ title: line("Title"), description: paragraph("Text") }, { label, description });
const field = (label: string) => fields.object({ label: line("Label"), placeholder: line("Example in the empty field") }, { label });

/** A message naming a number, in each form the language uses. */
const plural = (lang: Language, label: string, placeholder: string) =>
  pluralFields(lang, label, `{${placeholder}} is replaced by the number.`, placeholdersKept(placeholder));

function contactFields(lang: Language) {
  return {
    intro: paragraph("Introduction", "Above the form."),
    fields: fields.object(
      { fullName: field("Full name"), email: field("E-mail"), company: field("Company"), motivation: field("Message") },
      { label: "Form fields" },
    ),
    optionalSeparator: fields.select({
      label: "Between a label and its “optional” mark",
      options: OPTIONAL_SEPARATORS.map((option) => ({ ...option })),
      defaultValue: " ",
    }),
    optional: line("Optional mark", "Next to the one optional field's label."),
    messageLength: fields.object(
      {
        limit: plural(lang, "Limit", "max"),
        left: plural(lang, "Characters left", "count"),
        over: plural(lang, "Characters over the limit", "count"),
      },
      { label: "Under the message box" },
    ),
    submit: line("Send button"),
    sending: line("Send button while sending"),
    note: paragraph("Note under the form", "{privacy} is replaced by the privacy policy link.", placeholdersKept("privacy")),
    privacyLink: line("Privacy policy link"),
    emailBlock: fields.object({ heading: line("Heading"), description: paragraph("Text") }, { label: "E-mail block" }),
    nextSteps: fields.object(
      {
        heading: line("Heading"),
        steps: fields.array(fields.object({ title: line("Title"), text: paragraph("Text") }), {
          label: "Steps (exactly 3)",
          itemLabel: (props) => props.fields.title.value,
          validation: { length: { min: 3, max: 3 } },
        }),
        officesHeading: line("Offices heading"),
        offices: fields.array(line("Office"), {
          label: "Offices (exactly 3: Milan, Malta, Hong Kong)",
          description: "{{milan.city}}, {{malta.country}}, {{hongKong.city}} … are replaced by the brand facts.",
          itemLabel: (props) => props.value,
          validation: { length: { min: 3, max: 3 } },
        }),
      },
      { label: "What happens next (beside the form)" },
    ),
    honeypotLabel: line("Trap field's label", "Hidden from people; form-filling bots read it."),
    validation: fields.object(
      {
        fullNameMin: line("Full name too short"),
        emailInvalid: line("E-mail not valid"),
        companyRequired: line("Company missing"),
        tooLong: plural(lang, "Field too long", "max"),
        controlCharacters: line("Characters refused"),
        invisibleCharacters: paragraph("Invisible characters refused"),
        summary: plural(lang, "Heading of the list of errors", "count"),
        summaryLine: line("A line of that list", "{field} is the field's label, {error} what is wrong with it.", placeholdersKept("field", "error")),
      },
      { label: "Errors in the form", description: "The specification's words: the tests check them." },
    ),
    submitError: line("Sending failed", "A short message, and the heading of the page without JavaScript."),
    unavailable: notice("Server unavailable"),
    rateLimited: fields.object(
      { title: line("Title"), description: plural(lang, "Text", "minutes") },
      { label: "Too many messages", description: "{minutes} is when the visitor may send again." },
    ),
    expired: notice("Page open too long"),
    badRequest: notice("Message unreadable"),
    defaultMotivation: line("Message stored when the visitor leaves it empty"),
  };
}

export const contactSingletons = Object.fromEntries(
  languages.map((lang) => [
    `contact-${lang}`,
    singleton({ label: `Contact page · ${languageNames[lang]}`, path: `${CONTACT_DIR}/${lang}`, format: { data: "json" }, schema: contactFields(lang) }),
  ]),
);
