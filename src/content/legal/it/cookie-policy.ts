import { site } from "~/config/site";
import type { LegalDocument } from "../types";

export const cookiePolicy: LegalDocument = {
  slug: "cookiepolicy",
  title: "Cookie policy",
  description:
    "Quali cookie utilizza il nostro sito, a cosa serve ciascuno e per quanto tempo è conservato, e come dare, modificare o revocare il consenso in ogni momento.",
  keywords: ["cookie policy", "informativa sui cookie", "cookie", "consenso ai cookie", "cookie analitici", "cookie di marketing", "impostazioni cookie"],
  intro: `La presente informativa spiega come il sito web di ${site.name} utilizza i cookie e le tecnologie simili. Elenca i cookie che utilizziamo, le loro finalità e la loro durata, e illustra come gestire le tue scelte.`,
  sections: [
    {
      id: "what-are-cookies",
      icon: "cookie",
      title: "Che cosa sono i cookie",
      content: [
        {
          kind: "paragraph",
          text: "I cookie sono piccoli file di testo che un sito web memorizza nel tuo browser quando lo visiti. Consentono al sito di ricordare informazioni tra una pagina e l’altra o tra una visita e l’altra, come le tue scelte in materia di consenso.",
        },
        {
          kind: "paragraph",
          text: "Alcuni cookie sono installati da noi in quanto gestori del sito. Altri sono installati da servizi di terze parti che utilizziamo per finalità di analisi e pubblicità, e sono disciplinati dalle informative sulla privacy dei rispettivi fornitori.",
        },
      ],
    },
    {
      id: "why-we-use-cookies",
      icon: "chart",
      title: "Perché utilizziamo i cookie",
      content: [
        {
          kind: "paragraph",
          text: "I cookie necessari garantiscono il funzionamento del sito e ci permettono di rispettare le scelte che fai riguardo alle altre categorie. Senza di essi non potremmo ricordare se hai accettato o rifiutato il tracciamento.",
        },
        {
          kind: "paragraph",
          text: "I cookie analitici mostrano quali pagine sono più visitate, quanto tempo vi trascorrono i visitatori e da quale punto lasciano il sito. Esaminiamo queste informazioni in forma aggregata per migliorare i contenuti e la navigazione.",
        },
        {
          kind: "paragraph",
          text: "I cookie di marketing ci indicano quali annunci e campagne portano visitatori che poi ci contattano. In questo modo possiamo investire nelle campagne efficaci e mostrare i nostri annunci a chi ha già manifestato interesse per i nostri servizi.",
        },
      ],
    },
    {
      id: "cookie-categories",
      icon: "file-text",
      title: "Categorie di cookie",
      content: [
        {
          kind: "paragraph",
          text: "Suddividiamo i cookie di questo sito in quattro categorie:",
        },
        {
          kind: "list",
          items: [
            "Necessari: indispensabili per il funzionamento del sito e per ricordare le tue scelte in materia di consenso. Sono sempre attivi e non possono essere disattivati.",
            "Analitici: ci aiutano a capire come i visitatori utilizzano il sito, tramite il servizio di analisi di un fornitore di motori di ricerca e uno strumento di mappe di calore (heatmap) e registrazione delle sessioni.",
            "Marketing: misurano i risultati delle nostre attività pubblicitarie, supportano il monitoraggio delle conversioni e il remarketing e contribuiscono a mostrare annunci pertinenti su altri siti web.",
            "Preferenze: ricordano le scelte che modificano l’aspetto o il comportamento del sito, come la lingua preferita.",
          ],
        },
        {
          kind: "paragraph",
          text: "Dove è richiesto il consenso (vedi «Come chiediamo il consenso»), i cookie analitici, di marketing e di preferenza vengono installati solo dopo che lo hai espresso.",
        },
      ],
    },
    {
      id: "cookie-list",
      icon: "database",
      title: "Cookie che utilizziamo",
      content: [
        {
          kind: "table",
          caption: "Cookie installati su questo sito, con categoria, finalità e durata di conservazione",
          head: ["Cookie", "Categoria", "Finalità", "Conservazione"],
          rows: [
            ["cookie_consent", "Necessari", "Memorizza le tue scelte sui cookie e la versione della presente informativa che hai accettato", "90 giorni"],
            [
              "Cookie di sessione",
              "Necessari",
              "Garantiscono il corretto funzionamento del sito nel corso di una singola visita",
              "Fino alla chiusura del browser",
            ],
            ["_ga", "Analitici", "Distingue i visitatori per consentire di contare le visite in forma anonima", "26 mesi"],
            ["_ga_<id>", "Analitici", "Tiene traccia della sessione in corso per il servizio di analisi", "26 mesi"],
            ["_clck", "Analitici", "Riconosce i visitatori di ritorno nello strumento di mappe di calore e registrazione delle sessioni", "Fino a 26 mesi"],
            ["_clsk", "Analitici", "Collega le pagine visualizzate in una visita in un’unica registrazione della sessione", "1 giorno"],
            ["_gcl_au", "Marketing", "Misura quanti clic sugli annunci si traducono in richieste di contatto", "90 giorni"],
            ["_gcl_aw", "Marketing", "Memorizza l’identificatore di clic sull’annuncio (gclid) per attribuire le conversioni", "90 giorni"],
            ["_gcl_dc", "Marketing", "Memorizza le informazioni sui clic provenienti dalle campagne di pubblicità display", "90 giorni"],
            [
              "IDE",
              "Marketing",
              "Utilizzato dalla rete pubblicitaria del fornitore di motori di ricerca per il remarketing e la misurazione degli annunci",
              "13 mesi",
            ],
            ["test_cookie", "Marketing", "Verifica se il browser accetta i cookie pubblicitari", "Fino a 90 giorni"],
            ["_fbp", "Marketing", "Utilizzato da una piattaforma pubblicitaria di social media per misurare e pubblicare annunci", "90 giorni"],
            ["fr", "Marketing", "Utilizzato da una piattaforma pubblicitaria di social media per mostrare annunci pertinenti", "90 giorni"],
            ["MUID", "Marketing", "Riconosce il browser su più siti per conto di un’altra rete pubblicitaria di ricerca", "13 mesi"],
            ["NID", "Marketing", "Memorizza le preferenze utilizzate per personalizzare gli annunci del fornitore di motori di ricerca", "6 mesi"],
            ["Cookie di preferenza", "Preferenze", "Ricordano impostazioni come la lingua preferita", "1 anno"],
          ],
        },
      ],
    },
    {
      id: "similar-technologies",
      icon: "globe",
      title: "Tecnologie simili",
      content: [
        {
          kind: "paragraph",
          text: "Oltre ai cookie, i servizi di analisi e pubblicità utilizzano piccole porzioni di codice, spesso chiamate tag o pixel, che vengono eseguite al caricamento della pagina. Alcune di esse possono anche memorizzare informazioni nella memoria locale (local storage) del tuo browser.",
        },
        {
          kind: "paragraph",
          text: "Trattiamo queste tecnologie allo stesso modo dei cookie. Sono attive solo per le categorie attive per te e puoi disattivarle dallo stesso punto.",
        },
        {
          kind: "paragraph",
          text: "Anche la nostra misurazione della velocità delle pagine rientra nella categoria Analitici. Non imposta cookie e non salva nulla nel tuo browser: quando lasci una pagina, il browser ci comunica quanto rapidamente si è caricata e ha risposto, senza alcun identificativo, e cancelliamo questi dati dopo 90 giorni. Dove la legge richiede il consenso, si attiva solo se hai autorizzato i cookie analitici.",
        },
      ],
    },
    {
      id: "retention",
      icon: "clock",
      title: "Per quanto tempo sono conservati i cookie",
      content: [
        {
          kind: "paragraph",
          text: "Ogni cookie viene cancellato automaticamente alla scadenza del relativo periodo di conservazione. In sintesi:",
        },
        {
          kind: "list",
          items: [
            "il cookie di consenso, cookie_consent, è conservato per 90 giorni",
            "i cookie analitici sono conservati fino a 26 mesi",
            "i cookie di marketing sono conservati da 90 giorni a 2 anni, a seconda del cookie",
            "i cookie di preferenza sono conservati per 1 anno",
            "i cookie di sessione vengono cancellati alla chiusura del browser",
          ],
        },
      ],
    },
    {
      id: "advertising-and-analytics",
      icon: "megaphone",
      title: "Servizi di pubblicità e analisi",
      content: [
        {
          kind: "paragraph",
          text: "I nostri cookie di marketing e analitici provengono principalmente dai servizi pubblicitari e di analisi di un fornitore di motori di ricerca. Tali servizi supportano il monitoraggio delle conversioni, il remarketing e le conversioni avanzate, che utilizzano dati sottoposti a hash (SHA-256) anziché dati di contatto in forma leggibile.",
        },
        {
          kind: "paragraph",
          text: "Quando arrivi da un annuncio o dal link di una campagna, il sito legge dall’URL l’identificatore di clic gclid e i parametri di campagna utm per attribuire la tua visita. Queste informazioni vengono memorizzate solo se i cookie corrispondenti sono attivi per te.",
        },
        {
          kind: "paragraph",
          text: "La nostra Informativa sulla privacy spiega in modo più dettagliato come questi servizi trattano i dati personali.",
        },
      ],
    },
    {
      id: "consent",
      icon: "shield",
      title: "Come chiediamo il consenso",
      content: [
        {
          kind: "paragraph",
          text: "Se visiti il sito da un paese dello Spazio economico europeo o dalla Cina, alla tua prima visita un banner ti chiede il consenso per le categorie analitici, marketing e preferenze e, finché non esprimi una scelta, vengono utilizzati solo i cookie necessari. Altrove, e sulla versione italiana del sito, queste categorie sono attive dalla tua prima visita e puoi disattivare ciascuna di esse dalle impostazioni dei cookie. Se il tuo browser invia il segnale Global Privacy Control, i cookie di marketing restano disattivati, a meno che tu non li attivi lì.",
        },
        {
          kind: "paragraph",
          text: "La tua scelta viene memorizzata nel cookie cookie_consent. Ti chiediamo nuovamente il consenso dopo 90 giorni, o prima se pubblichiamo una nuova versione della presente informativa.",
        },
        {
          kind: "paragraph",
          text: "Il rifiuto dei cookie analitici, di marketing o di preferenza non limita il tuo accesso al sito né al modulo di contatto.",
        },
      ],
    },
    {
      id: "manage-cookies",
      icon: "settings",
      title: "Modificare le tue scelte",
      content: [
        {
          kind: "paragraph",
          text: "Puoi riaprire le impostazioni dei cookie in qualsiasi momento tramite il link «Impostazioni cookie» presente nel piè di pagina di ogni pagina. Da lì puoi dare o revocare il consenso per ciascuna categoria.",
        },
        { kind: "cookie-settings" },
        {
          kind: "paragraph",
          text: "Puoi anche bloccare o cancellare i cookie tramite le impostazioni del tuo browser. Il blocco dei cookie necessari può impedire il corretto funzionamento di alcune parti del sito.",
        },
        {
          kind: "paragraph",
          text: "La revoca del consenso interrompe l’utilizzo dei relativi cookie e tecnologie a partire da quel momento. Non pregiudica la liceità di qualsiasi utilizzo avvenuto in precedenza.",
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
          text: `Il titolare del trattamento responsabile dei cookie di questo sito è ${site.legalName}. Per qualsiasi domanda sulla presente informativa, scrivi a ${site.email}.`,
        },
        {
          kind: "paragraph",
          text: "La nostra Informativa sulla privacy spiega come trattiamo i dati personali raccolti tramite il sito e come puoi esercitare i tuoi diritti ai sensi del GDPR.",
        },
      ],
    },
  ],
};
