import type { CaseStudy } from "./types";

export const opstartCase: CaseStudy = {
  facts: {
    slug: "opstart-case",
    clientName: "Opstart",
    logo: { src: "/images/cases/opstart.svg", width: 240, height: 80 },
    backTarget: "home",
    websiteUrl: "https://www.example.com/opstart",
  },
  copy: {
    it: {
      title: "Opstart: 24 mesi di media relations",
      subtitle: "Una presenza costante sulla stampa nazionale per una piattaforma di equity crowdfunding",
      overview:
        "Opstart è una piattaforma di equity crowdfunding che mette in contatto imprese e investitori. Dal 2021 al 2023 ne abbiamo curato le relazioni con i media per 24 mesi, assicurando alla piattaforma e alle sue campagne una copertura costante sulla stampa nazionale.",
      challenge:
        "Una piattaforma di crowdfunding vive della fiducia degli investitori e della visibilità delle campagne che ospita. Non bastava un buon lancio: bisognava restare sui media con continuità, mese dopo mese, e distinguersi nel panorama fintech.",
      solution:
        "Abbiamo impostato un lavoro di media relations continuativo, alternando notizie sulla piattaforma e storie delle singole campagne di raccolta. Ogni uscita aveva un doppio obiettivo: consolidare il posizionamento di Opstart nell’equity crowdfunding e dare slancio alle campagne in corso.",
      results: [
        "24 mesi di collaborazione continuativa, dal 2021 al 2023",
        "Copertura costante sulla stampa nazionale",
        "Visibilità sia per la piattaforma sia per le singole campagne di raccolta",
        "Un racconto coerente di Opstart nel panorama fintech",
        "2024: acquisizione del 60% di un partner, un traguardo sostenuto anche dalla visibilità costruita negli anni precedenti",
      ],
      timeline: "2021 – 2023",
      industry: "Equity crowdfunding / Fintech",
      stats: [
        { value: "24", label: "mesi di collaborazione" },
        { value: "2021–2023", label: "periodo di attività" },
        { value: "60%", label: "acquisizione di un partner (2024)" },
      ],
      metaDescription:
        "Dal 2021 al 2023, 24 mesi di media relations per Opstart, piattaforma di equity crowdfunding, con una copertura costante sulla stampa nazionale.",
    },
    en: {
      title: "Opstart: 24 months of media relations",
      subtitle: "Steady national press coverage for an equity crowdfunding platform",
      overview:
        "Opstart is an equity crowdfunding platform that connects companies with investors. From 2021 to 2023 we ran its media relations for 24 months, keeping both the platform and its campaigns in the national press on a steady basis.",
      challenge:
        "A crowdfunding platform depends on investor trust and on the visibility of the campaigns it hosts. A strong launch was not enough: the brand needed a consistent media presence, month after month, and a clear place in the fintech landscape.",
      solution:
        "We set up an ongoing media relations programme, alternating news about the platform with the stories behind individual fundraising campaigns. Every piece of coverage served two goals: strengthening Opstart’s position in equity crowdfunding and giving momentum to the campaigns that were live.",
      results: [
        "24 months of continuous collaboration, from 2021 to 2023",
        "Steady coverage in the national press",
        "Visibility for the platform and for its individual fundraising campaigns",
        "A consistent Opstart story across the fintech landscape",
        "2024: acquisition of 60% of a partner, a milestone supported by the visibility built in the preceding years",
      ],
      timeline: "2021 – 2023",
      industry: "Equity crowdfunding / Fintech",
      stats: [
        { value: "24", label: "months of collaboration" },
        { value: "2021–2023", label: "collaboration period" },
        { value: "60%", label: "partner acquisition (2024)" },
      ],
      metaDescription:
        "24 months of media relations for equity crowdfunding platform Opstart, 2021–2023: steady national press coverage for the platform and its campaigns.",
    },
    fr: {
      title: "Opstart : 24 mois de relations presse",
      subtitle: "Une présence régulière dans la presse nationale pour une plateforme d’equity crowdfunding",
      overview:
        "Opstart est une plateforme d’equity crowdfunding qui met en relation entreprises et investisseurs. De 2021 à 2023, nous avons piloté ses relations presse pendant 24 mois, en assurant à la plateforme et à ses campagnes une couverture régulière dans la presse nationale.",
      challenge:
        "Une plateforme de crowdfunding repose sur la confiance des investisseurs et sur la visibilité des campagnes qu’elle héberge. Un beau lancement ne suffisait pas : il fallait rester présent dans les médias mois après mois et se démarquer dans l’univers de la fintech.",
      solution:
        "Nous avons mis en place des relations presse suivies, en alternant actualités de la plateforme et histoires des campagnes de levée de fonds. Chaque parution poursuivait un double objectif : consolider la position d’Opstart dans l’equity crowdfunding et donner de l’élan aux campagnes en cours.",
      results: [
        "24 mois de collaboration continue, de 2021 à 2023",
        "Une couverture régulière dans la presse nationale",
        "De la visibilité pour la plateforme comme pour chacune de ses campagnes",
        "Un discours cohérent sur Opstart dans l’univers de la fintech",
        "2024 : acquisition de 60 % d’un partenaire, une étape soutenue par la visibilité construite les années précédentes",
      ],
      timeline: "2021 – 2023",
      industry: "Equity crowdfunding / Fintech",
      stats: [
        { value: "24", label: "mois de collaboration" },
        { value: "2021–2023", label: "période de collaboration" },
        { value: "60 %", label: "acquisition d’un partenaire (2024)" },
      ],
      metaDescription:
        "De 2021 à 2023, 24 mois de relations presse pour Opstart, plateforme d’equity crowdfunding : une couverture régulière dans la presse nationale.",
    },
    zh: {
      title: "Opstart：24个月媒体关系服务",
      subtitle: "助力股权众筹平台持续登上全国性媒体",
      overview:
        "Opstart是一家连接企业与投资者的股权众筹平台。2021年至2023年，我们为其提供了为期24个月的媒体关系服务，让平台及其众筹项目在全国性媒体上保持稳定曝光。",
      challenge:
        "众筹平台的根基，在于投资者的信任和平台上众筹项目的曝光度。仅有一次成功的亮相远远不够：品牌需要月复一月地保持媒体存在感，并在金融科技领域树立清晰的定位。",
      solution:
        "我们建立了长期持续的媒体关系机制，交替发布平台动态与各个众筹项目背后的故事。每一次见报都服务于两个目标：巩固Opstart在股权众筹领域的地位，同时为正在进行的众筹项目造势。",
      results: [
        "2021年至2023年，持续合作24个月",
        "在全国性媒体上获得稳定报道",
        "平台本身与各个众筹项目均获得曝光",
        "在金融科技领域讲好统一、连贯的Opstart故事",
        "2024年：收购一家合作伙伴60%的股份，前几年积累的品牌曝光为这一里程碑提供了有力支撑",
      ],
      timeline: "2021–2023年",
      industry: "股权众筹 / 金融科技",
      stats: [
        { value: "24", label: "个月的合作" },
        { value: "2021–2023", label: "合作周期" },
        { value: "60%", label: "合作伙伴股权收购（2024年）" },
      ],
      metaDescription:
        "2021年至2023年，我们为股权众筹平台Opstart提供了24个月的媒体关系服务，让平台及其众筹项目在全国性媒体上持续获得稳定报道，品牌定位日益清晰。",
    },
  },
};
