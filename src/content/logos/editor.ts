import { fields, singleton } from "@keystatic/core";
import { permissionFields } from "~/content/editor-fields";
import { PUBLIC_ADDRESS } from "~/content/sources";
import { SLUG_RULE } from "~/content/text-rules";
import { CLIENT_LOGOS_WANTED, LOGO_SLUG } from "./schema";

/**
 * One logo: the fields of ./schema.ts in the file's order. The editor stores an uploaded picture as
 * public/images/<clients|press>/<short name>/image.<ext>, the short name keeping each logo's file its own
 * when the list is reordered.
 */
const logo = (kind: "clients" | "press") => ({
  slug: fields.text({ label: "Short name for the file", description: LOGO_SLUG.message, validation: { isRequired: true, pattern: LOGO_SLUG } }),
  name: fields.text({ label: "Name", description: "As the logo writes it: screen readers say it in its place", validation: { isRequired: true } }),
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
  ...(kind === "clients"
    ? {
        source: fields.conditional(
          fields.select({
            label: "Why we may show it",
            options: [
              { label: "A case study of ours with this client", value: "caseStudy" },
              { label: "The client's written permission", value: "permission" },
            ],
            defaultValue: "permission",
          }),
          {
            caseStudy: fields.text({
              label: "The case study's page address",
              description: "As in Case studies · facts, e.g. airhelp-case",
              validation: { isRequired: true, pattern: SLUG_RULE },
            }),
            permission: permissionFields("The client's written permission to show its logo among our clients"),
          },
        ),
      }
    : {
        article: fields.text({
          label: "The article",
          description: "The address of this outlet's article that mentions us or our client, for anyone to check",
          validation: { isRequired: true, pattern: PUBLIC_ADDRESS },
        }),
      }),
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
      clients: list(
        "clients",
        "Clients",
        `The carousel of the home page (laid out for ${CLIENT_LOGOS_WANTED}), in this order: the case-study clients first. Only real clients who agreed to it; none: no carousel.`,
      ),
      press: list(
        "press",
        "Press",
        "The row of outlets under the home page's hero, in every language: outlets that wrote about us or our clients, each linked to its article. None: no row.",
      ),
    },
  }),
};
