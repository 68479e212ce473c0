import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { caseSlugs, contactSlugs, legalSlugs } from "./lib/pages";

const contactPaths = [...new Set(Object.values(contactSlugs))];

export default [
  index("routes/root-redirect.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route(":lang", "routes/language-layout.tsx", [
    index("routes/home.tsx"),
    route("thank-you", "routes/thank-you.tsx"),
    // One module serves every contact slug; the loader sends a slug of another language to the right one.
    ...contactPaths.map((slug) => route(slug, "routes/contact.tsx", { id: `routes/contact-${slug}` })),
    ...caseSlugs.map((slug) => route(slug, "routes/case-study.tsx", { id: `routes/case-${slug}` })),
    ...legalSlugs.map((slug) => route(slug, "routes/legal.tsx", { id: `routes/legal-${slug}` })),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
