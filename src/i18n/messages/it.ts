import type { Messages } from "./en";

export const it = {
  common: {
    /** After the brand in page titles (spec, section 7 "Page hints"). */
    brandTagline: "Agenzia europea di PR",
    home: "Home",
    skipToContent: "Vai al contenuto",
    opensInNewTab: "(si apre in una nuova scheda)",
    backToHome: "Torna alla home",
  },
  home: {
    floatingBarLabel: "Contatto rapido",
    floatingBarCompanyPage: "La nostra pagina aziendale",
    floatingBarCopyEmail: "Copia e-mail",
  },
  nav: {
    label: "Navigazione principale",
    home: "{brand}, pagina iniziale",
    services: "Servizi",
    about: "Chi siamo",
    results: "Risultati",
    contact: "Contatti",
    openMenu: "Apri il menu",
    closeMenu: "Chiudi il menu",
  },
  language: {
    label: "Lingua",
    current: "{language} (lingua attuale)",
  },
  email: {
    copy: "Copia l’indirizzo e-mail",
    copied: "Email copiata!",
    copiedDescription: "{email} è stato copiato negli appunti.",
    copyFailed: "Copia non riuscita. Il nostro indirizzo è {email}.",
  },
  footer: {
    legalHeading: "Note legali",
    privacy: "Informativa sulla privacy",
    terms: "Termini di servizio",
    cookies: "Cookie policy",
    contactHeading: "Contattaci",
    officesHeading: "Sedi",
    milanOffice: "Sede di Milano",
    maltaOffice: "Sede di Malta, sede legale",
    emailHeading: "E-mail",
    rights: "© {year} {name}. Tutti i diritti riservati.",
    backToTop: "Torna su",
  },
  notFound: {
    metaTitle: "Pagina non trovata",
    title: "Ops! Pagina non trovata",
    description: "La pagina che cerchi non esiste o è stata spostata.",
    backHome: "Vai alla pagina iniziale",
  },
  foreignOrigin: {
    metaTitle: "Richiesta rifiutata",
    title: "Questo modulo si può inviare solo dal nostro sito",
    description:
      "La richiesta proveniva da un altro sito, perciò non l’abbiamo accettata. Se volevi scriverci, apri il nostro modulo di contatto e invialo da lì.",
    action: "Vai al modulo di contatto",
  },
  error: {
    metaTitle: "Si è verificato un errore",
    title: "Si è verificato un errore",
    description: "Un errore imprevisto ha impedito il caricamento della pagina. Riprova tra qualche istante.",
    reload: "Ricarica la pagina",
    backHome: "Vai alla pagina iniziale",
  },
  form: {
    success: "Grazie per averci contattato! Abbiamo ricevuto il tuo messaggio e ti risponderemo entro 24 ore.",
  },
  thankYou: {
    metaTitle: "Grazie",
    metaDescription: "Il tuo messaggio ci è arrivato. Rispondiamo a ogni richiesta entro 24 ore.",
    title: "Messaggio inviato",
    nextHeading: "Nel frattempo",
    casesTitle: "Guarda cosa abbiamo fatto per altri",
    casesText: "Quattro campagne e i loro risultati, dai 300.000 € raccolti in 30 giorni alle conversioni cresciute del 400%.",
    casesLink: "Leggi i nostri business case",
    companyTitle: "Segui il nostro lavoro",
    companyText: "Nuove uscite sui media, novità e storie dei nostri clienti, sulla nostra pagina aziendale.",
    companyLink: "Apri la nostra pagina aziendale",
  },
  caseStudy: {
    caseStudy: "Caso di studio",
    client: "Cliente",
    keyFigures: "I numeri chiave",
    challenge: "La sfida",
    solution: "La nostra soluzione",
    results: "Risultati",
    timeline: "Periodo",
    industry: "Settore",
    visitWebsite: "Visita il sito di {client}",
    readArticle: "Leggi l’articolo",
  },
  legal: {
    lastUpdated: "Ultimo aggiornamento: {date}",
    contents: "Indice",
    referenceNote: "Questa è una traduzione: in caso di differenze fa fede il testo inglese.",
    englishVersion: "Leggi la versione inglese",
  },
  consent: {
    cookieSettings: "Impostazioni cookie",
  },
  pages: {
    socialImageAlt: "{brand}: {tagline}",
    homeTitle: "PR digitali e relazioni con i media",
    homeDescription:
      "PR digitali e ufficio stampa per aziende, start-up e campagne di crowdfunding: visibilità sui media italiani e internazionali, con rischio condiviso.",
    contactTitle: "Contattaci",
    contactDescription: "Prenota una consulenza gratuita: raccontaci della tua azienda e ti risponderemo entro 24 ore.",
  },
} satisfies Messages;
