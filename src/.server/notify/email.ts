import nodemailer from "nodemailer";
import { deliveryKey, type LeadMessage } from "./lead-message";

export interface EmailSettings {
  /** smtp:// or smtps:// URL with credentials, e.g. smtps://user:pass@mail.example.com:465 */
  smtpUrl: string;
  from: string;
  to: string;
}

export type SendLeadEmail = (lead: LeadMessage) => Promise<void>;

/**
 * The one module that speaks SMTP. Plain text only: the visitor's words are never interpreted as HTML,
 * and the reply goes to the visitor. Every retry of one lead has the same Message-ID, by which a mail
 * system or filter can recognise a repeat.
 */
export function leadEmailSender(settings: EmailSettings): SendLeadEmail {
  const transport = nodemailer.createTransport(settings.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  // The sender's own domain, as a Message-ID should have ("Agency <site@agency.example>" gives agency.example).
  const domain = /@([^\s>]+)>?\s*$/.exec(settings.from)?.[1] ?? "localhost";
  return async (lead) => {
    const name = [lead.firstName, lead.lastName].filter(Boolean).join(" ");
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      replyTo: { name, address: lead.email },
      messageId: `<${deliveryKey(lead)}@${domain}>`,
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
