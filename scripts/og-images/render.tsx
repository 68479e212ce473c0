import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { SOCIAL_IMAGE_SIZE, type SocialCardText } from "../../app/.server/social-image";
import { cardFontFamilies, cardFontWeights, SocialCard } from "./card";
import { fontsFor } from "./fonts";

/** One share card as PNG: satori lays it out as SVG (text as paths), resvg rasterises it. */
export async function renderSocialCard(text: SocialCardText, lang: string): Promise<Buffer> {
  const fonts = await fontsFor(Object.values(text).join(""), cardFontFamilies, cardFontWeights);
  const fontFamily = [...new Set(fonts.map((font) => JSON.stringify(font.name)))].join(", ");
  const svg = await satori(<SocialCard text={text} lang={lang} fontFamily={fontFamily} />, { ...SOCIAL_IMAGE_SIZE, fonts });
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
}
