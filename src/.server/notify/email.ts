import nodemailer from "nodemailer";
import type { LeadMessage } from "./lead-message";

export interface EmailSettings {
  /** smtp:// or smtps:// URL with credentials, e.g. smtps://user:pass@mail.example.com:465 */
  smtpUrl: string;
  from: string;
  to: string;
}

export type SendLeadEmail = (lead: LeadMessage) => Promise<void>;

/**
 * The one module that speaks SMTP. Plain text only: the visitor's words are never interpreted as HTML,
 * and the reply goes to the visitor.
 */
export function leadEmailSender(settings: EmailSettings): SendLeadEmail {
  const transport = nodemailer.createTransport(settings.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (lead) => {
    const name = [lead.firstName, lead.lastName].filter(Boolean).join(" ");
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      replyTo: { name, address: lead.email },
      subject: `New contact request: ${name} (${lead.company})`,
      text: [
        `Name: ${name}`,
        `E-mail: ${lead.email}`,
        `Company: ${lead.company}`,
        `Language: ${lead.language}`,
        `Received: ${lead.createdAt}`,
        "",
        lead.motivation,
      ].join("\n"),
    });
  };
}
