import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Phrases } from "~/components/phrases";
import { readCaseStudies } from "~/content/cases/files";
import { readHomeCopy } from "~/content/home/files";
import { keepFiguresTogether, phrases, withPhraseBreaks } from "./phrases";

/** The line breaks a phrase list allows: the index of every boundary inside the text. */
function boundaries(parts: string[]): number[] {
  const result: number[] = [];
  let at = 0;
  for (const part of parts.slice(0, -1)) result.push((at += part.length));
  return result;
}

/** Whether a break is allowed inside `word` wherever it occurs in `text`. */
function splits(text: string, word: string): boolean {
  const cuts = boundaries(phrases(text));
  for (let start = text.indexOf(word); start >= 0; start = text.indexOf(word, start + 1)) {
    if (cuts.some((cut) => cut > start && cut < start + word.length)) return true;
  }
  return false;
}

describe("phrases", () => {
  const zh = readHomeCopy("zh");
  const card = (slug: string) => readCaseStudies().find((study) => study.slug === slug)!.copy.zh.card!;

  it("breaks known Chinese headlines between phrases only", () => {
    expect(phrases("媒体曝光，风险共担")).toEqual(["媒体", "曝光，", "风险共担"]);
    expect(phrases("登上欧洲和美国媒体，风险由我们共担")).toEqual(["登上", "欧洲和", "美国", "媒体，", "风险由", "我们共担"]);
    expect(phrases("我们的商业案例")).toEqual(["我们的", "商业案例"]);
    expect(phrases("常见问题")).toEqual(["常见", "问题"]);
    expect(phrases("你们的服务收费多少？")).toEqual(["你们的", "服务", "收费多少？"]);
  });

  it("never splits a word across lines", () => {
    const headlines = [
      zh.hero.headlineDesktop,
      zh.hero.headlineMobile,
      zh.cases.title,
      zh.pricing.title,
      zh.faq.title,
      ...zh.faq.items.map((item) => item.question),
      card("airhelp-case").results!,
      card("criptomining-case").details!,
    ];
    const words = ["媒体", "转化率", "共担", "案例", "常见", "众筹", "欧元", "曝光", "风险", "多少"];
    for (const headline of headlines) for (const word of words) expect(splits(headline, word), `${word} in ${headline}`).toBe(false);
    expect(splits("转化率提升 400%", "转化率")).toBe(false);
    // Nor a number inside Chinese text.
    expect(splits(zh.pricing.price, "12,000")).toBe(false);
    // Nor a figure from its measure word or unit, now that Chinese types no space between them.
    const figures: [text: string, figure: string][] = [
      ["CriptoMining：30天募集30万欧元", "30天"],
      ["24小时内回复", "24小时"],
      ["2–4周内首批报道", "2–4周"],
      ["中兴通讯（ZTE）：24个月立足欧洲市场", "24个月"],
    ];
    for (const [text, figure] of figures) expect(splits(text, figure), `${figure} in ${text}`).toBe(false);
  });

  it("lets a line break before a figure that follows Chinese words, so that the figure stays whole with its unit", () => {
    // One phrase to BudouX: wider than a proof-strip cell at 390 px, it was broken at its last character (元).
    expect(phrases("30天募集30万欧元")).toEqual(["30天募集", "30万欧元"]);
    expect(phrases("签下1500万欧元商业合同")).toContain("1500万欧元");
  });

  it("gives back the text it was given, phrase by phrase", () => {
    for (const text of [zh.hero.headlineDesktop, card("criptomining-case").results!, zh.pricing.price, "30 天募集 30 万欧元", "30天募集30万欧元"]) {
      expect(phrases(text).join("")).toBe(text);
    }
  });

  it("leaves other languages and spaces to the browser", () => {
    expect(phrases("Press coverage in Europe and the USA, with shared risk")).toEqual(["Press coverage in Europe and the USA, with shared risk"]);
    // A space is a break opportunity already: no boundary is added beside one.
    for (const part of phrases("转化率提升 400%")) expect(part).not.toMatch(/^\s|\s$/);
  });

  it("marks the boundaries with <wbr> in markup and a zero-width space in typed text", () => {
    expect(renderToStaticMarkup(<Phrases text="媒体曝光，风险共担" />)).toBe('<span class="phrases">媒体<wbr/>曝光，<wbr/>风险共担</span>');
    expect(renderToStaticMarkup(<Phrases text="Shared risk" />)).toBe("Shared risk");
    expect(withPhraseBreaks("媒体曝光，风险共担")).toBe("媒体\u200B曝光，\u200B风险共担");
  });

  it("keeps a figure on one line in any language", () => {
    expect(keepFiguresTogether("300 000 € levés en 30 jours")).toBe("300\u00a0000\u00a0€ levés en 30 jours");
    expect(keepFiguresTogether("da 12.000 € all’anno")).toBe("da 12.000\u00a0€ all’anno");
    expect(keepFiguresTogether("Conversions +400 %")).toBe("Conversions +400\u00a0%");
    expect(keepFiguresTogether("€ 5M di investimenti")).toBe("€\u00a05M di investimenti");
    // Years and counts next to words are left alone.
    expect(keepFiguresTogether("de 2021 à 2023, 24 mois")).toBe("de 2021 à 2023, 24 mois");
    expect(renderToStaticMarkup(<Phrases text="300 000 € levés" />)).toBe("300\u00a0000\u00a0€ levés");
  });

  it("keeps a name written with a hyphen on one line, and leaves other hyphens free", () => {
    expect(renderToStaticMarkup(<Phrases text="en Europe et aux États-Unis, à risques partagés" />)).toBe(
      'en Europe et aux <span class="whitespace-nowrap">États-Unis</span>, à risques partagés',
    );
    expect(renderToStaticMarkup(<Phrases text="des start-up à Hong-Kong" />)).toBe('des start-up à <span class="whitespace-nowrap">Hong-Kong</span>');
  });
});
