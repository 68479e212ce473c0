import type { CaseSlug } from "../case-studies/types";

/** The clients quoted on the home page (invented placeholders, like the logos; replace them together). */
export const testimonialPeople = [
  { name: "Marco Bellini", initials: "MB", avatarClass: "bg-sky-700" },
  { name: "Sophie Laurent", initials: "SL", avatarClass: "bg-emerald-700" },
  { name: "Daniel Weber", initials: "DW", avatarClass: "bg-violet-700" },
  { name: "Chiara Moretti", initials: "CM", avatarClass: "bg-rose-700" },
] as const;

/** The four business cases on the home page, in the order of the cards. */
export const homeCases = [
  { key: "criptomining", name: "CriptoMining", slug: "criptomining-case", image: "/images/case-cards/criptomining.svg" },
  { key: "opstart", name: "Opstart", slug: "opstart-case", image: "/images/case-cards/opstart.svg" },
  { key: "airhelp", name: "AirHelp", slug: "airhelp-case", image: "/images/case-cards/airhelp.svg" },
  { key: "xtribe", name: "Xtribe", slug: "xtribe-case", image: "/images/case-cards/xtribe.svg" },
] as const satisfies readonly { key: string; name: string; slug: CaseSlug; image: string }[];

/** The case-card artwork's intrinsic size (public/images/case-cards/*.svg): a picture of the field, the card's heading names the client. */
export const CASE_CARD_IMAGE = { width: 400, height: 200 } as const;
