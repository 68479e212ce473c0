import type { CaseStudy } from "./types";

export const xtribeCase: CaseStudy = {
  facts: {
    slug: "xtribe-case",
    clientName: "Xtribe",
    logo: { src: "/images/cases/xtribe.svg", width: 240, height: 80 },
    backTarget: "home",
  },
  copy: {
    it: {
      title: "Xtribe: dalla stampa economica italiana al riconoscimento internazionale",
      subtitle: "12 mesi di relazioni con i media per una realtà fintech del social trading",
      overview:
        "Xtribe opera nel fintech, nel campo del social trading. In 12 mesi di collaborazione abbiamo portato la sua storia su un quotidiano economico nazionale e su un quotidiano finanziario internazionale, dando al marchio una visibilità che supera i confini italiani.",
      challenge:
        "Il social trading è ancora un ambito poco familiare a molti lettori, e chi lo propone deve conquistare credibilità prima ancora che attenzione. Xtribe voleva farsi riconoscere come un interlocutore serio, in Italia come all’estero, sulle testate che il pubblico finanziario legge davvero.",
      solution:
        "Abbiamo costruito un racconto che spiegasse con chiarezza il modello di Xtribe e il valore che offre ai suoi utenti. Lo abbiamo poi declinato per due pubblici diversi, proponendolo alla stampa economica italiana e a quella finanziaria internazionale con contenuti calibrati su ciascuna testata.",
      results: [
        "Copertura su un quotidiano economico nazionale italiano",
        "Copertura su un quotidiano finanziario internazionale",
        "Riconoscimento internazionale del marchio",
        "12 mesi di collaborazione continuativa",
        "Presenza sia sulla stampa italiana sia su quella estera",
        "Il social trading raccontato in modo chiaro ai lettori della stampa finanziaria",
        "Credibilità rafforzata agli occhi del pubblico economico e finanziario",
        "Articoli di testate autorevoli da valorizzare nella comunicazione del marchio",
      ],
      timeline: "12 mesi",
      industry: "Fintech / Social trading",
      stats: [
        { value: "Globale", label: "riconoscimento internazionale" },
        { value: "2", label: "testate: un quotidiano economico italiano e un quotidiano finanziario internazionale" },
        { value: "12", label: "mesi di collaborazione" },
      ],
      newsLinks: [
        { label: "Leggi l’articolo sulla stampa italiana", url: "https://www.example.com/press/xtribe-1" },
        { label: "Leggi l’articolo sulla stampa internazionale", url: "https://www.example.com/press/xtribe-2" },
      ],
      mediaTitle: "Xtribe sulla stampa",
      mediaDescription: "Due testate, due pubblici: la stampa economica italiana e quella finanziaria internazionale hanno raccontato il progetto di Xtribe.",
      articles: [
        {
          title: "Xtribe e il social trading",
          publication: "Quotidiano economico italiano",
          url: "https://www.example.com/press/xtribe-1",
          description: "Un articolo dedicato a Xtribe e al suo approccio al social trading, pubblicato da un quotidiano economico nazionale.",
        },
        {
          title: "Xtribe sotto i riflettori della stampa internazionale",
          publication: "Quotidiano finanziario internazionale",
          url: "https://www.example.com/press/xtribe-2",
          description: "La storia di Xtribe raccontata ai lettori di un quotidiano finanziario internazionale.",
        },
      ],
      metaDescription:
        "In 12 mesi abbiamo portato Xtribe, realtà fintech del social trading, su un quotidiano economico italiano e su un quotidiano finanziario internazionale.",
    },
    en: {
      title: "Xtribe: from the Italian business press to international recognition",
      subtitle: "12 months of media relations for a fintech player in social trading",
      overview:
        "Xtribe works in fintech, in the social trading space. Over a 12-month collaboration we placed its story in a national Italian business daily and in an international financial newspaper, giving the brand visibility well beyond Italy.",
      challenge:
        "Social trading is still unfamiliar territory for many readers, and anyone offering it has to earn credibility before they can win attention. Xtribe wanted to be recognised as a serious player, at home and abroad, in the titles that financial audiences actually read.",
      solution:
        "We built a narrative that explained Xtribe’s model, and the value it brings its users, in clear terms. We then tailored it to two different audiences, pitching the Italian business press and the international financial press with content shaped for each title.",
      results: [
        "Coverage in a national Italian business daily",
        "Coverage in an international financial newspaper",
        "International recognition for the brand",
        "12 months of continuous collaboration",
        "A presence in both the Italian and the international press",
        "Social trading explained clearly to readers of the financial press",
        "Stronger credibility with business and financial audiences",
        "Articles from authoritative titles that the brand can build on in its own communication",
      ],
      timeline: "12 months",
      industry: "Fintech / Social trading",
      stats: [
        { value: "Global", label: "international recognition" },
        { value: "2", label: "titles: an Italian business daily and an international financial newspaper" },
        { value: "12", label: "months of collaboration" },
      ],
      newsLinks: [
        { label: "Read the Italian press article", url: "https://www.example.com/press/xtribe-1" },
        { label: "Read the international press article", url: "https://www.example.com/press/xtribe-2" },
      ],
      mediaTitle: "Xtribe in the press",
      mediaDescription: "Two titles, two audiences: the Italian business press and the international financial press both told Xtribe’s story.",
      articles: [
        {
          title: "Xtribe and social trading",
          publication: "Italian business daily",
          url: "https://www.example.com/press/xtribe-1",
          description: "A feature on Xtribe and its approach to social trading, published by a national business daily.",
        },
        {
          title: "Xtribe in the international spotlight",
          publication: "International financial newspaper",
          url: "https://www.example.com/press/xtribe-2",
          description: "Xtribe’s story told to the readers of an international financial newspaper.",
        },
      ],
      metaDescription:
        "Over 12 months we placed Xtribe, a fintech player in social trading, in an Italian business daily and an international financial newspaper.",
    },
    fr: {
      title: "Xtribe : de la presse économique italienne à la reconnaissance internationale",
      subtitle: "12 mois de relations presse pour un acteur fintech du social trading",
      overview:
        "Xtribe évolue dans la fintech, sur le terrain du social trading. En 12 mois de collaboration, nous avons fait connaître son histoire dans un quotidien économique national italien et dans un quotidien financier international, offrant à la marque une visibilité qui dépasse les frontières de l’Italie.",
      challenge:
        "Le social trading reste un univers peu familier pour beaucoup de lecteurs, et ceux qui le proposent doivent gagner en crédibilité avant même de capter l’attention. Xtribe voulait être reconnu comme un acteur sérieux, en Italie comme à l’étranger, dans les titres que lit réellement le public financier.",
      solution:
        "Nous avons construit un récit qui expliquait clairement le modèle de Xtribe et ce qu’il apporte à ses utilisateurs. Nous l’avons ensuite adapté à deux publics distincts, en le proposant à la presse économique italienne et à la presse financière internationale avec des contenus pensés pour chaque titre.",
      results: [
        "Des retombées dans un quotidien économique national italien",
        "Des retombées dans un quotidien financier international",
        "Une reconnaissance internationale pour la marque",
        "12 mois de collaboration continue",
        "Une présence dans la presse italienne comme dans la presse étrangère",
        "Le social trading expliqué clairement aux lecteurs de la presse financière",
        "Une crédibilité renforcée auprès des publics économiques et financiers",
        "Des articles de titres reconnus, à valoriser dans la communication de la marque",
      ],
      timeline: "12 mois",
      industry: "Fintech / Social trading",
      stats: [
        { value: "Mondiale", label: "reconnaissance internationale" },
        { value: "2", label: "titres : un quotidien économique italien et un quotidien financier international" },
        { value: "12", label: "mois de collaboration" },
      ],
      newsLinks: [
        { label: "Lire l’article de la presse italienne", url: "https://www.example.com/press/xtribe-1" },
        { label: "Lire l’article de la presse internationale", url: "https://www.example.com/press/xtribe-2" },
      ],
      mediaTitle: "Xtribe dans la presse",
      mediaDescription: "Deux titres, deux publics : la presse économique italienne et la presse financière internationale ont raconté le projet de Xtribe.",
      articles: [
        {
          title: "Xtribe et le social trading",
          publication: "Quotidien économique italien",
          url: "https://www.example.com/press/xtribe-1",
          description: "Un article consacré à Xtribe et à son approche du social trading, publié par un quotidien économique national.",
        },
        {
          title: "Xtribe sous les projecteurs de la presse internationale",
          publication: "Quotidien financier international",
          url: "https://www.example.com/press/xtribe-2",
          description: "L’histoire de Xtribe racontée aux lecteurs d’un quotidien financier international.",
        },
      ],
      metaDescription:
        "En 12 mois, nous avons fait entrer Xtribe, acteur fintech du social trading, dans un quotidien économique italien et un quotidien financier international.",
    },
    zh: {
      title: "Xtribe：从意大利财经媒体走向国际舞台",
      subtitle: "为社交交易领域的金融科技企业提供12个月媒体关系服务",
      overview:
        "Xtribe是一家专注社交交易的金融科技企业。在12个月的合作中，我们让它的故事登上了意大利全国性财经日报和一家国际金融报纸，使品牌影响力走出意大利。",
      challenge:
        "对许多读者来说，社交交易仍是一个陌生领域；提供这类服务的企业，要先赢得信任，才能赢得关注。Xtribe希望在国内外金融读者真正阅读的媒体上，被视为一个值得信赖的行业参与者。",
      solution:
        "我们打造了一套叙事，清晰阐明Xtribe的商业模式及其为用户创造的价值。随后针对两类不同受众加以调整，分别向意大利财经媒体和国际金融媒体推介，并为每家媒体量身定制内容。",
      results: [
        "获得意大利全国性财经日报报道",
        "获得国际金融报纸报道",
        "品牌赢得国际认可",
        "持续合作12个月",
        "同时覆盖意大利及国际媒体",
        "向金融媒体读者清晰解读社交交易",
        "在商业与金融受众中提升公信力",
        "获得权威媒体报道，可在品牌自身传播中持续利用",
      ],
      timeline: "12个月",
      industry: "金融科技 / 社交交易",
      stats: [
        { value: "全球", label: "国际认可" },
        { value: "2", label: "家媒体：一家意大利财经日报和一家国际金融报纸" },
        { value: "12", label: "个月的合作" },
      ],
      newsLinks: [
        { label: "阅读意大利媒体报道", url: "https://www.example.com/press/xtribe-1" },
        { label: "阅读国际媒体报道", url: "https://www.example.com/press/xtribe-2" },
      ],
      mediaTitle: "媒体眼中的Xtribe",
      mediaDescription: "两家媒体，两类读者：意大利财经媒体与国际金融媒体都讲述了Xtribe的故事。",
      articles: [
        {
          title: "Xtribe与社交交易",
          publication: "意大利财经日报",
          url: "https://www.example.com/press/xtribe-1",
          description: "一家意大利全国性财经日报刊发的专题报道，介绍Xtribe及其在社交交易领域的独特思路。",
        },
        {
          title: "Xtribe登上国际媒体聚光灯下",
          publication: "国际金融报纸",
          url: "https://www.example.com/press/xtribe-2",
          description: "面向国际金融报纸读者，讲述Xtribe的发展故事。",
        },
      ],
      metaDescription:
        "12个月里，我们让社交交易领域的金融科技企业Xtribe先后登上意大利全国性财经日报和国际金融报纸，帮助品牌走出意大利，赢得国际认可与读者信任。",
    },
  },
};
