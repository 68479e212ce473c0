import type { CaseStudy } from "./types";

export const zteCase: CaseStudy = {
  facts: {
    slug: "zte-case",
    clientName: "ZTE",
    logo: { src: "/images/cases/zte.svg", width: 240, height: 80 },
    backTarget: "home",
    websiteUrl: "https://www.example.com/zte",
  },
  copy: {
    it: {
      title: "ZTE: 24 mesi per affermarsi in Europa",
      subtitle: "12 partnership con operatori e 15M € di contratti commerciali",
      overview:
        "ZTE, produttore cinese di apparati per le telecomunicazioni, ha deciso di entrare nei mercati europei. Tra il 2019 e il 2021 ne abbiamo accompagnato l’ingresso con una campagna di 24 mesi, chiusa con 12 partnership con operatori e 15M € di contratti commerciali.",
      challenge:
        "Per un fornitore cinese di tecnologie per le telecomunicazioni, entrare in Europa significava farsi conoscere dagli operatori e dalla stampa di settore in più Paesi. Il marchio doveva guadagnare notorietà e trasformarla in relazioni commerciali nell’arco di 24 mesi.",
      solution:
        "Abbiamo coordinato una campagna su due fronti: le relazioni con oltre 25 media specializzati e un ciclo di roadshow in 8 città europee. I due fronti hanno lavorato insieme per far crescere la notorietà del marchio e aprire la strada agli accordi con gli operatori.",
      results: [
        "12 partnership con operatori di telecomunicazioni",
        "Oltre 25 media specializzati coinvolti",
        "Roadshow in 8 città europee",
        "+60% di brand awareness",
        "15M € di contratti commerciali",
        "Campagna 2019/2021, della durata di 24 mesi",
      ],
      timeline: "2019 – 2021",
      industry: "Apparati per le telecomunicazioni",
      stats: [
        { value: "5M €", label: "investimenti" },
        { value: "12", label: "partnership con operatori" },
        { value: "24", label: "mesi" },
      ],
      metaDescription:
        "Come abbiamo accompagnato ZTE nei mercati europei: 24 mesi, roadshow in 8 città, oltre 25 media specializzati, 12 partnership e 15M € di contratti commerciali.",
    },
    en: {
      title: "ZTE: 24 months to make its mark in Europe",
      subtitle: "12 operator partnerships and €15M in commercial contracts",
      overview:
        "ZTE, a Chinese telecommunications equipment maker, set out to enter European markets. Between 2019 and 2021 we supported its entry with a 24-month campaign that closed with 12 operator partnerships and €15M in commercial contracts.",
      challenge:
        "For a Chinese telecom vendor, entering Europe meant getting known by operators and by the trade press in several countries. The brand had to build awareness and turn it into commercial relationships within 24 months.",
      solution:
        "We ran a campaign on two fronts: relations with more than 25 specialised media outlets, and a series of roadshows in 8 European cities. The two fronts worked together to raise brand awareness and pave the way for agreements with operators.",
      results: [
        "12 partnerships with telecom operators",
        "25+ specialised media outlets engaged",
        "Roadshows in 8 European cities",
        "+60% brand awareness",
        "€15M in commercial contracts",
        "2019/2021 campaign, spanning 24 months",
      ],
      timeline: "2019 – 2021",
      industry: "Telecommunications equipment",
      stats: [
        { value: "€5M", label: "investments" },
        { value: "12", label: "operator partnerships" },
        { value: "24", label: "months" },
      ],
      metaDescription:
        "How we took ZTE into European markets: 24 months, roadshows in 8 cities, 25+ specialised media, 12 operator partnerships and €15M in commercial contracts.",
    },
    fr: {
      title: "ZTE : 24 mois pour s’imposer en Europe",
      subtitle: "12 partenariats avec des opérateurs et 15 M€ de contrats commerciaux",
      overview:
        "ZTE, fabricant chinois d’équipements de télécommunications, a choisi de s’implanter sur les marchés européens. De 2019 à 2021, nous avons accompagné cette arrivée avec une campagne de 24 mois, conclue par 12 partenariats avec des opérateurs et 15 M€ de contrats commerciaux.",
      challenge:
        "Pour un équipementier télécom chinois, entrer en Europe voulait dire se faire connaître des opérateurs et de la presse spécialisée dans plusieurs pays. La marque devait gagner en notoriété et la convertir en relations commerciales en l’espace de 24 mois.",
      solution:
        "Nous avons mené une campagne sur deux fronts : les relations avec plus de 25 médias spécialisés et une série de roadshows dans 8 villes européennes. Ces deux volets ont été pensés ensemble pour faire progresser la notoriété de la marque et ouvrir la voie aux accords avec les opérateurs.",
      results: [
        "12 partenariats avec des opérateurs télécoms",
        "Plus de 25 médias spécialisés mobilisés",
        "Des roadshows dans 8 villes européennes",
        "+60 % de notoriété de marque",
        "15 M€ de contrats commerciaux",
        "Campagne 2019/2021, sur 24 mois",
      ],
      timeline: "2019 – 2021",
      industry: "Équipements de télécommunications",
      stats: [
        { value: "5 M€", label: "d’investissements" },
        { value: "12", label: "partenariats avec des opérateurs" },
        { value: "24", label: "mois" },
      ],
      metaDescription:
        "ZTE sur les marchés européens : 24 mois, des roadshows dans 8 villes, plus de 25 médias spécialisés, 12 partenariats et 15 M€ de contrats commerciaux.",
    },
    zh: {
      title: "ZTE：24个月立足欧洲市场",
      subtitle: "与12家运营商建立合作，签下1500万欧元商业合同",
      overview:
        "ZTE是中国电信设备制造商，决定进军欧洲市场。2019年至2021年，我们以一场为期24个月的整合传播助其落地，最终促成与12家运营商的合作，以及1500万欧元的商业合同。",
      challenge:
        "对一家中国电信设备供应商而言，进入欧洲意味着要在多个国家被运营商和行业媒体所熟知。品牌必须在24个月内提升知名度，并将其转化为实实在在的商业关系。",
      solution:
        "我们双线并行推进传播：一方面与超过25家专业媒体建立合作关系，另一方面在欧洲8座城市举办系列路演。两条线相互配合，既提升品牌知名度，也为与运营商达成合作铺平道路。",
      results: [
        "与12家电信运营商建立合作",
        "覆盖超过25家专业媒体",
        "在欧洲8座城市举办路演",
        "品牌知名度提升60%",
        "签下1500万欧元商业合同",
        "2019至2021年，项目周期24个月",
      ],
      timeline: "2019–2021年",
      industry: "电信设备",
      stats: [
        { value: "500万欧元", label: "投入" },
        { value: "12", label: "家运营商合作伙伴" },
        { value: "24", label: "个月" },
      ],
      metaDescription: "我们如何助力ZTE进军欧洲市场：24个月整合传播，在8座城市举办路演，覆盖超过25家专业媒体，促成12项运营商合作，签下1500万欧元商业合同。",
    },
  },
};
