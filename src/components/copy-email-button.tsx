import { Copy, Mail } from "lucide";
import { Button, type ButtonProps } from "./ui/button";
import { Icon } from "./ui/icon";
import { site } from "~/config/site";
import type { Language } from "~/i18n/languages";
import { ui } from "~/i18n/ui";

/** Spec, section 9: the copy toast stays 3 s; the contact page asks for 2 s. */
export const COPY_TOAST_MS = 3000;

interface CopyEmailButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  lang: Language;
  /** Where the button sits, for analytics (header, footer, floating_bar, contact_page). */
  location: string;
  /** Show the address itself next to the icon rather than only the icon. */
  showAddress?: boolean;
  /**
   * The envelope says "e-mail" where the button stands alone; beside a link that opens the mail program
   * (the contact page), two envelopes would read as two links, and the button shows what it does: copy.
   */
  icon?: "mail" | "copy";
  durationMs?: number;
}

/**
 * What makes any button copy the agency's address: src/browser/copy-email.ts does it on a click, with
 * the toast's words carried here in the page's language.
 */
export function copyEmailAttributes(lang: Language, location: string, durationMs = COPY_TOAST_MS): Record<string, string | number> {
  const { t } = ui(lang);
  return {
    "data-copy-email": site.email,
    "data-copy-location": location,
    "data-toast-duration": durationMs,
    "data-toast-copied": t("email.copied"),
    "data-toast-description": t("email.copiedDescription", { email: site.email }),
    "data-toast-failed": t("email.copyFailed", { email: site.email }),
  };
}

export function CopyEmailButton({ lang, location, showAddress = false, icon = "mail", durationMs, ...buttonProps }: CopyEmailButtonProps) {
  const { t } = ui(lang);
  return (
    <Button
      type="button"
      {...copyEmailAttributes(lang, location, durationMs)}
      aria-label={showAddress ? undefined : t("email.copy")}
      title={t("email.copy")}
      {...buttonProps}
    >
      <Icon node={icon === "copy" ? Copy : Mail} aria-hidden="true" />
      {showAddress ? <span>{site.email}</span> : null}
    </Button>
  );
}
