/** Client and press wordmarks under /public/images (original placeholder artwork, not the real brand logos). */
export interface LogoAsset {
  name: string;
  src: string;
  width: number;
  height: number;
}

/** The five case-study clients first, then placeholder clients. */
export const clientLogos: readonly LogoAsset[] = [
  { name: "CriptoMining", src: "/images/clients/criptomining.svg", width: 200, height: 64 },
  { name: "Opstart", src: "/images/clients/opstart.svg", width: 200, height: 64 },
  { name: "AirHelp", src: "/images/clients/airhelp.svg", width: 200, height: 64 },
  { name: "Xtribe", src: "/images/clients/xtribe.svg", width: 200, height: 64 },
  { name: "ZTE", src: "/images/clients/zte.svg", width: 200, height: 64 },
  { name: "Nordlight Energy", src: "/images/clients/nordlight-energy.svg", width: 200, height: 64 },
  { name: "Velaris Pay", src: "/images/clients/velaris-pay.svg", width: 200, height: 64 },
  { name: "Brightmill Foods", src: "/images/clients/brightmill-foods.svg", width: 200, height: 64 },
  { name: "Casa Orto", src: "/images/clients/casa-orto.svg", width: 200, height: 64 },
  { name: "Lumetra Labs", src: "/images/clients/lumetra-labs.svg", width: 200, height: 64 },
  { name: "Soleva Solar", src: "/images/clients/soleva-solar.svg", width: 200, height: 64 },
  { name: "Trameo Travel", src: "/images/clients/trameo-travel.svg", width: 200, height: 64 },
  { name: "Filato Moda", src: "/images/clients/filato-moda.svg", width: 200, height: 64 },
  { name: "Quantiva Finance", src: "/images/clients/quantiva-finance.svg", width: 200, height: 64 },
  { name: "Rotta Blu Viaggi", src: "/images/clients/rotta-blu-viaggi.svg", width: 200, height: 64 },
  { name: "Pixelforma", src: "/images/clients/pixelforma.svg", width: 200, height: 64 },
  { name: "Verdello Bio", src: "/images/clients/verdello-bio.svg", width: 200, height: 64 },
  { name: "Corallo Atelier", src: "/images/clients/corallo-atelier.svg", width: 200, height: 64 },
  { name: "Kelvra Cloud", src: "/images/clients/kelvra-cloud.svg", width: 200, height: 64 },
  { name: "Monteluce Capital", src: "/images/clients/monteluce-capital.svg", width: 200, height: 64 },
];

/** Placeholder outlet names; replace with the real outlets and their logos. */
export const pressOutlets: readonly (LogoAsset & { alt: string })[] = [
  { name: "Il Quotidiano", alt: "Logo Il Quotidiano", src: "/images/press/il-quotidiano.svg", width: 200, height: 64 },
  { name: "La Gazzetta Nazionale", alt: "Logo La Gazzetta Nazionale", src: "/images/press/la-gazzetta-nazionale.svg", width: 200, height: 64 },
  { name: "Il Giornale d’Impresa", alt: "Logo Il Giornale d’Impresa", src: "/images/press/il-giornale-d-impresa.svg", width: 200, height: 64 },
  { name: "Gruppo TV Italia", alt: "Logo Gruppo TV Italia", src: "/images/press/gruppo-tv-italia.svg", width: 200, height: 64 },
  { name: "Radiotelevisione Pubblica", alt: "Logo Radiotelevisione Pubblica", src: "/images/press/radiotelevisione-pubblica.svg", width: 200, height: 64 },
];
