import { ANSWER_MEDIA_TYPE, type ContactAnswer } from "./contact-answer";

/** How one post of the form ended, as the form's script sees it. */
export type SentForm =
  /** Stored (or taken for a bot): the server redirected to the thank-you page. */
  | { kind: "thanked"; location: string }
  | { kind: "answered"; answer: ContactAnswer }
  /** No usable answer: a network drop, a proxy's error page, a refused origin. */
  | { kind: "transport-failed"; reason: string };

/**
 * Posts the form the way a browser without JavaScript does (URL-encoded, to the page's own path), so the
 * server's fast path answers it (ADR 0012), but asks for the answer as JSON. A stored lead is answered
 * with a 303 to the thank-you page, which fetch follows: its URL tells where to go.
 */
export async function sendContactForm(path: string, data: FormData, thankYouPath: string): Promise<SentForm> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { Accept: ANSWER_MEDIA_TYPE },
      body: new URLSearchParams([...data].map(([name, value]) => [name, String(value)])),
    });
  } catch (error) {
    return {
      kind: "transport-failed",
      reason: error instanceof Error ? error.message : String(error),
    };
  }
  if (response.redirected && new URL(response.url).pathname === thankYouPath) return { kind: "thanked", location: response.url };
  if (!response.headers.get("content-type")?.startsWith(ANSWER_MEDIA_TYPE)) {
    return { kind: "transport-failed", reason: `HTTP ${response.status}` };
  }
  try {
    return {
      kind: "answered",
      answer: (await response.json()) as ContactAnswer,
    };
  } catch (error) {
    return {
      kind: "transport-failed",
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}
