import type { ContactCopy } from "./types";

export const it = {
  intro: "Raccontaci chi sei e cosa vorresti che la stampa dicesse di te. Solo l’ultimo campo è facoltativo.",
  fields: {
    fullName: { label: "Nome e cognome", placeholder: "es. Mario Rossi" },
    email: { label: "E-mail", placeholder: "es. mario.rossi@azienda.it" },
    company: { label: "Azienda", placeholder: "es. Rossi Robotica S.r.l." },
    motivation: { label: "Come possiamo aiutarti?", placeholder: "I tuoi obiettivi, le tue novità, le tue scadenze…" },
  },
  optionalSeparator: " ",
  optional: "(facoltativo)",
  messageLength: {
    limit: { one: "Fino a {max} carattere", other: "Fino a {max} caratteri" },
    left: { one: "Resta {count} carattere", other: "Restano {count} caratteri" },
    over: { one: "{count} carattere di troppo", other: "{count} caratteri di troppo" },
  },
  submit: "Invia messaggio",
  sending: "Invio in corso…",
  note: "Rispondiamo entro 24 ore nei giorni lavorativi. Usiamo i tuoi dati solo per risponderti, come spiegato nella nostra {privacy}.",
  privacyLink: "informativa sulla privacy",
  emailBlock: {
    heading: "Preferisci l’e-mail?",
    description: "Scrivici direttamente o copia il nostro indirizzo.",
  },
  nextSteps: {
    heading: "Cosa succede dopo",
    steps: [
      {
        title: "Ti rispondiamo entro 24 ore",
        text: "Il tuo messaggio arriva alle persone che seguirebbero la tua campagna: ti scriviamo entro 24 ore nei giorni lavorativi.",
      },
      {
        title: "La prima consulenza è gratuita",
        text: "Parliamo della tua storia, dei tuoi obiettivi e dei media che contano per te. Non costa nulla e non ti impegna.",
      },
      {
        title: "Risultati concordati, rischio condiviso",
        text: "Ti proponiamo un piano con risultati misurabili fissati prima di iniziare. Se non li raggiungiamo, non paghi.",
      },
    ],
    officesHeading: "Le nostre sedi",
    offices: ["Milano", "Malta, sede legale", "Hong Kong"],
  },
  honeypotLabel: "Lascia vuoto questo campo",
  validation: {
    lang: "it",
    fullNameMin: "Il nome completo deve contenere almeno 2 caratteri",
    emailInvalid: "Inserisci un indirizzo e-mail valido",
    companyRequired: "Il nome dell’azienda è obbligatorio",
    tooLong: { one: "Usa al massimo {max} carattere", other: "Usa al massimo {max} caratteri" },
    controlCharacters: "Questo campo contiene caratteri che non possiamo accettare",
    invisibleCharacters:
      "Questo campo contiene caratteri invisibili (come trattini facoltativi, spazi a larghezza zero, separatori di riga o segni di direzione del testo), spesso arrivati con un copia e incolla: riscrivilo, per favore",
    summary: { one: "Correggi {count} campo:", other: "Correggi {count} campi:" },
    summaryLine: "{field}: {error}",
  },
  submitError: "Errore durante l’invio del messaggio. Riprova.",
  unavailable: {
    title: "Errore durante l’invio del messaggio. Riprova.",
    description:
      "Il nostro server non è riuscito a salvare il messaggio in questo momento. Non hai perso nulla: quello che hai scritto è ancora nel modulo qui sotto.",
  },
  rateLimited: {
    title: "Troppi messaggi dalla tua connessione",
    description: {
      one: "Per proteggere il modulo dallo spam accettiamo pochi messaggi alla volta. Riprova tra {minutes} minuto; quello che hai scritto resta qui sotto.",
      other: "Per proteggere il modulo dallo spam accettiamo pochi messaggi alla volta. Riprova tra {minutes} minuti; quello che hai scritto resta qui sotto.",
    },
  },
  expired: {
    title: "Invia di nuovo il modulo",
    description: "La pagina è rimasta aperta a lungo e non abbiamo potuto accettare il modulo. Il testo è ancora qui sotto: premi di nuovo il pulsante.",
  },
  badRequest: {
    title: "Errore durante l’invio del messaggio. Riprova.",
    description: "Non siamo riusciti a leggere il messaggio. Compila di nuovo il modulo.",
  },
  defaultMotivation: "Richiesta di contatto dal modulo",
} satisfies ContactCopy;
