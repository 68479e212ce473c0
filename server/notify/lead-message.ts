import type { ContactRequest } from "~server/db/schema";

/** What a notification says about a lead, whatever the channel. */
export interface LeadMessage {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  motivation: string;
  language: string;
  createdAt: string;
}

/**
 * The same for every delivery of one lead's notification, and for no other lead (ids are per database,
 * the creation time tells two databases apart). The outbox delivers at least once: a delivery whose
 * success could not be recorded (a crash, the database gone that moment) is made again, and the
 * receiver recognises it by this key (the webhook's Idempotency-Key, the e-mail's Message-ID).
 */
export function deliveryKey(lead: LeadMessage): string {
  return `lead-${lead.id}-${Date.parse(lead.createdAt)}`;
}

export function leadMessage(lead: ContactRequest): LeadMessage {
  return {
    id: lead.id,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    company: lead.company,
    motivation: lead.motivation,
    language: lead.language,
    createdAt: lead.createdAt.toISOString(),
  };
}
