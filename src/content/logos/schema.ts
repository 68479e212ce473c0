import { z } from "astro/zod";

/** The client and press wordmarks the home page shows, their pictures under public/images/. */
export const LOGOS_FILE = "src/content/logos/logos.json";

/** Names the logo's folder (public/images/clients/<slug>/), where the editor stores its picture. */
export const LOGO_SLUG = { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: "small letters, digits and hyphens, e.g. rossi-foods" };

/** Where the editor stores a logo's picture (`public/images/clients/rossi-foods/image.svg`) and the address it writes. */
const pictureUnder = (kind: "clients" | "press") =>
  z
    .string(`upload the logo`)
    .regex(
      new RegExp(`^/images/${kind}/[a-z0-9-]+/[\\w.-]+\\.(?:svg|png|webp|avif|jpe?g)$`),
      `a picture under public/images/${kind}/ (upload it in the editor)`,
    );

const size = (what: string) => z.int(`the logo's ${what} in pixels, e.g. 200`).min(1, `the logo's ${what} in pixels, e.g. 200`);

const logo = (kind: "clients" | "press") => ({
  slug: z.string("write a short name for the file").regex(LOGO_SLUG.regex, LOGO_SLUG.message),
  name: z.string("write the name").trim().min(1, "write the name"),
  image: pictureUnder(kind),
  /** The picture's own proportions: the box keeps them while it loads. */
  width: size("width"),
  height: size("height"),
});

const unique = (what: string) => (logos: { slug: string }[], context: z.RefinementCtx) => {
  const seen = new Set<string>();
  logos.forEach(({ slug }, index) => {
    if (seen.has(slug))
      context.addIssue({ code: "custom", path: [index, "slug"], message: `another ${what} has the short name "${slug}": each needs its own` });
    seen.add(slug);
  });
};

export const logosSchema = z.object({
  /** The five case-study clients first (the specification names them), then the others. */
  clients: z
    .array(z.object(logo("clients")))
    .min(1, "at least one client")
    .superRefine(unique("client")),
  /** Shown on the Italian home page only (spec, section 2); `alt` is its Italian description. */
  press: z
    .array(
      z.object({ ...logo("press"), alt: z.string("describe the logo, e.g. Logo Il Quotidiano").trim().min(1, "describe the logo, e.g. Logo Il Quotidiano") }),
    )
    .superRefine(unique("outlet")),
});

export type Logos = z.infer<typeof logosSchema>;
export type ClientLogo = Logos["clients"][number];
export type PressOutlet = Logos["press"][number];
