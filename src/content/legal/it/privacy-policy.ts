import { formatAddress, site } from "~/config/site";
import type { LegalDocument } from "../types";

const { malta, milan, hongKong } = site.offices;

export const privacyPolicy: LegalDocument = {
  slug: "privacypolicy",
  title: "Informativa sulla privacy",
  description:
    "Come raccogliamo, usiamo, conserviamo e proteggiamo i dati personali del modulo di contatto, di analisi e pubblicità, e come esercitare i diritti GDPR.",
  keywords: [
    "informativa sulla privacy",
    "GDPR",
    "dati personali",
    "protezione dei dati",
    "modulo di contatto",
    "diritti dell’interessato",
    "consenso ai cookie",
  ],
  intro: `La presente informativa spiega quali dati personali ${site.name} raccoglie tramite questo sito web, per quali finalità e per quanto tempo li conserva. Descrive inoltre i diritti che ti riconosce il Regolamento generale sulla protezione dei dati (GDPR) e le modalità per esercitarli.`,
  sections: [
    {
      id: "data-controller",
      icon: "building",
      title: "Titolare del trattamento",
      content: [
        {
          kind: "paragraph",
          text: `Il titolare del trattamento dei tuoi dati personali è ${site.legalName}, con sede legale in ${formatAddress(malta, "it")}. La società dispone inoltre di uffici a ${milan.city.it} (${formatAddress(milan, "it")}) e a ${hongKong.city.it} (${formatAddress(hongKong, "it")}).`,
        },
        {
          kind: "paragraph",
          text: `Per qualsiasi domanda sulla presente informativa o sul modo in cui trattiamo i tuoi dati, puoi scriverci all’indirizzo ${site.email}.`,
        },
      ],
    },
    {
      id: "data-we-collect",
      icon: "database",
      title: "Dati raccolti tramite il modulo di contatto",
      content: [
        {
          kind: "paragraph",
          text: "Quando ci invii una richiesta tramite il modulo di contatto, raccogliamo le seguenti informazioni:",
        },
        {
          kind: "list",
          items: ["nome e cognome", "indirizzo e-mail", "il messaggio che ci scrivi", "numero di telefono (facoltativo)", "nome dell’azienda (facoltativo)"],
        },
        {
          kind: "paragraph",
          text: "Ti chiediamo di non inserire nel messaggio informazioni sensibili, come dati relativi alla salute. Utilizziamo soltanto le informazioni che scegli di condividere con noi.",
        },
      ],
    },
    {
      id: "purposes-and-legal-basis",
      icon: "scale",
      title: "Finalità e base giuridica del trattamento",
      content: [
        {
          kind: "paragraph",
          text: "Utilizziamo i dati del modulo di contatto per rispondere alla tua richiesta e, se lo richiedi, per predisporre una proposta relativa ai nostri servizi.",
        },
        {
          kind: "paragraph",
          text: "Il trattamento si fonda sull’esecuzione di misure precontrattuali adottate su tua richiesta in vista di un eventuale contratto e sul nostro legittimo interesse a rispondere alle richieste commerciali. Non utilizziamo i tuoi dati di contatto per finalità di marketing estranee alla richiesta e non li vendiamo a nessuno.",
        },
      ],
    },
    {
      id: "advertising-and-analytics",
      icon: "chart",
      title: "Pubblicità e analisi",
      content: [
        {
          kind: "paragraph",
          text: "Per capire come i visitatori utilizzano il sito e misurare l’efficacia delle nostre campagne, ci avvaliamo dei servizi pubblicitari e di analisi di un fornitore di motori di ricerca. Previo tuo consenso, tali servizi consentono le seguenti funzionalità:",
        },
        {
          kind: "list",
          items: [
            "monitoraggio delle conversioni, che registra quando una visita si traduce in una richiesta di contatto",
            "remarketing, che ci consente di mostrare i nostri annunci a chi ha già visitato il sito",
            "conversioni avanzate, che inviano versioni sottoposte a hash (SHA-256) dei dati di contatto, come il tuo indirizzo e-mail, così da poter associare una conversione senza condividere i dati in forma leggibile",
            "lettura dell’identificatore di clic gclid e dei parametri di campagna utm dall’URL della pagina, per sapere quale annuncio o campagna ti ha portato da noi",
          ],
        },
        {
          kind: "paragraph",
          text: "Utilizziamo inoltre uno strumento di analisi con mappe di calore (heatmap) e registrazione delle sessioni, che mostra in forma aggregata dove i visitatori cliccano e fin dove scorrono le pagine. Questo ci aiuta a migliorare l’impaginazione e i contenuti del sito.",
        },
        {
          kind: "paragraph",
          text: "Misuriamo inoltre la velocità con cui le nostre pagine si caricano e rispondono, con un nostro script e sul nostro server, senza coinvolgere terze parti. Quando chiudi o lasci una pagina, il tuo browser ci invia i tempi di caricamento e di risposta (i cosiddetti Core Web Vitals), la pagina e la sua lingua, se lo schermo ha le dimensioni di uno smartphone, di un tablet o di un computer, il tipo di connessione stimato dal browser e l’elemento della pagina che ha risposto più lentamente a un tocco o a un tasto. Non registriamo indirizzi IP, cookie né identificativi di alcun tipo e, dell’arrivo dei dati, conserviamo soltanto l’ora: non è quindi possibile ricondurli a te. Questa misurazione rientra nella categoria Analitici: dove la legge richiede il consenso, si attiva solo dopo che hai autorizzato i cookie analitici.",
        },
      ],
    },
    {
      id: "consent",
      icon: "settings",
      title: "Il tuo consenso al tracciamento",
      content: [
        {
          kind: "paragraph",
          text: "Gli strumenti di analisi e pubblicità vengono attivati solo dopo che hai espresso il tuo consenso, in tutti i casi in cui la legge lo richiede. I cookie strettamente necessari al funzionamento del sito non richiedono il consenso.",
        },
        {
          kind: "paragraph",
          text: "Puoi modificare o revocare la tua scelta in qualsiasi momento tramite il link «Impostazioni cookie» presente nel piè di pagina di ogni pagina. La nostra Cookie policy elenca ogni cookie che utilizziamo e la relativa durata di conservazione.",
        },
      ],
    },
    {
      id: "retention",
      icon: "clock",
      title: "Per quanto tempo conserviamo i tuoi dati",
      content: [
        {
          kind: "paragraph",
          text: "Conserviamo i dati che ci invii tramite il modulo di contatto per 3 anni oppure fino a quando non ne chiedi la cancellazione, se questa avviene prima. Al termine di tale periodo, i dati vengono cancellati o resi anonimi.",
        },
        {
          kind: "paragraph",
          text: "Se la richiesta dà luogo a un contratto, i dati necessari alla gestione del rapporto vengono conservati per tutto il tempo richiesto dal contratto e dagli obblighi di legge applicabili.",
        },
        {
          kind: "paragraph",
          text: "Le misurazioni della velocità delle pagine descritte sopra sono conservate per 90 giorni e poi cancellate automaticamente.",
        },
      ],
    },
    {
      id: "storage-and-processors",
      icon: "lock",
      title: "Dove sono conservati i tuoi dati e chi li tratta",
      content: [
        {
          kind: "paragraph",
          text: "Le richieste inviate tramite il modulo di contatto sono conservate presso un fornitore di servizi di archiviazione cloud. Tale fornitore, al pari dei fornitori dei servizi di analisi e pubblicità, agisce in qualità di responsabile del trattamento e tratta i dati esclusivamente secondo le nostre istruzioni, sulla base di un accordo sul trattamento dei dati.",
        },
        {
          kind: "paragraph",
          text: "L’accesso ai tuoi dati è limitato alle persone del nostro team che ne hanno bisogno per risponderti. Per proteggerli adottiamo misure tecniche e organizzative, come connessioni cifrate e accessi riservati.",
        },
      ],
    },
    {
      id: "international-transfers",
      icon: "globe",
      title: "Trasferimenti al di fuori dello Spazio economico europeo",
      content: [
        {
          kind: "paragraph",
          text: `Alcuni dei nostri fornitori possono trattare dati al di fuori dello Spazio economico europeo (SEE) e il nostro team opera anche da ${hongKong.city.it}. Quando i dati vengono trasferiti al di fuori del SEE, ne garantiamo la protezione mediante le clausole contrattuali tipo approvate dalla Commissione europea.`,
        },
      ],
    },
    {
      id: "your-rights",
      icon: "user",
      title: "I tuoi diritti",
      content: [
        {
          kind: "paragraph",
          text: "Ai sensi del GDPR, in relazione ai tuoi dati personali hai i seguenti diritti:",
        },
        {
          kind: "list",
          items: [
            "accesso: ottenere una copia dei dati che ti riguardano in nostro possesso",
            "rettifica: ottenere la correzione dei dati inesatti o incompleti",
            "cancellazione: chiederci di cancellare i tuoi dati",
            "limitazione: chiederci di limitare l’uso che facciamo dei tuoi dati",
            "portabilità: ricevere i tuoi dati in un formato strutturato e leggibile da dispositivo automatico",
            "opposizione: opporti al trattamento fondato sul nostro legittimo interesse",
            "revoca del consenso: revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento effettuato in precedenza",
            "reclamo: proporre reclamo a un’autorità di controllo, che a Malta è l’Information and Data Protection Commissioner",
          ],
        },
      ],
    },
    {
      id: "exercise-your-rights",
      icon: "mail",
      title: "Come esercitare i tuoi diritti",
      content: [
        {
          kind: "paragraph",
          text: `Per esercitare uno qualsiasi di questi diritti, invia un’e-mail all’indirizzo ${site.email}. Prima di dare seguito alla richiesta potremmo chiederti alcune informazioni per verificare la tua identità.`,
        },
        {
          kind: "paragraph",
          text: "Ti risponderemo entro un mese dal ricevimento della richiesta. Se non sei soddisfatto della nostra risposta, puoi rivolgerti all’Information and Data Protection Commissioner di Malta oppure all’autorità di controllo del Paese in cui vivi o lavori.",
        },
      ],
    },
    {
      id: "changes-to-this-policy",
      icon: "file-text",
      title: "Modifiche alla presente informativa",
      content: [
        {
          kind: "paragraph",
          text: "Potremmo aggiornare la presente informativa in caso di modifiche ai nostri servizi, agli strumenti che utilizziamo o agli obblighi di legge. La data riportata in cima alla pagina indica l’ultima revisione; le modifiche rilevanti saranno chiaramente segnalate sul sito.",
        },
      ],
    },
  ],
};
