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
        company: "Le nom de l’entreprise est obligatoire",
      },
    });
  });

  it("enforces the length limits at their exact boundary", () => {
    const at = { fullName: "n".repeat(120), email: `${"e".repeat(242)}@example.com`, company: "c".repeat(200), motivation: "m".repeat(5000) };
    expect(validateContact(at, en.validation).ok).toBe(true);
    const over = { fullName: "n".repeat(121), email: `${"e".repeat(243)}@example.com`, company: "c".repeat(201), motivation: "m".repeat(5001) };
    const result = validateContact(over, en.validation);
    expect(result.ok ? [] : Object.values(result.errors)).toEqual([
      "Please use at most 120 characters",
      "Please use at most 254 characters",
      "Please use at most 200 characters",
      "Please use at most 5,000 characters",
    ]);
  });

  it("takes an address at an internationalised domain, as the browser sends it or as typed, and refuses what is no address", () => {
    const base = { fullName: "Ada Lovelace", company: "AE", motivation: "" };
    const emailOk = (email: string) => validateContact({ ...base, email }, en.validation).ok;
    for (const email of [
      "ada@example.com",
      "ada.king+press@mail.example.co.uk",
      "ada@example.xn--fiqs8s",
      "ada@xn--fsqu00a.xn--j6w193g",
      "ada@例子.中国",
      "ada@उदाहरण.भारत",
    ]) {
      expect(emailOk(email), email).toBe(true);
    }
    for (const email of ["ada@", "ada@example", "ada@example.c", "ada king@example.com", "ada@@example.com", ".ada@example.com", "ada@example.xn-"]) {
      expect(emailOk(email), email).toBe(false);
    }
  });

  it("counts a line break as one character and stores it as LF, as the page's script and a post without it send it (LF, CR LF)", () => {
    const base = { fullName: "Ada Lovelace", email: "ada@example.com", company: "AE" };
    // 4,950 letters and 49 line breaks: 4,999 characters on the page, 5,048 code units as a browser posts them.
    const lines = Array.from({ length: 50 }, () => "m".repeat(99));
    for (const lineBreak of ["\n", "\r\n", "\r"]) {
      expect(validateContact({ ...base, motivation: lines.join(lineBreak) }, en.validation)).toEqual({
        ok: true,
        values: { ...base, motivation: lines.join("\n") },
      });
    }
  });

  it("refuses control characters in one-line fields, and drops them from the motivation, keeping line breaks and tabs", () => {
    const base = { fullName: "Ada Lovelace", email: "ada@example.com", company: "AE", motivation: "one\ntwo\tthree" };
    expect(validateContact(base, en.validation)).toEqual({ ok: true, values: base });
    for (const bad of ["\u0000", "\u0007", "\u001b[2J", "\u007f", "\u0085"]) {
      expect(validateContact({ ...base, company: `A${bad}E` }, en.validation)).toEqual({
        ok: false,
        errors: { company: "This field contains characters we cannot accept" },
      });
      const motivation = validateContact({ ...base, motivation: `x${bad}y\nz` }, en.validation);
      // eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
      expect(motivation.ok && motivation.values.motivation).toBe(`x${bad.replace(/[\u0000-\u001f\u007f-\u009f]/g, "")}y\nz`);
    }
  });

  it("refuses bidi controls and zero-width characters in the name and company, in the page language", () => {
    const base = { fullName: "Ada Lovelace", email: "ada@example.com", company: "AE", motivation: "" };
    for (const invisible of ["\u202e", "\u202a", "\u2066", "\u200f", "\u061c", "\u200b", "\u200d", "\u2060", "\ufeff"]) {
      expect(validateContact({ ...base, fullName: `Ada${invisible} Lovelace`, company: `A${invisible}E` }, fr.validation)).toEqual({
        ok: false,
        errors: { fullName: fr.validation.invisibleCharacters, company: fr.validation.invisibleCharacters },
      });
    }
    // The motivation keeps its words and loses only the direction overrides.
    const motivation = validateContact({ ...base, motivation: "Press \u202egnp.exe\u202c for our launch" }, en.validation);
    expect(motivation.ok && motivation.values.motivation).toBe("Press gnp.exe for our launch");
  });

  it("stores every field NFC-normalized: an accent typed as a combining mark is the same letter", () => {
    const decomposed = { fullName: "Rene\u0301e Dupre\u0301", email: "renee@example.com", company: "Cafe\u0301 SA", motivation: "Ame\u0301lie" };
    expect(validateContact(decomposed, fr.validation)).toEqual({
      ok: true,
      values: { fullName: "Ren\u00e9e Dupr\u00e9", email: "renee@example.com", company: "Caf\u00e9 SA", motivation: "Am\u00e9lie" },
    });
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
