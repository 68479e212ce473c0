import { describe, expect, it } from "vitest";
import { en } from "~/content/contact/en";
import { fr } from "~/content/contact/fr";
import { splitFullName, validateContact } from "./form-schema";

describe("splitFullName", () => {
  it("takes the first word as First Name and joins the rest with single spaces", () => {
    expect(splitFullName("Ada King Lovelace")).toEqual({ firstName: "Ada", lastName: "King Lovelace" });
    expect(splitFullName("  Jean-Luc \t  de  La Fontaine ")).toEqual({ firstName: "Jean-Luc", lastName: "de La Fontaine" });
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitFullName("张 伟")).toEqual({ firstName: "张", lastName: "伟" });
  });
});

describe("validateContact", () => {
  it("trims the values it accepts", () => {
    expect(validateContact({ fullName: " Ada Lovelace ", email: " ada@example.com ", company: " AE ", motivation: " hi \n" }, en.validation)).toEqual({
      ok: true,
      values: { fullName: "Ada Lovelace", email: "ada@example.com", company: "AE", motivation: "hi" },
    });
  });

  it("gives the spec's messages in the page language, one per field", () => {
    expect(validateContact({ fullName: " A ", email: "ada@", company: "", motivation: "" }, fr.validation)).toEqual({
      ok: false,
      errors: {
        fullName: "Le nom complet doit contenir au moins 2 caractères",
        email: "Veuillez saisir une adresse e-mail valide",
        company: "Le nom de l'entreprise est obligatoire",
      },
    });
  });

  it("enforces the length limits at their exact boundary", () => {
    const at = { fullName: "n".repeat(120), email: `${"e".repeat(242)}@example.com`, company: "c".repeat(200), motivation: "m".repeat(5000) };
    expect(validateContact(at, en.validation).ok).toBe(true);
    const over = { fullName: "n".repeat(121), email: `${"e".repeat(243)}@example.com`, company: "c".repeat(201), motivation: "m".repeat(5001) };
    const result = validateContact(over, en.validation);
    expect(result.ok ? [] : Object.values(result.errors)).toEqual([
      "Please keep this under 120 characters",
      "Please keep this under 254 characters",
      "Please keep this under 200 characters",
      "Please keep this under 5,000 characters",
    ]);
  });

  it("refuses control characters, but keeps line breaks and tabs in the motivation", () => {
    const base = { fullName: "Ada Lovelace", email: "ada@example.com", company: "AE", motivation: "one\r\ntwo\tthree" };
    expect(validateContact(base, en.validation).ok).toBe(true);
    for (const bad of ["\u0000", "\u0007", "\u001b[2J", "\u007f", "\u0085"]) {
      const result = validateContact({ ...base, company: `A${bad}E`, motivation: `x${bad}y` }, en.validation);
      expect(result.ok ? {} : result.errors).toEqual({
        company: "This field contains characters we cannot accept",
        motivation: "This field contains characters we cannot accept",
      });
    }
  });

  it("answers each language in its own words, however the languages alternate", () => {
    const invalid = { fullName: "A", email: "ada@", company: "AE", motivation: "" };
    const messagesOf = (result: ReturnType<typeof validateContact>) => (result.ok ? {} : result.errors);
    for (let round = 0; round < 2; round++) {
      expect(messagesOf(validateContact(invalid, fr.validation))).toEqual({
        fullName: "Le nom complet doit contenir au moins 2 caractères",
        email: "Veuillez saisir une adresse e-mail valide",
      });
      expect(messagesOf(validateContact(invalid, en.validation))).toEqual({
        fullName: "Full name must be at least 2 characters",
        email: "Please enter a valid email address",
      });
    }
  });
});
