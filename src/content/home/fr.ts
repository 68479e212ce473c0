import type { HomeContent } from "./types";

export const fr = {
  hero: {
    eyebrow: "Agence de RP digitales · Milan · Malte · Hong Kong",
    headlineDesktop: "Des retombées presse en Europe et aux États-Unis, à risque partagé",
    headlineMobile: "Des retombées presse, à risque partagé",
    subtitle:
      "Nous faisons connaître votre entreprise auprès des médias nationaux et internationaux. Si les résultats convenus ne sont pas atteints, vous ne payez pas.",
    primaryCta: "Réserver une consultation gratuite",
    secondaryCta: "Voir nos résultats",
    scrollDown: "Faire défiler vers le bas",
    stats: {
      reviews: { value: "4,9/5", label: "note moyenne des avis" },
      projects: { value: "100+", label: "projets accompagnés" },
      clients: { value: "20+", label: "clients en Europe, aux États-Unis et en Asie" },
    },
  },
  services: {
    title: "Ce que nous faisons",
    intro: "Deux services, une seule méthode : des objectifs clairs fixés dès le départ et des résultats vérifiables.",
    cards: [
      {
        icon: "megaphone",
        title: "RP digitales et relations médias",
        description:
          "Des contacts avec les médias nationaux et internationaux en Europe et aux États-Unis pour les entreprises, les start-up et les campagnes de financement participatif.",
        points: ["Un communiqué de presse chaque mois", "Des échanges avec les journalistes de votre secteur", "Au moins 10 articles publiés par mois"],
      },
      {
        icon: "shield",
        title: "Communication de crise",
        description: "Quand une affaire tourne mal, nous vous aidons à répondre vite, d’une seule voix, en préservant la confiance que vous avez bâtie.",
        points: ["Évaluation rapide et plan de réponse", "Déclarations et gestion des médias", "Veille jusqu’à ce que l’affaire retombe"],
      },
    ],
  },
  about: {
    title: "Qui sommes-nous ?",
    intro: "Une petite équipe expérimentée, avec des bureaux à Milan, Malte et Hong Kong. Vous parlez toujours avec ceux qui font le travail.",
    founders: [
      {
        role: "Cofondateur et associé gérant",
        description: "Pilote la stratégie et la relation client, et définit l’angle de chaque campagne avant le premier contact avec la presse.",
      },
      {
        role: "Cofondateur et responsable des relations médias",
        description: "Entretient les liens avec les rédactions en Europe et aux États-Unis et veille à ce que chaque proposition arrive au bon journaliste.",
      },
    ],
    profileLink: "{name} sur LinkedIn",
  },
  cases: {
    title: "Nos études de cas",
    intro: "Des campagnes que nous avons menées et ce qu’elles ont permis d’obtenir.",
    cards: {
      criptomining: {
        results: "300 000 € levés en 30 jours",
        details: "Communication d’une levée participative : plus de 2 millions de personnes touchées et 15 % de conversion.",
      },
      opstart: {
        results: "24 mois de partenariat",
        details: "Communication d’une plateforme de financement participatif de 2021 à 2023, jusqu’à l’acquisition de 60 % d’un partenaire.",
      },
      airhelp: {
        results: "Conversions +400 %",
        details: "Douze mois de relations avec les médias européens en 2015 pour un service de défense des droits des passagers.",
      },
      xtribe: {
        results: "Presse nationale et internationale",
        details: "Une collaboration de 12 mois avec des articles dans un quotidien économique national et un journal financier international.",
      },
    },
    readCase: "Lire l’étude de cas",
    carouselLabel: "Études de cas",
  },
  clients: {
    title: "Ils nous ont fait confiance",
    intro: "Des start-up, des entreprises technologiques et des sociétés établies en Europe, aux États-Unis et en Asie.",
    carouselLabel: "Logos des clients",
  },
  press: null,
  pricing: {
    title: "Une formule, un risque partagé",
    intro: "Une formule professionnelle avec une méthode claire. Si les résultats convenus ne sont pas atteints, vous ne payez pas.",
    planName: "Formule professionnelle",
    price: "à partir de 12 000 € par an",
    priceNote: "Les projets sur mesure commencent à 1 000 € par mois, avec un devis gratuit.",
    phasesTitle: "Notre méthode en cinq étapes",
    phases: [
      "Analyse et angle éditorial",
      "Élaboration des supports de presse",
      "Prise de contact ciblée avec les médias",
      "Suivi des opportunités et relances",
      "Rapports et revue de presse",
    ],
    guaranteeBadge: "Garantie",
    guaranteeText: "Nous garantissons au moins 10 articles publiés chaque mois, avec des résultats convenus avant de commencer.",
    timing: "Premières publications en 2 à 4 semaines ; des résultats plus marquants après 2 à 3 mois.",
    contactPrompt: "Vous voulez savoir si la formule convient à votre entreprise ? Écrivez-nous : nous répondons sous 24 heures.",
    cta: "Nous contacter sur LinkedIn",
  },
  contact: {
    title: "Parlons de votre histoire",
    text: "Présentez-nous votre entreprise et vos objectifs. La première consultation est gratuite et nous répondons sous 24 heures.",
    claims: ["Première consultation gratuite", "Réponse sous 24 heures", "Risque partagé sur les résultats"],
    primaryCta: "Réserver une consultation gratuite",
    secondaryCta: "Notre page entreprise",
  },
  testimonials: {
    title: "Ce que disent nos clients",
    intro: "Quatre des entreprises avec lesquelles nous avons travaillé.",
    carouselLabel: "Témoignages de clients",
    items: [
      {
        role: "Fondateur, start-up fintech",
        quote: "Grâce à leur travail auprès de la presse, notre campagne a levé 300 000 € en une seule semaine. Les articles ont continué pendant des mois.",
      },
      {
        role: "Directrice marketing, entreprise de voyages",
        quote:
          "Des objectifs clairs, un point chaque semaine et des journalistes qui nous rappelaient vraiment. Nous avons enfin compris ce que les RP peuvent apporter.",
      },
      {
        role: "PDG, éditeur de logiciels",
        quote: "Ils ont trouvé dans notre histoire l’angle que nous ne voyions pas, et les articles en Allemagne et aux États-Unis ont suivi.",
      },
      {
        role: "Responsable communication, marque grand public",
        quote: "Pendant une semaine difficile, ils nous ont aidés à répondre vite et sereinement. L’affaire s’est éteinte et nos clients sont restés.",
      },
    ],
  },
  faq: {
    title: "Questions fréquentes",
    items: [
      {
        question: "Combien coûtent vos services ?",
        answer: "Nos services commencent à 1 000 € par mois et la formule professionnelle à 12 000 € par an. Le devis est gratuit et adapté à vos objectifs.",
      },
      {
        question: "Quand verrons-nous les premiers articles ?",
        answer: "Les premières publications arrivent en général en 2 à 4 semaines ; les résultats plus marquants après 2 à 3 mois de travail.",
      },
      {
        question: "Que signifie le risque partagé ?",
        answer:
          "Nous fixons ensemble des résultats mesurables avant de commencer. S’ils ne sont pas atteints, vous ne payez pas, et nous garantissons au moins 10 articles publiés par mois.",
      },
      {
        question: "Avec quels médias travaillez-vous ?",
        answer:
          "Quotidiens nationaux et internationaux, presse économique, magazines en ligne, télévision et radio en Europe et aux États-Unis, choisis selon votre secteur et votre public.",
      },
    ],
  },
  carousel: {
    previous: "Précédent",
    next: "Suivant",
    pause: "Mettre en pause le défilement automatique",
    play: "Reprendre le défilement automatique",
    page: "{number} sur {total}",
    roleDescription: "carrousel",
    slideRoleDescription: "diapositive",
  },
} satisfies HomeContent;
