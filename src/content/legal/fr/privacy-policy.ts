import { formatAddress, site } from "~/config/site";
import type { LegalDocument } from "../types";

const { malta, milan, hongKong } = site.offices;

export const privacyPolicy: LegalDocument = {
  slug: "privacypolicy",
  title: "Politique de confidentialité",
  description:
    "Collecte, utilisation, conservation et protection de vos données (formulaire de contact, mesure d’audience, publicité) et exercice de vos droits RGPD.",
  keywords: [
    "politique de confidentialité",
    "RGPD",
    "données personnelles",
    "protection des données",
    "formulaire de contact",
    "droits des personnes concernées",
    "consentement aux cookies",
  ],
  intro: `La présente politique explique quelles données personnelles ${site.name} collecte par l’intermédiaire de ce site, pour quelles raisons et pendant combien de temps elles sont conservées. Elle décrit également les droits que vous confère le Règlement général sur la protection des données (RGPD) et la manière de les exercer.`,
  sections: [
    {
      id: "data-controller",
      icon: "building",
      title: "Responsable du traitement",
      content: [
        {
          kind: "paragraph",
          text: `Le responsable du traitement de vos données personnelles est ${site.legalName}, dont le siège social est sis ${formatAddress(malta, "fr")}. La société dispose également de bureaux à ${milan.city.fr} (${formatAddress(milan, "fr")}) et à ${hongKong.city.fr} (${formatAddress(hongKong, "fr")}).`,
        },
        {
          kind: "paragraph",
          text: `Pour toute question relative à la présente politique ou à la manière dont nous traitons vos données, écrivez-nous à l’adresse ${site.email}.`,
        },
      ],
    },
    {
      id: "data-we-collect",
      icon: "database",
      title: "Données collectées via le formulaire de contact",
      content: [
        {
          kind: "paragraph",
          text: "Lorsque vous nous adressez une demande au moyen du formulaire de contact, nous collectons les informations suivantes :",
        },
        {
          kind: "list",
          items: [
            "nom et prénom",
            "adresse e-mail",
            "le message que vous nous adressez",
            "numéro de téléphone (facultatif)",
            "nom de l’entreprise (facultatif)",
          ],
        },
        {
          kind: "paragraph",
          text: "Nous vous remercions de ne pas inclure d’informations sensibles, telles que des données de santé, dans votre message. Nous n’utilisons que les informations que vous choisissez de nous communiquer.",
        },
      ],
    },
    {
      id: "purposes-and-legal-basis",
      icon: "scale",
      title: "Finalités et base juridique du traitement",
      content: [
        {
          kind: "paragraph",
          text: "Nous utilisons les données du formulaire de contact pour répondre à votre demande et, si vous le souhaitez, pour établir une proposition relative à nos services.",
        },
        {
          kind: "paragraph",
          text: "Ce traitement repose sur les mesures précontractuelles prises à votre demande en vue d’un éventuel contrat, ainsi que sur notre intérêt légitime à répondre aux demandes commerciales. Nous n’utilisons pas vos coordonnées à des fins de prospection sans rapport avec votre demande et ne les vendons à personne.",
        },
      ],
    },
    {
      id: "advertising-and-analytics",
      icon: "chart",
      title: "Publicité et mesure d’audience",
      content: [
        {
          kind: "paragraph",
          text: "Afin de comprendre comment les visiteurs utilisent le site et de mesurer l’efficacité de nos campagnes, nous recourons aux services de publicité et de mesure d’audience d’un éditeur de moteur de recherche. Avec votre consentement, ces services permettent les fonctionnalités suivantes :",
        },
        {
          kind: "list",
          items: [
            "le suivi des conversions, qui enregistre le moment où une visite aboutit à une demande de contact",
            "le remarketing, qui nous permet de présenter nos annonces aux personnes ayant déjà visité le site",
            "les conversions améliorées, qui transmettent des versions hachées (SHA-256) de coordonnées telles que votre adresse e-mail, afin qu’une conversion puisse être rapprochée sans que les données soient communiquées sous une forme lisible",
            "la lecture, dans l’URL de la page, de l’identifiant de clic gclid et des paramètres de campagne utm, afin de savoir quelle annonce ou quelle campagne vous a conduit jusqu’à nous",
          ],
        },
        {
          kind: "paragraph",
          text: "Nous utilisons également un outil d’analyse par cartes de chaleur et enregistrement de sessions, qui indique de manière agrégée où les visiteurs cliquent et jusqu’où ils font défiler les pages. Cet outil nous aide à améliorer la présentation et le contenu de nos pages.",
        },
        {
          kind: "paragraph",
          text: "Nous mesurons également la rapidité avec laquelle nos pages se chargent et réagissent, grâce à notre propre script et sur notre propre serveur, sans aucun tiers. Lorsque vous fermez ou quittez une page, votre navigateur nous transmet ses temps de chargement et de réactivité (les Core Web Vitals), la page et sa langue, le format de l’écran (téléphone, tablette ou ordinateur), le type de connexion estimé par le navigateur et l’élément de la page qui a réagi le plus lentement à un clic ou à une touche. Nous n’enregistrons ni adresse IP, ni cookie, ni identifiant d’aucune sorte, et seulement l’heure à laquelle les mesures nous parviennent : elles ne peuvent donc pas être rattachées à vous. Cette mesure relève de la catégorie « Mesure d’audience » ; là où la loi exige votre consentement, elle ne fonctionne qu’après que vous avez autorisé la mesure d’audience.",
        },
      ],
    },
    {
      id: "consent",
      icon: "settings",
      title: "Votre consentement au traçage",
      content: [
        {
          kind: "paragraph",
          text: "Les outils de mesure d’audience et de publicité ne sont activés qu’après que vous y avez consenti, dans tous les cas où la loi exige un consentement. Les cookies strictement nécessaires au fonctionnement du site ne requièrent pas de consentement.",
        },
        {
          kind: "paragraph",
          text: "Vous pouvez modifier ou retirer votre choix à tout moment au moyen du lien « Paramètres des cookies » situé en bas de chaque page. Notre Politique relative aux cookies énumère chacun des cookies que nous utilisons et leur durée de conservation.",
        },
      ],
    },
    {
      id: "retention",
      icon: "clock",
      title: "Durée de conservation de vos données",
      content: [
        {
          kind: "paragraph",
          text: "Nous conservons les données transmises via le formulaire de contact pendant 3 ans ou jusqu’à ce que vous nous demandiez de les supprimer, si cette demande intervient plus tôt. À l’issue de cette période, les données sont supprimées ou anonymisées.",
        },
        {
          kind: "paragraph",
          text: "Si la demande aboutit à la conclusion d’un contrat, les données nécessaires à la gestion de cette relation sont conservées pendant la durée du contrat et aussi longtemps que l’exigent les obligations légales applicables.",
        },
        {
          kind: "paragraph",
          text: "Les mesures de rapidité des pages décrites plus haut sont conservées 90 jours, puis supprimées automatiquement.",
        },
      ],
    },
    {
      id: "storage-and-processors",
      icon: "lock",
      title: "Lieu de stockage de vos données et sous-traitants",
      content: [
        {
          kind: "paragraph",
          text: "Les demandes envoyées via le formulaire de contact sont stockées auprès d’un fournisseur de stockage en nuage. Ce fournisseur, tout comme les prestataires de mesure d’audience et de publicité, agit en qualité de sous-traitant et ne traite les données que sur nos instructions, dans le cadre d’un contrat de sous-traitance.",
        },
        {
          kind: "paragraph",
          text: "L’accès à vos données est réservé aux membres de notre équipe qui en ont besoin pour vous répondre. Nous mettons en œuvre des mesures techniques et organisationnelles, telles que des connexions chiffrées et un accès restreint, afin de les protéger.",
        },
      ],
    },
    {
      id: "international-transfers",
      icon: "globe",
      title: "Transferts hors de l’Espace économique européen",
      content: [
        {
          kind: "paragraph",
          text: `Certains de nos prestataires peuvent traiter des données en dehors de l’Espace économique européen (EEE), et notre équipe travaille également depuis ${hongKong.city.fr}. Lorsque des données sont transférées hors de l’EEE, nous nous appuyons sur les clauses contractuelles types approuvées par la Commission européenne afin de garantir leur protection.`,
        },
      ],
    },
    {
      id: "your-rights",
      icon: "user",
      title: "Vos droits",
      content: [
        {
          kind: "paragraph",
          text: "En vertu du RGPD, vous disposez des droits suivants sur vos données personnelles :",
        },
        {
          kind: "list",
          items: [
            "droit d’accès : obtenir une copie des données que nous détenons à votre sujet",
            "droit de rectification : faire corriger des données inexactes ou incomplètes",
            "droit à l’effacement : nous demander de supprimer vos données",
            "droit à la limitation : nous demander de limiter l’utilisation de vos données",
            "droit à la portabilité : recevoir vos données dans un format structuré et lisible par machine",
            "droit d’opposition : vous opposer aux traitements fondés sur notre intérêt légitime",
            "retrait du consentement : retirer votre consentement à tout moment, sans que cela affecte les traitements effectués auparavant",
            "réclamation : introduire une réclamation auprès d’une autorité de contrôle, à Malte l’Information and Data Protection Commissioner",
          ],
        },
      ],
    },
    {
      id: "exercise-your-rights",
      icon: "mail",
      title: "Comment exercer vos droits",
      content: [
        {
          kind: "paragraph",
          text: `Pour exercer l’un de ces droits, adressez un e-mail à ${site.email}. Nous pourrons vous demander des informations permettant de vérifier votre identité avant de donner suite à votre demande.`,
        },
        {
          kind: "paragraph",
          text: "Nous vous répondrons dans un délai d’un mois à compter de la réception de votre demande. Si notre réponse ne vous satisfait pas, vous pouvez saisir l’Information and Data Protection Commissioner à Malte ou l’autorité de contrôle du pays où vous résidez ou travaillez.",
        },
      ],
    },
    {
      id: "changes-to-this-policy",
      icon: "file-text",
      title: "Modifications de la présente politique",
      content: [
        {
          kind: "paragraph",
          text: "Nous pouvons mettre à jour la présente politique lorsque nos services, nos outils ou nos obligations légales évoluent. La date figurant en haut de la page indique sa dernière révision, et toute modification importante sera clairement signalée sur le site.",
        },
      ],
    },
  ],
};
