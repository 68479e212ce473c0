import { Mail } from "lucide";
import { Icon } from "~/components/ui/icon";
import { toast } from "~/components/toaster";
import { site } from "~/config/site";
import { useI18n } from "~/i18n/context";
import { track } from "~/analytics/track";
import { Button, type ButtonProps } from "~/components/ui/button";

/** Spec, section 9: the copy toast stays 3 s; the contact page asks for 2 s. */
export const COPY_TOAST_MS = 3000;

export function useCopyEmail(location: string, durationMs = COPY_TOAST_MS) {
  const { t } = useI18n();
  return async () => {
    track("email_click", { location, method: "copy" });
    try {
      await navigator.clipboard.writeText(site.email);
      toast.success(t("email.copied"), {
        description: t("email.copiedDescription", { email: site.email }),
        duration: durationMs,
      });
    } catch {
      // Clipboard access can be refused (insecure context, permissions): show the address instead.
      toast.error(t("email.copyFailed", { email: site.email }), { duration: durationMs });
    }
  };
}

interface CopyEmailButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  /** Where the button sits, for analytics (header, footer, floating_bar, contact_page). */
  location: string;
  /** Show the address itself next to the icon rather than only the icon. */
  showAddress?: boolean;
  durationMs?: number;
}

export function CopyEmailButton({ location, showAddress = false, durationMs, ...buttonProps }: CopyEmailButtonProps) {
  const { t } = useI18n();
  const copy = useCopyEmail(location, durationMs);
  return (
    <Button type="button" onClick={copy} aria-label={showAddress ? undefined : t("email.copy")} title={t("email.copy")} {...buttonProps}>
      <Icon node={Mail} aria-hidden="true" />
      {showAddress ? <span>{site.email}</span> : null}
    </Button>
  );
}
