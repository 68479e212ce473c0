import type { SocialCardText } from "~/render/social-image";
import { monogramLetter } from "~/components/brand-mark";
import { keepWordsTogether } from "./line-breaks";

/**
 * The share card: the site's hero in miniature (the brand blues and amber accent of src/site.css, the
 * mark and name of src/components/logo.tsx), laid out for satori, which understands a flexbox subset of CSS.
 */
export interface CardTheme {
  brand900: string;
  brand800: string;
  brand700: string;
  accent: string;
}

/** The hero's eyebrow colour (Tailwind's amber-300) and its text on the blue. */
const eyebrowColor = "#fcd34d";
const mutedWhite = "rgba(255, 255, 255, 0.78)";

export const cardFontFamilies = [
  { name: "Inter", packageName: "@fontsource/inter" },
  // The Chinese card's characters; Inter draws the Latin ones.
  { name: "Noto Sans SC", packageName: "@fontsource/noto-sans-sc" },
] as const;

export const cardFontWeights = [600, 800] as const;

/**
 * Long headlines get a smaller size so they stay within three lines; Chinese characters are about
 * twice as wide as Latin letters, so they count double.
 */
function taglineFontSize(tagline: string): number {
  const width = [...tagline].reduce((sum, character) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(character) ? 2 : 1), 0);
  if (width <= 40) return 76;
  if (width <= 70) return 64;
  return 52;
}

/** `fontFamily`: the fonts' names in order of preference (see fonts.ts). */
export function SocialCard({ text, lang, theme, fontFamily }: { text: SocialCardText; lang: string; theme: CardTheme; fontFamily: string }) {
  return (
    <div
      lang={lang}
      style={{
        width: "100%",
        height: "100%",
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 80px",
        fontFamily,
        color: "#ffffff",
        backgroundColor: theme.brand800,
        // The hero's gradient with its soft sky, indigo and amber glows (satori has no blur filter).
        backgroundImage: [
          "radial-gradient(circle at 8% 18%, rgba(56, 189, 248, 0.28), rgba(56, 189, 248, 0) 32%)",
          "radial-gradient(circle at 94% 96%, rgba(129, 140, 248, 0.30), rgba(129, 140, 248, 0) 38%)",
          "radial-gradient(circle at 70% 30%, rgba(252, 211, 77, 0.12), rgba(252, 211, 77, 0) 20%)",
          `linear-gradient(135deg, ${theme.brand900} 0%, ${theme.brand800} 55%, ${theme.brand700} 100%)`,
        ].join(", "),
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        {/* The header's monogram (src/components/brand-mark.tsx) in the card's face: the name's first letter on a faint tile. */}
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            backgroundColor: "rgba(255, 255, 255, 0.15)",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 40,
            fontWeight: 800,
          }}
        >
          {monogramLetter(text.brand)}
        </div>
        <span style={{ fontSize: 40, fontWeight: 800, letterSpacing: -0.5 }}>{text.brand}</span>
      </div>

      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <span style={{ fontSize: 24, fontWeight: 600, color: eyebrowColor, textTransform: "uppercase", letterSpacing: 1.5 }}>{text.kicker}</span>
        <span style={{ fontSize: taglineFontSize(text.tagline), fontWeight: 800, lineHeight: 1.12, letterSpacing: -1, maxWidth: 1000, textWrap: "balance" }}>
          {keepWordsTogether(text.tagline, lang)}
        </span>
      </div>

      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div style={{ width: 56, height: 6, borderRadius: 3, backgroundColor: theme.accent }} />
        <span style={{ fontSize: 26, fontWeight: 600, color: mutedWhite }}>{text.host}</span>
      </div>
    </div>
  );
}
