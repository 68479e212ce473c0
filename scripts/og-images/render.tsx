import { readFile } from "node:fs/promises";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { SOCIAL_IMAGE_SIZE, type SocialCardText } from "~/render/social-image";
import { cardFontFamilies, cardFontWeights, SocialCard, type CardTheme } from "./card";
import { fontsFor } from "./fonts";

/** The card's colours from the site's theme tokens, so a new palette in src/site.css reaches the images too. */
export async function siteTheme(): Promise<CardTheme> {
  const css = await readFile(new URL("../../src/site.css", import.meta.url), "utf8");
  const token = (name: string) => {
    const value = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    if (!value) throw new Error(`src/site.css defines no --color-${name}`);
    return value;
  };
  return { brand900: token("brand-900"), brand800: token("brand-800"), brand700: token("brand-700"), accent: token("accent") };
}

/** One share card as PNG: satori lays it out as SVG (text as paths), resvg rasterises it. */
export async function renderSocialCard(text: SocialCardText, lang: string, theme: CardTheme): Promise<Buffer> {
  const fonts = await fontsFor(Object.values(text).join(""), cardFontFamilies, cardFontWeights);
  const fontFamily = [...new Set(fonts.map((font) => JSON.stringify(font.name)))].join(", ");
  const svg = await satori(<SocialCard text={text} lang={lang} theme={theme} fontFamily={fontFamily} />, { ...SOCIAL_IMAGE_SIZE, fonts });
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
}
