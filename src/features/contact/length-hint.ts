import type { ContactCopy } from "~/content/contact/schema";
import { countMessage } from "~/i18n/plural";
import { fieldLimits } from "./form-fields";

/** Past this share of its limit, the hint under the message counts down what is left. */
const COUNT_DOWN_FROM = 0.8;

/**
 * The hint under the message: its limit, what is left once near it, and how much is over past it. The
 * page renders it (contact-form.tsx) and the form's script keeps it up to date as the visitor types.
 */
export function lengthHint(copy: Pick<ContactCopy, "messageLength" | "validation">, length: number): { text: string; over: boolean } {
  const max = fieldLimits.motivation;
  const { lang } = copy.validation;
  if (length > max) return { text: countMessage(lang, copy.messageLength.over, length - max), over: true };
  if (length >= max * COUNT_DOWN_FROM) return { text: countMessage(lang, copy.messageLength.left, max - length), over: false };
  return { text: countMessage(lang, copy.messageLength.limit, max, "max"), over: false };
}
