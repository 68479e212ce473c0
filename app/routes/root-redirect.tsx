import { redirect } from "react-router";
import { defaultLanguage } from "~/i18n/languages";

/** `/` has no page of its own: the Italian home is the default (spec, route table). */
export function loader() {
  throw redirect(`/${defaultLanguage}`, 302);
}
