import { describe, expect, it } from "vitest";
import { contactCopy } from "~/content/contact";
import { contactFields, validateContact, type ContactField } from "~/features/contact/form-schema";
import { languages } from "~/i18n/languages";
import { legalDocument } from "./document";

/** A form a visitor could send, with every field filled. */
const filledForm = { fullName: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines", motivation: "A launch in May" };

/** Whether the form is sent with this field left empty: what the policy must call optional. */
const mayBeLeftEmpty = (field: ContactField) => validateContact({ ...filledForm, [field]: "" }, contactCopy("en").validation).ok;

describe("the privacy policy's list of what the contact form collects", () => {
  it.each(languages)("%s: one line per field of the form, in its order, each naming the form's label and marked optional as the form is", (lang) => {
    const form = contactCopy(lang);
    const section = legalDocument("privacypolicy", lang).sections.find((entry) => entry.id === "data-we-collect");
    const list = section?.content.find((block) => block.kind === "list");
    const lines = list?.kind === "list" ? list.items : [];

    // As many lines as the form has fields: a field the form does not have (a phone number) is one too many.
    expect(lines).toHaveLength(contactFields.length);
    contactFields.forEach((field, index) => {
      const line = lines[index]!;
      expect(line.toLocaleLowerCase(lang), `line ${index + 1}, ${field}`).toContain(form.fields[field].label.toLocaleLowerCase(lang));
      expect(line.endsWith(form.optional), `line ${index + 1}, ${field}: "${line}" ${mayBeLeftEmpty(field) ? "says" : "must not say"} ${form.optional}`).toBe(
        mayBeLeftEmpty(field),
      );
    });
  });
});
