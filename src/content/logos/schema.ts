import { z } from "astro/zod";
import { permissionSchema, publicAddress } from "~/content/sources";
import { SLUG_RULE } from "~/content/text-rules";

/** The client and press wordmarks the home page shows, their pictures under public/images/. */
export const LOGOS_FILE = "src/content/logos/logos.json";

/** Spec, section 9: the clients carousel is laid out for 20 logos; `npm run brand:check` counts the ones still missing. */
export const CLIENT_LOGOS_WANTED = 20;

/**
 * Why a client's logo is ours to show: a case study of ours with that client (its page address), which the
 * client agreed to, or the client's own permission. The editor stores the choice and its value this way.
 */
const clientSource = z.discriminatedUnion(
  "discriminant",
  [
    z.object({ discriminant: z.literal("caseStudy"), value: z.string(SLUG_RULE.message).regex(SLUG_RULE.regex, SLUG_RULE.message) }),
    z.object({ discriminant: z.literal("permission"), value: permissionSchema }),
  ],
  "say why the logo may be shown: the case study with this client, or the client's permission",
);

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
  /** The case-study clients first (the specification names them), then the others, each with its source. */
  clients: z.array(z.object({ ...logo("clients"), source: clientSource })).superRefine(unique("client")),
  /**
   * Shown in the proof strip under the hero, in every language (issue 45; the spec had them on the Italian
   * page only), each linking to the article of that outlet that mentions the agency or its client, its name
   * the logo's text alternative. None: no row of outlets.
   */
  press: z.array(z.object({ ...logo("press"), article: publicAddress })).superRefine(unique("outlet")),
});

export type Logos = z.infer<typeof logosSchema>;
export type ClientLogo = Logos["clients"][number];
export type PressOutlet = Logos["press"][number];
