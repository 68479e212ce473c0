import { track } from "~/analytics/track";
import { contactFields, TOKEN_FIELD, type ContactValues } from "~/lib/contact-form";

/** The form's status when the post never got a usable answer (network drop, proxy 5xx, refused origin). */
export const TRANSPORT_FAILED = "transport-failed";

export interface TransportFailure {
  kind: typeof TRANSPORT_FAILED;
  values: ContactValues;
  errors: Record<string, never>;
  notice: null;
  token: string | undefined;
}

interface ContactClientActionArgs<T> {
  request: Request;
  params: { lang?: string };
  serverAction: () => Promise<T>;
}

/**
 * With JavaScript the router fetches the server action; when that fetch fails it would throw to the root
 * error page and lose what was typed. Here the failure becomes an answer the form shows like any other:
 * back to idle, the spec's error toast, the visitor's values, and a `form_error` event. A redirect (the
 * lead was stored, or a bot was thanked) is thrown by the router as a Response and passes through.
 */
export async function contactClientAction<T>({ request, params, serverAction }: ContactClientActionArgs<T>): Promise<T | TransportFailure> {
  // The router sends the original body; the copy is read only when it must give the values back.
  const posted = request.clone();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    const form = await posted.formData();
    track("form_error", {
      form: "contact",
      error_type: TRANSPORT_FAILED,
      error_message: error instanceof Error ? error.message : String(error),
      language: params.lang,
    });
    return {
      kind: TRANSPORT_FAILED,
      values: Object.fromEntries(contactFields.map((field) => [field, String(form.get(field) ?? "")])) as ContactValues,
      errors: {},
      notice: null,
      token: (form.get(TOKEN_FIELD) as string | null) ?? undefined,
    };
  }
}
