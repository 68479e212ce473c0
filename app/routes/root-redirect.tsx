import { redirect } from "react-router";
import type { Route } from "./+types/root-redirect";
import { defaultLanguage } from "~/i18n/languages";
import { languageQueryRedirect } from "~/lib/language-url";

/** `/` has no page of its own: a supported ?lang= decides, else the Italian home (spec, route table). */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(languageQueryRedirect(new URL(request.url)) ?? `/${defaultLanguage}`, 302);
}
