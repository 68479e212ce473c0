import { fields, singleton } from "@keystatic/core";
import { languageNames, languages } from "~/i18n/languages";
import { BRAND_PATTERNS, COMPANY_PAGE_EXAMPLE, FOUNDER_GRADIENTS, FOUNDER_TONES, PROFILE_EXAMPLE, httpsAddress } from "./rules";

const required = (label: string, description?: string, pattern?: { regex: RegExp; message: string }) =>
  fields.text({ label, description, validation: { isRequired: true, ...(pattern ? { pattern } : {}) } });

const office = (label: string) =>
  fields.object(
    {
      city: fields.object(Object.fromEntries(languages.map((lang) => [lang, required(`City · ${languageNames[lang]}`)])), {
        label: "City",
        description: "As each language writes it (Milano, Milan, 米兰, Milan)",
      }),
      street: required("Street and number"),
      postalCode: fields.text({ label: "Postal code", description: "Empty where there is none (Hong Kong)" }),
      countryCode: required("Country code", "Two capital letters (IT, MT, HK): each language's name of the country comes from it", BRAND_PATTERNS.countryCode),
      cityState: fields.checkbox({ label: "The city is its own country or region", description: "As Hong Kong: no country name after the city" }),
    },
    { label },
  );

const founder = fields.object({
  name: required("Name"),
  initials: required("Initials", "Shown in a coloured circle when there is no photo", BRAND_PATTERNS.initials),
  // No publicPath: the value is the photo's path in src/assets/photos/ (founders/0/photo.jpg), which is
  // how the build's photos name it (src/render/photos.ts).
  photo: fields.image({
    label: "Photo",
    description: "A JPEG, PNG, WebP, AVIF or TIFF portrait; the site shows it as AVIF and WebP at the sizes each screen needs",
    directory: "src/assets/photos",
  }),
  profileUrl: required("Profile page", "The founder's page on the professional network", httpsAddress(PROFILE_EXAMPLE)),
  gradient: fields.select({
    label: "Tone of the portrait without a photo",
    description: "The initials are set on it until a photo is uploaded",
    options: FOUNDER_GRADIENTS.map((gradient) => ({ label: FOUNDER_TONES[gradient], value: gradient })),
    defaultValue: FOUNDER_GRADIENTS[0],
  }),
});

const figure = (label: string, description: string) => fields.integer({ label, description, validation: { isRequired: true, min: 1 } });

/** The agency's figures: the copy names each one ({{pricing.planPerYear}}), so every page shows the same. */
const figures = fields.object(
  {
    guarantee: fields.object(
      { articlesPerMonth: figure("Published articles a month", "The guaranteed minimum; written {{guarantee.articlesPerMonth}} in the content") },
      { label: "Guarantee" },
    ),
    pricing: fields.object(
      {
        planPerYear: figure("Professional plan, euro a year", "The starting price; written {{pricing.planPerYear}}, shown 12.000 €, €12,000, 12 000 € …"),
        servicesPerMonth: figure("Services, euro a month", "The lowest price; written {{pricing.servicesPerMonth}}"),
      },
      { label: "Prices" },
    ),
    reply: fields.object({ withinHours: figure("Reply within, hours", "Written {{reply.withinHours}}") }, { label: "Reply" }),
    firstPublications: fields.object(
      {
        fromWeeks: figure("First publications from, weeks", "Written {{firstPublications.fromWeeks}}"),
        toWeeks: figure("First publications up to, weeks", "Written {{firstPublications.toWeeks}}"),
      },
      { label: "First publications" },
    ),
    significantResults: fields.object(
      {
        fromMonths: figure("More significant results from, months", "Written {{significantResults.fromMonths}}"),
        toMonths: figure("More significant results up to, months", "Written {{significantResults.toMonths}}"),
      },
      { label: "More significant results" },
    ),
  },
  {
    label: "Figures",
    description:
      "The agency's figures, which the home page, the contact page, the interface texts and the terms name instead of writing; change one here and every page follows",
  },
);

/** The brand facts (src/content/brand/brand.json): the fields of ./schema.ts, in the file's order. */
export const brandEditors = {
  brand: singleton({
    label: "Brand facts",
    path: "src/content/brand/brand",
    format: { data: "json" },
    schema: {
      name: required("Agency name", "As shown in the logo, the titles and the legal texts; written {{name}} in the content"),
      logoMark: fields.image({
        label: "Logo mark",
        description:
          "The agency's square mark, shown beside its name in the header and the footer and as the browser tab's icon: an SVG, or a PNG, WebP or AVIF of at least 512 × 512 px. Until there is one, the site shows the name's first letter",
        directory: "public/images/brand",
        publicPath: "/images/brand/",
      }),
      legalName: required("Registered company name", "As the legal texts name the company; written {{legalName}} in the content"),
      origin: required(
        "Site address",
        "Where the site is published, without a slash at the end; canonical links and the sitemap use it",
        BRAND_PATTERNS.origin,
      ),
      email: required("E-mail address", "Where visitors write; written {{email}} in the content", BRAND_PATTERNS.email),
      companyPageUrl: required(
        "Company page",
        "The agency's page on the professional network; the Contact menu item opens it",
        httpsAddress(COMPANY_PAGE_EXAMPLE),
      ),
      offices: fields.object(
        { milan: office("Milan office"), malta: office("Malta office"), hongKong: office("Hong Kong office") },
        { label: "Offices", description: "Written {{milan.city}}, {{malta.address}}, {{hongKong.country}} … in the content" },
      ),
      founders: fields.array(founder, {
        label: "Founders",
        description: "Two, in the order of their roles and descriptions in the home page's copy",
        itemLabel: (props) => props.fields.name.value,
        validation: { length: { min: 2, max: 2 } },
      }),
      foundedYear: fields.integer({
        label: "Year founded",
        description: "Shown in the footer's rights line",
        validation: { isRequired: true, min: 1900, max: new Date().getFullYear() },
      }),
      figures,
    },
  }),
};
