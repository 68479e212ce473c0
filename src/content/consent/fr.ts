import type { ConsentCopy } from "./types";

export const fr = {
  banner: {
    title: "Vos choix de confidentialité",
    body: "Nous utilisons des cookies nécessaires au fonctionnement du site. Avec votre accord, nous aimerions aussi utiliser des cookies de mesure d’audience, pour comprendre l’usage du site, et des cookies marketing, pour évaluer nos campagnes. Vous pouvez changer d’avis à tout moment.",
    policyLink: "Lire la politique relative aux cookies",
    acceptAll: "Tout accepter",
    rejectAll: "Tout refuser",
    settings: "Paramètres",
  },
  sheet: {
    title: "Paramètres des cookies",
    description:
      "Choisissez les types de cookies que nous pouvons utiliser. Les cookies nécessaires restent toujours actifs, car le site ne peut pas fonctionner sans eux.",
    alwaysOn: "Toujours actifs",
    gpcNotice: "Votre navigateur envoie le signal Global Privacy Control : les cookies marketing restent désactivés, sauf si vous les activez ici.",
    categories: {
      necessary: { title: "Nécessaires", description: "Font fonctionner le site et retiennent les choix que vous faites ici." },
      analytics: { title: "Mesure d’audience", description: "Comptent les visites et nous montrent, de façon agrégée, quelles pages sont utiles." },
      marketing: {
        title: "Marketing",
        description: "Mesurent quelles annonces et campagnes nous amènent des visiteurs et affichent des annonces pertinentes ailleurs.",
      },
      preferences: { title: "Préférences", description: "Retiennent des réglages comme votre langue préférée." },
    },
    save: "Enregistrer mes choix",
    acceptAll: "Tout accepter",
    rejectAll: "Tout refuser",
    close: "Fermer les paramètres des cookies",
  },
  debug: {
    title: "Débogage analytics",
    consent: "Consentement",
    location: "Localisation",
    queued: "Événements en attente",
    sent: "Événements envoyés",
    none: "Aucun",
    close: "Fermer le panneau de débogage",
  },
} satisfies ConsentCopy;
