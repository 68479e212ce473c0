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
 * The visitor's words as they may stand in a header. "=?" opens an RFC 2047 encoded-word, which a mail reader
 * decodes: a name "=?utf-8?q?Forged=0D=0ABcc:_x@evil.example?=" would be shown as a line break and a
 * forged Bcc line. A space between "=" and "?" leaves the words readable and nothing to decode. Encoding
 * the words ourselves would keep them exact, but nodemailer quotes an ASCII display name, and an
 * encoded-word within quotes is shown raw by a reader that follows the RFC. Words that are not ASCII are
 * encoded by nodemailer as a whole, which a reader decodes once, to this same text.
 */
function asHeaderText(words: string): string {
  return words.replaceAll("=?", "= ?");
}

/** How long a mail server may take to connect, to greet, and between two answers, in ms. */
export interface SmtpLimits {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}
export const SMTP_LIMITS: SmtpLimits = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The one module that speaks SMTP. Plain text only: the visitor's words are never interpreted as HTML,
 * and the reply goes to the visitor. Every retry of one lead has the same Message-ID, by which a mail
 * system or filter can recognise a repeat.
 */
export function leadEmailSender(settings: EmailSettings, limits: SmtpLimits = SMTP_LIMITS): SendLeadEmail {
  // The limits go beside the URL in one object: a second argument holds defaults for the messages, where
  // the connection never read them (a silent server held a delivery for minutes).
  const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...limits });
  // The sender's own domain, as a Message-ID should have ("Agency <site@agency.example>" gives agency.example).
  const domain = /@([^\s>]+)>?\s*$/.exec(settings.from)?.[1] ?? "localhost";
  return async (lead) => {
    const name = [lead.firstName, lead.lastName].filter(Boolean).join(" ");
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      replyTo: { name: asHeaderText(name), address: lead.email },
      messageId: `<${deliveryKey(lead)}@${domain}>`,
      subject: asHeaderText(`New contact request: ${name} (${lead.company})`),
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
