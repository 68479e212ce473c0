import { fields, singleton } from "@keystatic/core";
import { LOGO_SLUG } from "./schema";

/**
 * One logo: the fields of ./schema.ts in the file's order. The editor stores an uploaded picture as
 * public/images/<clients|press>/<short name>/image.<ext>, the short name keeping each logo's file its own
 * when the list is reordered.
 */
const logo = (kind: "clients" | "press") => ({
  slug: fields.text({ label: "Short name for the file", description: LOGO_SLUG.message, validation: { isRequired: true, pattern: LOGO_SLUG } }),
  name: fields.text({ label: "Name", validation: { isRequired: true } }),
  ...(kind === "press"
    ? { alt: fields.text({ label: "Description of the logo", description: "In Italian, e.g. Logo Il Quotidiano", validation: { isRequired: true } }) }
    : {}),
  image: fields.image({
    label: "Logo",
    description: "An SVG is sharpest; PNG, WebP, AVIF and JPEG work too",
    directory: "public/images",
    publicPath: "/images/",
    validation: { isRequired: true },
  }),
  width: fields.integer({
    label: "Width",
    description: "The picture's width in pixels (its proportions with the height)",
    defaultValue: 200,
    validation: { isRequired: true, min: 1 },
  }),
  height: fields.integer({ label: "Height", description: "The picture's height in pixels", defaultValue: 64, validation: { isRequired: true, min: 1 } }),
});

const list = (kind: "clients" | "press", label: string, description: string) =>
  fields.array(fields.object(logo(kind)), { label, description, slugField: "slug", itemLabel: (props) => props.fields.name.value });

/** The client and press logos of the home page (src/content/logos/logos.json). */
export const logosEditors = {
  logos: singleton({
    label: "Client and press logos",
    path: "src/content/logos/logos",
    format: { data: "json" },
    schema: {
      clients: list("clients", "Clients", "The carousel of the home page, in this order: the case-study clients first"),
      press: list("press", "Press", "The strip under it, on the Italian home page only"),
    },
  }),
};
