import { site } from "~/config/site";
import type { LegalDocument } from "../types";

export const cookiePolicy: LegalDocument = {
  slug: "cookiepolicy",
  title: "Politique relative aux cookies",
  description:
    "Les cookies utilisés sur notre site, le rôle et la durée de conservation de chacun, et comment donner, modifier ou retirer votre consentement à tout moment.",
  keywords: [
    "politique relative aux cookies",
    "cookies",
    "consentement aux cookies",
    "cookies de mesure d’audience",
    "cookies publicitaires",
    "paramètres des cookies",
  ],
  intro: `La présente politique explique comment le site ${site.name} utilise les cookies et les technologies similaires. Elle énumère les cookies que nous utilisons, leur finalité et leur durée de conservation, et vous indique comment gérer vos choix.`,
  sections: [
    {
      id: "what-are-cookies",
      icon: "cookie",
      title: "Qu’est-ce qu’un cookie ?",
      content: [
        {
          kind: "paragraph",
          text: "Les cookies sont de petits fichiers texte qu’un site enregistre dans votre navigateur lorsque vous le consultez. Ils permettent au site de mémoriser des informations d’une page ou d’une visite à l’autre, par exemple vos choix en matière de consentement.",
        },
        {
          kind: "paragraph",
          text: "Certains cookies sont déposés par nous, en tant qu’éditeur du site. D’autres sont déposés par des services tiers que nous utilisons pour la mesure d’audience et la publicité ; ils relèvent des politiques de confidentialité propres à ces prestataires.",
        },
      ],
    },
    {
      id: "why-we-use-cookies",
      icon: "chart",
      title: "Pourquoi nous utilisons des cookies",
      content: [
        {
          kind: "paragraph",
          text: "Les cookies nécessaires assurent le fonctionnement du site et nous permettent de respecter les choix que vous faites concernant les autres catégories. Sans eux, nous ne pourrions pas mémoriser si vous avez accepté ou refusé le traçage.",
        },
        {
          kind: "paragraph",
          text: "Les cookies de mesure d’audience indiquent quelles pages sont les plus consultées, combien de temps les visiteurs restent et à quel endroit ils quittent le site. Nous examinons ces informations de manière agrégée afin d’améliorer nos contenus et la navigation.",
        },
        {
          kind: "paragraph",
          text: "Les cookies marketing nous indiquent quelles annonces et quelles campagnes amènent des visiteurs qui nous contactent ensuite. Nous pouvons ainsi investir dans les campagnes qui fonctionnent et présenter nos annonces aux personnes ayant déjà manifesté un intérêt pour nos services.",
        },
      ],
    },
    {
      id: "cookie-categories",
      icon: "file-text",
      title: "Catégories de cookies",
      content: [
        {
          kind: "paragraph",
          text: "Nous classons les cookies de ce site en quatre catégories :",
        },
        {
          kind: "list",
          items: [
            "Nécessaires : indispensables au fonctionnement du site et à la mémorisation de vos choix en matière de consentement. Ils sont toujours actifs et ne peuvent pas être désactivés.",
            "Mesure d’audience : nous aident à comprendre comment les visiteurs utilisent le site, au moyen du service de mesure d’audience d’un éditeur de moteur de recherche et d’un outil de cartes de chaleur et d’enregistrement de sessions.",
            "Marketing : mesurent les résultats de nos publicités, permettent le suivi des conversions et le remarketing, et contribuent à l’affichage d’annonces pertinentes sur d’autres sites.",
            "Préférences : mémorisent des choix qui modifient l’apparence ou le comportement du site, comme votre langue préférée.",
          ],
        },
        {
          kind: "paragraph",
          text: "Là où le consentement est requis (voir « Comment nous recueillons votre consentement »), les cookies de mesure d’audience, marketing et de préférences ne sont déposés qu’après que vous y avez consenti.",
        },
      ],
    },
    {
      id: "cookie-list",
      icon: "database",
      title: "Cookies utilisés",
      content: [
        {
          kind: "table",
          caption: "Cookies déposés sur ce site, avec leur catégorie, leur finalité et leur durée de conservation",
          head: ["Cookie", "Catégorie", "Finalité", "Durée de conservation"],
          rows: [
            [
              "cookie_consent",
              "Nécessaire",
              "Enregistre vos choix en matière de cookies et la version de la présente politique que vous avez acceptée",
              "90 jours",
            ],
            ["Cookies de session", "Nécessaire", "Assurent le bon fonctionnement du site pendant une même visite", "Jusqu’à la fermeture du navigateur"],
            ["_ga", "Mesure d’audience", "Distingue les visiteurs afin de comptabiliser les visites de manière anonyme", "26 mois"],
            ["_ga_<id>", "Mesure d’audience", "Assure le suivi de la session en cours pour le service de mesure d’audience", "26 mois"],
            [
              "_clck",
              "Mesure d’audience",
              "Reconnaît les visiteurs récurrents dans l’outil de cartes de chaleur et d’enregistrement de sessions",
              "Jusqu’à 26 mois",
            ],
            ["_clsk", "Mesure d’audience", "Regroupe les pages consultées au cours d’une visite en un seul enregistrement de session", "1 jour"],
            ["_gcl_au", "Marketing", "Mesure la manière dont les clics sur les annonces se transforment en demandes de contact", "90 jours"],
            ["_gcl_aw", "Marketing", "Enregistre l’identifiant de clic publicitaire (gclid) afin d’attribuer les conversions", "90 jours"],
            ["_gcl_dc", "Marketing", "Enregistre les informations de clic issues des campagnes d’affichage publicitaire (display)", "90 jours"],
            [
              "IDE",
              "Marketing",
              "Utilisé par le réseau publicitaire de l’éditeur de moteur de recherche pour le remarketing et la mesure des annonces",
              "13 mois",
            ],
            ["test_cookie", "Marketing", "Vérifie si le navigateur accepte les cookies publicitaires", "Jusqu’à 90 jours"],
            ["_fbp", "Marketing", "Utilisé par une plateforme publicitaire de réseau social pour mesurer et diffuser des annonces", "90 jours"],
            ["fr", "Marketing", "Utilisé par une plateforme publicitaire de réseau social pour afficher des annonces pertinentes", "90 jours"],
            [
              "MUID",
              "Marketing",
              "Reconnaît le navigateur d’un site à l’autre pour le compte d’un autre réseau de publicité sur moteur de recherche",
              "13 mois",
            ],
            ["NID", "Marketing", "Enregistre des préférences servant à personnaliser les annonces de l’éditeur de moteur de recherche", "6 mois"],
            ["Cookies de préférences", "Préférences", "Mémorisent des réglages tels que votre langue préférée", "1 an"],
          ],
        },
      ],
    },
    {
      id: "similar-technologies",
      icon: "globe",
      title: "Technologies similaires",
      content: [
        {
          kind: "paragraph",
          text: "Outre les cookies, les services de mesure d’audience et de publicité utilisent de petits fragments de code, souvent appelés balises ou pixels, qui s’exécutent au chargement d’une page. Certains peuvent également enregistrer des informations dans le stockage local de votre navigateur.",
        },
        {
          kind: "paragraph",
          text: "Nous traitons ces technologies de la même manière que les cookies. Elles ne sont actives que pour les catégories activées pour vous, et vous pouvez les désactiver au même endroit.",
        },
        {
          kind: "paragraph",
          text: "Notre propre mesure de la rapidité des pages relève elle aussi de la catégorie « Mesure d’audience ». Elle ne dépose aucun cookie et n’enregistre rien dans votre navigateur : lorsque vous quittez une page, votre navigateur nous indique à quelle vitesse elle s’est chargée et a réagi, sans aucun identifiant, et nous supprimons ces mesures au bout de 90 jours. Là où la loi exige votre consentement, elle ne fonctionne qu’une fois la mesure d’audience autorisée.",
        },
      ],
    },
    {
      id: "retention",
      icon: "clock",
      title: "Durée de conservation des cookies",
      content: [
        {
          kind: "paragraph",
          text: "Chaque cookie est supprimé automatiquement à l’expiration de sa durée de conservation. En résumé :",
        },
        {
          kind: "list",
          items: [
            "le cookie de consentement, cookie_consent, est conservé 90 jours",
            "les cookies de mesure d’audience sont conservés jusqu’à 26 mois",
            "les cookies marketing sont conservés entre 90 jours et 2 ans, selon le cookie",
            "les cookies de préférences sont conservés 1 an",
            "les cookies de session sont supprimés à la fermeture de votre navigateur",
          ],
        },
      ],
    },
    {
      id: "advertising-and-analytics",
      icon: "megaphone",
      title: "Services de publicité et de mesure d’audience",
      content: [
        {
          kind: "paragraph",
          text: "Nos cookies marketing et de mesure d’audience proviennent principalement des services de publicité et de mesure d’audience d’un éditeur de moteur de recherche. Ils permettent le suivi des conversions, le remarketing et les conversions améliorées, lesquelles utilisent des données hachées (SHA-256) au lieu de coordonnées lisibles.",
        },
        {
          kind: "paragraph",
          text: "Lorsque vous arrivez sur le site depuis une annonce ou un lien de campagne, le site lit dans l’URL l’identifiant de clic gclid et les paramètres de campagne utm afin d’attribuer votre visite. Ces informations ne sont enregistrées que si les cookies correspondants sont activés pour vous.",
        },
        {
          kind: "paragraph",
          text: "Notre Politique de confidentialité explique plus en détail la manière dont ces services traitent les données personnelles.",
        },
      ],
    },
    {
      id: "consent",
      icon: "shield",
      title: "Comment nous recueillons votre consentement",
      content: [
        {
          kind: "paragraph",
          text: "Si vous nous rendez visite depuis un pays de l’Espace économique européen ou depuis la Chine, un bandeau vous demande lors de votre première visite votre consentement pour les catégories mesure d’audience, marketing et préférences ; tant que vous n’avez pas fait de choix, seuls les cookies nécessaires sont utilisés. Ailleurs, ainsi que sur la version italienne du site, ces catégories sont activées dès votre première visite, et vous pouvez désactiver chacune d’elles dans les paramètres des cookies. Si votre navigateur envoie un signal Global Privacy Control, les cookies marketing restent désactivés, sauf si vous les y activez.",
        },
        {
          kind: "paragraph",
          text: "Votre choix est enregistré dans le cookie cookie_consent. Nous vous redemandons votre consentement au bout de 90 jours, ou plus tôt si nous publions une nouvelle version de la présente politique.",
        },
        {
          kind: "paragraph",
          text: "Le refus des cookies de mesure d’audience, marketing ou de préférences ne restreint pas votre accès au site ni au formulaire de contact.",
        },
      ],
    },
    {
      id: "manage-cookies",
      icon: "settings",
      title: "Modifier vos choix",
      content: [
        {
          kind: "paragraph",
          text: "Vous pouvez rouvrir les paramètres des cookies à tout moment au moyen du lien « Paramètres des cookies » situé en bas de chaque page. Vous pourrez y donner ou retirer votre consentement pour chaque catégorie.",
        },
        { kind: "cookie-settings" },
        {
          kind: "paragraph",
          text: "Vous pouvez également bloquer ou supprimer les cookies depuis les paramètres de votre navigateur. Le blocage des cookies nécessaires peut empêcher certaines parties du site de fonctionner correctement.",
        },
        {
          kind: "paragraph",
          text: "Le retrait de votre consentement met fin, à partir de ce moment, à l’utilisation des cookies et technologies concernés. Il n’affecte pas la licéité des utilisations intervenues auparavant.",
        },
      ],
    },
    {
      id: "contact",
      icon: "mail",
      title: "Contact",
      content: [
        {
          kind: "paragraph",
          text: `Le responsable du traitement pour les cookies de ce site est ${site.legalName}. Pour toute question relative à la présente politique, écrivez à ${site.email}.`,
        },
        {
          kind: "paragraph",
          text: "Notre Politique de confidentialité explique comment nous traitons les données personnelles collectées via le site et comment vous pouvez exercer les droits que vous confère le RGPD.",
        },
      ],
    },
  ],
};
