import type { ContactCopy } from "./types";

export const en: ContactCopy = {
  intro: "Tell us who you are and what you would like the press to say about you. Only the last field is optional.",
  fields: {
    fullName: { label: "Full name", placeholder: "e.g. Jane Smith" },
    email: { label: "E-mail", placeholder: "e.g. jane.smith@company.com" },
    company: { label: "Company", placeholder: "e.g. Smith Robotics Ltd" },
    motivation: { label: "How can we help?", placeholder: "Your goals, your news, your deadlines…" },
  },
  optionalSeparator: " ",
  optional: "(optional)",
  messageLength: {
    limit: { one: "Up to {max} character", other: "Up to {max} characters" },
    left: { one: "{count} character left", other: "{count} characters left" },
    over: { one: "{count} character too many", other: "{count} characters too many" },
  },
  submit: "Send message",
  sending: "Sending…",
  note: "We reply within 24 hours on working days. We use your details only to answer you, as explained in our {privacy}.",
  privacyLink: "privacy policy",
  emailBlock: {
    heading: "Prefer e-mail?",
    description: "Write to us directly or copy our address.",
  },
  nextSteps: {
    heading: "What happens next",
    steps: [
      {
        title: "We reply within 24 hours",
        text: "Your message goes to the people who would run your campaign, and you hear back within 24 hours on working days.",
      },
      {
        title: "Your first consultation is free",
        text: "We talk through your story, your goals and the media that matter to you. It costs nothing and commits you to nothing.",
      },
      {
        title: "Agreed results, shared risk",
        text: "We propose a plan with measurable results set before we start. If we don't reach them, you don't pay.",
      },
    ],
    officesHeading: "Our offices",
    offices: ["Milan", "Malta, registered office", "Hong Kong"],
  },
  honeypotLabel: "Leave this field empty",
  validation: {
    lang: "en",
    fullNameMin: "Full name must be at least 2 characters",
    emailInvalid: "Please enter a valid email address",
    companyRequired: "Company name is required",
    tooLong: { one: "Please use at most {max} character", other: "Please use at most {max} characters" },
    controlCharacters: "This field contains characters we cannot accept",
    invisibleCharacters:
      "This field contains invisible characters (such as soft hyphens, zero-width spaces, line separators or text-direction marks), often brought along by copy and paste: please type it again",
    summary: { one: "Please correct {count} field:", other: "Please correct {count} fields:" },
    summaryLine: "{field}: {error}",
  },
  submitError: "Error sending message. Please try again.",
  unavailable: {
    title: "Error sending message. Please try again.",
    description: "Our server could not save your message just now. Nothing you typed is lost: it is still in the form below.",
  },
  rateLimited: {
    title: "Too many messages from your connection",
    description: {
      one: "To protect the form from spam we accept only a few messages at a time. Please try again in {minutes} minute; what you typed is kept below.",
      other: "To protect the form from spam we accept only a few messages at a time. Please try again in {minutes} minutes; what you typed is kept below.",
    },
  },
  expired: {
    title: "Please send the form again",
    description: "This page was open for a long time, so we could not accept the form. Your text is kept below: press the button once more.",
  },
  badRequest: {
    title: "Error sending message. Please try again.",
    description: "The message could not be read. Please fill in the form again.",
  },
  defaultMotivation: "Contact request from form",
};
