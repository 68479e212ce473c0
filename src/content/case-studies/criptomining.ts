import type { CaseStudy } from "./types";

export const criptominingCase: CaseStudy = {
  facts: {
    slug: "criptomining-case",
    clientName: "CriptoMining",
    logo: { src: "/images/cases/criptomining.svg", width: 240, height: 80 },
    backTarget: "business-cases-section",
  },
  copy: {
    it: {
      title: "CriptoMining: 300.000 € in 30 giorni",
      subtitle: "Una campagna di equity crowdfunding che ha superato l’obiettivo di raccolta del 200%",
      overview:
        "CriptoMining, realtà attiva nel mining di criptovalute, ha scelto l’equity crowdfunding per finanziare la propria crescita. Abbiamo costruito la comunicazione attorno alla campagna, che in 30 giorni ha raccolto 300.000 € e ha superato l’obiettivo del 200%.",
      challenge:
        "Il mining di criptovalute è un settore tecnico, non sempre facile da spiegare a chi investe per la prima volta. Il progetto doveva risultare chiaro e credibile, e arrivare a un pubblico molto ampio in una finestra di raccolta di soli 30 giorni.",
      solution:
        "Abbiamo trasformato il progetto in un racconto semplice e convincente, pensato tanto per i giornalisti quanto per i potenziali investitori. Lo abbiamo portato sui media con un calendario di uscite scandito sulle fasi della campagna, così che l’attenzione restasse alta dall’apertura alla chiusura della raccolta.",
      results: [
        "300.000 € raccolti in 30 giorni",
        "Oltre 2 milioni di persone raggiunte",
        "Tasso di conversione del 15%",
        "Obiettivo di raccolta superato del 200%",
        "Campagna realizzata tra gennaio e marzo 2021",
      ],
      timeline: "Gennaio – marzo 2021",
      industry: "Mining di criptovalute / Crowdfunding",
      stats: [
        { value: "300.000 €", label: "raccolti in 30 giorni" },
        { value: "2M+", label: "persone raggiunte" },
        { value: "15%", label: "tasso di conversione" },
      ],
      newsLinks: [
        { label: "Leggi il primo articolo", url: "https://www.example.com/news/criptomining-1" },
        { label: "Leggi il secondo articolo", url: "https://www.example.com/news/criptomining-2" },
      ],
      metaDescription:
        "Come l’equity crowdfunding di CriptoMining ha raccolto 300.000 € in 30 giorni, raggiunto oltre 2 milioni di persone e superato l’obiettivo del 200%.",
    },
    en: {
      title: "CriptoMining: €300,000 in 30 days",
      subtitle: "An equity crowdfunding campaign that beat its funding goal by 200%",
      overview:
        "CriptoMining, a cryptocurrency mining business, turned to equity crowdfunding to finance its growth. We built the communication around the campaign, which raised €300,000 in 30 days and exceeded its funding goal by 200%.",
      challenge:
        "Crypto mining is a technical field and not an easy sell to first-time investors. The project had to come across as clear and credible, and reach a very wide audience within a fundraising window of just 30 days.",
      solution:
        "We turned the project into a simple, compelling story that worked for journalists and prospective investors alike. We then took it to the media on a schedule built around each phase of the campaign, keeping attention high from the day the round opened to the day it closed.",
      results: [
        "€300,000 raised in 30 days",
        "Over 2 million people reached",
        "15% conversion rate",
        "Funding goal exceeded by 200%",
        "Campaign delivered between January and March 2021",
      ],
      timeline: "January – March 2021",
      industry: "Cryptocurrency mining / Crowdfunding",
      stats: [
        { value: "€300,000", label: "raised in 30 days" },
        { value: "2M+", label: "people reached" },
        { value: "15%", label: "conversion rate" },
      ],
      newsLinks: [
        { label: "Read the first article", url: "https://www.example.com/news/criptomining-1" },
        { label: "Read the second article", url: "https://www.example.com/news/criptomining-2" },
      ],
      metaDescription:
        "How CriptoMining’s equity crowdfunding campaign raised €300,000 in 30 days, reached over 2 million people and beat its funding goal by 200%.",
    },
    fr: {
      title: "CriptoMining : 300 000 € en 30 jours",
      subtitle: "Une campagne d’equity crowdfunding qui a dépassé son objectif de collecte de 200 %",
      overview:
        "Acteur du minage de cryptomonnaies, CriptoMining a misé sur l’equity crowdfunding pour financer son développement. Nous avons orchestré la communication de la campagne, qui a levé 300 000 € en 30 jours et dépassé son objectif de 200 %.",
      challenge:
        "Le minage de cryptomonnaies est un secteur technique, pas toujours simple à expliquer à des investisseurs qui le découvrent. Le projet devait paraître clair et crédible, et toucher un très large public en seulement 30 jours de collecte.",
      solution:
        "Nous avons fait du projet un récit simple et convaincant, pensé autant pour les journalistes que pour les futurs investisseurs. Nous l’avons ensuite porté auprès des médias au rythme des différentes étapes de la campagne, pour maintenir l’attention de l’ouverture à la clôture de la collecte.",
      results: [
        "300 000 € levés en 30 jours",
        "Plus de 2 millions de personnes touchées",
        "Taux de conversion de 15 %",
        "Objectif de collecte dépassé de 200 %",
        "Campagne menée de janvier à mars 2021",
      ],
      timeline: "Janvier – mars 2021",
      industry: "Minage de cryptomonnaies / Crowdfunding",
      stats: [
        { value: "300 000 €", label: "levés en 30 jours" },
        { value: "2M+", label: "personnes touchées" },
        { value: "15 %", label: "taux de conversion" },
      ],
      newsLinks: [
        { label: "Lire le premier article", url: "https://www.example.com/news/criptomining-1" },
        { label: "Lire le second article", url: "https://www.example.com/news/criptomining-2" },
      ],
      metaDescription:
        "Comment l’equity crowdfunding de CriptoMining a levé 300 000 € en 30 jours, touché plus de 2 millions de personnes et dépassé son objectif de 200 %.",
    },
    zh: {
      title: "CriptoMining：30天募集30万欧元",
      subtitle: "一场股权众筹，募资额超出目标200%",
      overview:
        "CriptoMining是一家从事加密货币挖矿的企业，选择以股权众筹为自身发展融资。我们围绕这场众筹搭建整体传播，最终在30天内募集30万欧元，超出募资目标200%。",
      challenge: "加密货币挖矿专业性强，向初次投资的人讲清楚并不容易。项目既要显得清晰可信，又要在短短30天的募资窗口内触达尽可能广泛的人群。",
      solution:
        "我们把项目提炼成一个简洁有力的故事，既适合记者报道，也能打动潜在投资者。随后按照众筹各阶段的节奏安排媒体发布，让关注度从开放认购到募资结束始终保持高位。",
      results: ["30天募集30万欧元", "触达超过200万人", "转化率达15%", "募资额超出目标200%", "项目执行于2021年1月至3月"],
      timeline: "2021年1月至3月",
      industry: "加密货币挖矿 / 众筹",
      stats: [
        { value: "30万欧元", label: "30天募资额" },
        { value: "200万+", label: "触达人数" },
        { value: "15%", label: "转化率" },
      ],
      newsLinks: [
        { label: "阅读第一篇报道", url: "https://www.example.com/news/criptomining-1" },
        { label: "阅读第二篇报道", url: "https://www.example.com/news/criptomining-2" },
      ],
      metaDescription: "CriptoMining股权众筹传播案例：30天募集30万欧元，触达超过200万人，转化率达15%，募资额超出目标200%，让专业项目赢得投资者信任。",
    },
  },
};
