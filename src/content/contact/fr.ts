import type { ContactCopy } from "./types";

export const fr = {
  intro: "Dites-nous qui vous êtes et ce que vous aimeriez lire sur vous dans la presse. Seul le dernier champ est facultatif.",
  fields: {
    fullName: { label: "Nom complet", placeholder: "ex. Claire Martin" },
    email: { label: "E-mail", placeholder: "ex. claire.martin@entreprise.fr" },
    company: { label: "Entreprise", placeholder: "ex. Martin Robotique SAS" },
    motivation: { label: "Comment pouvons-nous vous aider ?", placeholder: "Vos objectifs, vos actualités, vos échéances…" },
  },
  optionalSeparator: " ",
  optional: "(facultatif)",
  messageLength: {
    limit: { one: "Jusqu’à {max} caractère", many: "Jusqu’à {max} de caractères", other: "Jusqu’à {max} caractères" },
    left: { one: "{count} caractère restant", many: "{count} de caractères restants", other: "{count} caractères restants" },
    over: { one: "{count} caractère de trop", many: "{count} de caractères de trop", other: "{count} caractères de trop" },
  },
  submit: "Envoyer le message",
  sending: "Envoi en cours…",
  note: "Nous répondons sous 24 heures les jours ouvrés. Vos données servent uniquement à vous répondre, comme l’explique notre {privacy}.",
  privacyLink: "politique de confidentialité",
  emailBlock: {
    heading: "Vous préférez l’e-mail ?",
    description: "Écrivez-nous directement ou copiez notre adresse.",
  },
  nextSteps: {
    heading: "Les prochaines étapes",
    steps: [
      {
        title: "Une réponse sous 24\u00a0heures",
        text: "Votre message arrive directement chez ceux qui mèneraient votre campagne\u00a0: nous vous répondons sous 24\u00a0heures, les jours ouvrés.",
      },
      {
        title: "Une première consultation gratuite",
        text: "Nous parlons de votre histoire, de vos objectifs et des médias qui comptent pour vous. Cela ne coûte rien et ne vous engage à rien.",
      },
      {
        title: "Des résultats convenus, un risque partagé",
        text: "Nous vous proposons un plan avec des résultats mesurables, fixés avant de commencer. Si nous ne les atteignons pas, vous ne payez pas.",
      },
    ],
    officesHeading: "Nos bureaux",
    offices: ["Milan", "Malte, siège social", "Hong Kong"],
  },
  honeypotLabel: "Laissez ce champ vide",
  validation: {
    lang: "fr",
    fullNameMin: "Le nom complet doit contenir au moins 2 caractères",
    emailInvalid: "Veuillez saisir une adresse e-mail valide",
    companyRequired: "Le nom de l’entreprise est obligatoire",
    tooLong: {
      one: "Merci de ne pas dépasser {max} caractère",
      many: "Merci de ne pas dépasser {max} de caractères",
      other: "Merci de ne pas dépasser {max} caractères",
    },
    controlCharacters: "Ce champ contient des caractères que nous ne pouvons pas accepter",
    invisibleCharacters:
      "Ce champ contient des caractères invisibles (traits d’union conditionnels, espaces sans chasse, séparateurs de ligne, marques de sens d’écriture…), souvent apportés par un copier-coller : merci de le saisir à nouveau",
    summary: { one: "Veuillez corriger {count} champ :", other: "Veuillez corriger {count} champs :" },
    summaryLine: "{field}\u00a0: {error}",
  },
  submitError: "Erreur lors de l’envoi du message. Veuillez réessayer.",
  unavailable: {
    title: "Erreur lors de l’envoi du message. Veuillez réessayer.",
    description:
      "Notre serveur n’a pas pu enregistrer votre message pour le moment. Rien n’est perdu : votre texte est toujours dans le formulaire ci-dessous.",
  },
  rateLimited: {
    title: "Trop de messages depuis votre connexion",
    description: {
      one: "Pour protéger le formulaire du spam, nous n’acceptons que quelques messages à la fois. Réessayez dans {minutes} minute ; votre texte est conservé ci-dessous.",
      other:
        "Pour protéger le formulaire du spam, nous n’acceptons que quelques messages à la fois. Réessayez dans {minutes} minutes ; votre texte est conservé ci-dessous.",
    },
  },
  expired: {
    title: "Veuillez renvoyer le formulaire",
    description:
      "Cette page est restée ouverte longtemps et nous n’avons pas pu accepter le formulaire. Votre texte est conservé ci-dessous : appuyez à nouveau sur le bouton.",
  },
  badRequest: {
    title: "Erreur lors de l’envoi du message. Veuillez réessayer.",
    description: "Le message n’a pas pu être lu. Veuillez remplir à nouveau le formulaire.",
  },
  defaultMotivation: "Demande de contact depuis le formulaire",
} satisfies ContactCopy;
