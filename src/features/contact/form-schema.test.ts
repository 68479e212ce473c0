import { describe, expect, it } from "vitest";
import { contactCopy } from "~/content/contact";
import { splitFullName, validateContact } from "./form-schema";

const en = contactCopy("en");
const fr = contactCopy("fr");

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

  it("refuses invisible and format characters in the name, company and e-mail, in the page language", () => {
    const base = { fullName: "Ada Lovelace", email: "ada@example.com", company: "AE", motivation: "" };
    const invisibles = {
      bidi: ["\u202e", "\u202a", "\u2066", "\u200f", "\u061c"],
      "zero-width": ["\u200b", "\u200d", "\u2060", "\ufeff"],
      // Tag characters spell hidden ASCII text ("ASCII smuggling"): LANGUAGE TAG, TAG LATIN CAPITAL LETTER A, CANCEL TAG.
      tag: ["\u{e0001}", "\u{e0041}", "\u{e007f}"],
      "soft hyphen, Mongolian vowel separator": ["\u00ad", "\u180e"],
      "Hangul fillers (letters that show nothing)": ["\u3164", "\uffa0"],
      "variation selectors": ["\ufe0f", "\ufe00", "\u{e0100}"],
      "line and paragraph separators": ["\u2028", "\u2029"],
    };
    for (const [kind, characters] of Object.entries(invisibles)) {
      for (const invisible of characters) {
        const at = `${kind} U+${invisible.codePointAt(0)!.toString(16)}`;
        expect(
          validateContact({ ...base, fullName: `Ada${invisible} Lovelace`, company: `A${invisible}E`, email: `ada@exa${invisible}mple.com` }, fr.validation),
          at,
        ).toEqual({
          ok: false,
          errors: { fullName: fr.validation.invisibleCharacters, company: fr.validation.invisibleCharacters, email: fr.validation.invisibleCharacters },
        });
      }
    }
    // The motivation keeps its words and loses only the direction overrides.
    const motivation = validateContact({ ...base, motivation: "Press \u202egnp.exe\u202c for our launch" }, en.validation);
    expect(motivation.ok && motivation.values.motivation).toBe("Press gnp.exe for our launch");
  });

  it("drops invisible characters from the motivation, keeping its line breaks and the emoji they are part of", () => {
    const base = { fullName: "Ada Lovelace", email: "ada@example.com", company: "AE" };
    const motivationOf = (motivation: string) => {
      const result = validateContact({ ...base, motivation }, en.validation);
      return result.ok ? result.values.motivation : result.errors;
    };
    // A soft hyphen and a zero-width space as a copied web page carries them, a hidden tag-character text, a filler.
    expect(motivationOf("Our launch\u00ad in Mi\u200blan\u{e0049}\u{e0047}\u{e004e}\u{e004f}\u{e0052}\u{e0045}\u3164 needs press")).toBe(
      "Our launch in Milan needs press",
    );
    // Line and paragraph separators are line breaks: kept as the one kind the field stores.
    expect(motivationOf("Dear team,\u2029We launch in May.\u2028Thanks")).toBe("Dear team,\nWe launch in May.\nThanks");
    // Joiners and presentation selectors inside an emoji are part of a visible character, and stay.
    const emoji = [
      "\u2764\ufe0f",
      "\u{1f469}\u{1f3fd}\u200d\u{1f4bb}",
      "\u{1f3f3}\ufe0f\u200d\u{1f308}",
      "\u{1f9d1}\u200d\u{1f91d}\u200d\u{1f9d1}",
      "1\ufe0f\u20e3",
    ];
    expect(motivationOf(`Thanks ${emoji.join(" ")}`)).toBe(`Thanks ${emoji.join(" ")}`);
    // Elsewhere they are dropped: between letters, or many selectors after one emoji (bytes hidden in variation selectors).
    expect(motivationOf("Ada\u200dLovelace\ufe0f \u{1f600}\ufe0f\ufe01\u{e0100}\u{e01ef}")).toBe("AdaLovelace \u{1f600}\ufe0f");
    // A message of invisible characters only is a blank one, which takes the page's default motivation.
    expect(motivationOf("\u200b \u00ad")).toBe("");
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
