import { countryName, formatAddress, site } from "~/config/site";
import type { LegalDocument } from "../types";

const { malta, milan, hongKong } = site.offices;

export const terms: LegalDocument = {
  slug: "terms",
  title: "Termini di servizio",
  description:
    "Le condizioni d’uso del nostro sito: proprietà intellettuale, accuratezza delle informazioni, responsabilità, condizioni commerciali e legge applicabile.",
  keywords: [
    "termini e condizioni",
    "condizioni d’uso",
    "termini di utilizzo del sito",
    "proprietà intellettuale",
    "limitazione di responsabilità",
    "legge applicabile",
  ],
  intro: `I presenti termini si applicano a chiunque visiti o utilizzi il sito web di ${site.name}. Utilizzando il sito, li accetti; se non sei d’accordo, ti invitiamo a non utilizzarlo.`,
  sections: [
    {
      id: "about-us",
      icon: "building",
      title: "Chi siamo",
      content: [
        {
          kind: "paragraph",
          text: `Questo sito web è gestito da ${site.legalName}, società con sede legale in ${formatAddress(malta, "it")}. Abbiamo inoltre uffici a ${milan.city.it} e a ${hongKong.city.it}.`,
        },
        {
          kind: "paragraph",
          text: `Per qualsiasi comunicazione relativa ai presenti termini puoi contattarci all’indirizzo ${site.email}.`,
        },
      ],
    },
    {
      id: "use-of-the-website",
      icon: "user",
      title: "Utilizzo del sito",
      content: [
        {
          kind: "paragraph",
          text: "Puoi navigare nel sito e condividerne i link per finalità lecite, personali o professionali. Nell’utilizzarlo, ti impegni a non:",
        },
        {
          kind: "list",
          items: [
            "utilizzare il sito in violazione di leggi o regolamenti applicabili",
            "tentare di accedere senza autorizzazione al sito, ai suoi server o ai sistemi collegati",
            "introdurre virus, codice malevolo o qualsiasi elemento che possa comprometterne il funzionamento",
            "estrarre in modo massivo contenuti dal sito con strumenti automatizzati senza la nostra autorizzazione scritta",
            "inviare tramite il modulo di contatto informazioni false, fuorvianti o offensive",
          ],
        },
        {
          kind: "paragraph",
          text: "Possiamo sospendere o limitare l’accesso a tutto il sito o a parte di esso per motivi di manutenzione o di sicurezza. Possiamo inoltre bloccare l’accesso a chiunque violi i presenti termini.",
        },
      ],
    },
    {
      id: "no-contract",
      icon: "file-text",
      title: "Nessun contratto concluso tramite il sito",
      content: [
        {
          kind: "paragraph",
          text: "Il sito presenta la nostra agenzia e i nostri servizi a titolo puramente informativo. La navigazione nel sito o l’invio di una richiesta tramite il modulo di contatto non determinano la conclusione di alcun contratto tra te e noi.",
        },
        {
          kind: "paragraph",
          text: "Qualsiasi incarico relativo ai nostri servizi ha inizio soltanto con la sottoscrizione, da parte di entrambe le parti, di un accordo scritto che ne definisca l’oggetto, i compensi e le condizioni.",
        },
        {
          kind: "paragraph",
          text: "Le informazioni presenti sul sito non costituiscono un’offerta in senso giuridico. Le proposte che inviamo in risposta a una richiesta non sono vincolanti finché non vengono accettate mediante un accordo sottoscritto.",
        },
      ],
    },
    {
      id: "intellectual-property",
      icon: "lock",
      title: "Proprietà intellettuale",
      content: [
        {
          kind: "paragraph",
          text: `Testi, elementi grafici, loghi, design e altri contenuti del sito appartengono a ${site.legalName} o sono utilizzati con l’autorizzazione dei rispettivi titolari. Sono tutelati dalle norme sul diritto d’autore, sui marchi e sulle altre forme di proprietà intellettuale.`,
        },
        {
          kind: "paragraph",
          text: "Puoi visualizzare e stampare le pagine per uso personale di consultazione. Qualsiasi altra forma di riproduzione, adattamento o distribuzione richiede il nostro previo consenso scritto.",
        },
        {
          kind: "paragraph",
          text: "I nomi e i loghi delle testate giornalistiche e dei clienti riportati sul sito restano di proprietà dei rispettivi titolari.",
        },
      ],
    },
    {
      id: "accuracy-of-information",
      icon: "chart",
      title: "Accuratezza delle informazioni",
      content: [
        {
          kind: "paragraph",
          text: "Ci impegniamo a mantenere i contenuti del sito accurati e aggiornati, ma non possiamo garantire che siano sempre completi o privi di errori. Possiamo modificare o rimuovere i contenuti in qualsiasi momento e senza preavviso.",
        },
        {
          kind: "paragraph",
          text: "I casi studio e i dati in essi riportati descrivono risultati ottenuti per clienti passati in circostanze specifiche. Non costituiscono una promessa né una garanzia che risultati analoghi saranno raggiunti in altri progetti.",
        },
        {
          kind: "paragraph",
          text: "I contenuti del sito sono informazioni di carattere generale sulla nostra attività. Non costituiscono una consulenza professionale riferita alla tua situazione specifica e non devono essere considerati tali.",
        },
      ],
    },
    {
      id: "commercial-terms",
      icon: "megaphone",
      title: "Le nostre condizioni commerciali",
      content: [
        {
          kind: "paragraph",
          text: "Il sito descrive le caratteristiche principali della nostra offerta, tra cui:",
        },
        {
          kind: "list",
          items: [
            "condivisione del rischio: se i risultati concordati con il cliente non vengono raggiunti, il cliente non paga",
            "la garanzia di almeno 10 articoli pubblicati al mese",
            "un piano professionale a partire da 12.000 euro all’anno",
          ],
        },
        {
          kind: "paragraph",
          text: "Queste condizioni sono una sintesi e si applicano soltanto se riportate in un accordo sottoscritto da entrambe le parti. I risultati, le prestazioni, i prezzi e le condizioni di ciascun incarico sono esclusivamente quelli indicati in tale accordo.",
        },
      ],
    },
    {
      id: "external-links",
      icon: "globe",
      title: "Link ad altri siti web",
      content: [
        {
          kind: "paragraph",
          text: "Il sito contiene link a siti web di terzi, come gli articoli pubblicati dalle testate giornalistiche per i nostri clienti. Non abbiamo alcun controllo su tali siti e non siamo responsabili dei loro contenuti, della loro disponibilità o delle loro pratiche in materia di privacy.",
        },
        {
          kind: "paragraph",
          text: "La presenza di un link non implica che approviamo il sito collegato o il suo titolare. Quando segui un link, si applicano i termini e l’informativa sulla privacy di quel sito.",
        },
      ],
    },
    {
      id: "limitation-of-liability",
      icon: "shield",
      title: "Limitazione di responsabilità",
      content: [
        {
          kind: "paragraph",
          text: "Il sito è fornito «così com’è» e «secondo disponibilità». Nei limiti consentiti dalla legge, non siamo responsabili di perdite o danni derivanti dall’utilizzo del sito, dall’affidamento riposto nei suoi contenuti o dalla sua temporanea indisponibilità.",
        },
        {
          kind: "paragraph",
          text: "Nessuna disposizione dei presenti termini esclude o limita la responsabilità che non può essere esclusa o limitata ai sensi della legge applicabile.",
        },
        {
          kind: "paragraph",
          text: "Non garantiamo che il sito sia sempre disponibile senza interruzioni, sicuro o privo di virus. Spetta a te adottare protezioni adeguate sui tuoi dispositivi.",
        },
      ],
    },
    {
      id: "changes-to-these-terms",
      icon: "settings",
      title: "Modifiche ai presenti termini",
      content: [
        {
          kind: "paragraph",
          text: "Possiamo aggiornare periodicamente i presenti termini, ad esempio per tenere conto di modifiche ai nostri servizi o alla normativa. La versione aggiornata si applica dal momento della sua pubblicazione su questa pagina e la data riportata in cima indica l’ultima revisione.",
        },
        {
          kind: "paragraph",
          text: "Ti consigliamo di consultare periodicamente questa pagina. Continuando a utilizzare il sito dopo una modifica, accetti i termini aggiornati.",
        },
      ],
    },
    {
      id: "governing-law",
      icon: "scale",
      title: "Legge applicabile e foro competente",
      content: [
        {
          kind: "paragraph",
          text: `I presenti termini sono regolati dalla legge di Hong Kong e per qualsiasi controversia derivante dagli stessi o dall’utilizzo di questo sito sono competenti i tribunali di Hong Kong. Ciò vale anche se la sede legale della società si trova a ${countryName(malta, "it")}.`,
        },
        {
          kind: "paragraph",
          text: "Tale scelta non priva i consumatori della tutela loro garantita dalle norme imperative del Paese in cui risiedono.",
        },
      ],
    },
    {
      id: "contact",
      icon: "mail",
      title: "Contatti",
      content: [
        {
          kind: "paragraph",
          text: `Per qualsiasi domanda sui presenti termini, scrivi a ${site.email} oppure invia una lettera a ${site.legalName}, ${formatAddress(malta, "it")}.`,
        },
        {
          kind: "paragraph",
          text: "I dati personali che ci fornisci tramite il sito sono trattati come descritto nella nostra Informativa sulla privacy. L’uso dei cookie è descritto nella nostra Cookie policy.",
        },
      ],
    },
  ],
};
