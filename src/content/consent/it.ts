import type { ConsentCopy } from "./types";

export const it = {
  banner: {
    title: "Le tue scelte sulla privacy",
    body: "Usiamo cookie necessari per far funzionare il sito. Con il tuo permesso vorremmo usare anche cookie analitici, per capire come viene usato il sito, e cookie di marketing, per misurare le nostre campagne. Puoi cambiare idea in qualsiasi momento.",
    policyLink: "Leggi la cookie policy",
    acceptAll: "Accetta tutti",
    rejectAll: "Rifiuta tutti",
    settings: "Impostazioni",
  },
  sheet: {
    title: "Impostazioni cookie",
    description: "Scegli quali tipi di cookie possiamo usare. I cookie necessari sono sempre attivi perché senza di loro il sito non funziona.",
    alwaysOn: "Sempre attivi",
    gpcNotice: "Il tuo browser invia il segnale Global Privacy Control: i cookie di marketing restano disattivati, a meno che tu non li attivi qui.",
    categories: {
      necessary: { title: "Necessari", description: "Fanno funzionare il sito e ricordano le scelte che fai qui." },
      analytics: { title: "Analitici", description: "Contano le visite e ci mostrano, in forma aggregata, quali pagine sono utili." },
      marketing: { title: "Marketing", description: "Misurano quali annunci e campagne ci portano visitatori e mostrano annunci pertinenti altrove." },
      preferences: { title: "Preferenze", description: "Ricordano impostazioni come la lingua che preferisci." },
    },
    save: "Salva le mie scelte",
    acceptAll: "Accetta tutti",
    rejectAll: "Rifiuta tutti",
    close: "Chiudi le impostazioni cookie",
  },
  debug: {
    title: "Debug analytics",
    consent: "Consenso",
    location: "Posizione",
    queued: "Eventi in coda",
    sent: "Eventi inviati",
    none: "Nessuno",
    close: "Chiudi il pannello di debug",
  },
} satisfies ConsentCopy;
