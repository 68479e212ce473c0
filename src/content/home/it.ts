import type { HomeContent } from "./types";

export const it = {
  hero: {
    eyebrow: "Agenzia di PR digitali · Milano · Malta · Hong Kong",
    headlineDesktop: "Visibilità sui media in Europa e negli USA, con rischio condiviso",
    headlineMobile: "Visibilità sui media, con rischio condiviso",
    subtitle: "Portiamo la tua azienda sui media nazionali e internazionali. Se i risultati concordati non arrivano, non paghi.",
    primaryCta: "Prenota una consulenza gratuita",
    secondaryCta: "Guarda i nostri risultati",
    scrollDown: "Scorri in basso",
    stats: {
      reviews: { value: "4,9/5", label: "media delle recensioni" },
      projects: { value: "100+", label: "progetti seguiti" },
      clients: { value: "20+", label: "clienti in Europa, USA e Asia" },
    },
  },
  services: {
    title: "Cosa facciamo",
    intro: "Due servizi, un unico metodo: obiettivi chiari concordati prima di iniziare e risultati verificabili.",
    cards: [
      {
        icon: "megaphone",
        title: "PR digitali e relazioni con i media",
        description: "Contatti con i media nazionali e internazionali in Europa e negli USA per aziende, start-up e campagne di crowdfunding.",
        points: ["Un comunicato stampa ogni mese", "Call con i giornalisti del tuo settore", "Almeno 10 articoli pubblicati al mese"],
      },
      {
        icon: "shield",
        title: "Comunicazione di crisi",
        description: "Quando una notizia ti si ritorce contro, ti aiutiamo a rispondere in fretta, con una sola voce, proteggendo la fiducia costruita.",
        points: ["Analisi rapida e piano di risposta", "Dichiarazioni e gestione dei media", "Monitoraggio finché la notizia si spegne"],
      },
    ],
  },
  about: {
    title: "Chi siamo",
    intro: "Un piccolo team senior con uffici a Milano, Malta e Hong Kong. Parli sempre con le persone che fanno il lavoro.",
    founders: [
      {
        role: "Co-founder e managing partner",
        description: "Guida la strategia e i rapporti con i clienti e definisce l’angolo narrativo di ogni campagna prima del primo contatto con la stampa.",
      },
      {
        role: "Co-founder e responsabile media relations",
        description: "Cura i rapporti con le redazioni in Europa e negli USA e fa in modo che ogni proposta arrivi al giornalista giusto.",
      },
    ],
    profileLink: "{name} su LinkedIn",
  },
  cases: {
    title: "I nostri business case",
    intro: "Campagne che abbiamo seguito e i risultati ottenuti.",
    cards: {
      criptomining: {
        results: "300.000 € raccolti in 30 giorni",
        details: "Comunicazione per un crowdfunding con oltre 2 milioni di persone raggiunte e una conversione del 15%.",
      },
      opstart: {
        results: "24 mesi di collaborazione",
        details: "Comunicazione per una piattaforma di crowdfunding dal 2021 al 2023, fino all’acquisizione del 60% di un partner.",
      },
      airhelp: { results: "Conversioni +400%", details: "Dodici mesi di relazioni con i media europei nel 2015 per un servizio di tutela dei passeggeri." },
      xtribe: {
        results: "Stampa nazionale e internazionale",
        details: "Una collaborazione di 12 mesi con uscite su un quotidiano economico nazionale e su una testata finanziaria internazionale.",
      },
    },
    readCase: "Leggi il caso",
    carouselLabel: "Business case",
  },
  clients: {
    title: "Aziende che si sono fidate di noi",
    intro: "Start-up, aziende tecnologiche e imprese affermate in Europa, negli USA e in Asia.",
    carouselLabel: "Loghi dei clienti",
  },
  press: {
    title: "Parlano di noi e dei nostri clienti",
    unavailable: "Logo non disponibile",
  },
  pricing: {
    title: "Un piano, rischio condiviso",
    intro: "Un piano professionale con un metodo chiaro. Se i risultati concordati non arrivano, non paghi.",
    planName: "Piano professionale",
    price: "da 12.000 € all’anno",
    priceNote: "I progetti su misura partono da 1.000 € al mese, con preventivo gratuito.",
    phasesTitle: "Il nostro metodo in cinque fasi",
    phases: [
      "Analisi e angolo narrativo",
      "Sviluppo dei materiali stampa",
      "Contatto mirato con i media",
      "Gestione delle opportunità e follow-up",
      "Report e rassegna stampa",
    ],
    guaranteeBadge: "Garanzia",
    guaranteeText: "Garantiamo almeno 10 articoli pubblicati ogni mese e risultati concordati prima di iniziare.",
    timing: "Prime pubblicazioni in 2–4 settimane; risultati più significativi dopo 2–3 mesi.",
    contactPrompt: "Vuoi sapere se il piano fa per la tua azienda? Scrivici: rispondiamo entro 24 ore.",
    cta: "Contattaci su LinkedIn",
  },
  contact: {
    title: "Parliamo della tua storia",
    text: "Raccontaci della tua azienda e dei tuoi obiettivi. La prima consulenza è gratuita e rispondiamo entro 24 ore.",
    claims: ["Prima consulenza gratuita", "Risposta entro 24 ore", "Rischio condiviso sui risultati"],
    primaryCta: "Prenota una consulenza gratuita",
    secondaryCta: "La nostra pagina aziendale",
  },
  testimonials: {
    title: "Cosa dicono i nostri clienti",
    intro: "Quattro delle aziende con cui abbiamo lavorato.",
    carouselLabel: "Testimonianze dei clienti",
    items: [
      {
        role: "Fondatore, start-up fintech",
        quote: "Grazie al loro lavoro con la stampa la nostra campagna ha raccolto 300.000 € in una sola settimana. Gli articoli sono continuati per mesi.",
      },
      {
        role: "Direttrice marketing, azienda di viaggi",
        quote: "Obiettivi chiari, aggiornamenti ogni settimana e giornalisti che ci richiamavano davvero. Finalmente abbiamo capito cosa possono fare le PR.",
      },
      {
        role: "CEO, azienda di software",
        quote: "Hanno trovato nella nostra storia l’angolo che noi non vedevamo, e sono arrivate le uscite in Germania e negli USA.",
      },
      {
        role: "Responsabile comunicazione, marchio di consumo",
        quote: "In una settimana difficile ci hanno aiutato a rispondere in fretta e con calma. La notizia si è spenta e i clienti sono rimasti.",
      },
    ],
  },
  faq: {
    title: "Domande frequenti",
    items: [
      {
        question: "Quanto costano i vostri servizi?",
        answer:
          "I nostri servizi partono da 1.000 € al mese e il piano professionale da 12.000 € all’anno. Il preventivo è gratuito e su misura per i tuoi obiettivi.",
      },
      {
        question: "Quando usciranno i primi articoli?",
        answer: "Le prime pubblicazioni arrivano di solito in 2–4 settimane; i risultati più significativi dopo 2–3 mesi di lavoro.",
      },
      {
        question: "Che cosa significa rischio condiviso?",
        answer: "Prima di iniziare concordiamo risultati misurabili. Se non vengono raggiunti non paghi, e garantiamo almeno 10 articoli pubblicati al mese.",
      },
      {
        question: "Con quali media lavorate?",
        answer:
          "Quotidiani nazionali e internazionali, testate economiche, magazine online, TV e radio in Europa e negli USA, scelti in base al tuo settore e al tuo pubblico.",
      },
    ],
  },
  carousel: {
    previous: "Precedente",
    next: "Successivo",
    pause: "Metti in pausa lo scorrimento automatico",
    play: "Riprendi lo scorrimento automatico",
    page: "{number} di {total}",
    roleDescription: "carosello",
    slideRoleDescription: "elemento",
  },
} satisfies HomeContent;
