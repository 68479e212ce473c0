import type { Messages } from "./en";

export const fr = {
  common: {
    /** After the brand in page titles (spec, section 7 "Page hints"). */
    brandTagline: "Agence européenne de relations presse",
    home: "Accueil",
    skipToContent: "Aller au contenu",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
    backToHome: "Retour à l’accueil",
  },
  home: {
    floatingBarLabel: "Contact rapide",
    floatingBarCompanyPage: "Notre page entreprise",
    floatingBarCopyEmail: "Copier l’e-mail",
  },
  nav: {
    label: "Navigation principale",
    home: "{brand}, page d’accueil",
    services: "Services",
    about: "À propos",
    results: "Résultats",
    contact: "Contact",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
  },
  language: {
    label: "Langue",
    current: "{language} (langue actuelle)",
  },
  email: {
    copy: "Copier l’adresse e-mail",
    copied: "E-mail copié !",
    copiedDescription: "{email} a été copié dans le presse-papiers.",
    copyFailed: "Copie impossible. Notre adresse est {email}.",
  },
  footer: {
    legalHeading: "Informations légales",
    privacy: "Politique de confidentialité",
    terms: "Conditions d’utilisation",
    cookies: "Politique relative aux cookies",
    contactHeading: "Nous contacter",
    officesHeading: "Bureaux",
    milanOffice: "Bureau de Milan",
    maltaOffice: "Bureau de Malte, siège social",
    emailHeading: "E-mail",
    rights: "© {year} {name}. Tous droits réservés.",
    backToTop: "Retour en haut",
  },
  notFound: {
    metaTitle: "Page introuvable",
    title: "Oups ! Page introuvable",
    description: "La page que vous cherchez n’existe pas ou a été déplacée.",
    backHome: "Aller à la page d’accueil",
  },
  foreignOrigin: {
    metaTitle: "Demande refusée",
    title: "Ce formulaire ne peut être envoyé que depuis notre site",
    description:
      "La demande venait d’un autre site : nous ne l’avons donc pas acceptée. Si vous souhaitiez nous écrire, ouvrez notre formulaire de contact et envoyez-le depuis celui-ci.",
    action: "Aller au formulaire de contact",
  },
  error: {
    metaTitle: "Une erreur est survenue",
    title: "Une erreur est survenue",
    description: "Une erreur inattendue a empêché le chargement de la page. Veuillez réessayer dans un instant.",
    reload: "Recharger la page",
    backHome: "Aller à la page d’accueil",
  },
  form: {
    success: "Merci de nous avoir contactés ! Nous avons bien reçu votre message et vous répondrons sous 24 heures.",
  },
  thankYou: {
    metaTitle: "Merci",
    metaDescription: "Votre message nous est bien parvenu. Nous répondons à chaque demande sous 24 heures.",
    title: "Message envoyé",
    nextHeading: "En attendant",
    casesTitle: "Découvrez ce que nous avons fait pour d’autres",
    casesText: "Quatre campagnes et leurs résultats, de 300\u00a0000\u00a0€ levés en 30\u00a0jours à des conversions en hausse de 400\u00a0%.",
    casesLink: "Lire nos études de cas",
    companyTitle: "Suivez notre actualité",
    companyText: "Nos dernières retombées, nos nouvelles et les histoires de nos clients, sur notre page entreprise.",
    companyLink: "Ouvrir notre page entreprise",
  },
  caseStudy: {
    caseStudy: "Étude de cas",
    client: "Client",
    keyFigures: "Les chiffres clés",
    challenge: "Le défi",
    solution: "Notre solution",
    results: "Résultats",
    timeline: "Période",
    industry: "Secteur",
    visitWebsite: "Visiter le site de {client}",
    readArticle: "Lire l’article",
    nextTitle: "Vous voulez de tels résultats ?",
    nextText:
      "Parlez-nous de votre entreprise et de ce que vous aimeriez lire sur vous dans la presse. La première consultation est gratuite, et nous répondons sous 24 heures.",
  },
  legal: {
    lastUpdated: "Dernière mise à jour : {date}",
    contents: "Sommaire",
    referenceNote: "Ce document est une traduction : en cas de divergence, le texte anglais fait foi.",
    englishVersion: "Lire la version anglaise",
  },
  consent: {
    cookieSettings: "Paramètres des cookies",
  },
  pages: {
    socialImageAlt: "{brand} : {tagline}",
    homeTitle: "RP digitales et relations presse",
    homeDescription:
      "RP digitales et relations presse pour entreprises, start-up et campagnes de financement participatif : visibilité dans les médias européens, risque partagé.",
    contactTitle: "Contact",
    contactErrorTitle: "Erreur : {title}",
    contactDescription: "Réservez une consultation gratuite : parlez-nous de votre entreprise, nous vous répondrons sous 24 heures.",
  },
} satisfies Messages;
