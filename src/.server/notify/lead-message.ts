import type { ContactRequest } from "../db/schema";

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
