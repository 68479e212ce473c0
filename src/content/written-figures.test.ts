import { describe, expect, it } from "vitest";
import { languages, type Language } from "~/i18n/languages";
import { count, euro, percent, rangesOnOneLine } from "./written-figures";

const NO_BREAK = "\u00a0";
const THIN_NO_BREAK = "\u202f";
const inEveryLanguage = (write: (lang: Language) => string) => Object.fromEntries(languages.map((lang) => [lang, write(lang)]));

describe("a figure as each language writes it", () => {
  it("writes an amount in full, and a round million short, as the business press does", () => {
    expect(inEveryLanguage((lang) => euro(300_000, lang))).toEqual({
      it: `300.000${NO_BREAK}€`,
      en: "€300,000",
      zh: "30万欧元",
      fr: `300${THIN_NO_BREAK}000${NO_BREAK}€`,
    });
    expect(inEveryLanguage((lang) => euro(15_000_000, lang))).toEqual({
      it: `15${NO_BREAK}mln${NO_BREAK}€`,
      en: "€15M",
      zh: "1500万欧元",
      fr: `15${NO_BREAK}M€`,
    });
  });

  it("writes in full an amount the short way would round", () => {
    expect(inEveryLanguage((lang) => euro(1_250_500, lang))).toEqual({
      it: `1.250.500${NO_BREAK}€`,
      en: "€1,250,500",
      zh: "1,250,500欧元",
      fr: `1${THIN_NO_BREAK}250${THIN_NO_BREAK}500${NO_BREAK}€`,
    });
    expect(euro(12_000, "zh")).toBe("12,000欧元");
  });

  it("writes a round million of anything in words, kept on one line", () => {
    expect(inEveryLanguage((lang) => count(2_000_000, lang))).toEqual({
      it: `2${NO_BREAK}milioni`,
      en: `2${NO_BREAK}million`,
      zh: "200万",
      fr: `2${NO_BREAK}millions`,
    });
    expect(inEveryLanguage((lang) => count(30, lang))).toEqual({ it: "30", en: "30", zh: "30", fr: "30" });
    expect(count(1500, "it")).toBe("1.500");
  });

  it("writes a percent with French's no-break space", () => {
    expect(inEveryLanguage((lang) => percent(15, lang))).toEqual({ it: "15%", en: "15%", zh: "15%", fr: `15${NO_BREAK}%` });
  });
});

describe("a range of figures", () => {
  const JOINER = "\u2060";
  it("is held together with its unit, and nothing else is", () => {
    expect(rangesOnOneLine("dopo 2–3 mesi di lavoro")).toBe(`dopo 2${JOINER}–${JOINER}3${NO_BREAK}mesi di lavoro`);
    expect(rangesOnOneLine("within 2–4 weeks; more")).toBe(`within 2${JOINER}–${JOINER}4${NO_BREAK}weeks; more`);
    expect(rangesOnOneLine("合作2–3个月后")).toBe(`合作2${JOINER}–${JOINER}3个月后`);
    expect(rangesOnOneLine("au bout de 2 à 3 mois, jusqu’à 26 mois")).toBe(`au bout de 2${NO_BREAK}à${NO_BREAK}3${NO_BREAK}mois, jusqu’à 26 mois`);
    expect(rangesOnOneLine("De 2021 à 2023, 24 mois")).toBe(`De 2021${NO_BREAK}à${NO_BREAK}2023, 24 mois`);
    expect(rangesOnOneLine("da 1.000–12.000 € l’anno")).toBe(`da 1.000${JOINER}–${JOINER}12.000 € l’anno`);
  });
});
