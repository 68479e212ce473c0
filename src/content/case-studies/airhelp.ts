import type { CaseStudy } from "./types";

export const airhelpCase: CaseStudy = {
  facts: {
    slug: "airhelp-case",
    clientName: "AirHelp",
    logo: { src: "/images/cases/airhelp.svg", width: 240, height: 80 },
    backTarget: "home",
  },
  copy: {
    it: {
      title: "AirHelp: conversioni +400%",
      subtitle: "Far conoscere al pubblico italiano i diritti dei passeggeri aerei",
      overview:
        "AirHelp aiuta i passeggeri a far valere i propri diritti quando un volo è in ritardo, cancellato o in overbooking. Nel 2015, con una campagna stampa di 12 mesi, abbiamo portato il servizio all’attenzione del pubblico italiano, con un aumento delle conversioni del 400%.",
      challenge:
        "Molti passeggeri non sanno di poter chiedere un risarcimento quando un volo va storto, e un servizio nuovo deve prima conquistarne la fiducia. Bisognava spiegare il tema in modo semplice e farlo arrivare a un pubblico il più ampio possibile.",
      solution:
        "Abbiamo trasformato i diritti dei passeggeri in notizie concrete, vicine all’esperienza di chi viaggia, e le abbiamo proposte a quotidiani e siti di informazione per i consumatori. Per 12 mesi abbiamo tenuto vivo il tema sui media, facendo di AirHelp un riferimento riconoscibile per chi cerca di ottenere quanto gli spetta.",
      results: [
        "Conversioni in crescita del 400%",
        "12 mesi di presenza continuativa sulla stampa italiana",
        "Copertura su un quotidiano nazionale e su un sito di informazione per i consumatori",
        "I diritti dei passeggeri aerei spiegati in modo chiaro al grande pubblico",
      ],
      timeline: "2015 (12 mesi)",
      industry: "Diritti dei passeggeri aerei / Travel tech",
      stats: [
        { value: "12", label: "mesi di campagna" },
        { value: "2015", label: "anno della campagna" },
        { value: "+400%", label: "conversioni" },
      ],
      mediaTitle: "La copertura sui media",
      mediaDescription: "Alcuni degli articoli che hanno portato AirHelp e i diritti dei passeggeri all’attenzione dei lettori italiani.",
      articles: [
        {
          title: "Voli in ritardo o cancellati: come ottenere il risarcimento",
          publication: "Quotidiano nazionale",
          url: "https://www.example.com/press/airhelp-1",
          description: "Un approfondimento sui diritti dei passeggeri aerei e sul servizio con cui AirHelp aiuta a far valere le richieste di risarcimento.",
        },
        {
          title: "Diritti dei passeggeri: cosa fare quando il volo va storto",
          publication: "Sito di informazione per i consumatori",
          url: "https://www.example.com/press/airhelp-2",
          description: "Una guida pratica per i consumatori, con AirHelp come punto di riferimento per le richieste di risarcimento.",
        },
      ],
      metaDescription:
        "Nel 2015 una campagna stampa di 12 mesi ha fatto conoscere AirHelp e i diritti dei passeggeri aerei al pubblico italiano, con conversioni in crescita del 400%.",
    },
    en: {
      title: "AirHelp: +400% conversions",
      subtitle: "Bringing air passenger rights to the Italian public",
      overview:
        "AirHelp helps passengers enforce their rights when a flight is delayed, cancelled or overbooked. In 2015 a 12-month press campaign put the service in front of the Italian public, and conversions rose by 400%.",
      challenge:
        "Many passengers have no idea they can claim compensation when a flight goes wrong, and a new service first has to earn their trust. The topic needed explaining in plain terms and had to reach as wide an audience as possible.",
      solution:
        "We turned passenger rights into concrete news stories that travellers could relate to, and pitched them to daily newspapers and consumer news websites. For 12 months we kept the subject alive in the media, making AirHelp a recognisable name for anyone trying to get what they are owed.",
      results: [
        "Conversions up 400%",
        "12 months of continuous presence in the Italian press",
        "Coverage in a national daily newspaper and on a consumer news website",
        "Air passenger rights explained clearly to the general public",
      ],
      timeline: "2015 (12 months)",
      industry: "Air passenger rights / Travel tech",
      stats: [
        { value: "12", label: "months of campaigning" },
        { value: "2015", label: "campaign year" },
        { value: "+400%", label: "conversions" },
      ],
      mediaTitle: "Media coverage",
      mediaDescription: "A selection of the articles that brought AirHelp and passenger rights to the attention of Italian readers.",
      articles: [
        {
          title: "Delayed or cancelled flights: how to claim compensation",
          publication: "National daily newspaper",
          url: "https://www.example.com/press/airhelp-1",
          description: "An in-depth look at air passenger rights and at how AirHelp helps travellers pursue their compensation claims.",
        },
        {
          title: "Passenger rights: what to do when your flight goes wrong",
          publication: "Consumer news website",
          url: "https://www.example.com/press/airhelp-2",
          description: "A practical guide for consumers, pointing to AirHelp as the go-to service for compensation claims.",
        },
      ],
      metaDescription: "In 2015 a 12-month press campaign introduced AirHelp and air passenger rights to the Italian public, and conversions went up by 400%.",
    },
    fr: {
      title: "AirHelp : conversions +400 %",
      subtitle: "Faire connaître au public italien les droits des passagers aériens",
      overview:
        "AirHelp aide les passagers à faire valoir leurs droits lorsqu’un vol est retardé, annulé ou surréservé. En 2015, une campagne de presse de 12 mois a fait découvrir le service au public italien, avec des conversions en hausse de 400 %.",
      challenge:
        "Beaucoup de passagers ignorent qu’ils peuvent demander une indemnisation quand un vol se passe mal, et un nouveau service doit d’abord gagner leur confiance. Il fallait expliquer le sujet simplement et le faire connaître au public le plus large possible.",
      solution:
        "Nous avons transformé les droits des passagers en sujets d’actualité concrets, proches du quotidien des voyageurs, et les avons proposés à des quotidiens et à des sites d’information consommateurs. Pendant 12 mois, nous avons maintenu le thème dans les médias, jusqu’à faire d’AirHelp un nom familier pour qui veut obtenir ce qui lui est dû.",
      results: [
        "Des conversions en hausse de 400 %",
        "12 mois de présence continue dans la presse italienne",
        "Des retombées dans un quotidien national et sur un site d’information consommateurs",
        "Les droits des passagers aériens expliqués clairement au grand public",
      ],
      timeline: "2015 (12 mois)",
      industry: "Droits des passagers aériens / Travel tech",
      stats: [
        { value: "12", label: "mois de campagne" },
        { value: "2015", label: "année de la campagne" },
        { value: "+400 %", label: "de conversions" },
      ],
      mediaTitle: "Retombées médiatiques",
      mediaDescription: "Quelques-uns des articles qui ont fait connaître AirHelp et les droits des passagers aux lecteurs italiens.",
      articles: [
        {
          title: "Vols retardés ou annulés : comment obtenir une indemnisation",
          publication: "Quotidien national",
          url: "https://www.example.com/press/airhelp-1",
          description: "Un dossier sur les droits des passagers aériens et sur la façon dont AirHelp les aide à faire aboutir leurs demandes d’indemnisation.",
        },
        {
          title: "Droits des passagers : que faire quand un vol tourne mal",
          publication: "Site d’information consommateurs",
          url: "https://www.example.com/press/airhelp-2",
          description: "Un guide pratique pour les consommateurs, qui présente AirHelp comme le service de référence pour les demandes d’indemnisation.",
        },
      ],
      metaDescription:
        "En 2015, une campagne de presse de 12 mois a fait connaître AirHelp et les droits des passagers aériens au public italien : des conversions en hausse de 400 %.",
    },
    zh: {
      title: "AirHelp：转化量提升400%",
      subtitle: "让意大利公众了解航空旅客权益",
      overview:
        "AirHelp帮助航空旅客在航班延误、取消或超售时维护自身权益。2015年，我们通过为期12个月的媒体宣传，将这项服务带到意大利公众面前，转化量随之提升了400%。",
      challenge:
        "许多旅客并不知道，航班出现问题时自己有权申请赔偿；而一项新服务要赢得用户，首先要赢得信任。我们需要用通俗易懂的方式讲清这一话题，并让它触达尽可能广泛的人群。",
      solution:
        "我们把旅客权益转化为贴近日常出行的具体新闻话题，向全国性日报和消费者新闻网站推介。在12个月里，我们让这一话题持续出现在媒体上，使AirHelp成为旅客维权时首先想到的名字。",
      results: ["转化量提升400%", "在意大利媒体上持续曝光12个月", "获得全国性日报和消费者新闻网站的报道", "以清晰易懂的方式向大众普及航空旅客权益"],
      timeline: "2015年（12个月）",
      industry: "航空旅客权益 / 旅行科技",
      stats: [
        { value: "12", label: "个月的宣传周期" },
        { value: "2015", label: "项目年份" },
        { value: "+400%", label: "转化量" },
      ],
      mediaTitle: "媒体报道",
      mediaDescription: "以下报道让意大利读者认识了AirHelp，也了解了自己作为航空旅客所享有的权利。",
      articles: [
        {
          title: "航班延误或取消：如何获得赔偿",
          publication: "全国性日报",
          url: "https://www.example.com/press/airhelp-1",
          description: "深入介绍航空旅客的各项权利，以及AirHelp如何帮助旅客推进赔偿申请。",
        },
        {
          title: "旅客权益：航班出问题时该怎么办",
          publication: "消费者新闻网站",
          url: "https://www.example.com/press/airhelp-2",
          description: "一份面向消费者的实用指南，将AirHelp作为申请赔偿的首选服务加以介绍。",
        },
      ],
      metaDescription: "2015年，我们为AirHelp开展了为期12个月的媒体宣传，向意大利公众普及航空旅客在航班延误、取消或超售时的赔偿权益，转化量提升了400%。",
    },
  },
};
