import { countryName, formatAddress, site } from "~/config/site";
import type { LegalDocument } from "../types";

const { malta, milan, hongKong } = site.offices;

export const terms: LegalDocument = {
  slug: "terms",
  title: "Conditions d’utilisation",
  description:
    "Les conditions d’utilisation de notre site : propriété intellectuelle, exactitude des informations, responsabilité, conditions commerciales et droit applicable.",
  keywords: [
    "conditions générales d’utilisation",
    "CGU",
    "conditions d’utilisation du site",
    "propriété intellectuelle",
    "limitation de responsabilité",
    "droit applicable",
  ],
  intro: `Les présentes conditions s’appliquent à toute personne qui visite ou utilise le site ${site.name}. En utilisant le site, vous les acceptez ; si vous ne les acceptez pas, nous vous invitons à ne pas l’utiliser.`,
  sections: [
    {
      id: "about-us",
      icon: "building",
      title: "Qui sommes-nous ?",
      content: [
        {
          kind: "paragraph",
          text: `Ce site est exploité par ${site.legalName}, société dont le siège social est sis ${formatAddress(malta, "fr")}. Nous disposons également de bureaux à ${milan.city.fr} et à ${hongKong.city.fr}.`,
        },
        {
          kind: "paragraph",
          text: `Pour toute question relative aux présentes conditions, vous pouvez nous joindre à l’adresse ${site.email}.`,
        },
      ],
    },
    {
      id: "use-of-the-website",
      icon: "user",
      title: "Utilisation du site",
      content: [
        {
          kind: "paragraph",
          text: "Vous pouvez consulter le site et partager des liens vers celui-ci à des fins licites, personnelles ou professionnelles. Lorsque vous l’utilisez, vous vous engagez à ne pas :",
        },
        {
          kind: "list",
          items: [
            "utiliser le site d’une manière qui enfreint une loi ou une réglementation applicable",
            "tenter d’accéder sans autorisation au site, à ses serveurs ou aux systèmes qui y sont liés",
            "introduire des virus, du code malveillant ou tout élément susceptible de perturber le site",
            "extraire en masse le contenu du site par des moyens automatisés sans notre autorisation écrite",
            "transmettre des informations fausses, trompeuses ou abusives au moyen du formulaire de contact",
          ],
        },
        {
          kind: "paragraph",
          text: "Nous pouvons suspendre ou restreindre l’accès à tout ou partie du site pour des raisons de maintenance ou de sécurité. Nous pouvons également bloquer l’accès de toute personne qui enfreint les présentes conditions.",
        },
      ],
    },
    {
      id: "no-contract",
      icon: "file-text",
      title: "Absence de contrat conclu via le site",
      content: [
        {
          kind: "paragraph",
          text: "Le site présente notre agence et nos services à titre purement informatif. La consultation du site ou l’envoi d’une demande au moyen du formulaire de contact ne crée aucun contrat entre vous et nous.",
        },
        {
          kind: "paragraph",
          text: "Toute mission portant sur nos services ne débute qu’une fois signé par les deux parties un accord écrit qui en définit le périmètre, les honoraires et les conditions.",
        },
        {
          kind: "paragraph",
          text: "Les informations figurant sur le site ne constituent pas une offre au sens juridique. Les propositions que nous adressons en réponse à une demande ne nous engagent qu’une fois acceptées dans un accord signé.",
        },
      ],
    },
    {
      id: "intellectual-property",
      icon: "lock",
      title: "Propriété intellectuelle",
      content: [
        {
          kind: "paragraph",
          text: `Les textes, éléments graphiques, logos, la conception graphique et les autres contenus de ce site appartiennent à ${site.legalName} ou sont utilisés avec l’autorisation de leurs titulaires. Ils sont protégés par le droit d’auteur, le droit des marques et les autres législations relatives à la propriété intellectuelle.`,
        },
        {
          kind: "paragraph",
          text: "Vous pouvez consulter et imprimer des pages pour votre usage personnel. Toute autre reproduction, adaptation ou diffusion requiert notre accord écrit préalable.",
        },
        {
          kind: "paragraph",
          text: "Les noms et logos des médias et des clients présentés sur le site demeurent la propriété de leurs titulaires respectifs.",
        },
      ],
    },
    {
      id: "accuracy-of-information",
      icon: "chart",
      title: "Exactitude des informations",
      content: [
        {
          kind: "paragraph",
          text: "Nous veillons à ce que le contenu de ce site soit exact et à jour, mais nous ne pouvons garantir qu’il soit toujours complet ou exempt d’erreurs. Nous pouvons modifier ou supprimer des contenus à tout moment et sans préavis.",
        },
        {
          kind: "paragraph",
          text: "Les études de cas et les chiffres qu’elles contiennent décrivent des résultats obtenus pour d’anciens clients dans des circonstances particulières. Ils ne constituent ni une promesse ni une garantie que des résultats comparables seront obtenus dans d’autres projets.",
        },
        {
          kind: "paragraph",
          text: "Le contenu du site constitue une information générale sur notre activité. Il ne s’agit pas d’un conseil professionnel adapté à votre situation particulière et il ne saurait être considéré comme tel.",
        },
      ],
    },
    {
      id: "commercial-terms",
      icon: "megaphone",
      title: "Nos conditions commerciales",
      content: [
        {
          kind: "paragraph",
          text: "Le site décrit les principales caractéristiques de notre offre, notamment :",
        },
        {
          kind: "list",
          items: [
            "le partage du risque : si les résultats convenus avec le client ne sont pas atteints, le client ne paie pas",
            "la garantie d’au moins 10 articles publiés par mois",
            "une formule professionnelle à partir de 12 000 euros par an",
          ],
        },
        {
          kind: "paragraph",
          text: "Ces conditions sont présentées sous forme de résumé et ne s’appliquent que si elles figurent dans un accord signé par les deux parties. Les résultats, livrables, prix et conditions précis de chaque mission sont ceux stipulés dans cet accord.",
        },
      ],
    },
    {
      id: "external-links",
      icon: "globe",
      title: "Liens vers d’autres sites",
      content: [
        {
          kind: "paragraph",
          text: "Le site contient des liens vers des sites tiers, tels que des articles publiés par des médias pour nos clients. Nous n’exerçons aucun contrôle sur ces sites et déclinons toute responsabilité quant à leur contenu, leur disponibilité ou leurs pratiques en matière de protection des données.",
        },
        {
          kind: "paragraph",
          text: "La présence d’un lien ne signifie pas que nous cautionnons le site lié ou son propriétaire. Lorsque vous suivez un lien, ce sont les conditions d’utilisation et la politique de confidentialité de ce site qui s’appliquent.",
        },
      ],
    },
    {
      id: "limitation-of-liability",
      icon: "shield",
      title: "Limitation de responsabilité",
      content: [
        {
          kind: "paragraph",
          text: "Le site est fourni « en l’état » et « selon sa disponibilité ». Dans les limites autorisées par la loi, nous déclinons toute responsabilité pour les pertes ou dommages résultant de votre utilisation du site, de la confiance que vous accordez à son contenu ou de l’indisponibilité temporaire du site.",
        },
        {
          kind: "paragraph",
          text: "Aucune disposition des présentes conditions n’exclut ni ne limite une responsabilité qui ne peut être exclue ou limitée en vertu du droit applicable.",
        },
        {
          kind: "paragraph",
          text: "Nous ne garantissons pas que le site sera accessible sans interruption, sécurisé ou exempt de virus. Il vous appartient d’utiliser des moyens de protection adaptés sur vos propres appareils.",
        },
      ],
    },
    {
      id: "changes-to-these-terms",
      icon: "settings",
      title: "Modifications des présentes conditions",
      content: [
        {
          kind: "paragraph",
          text: "Nous pouvons mettre à jour les présentes conditions de temps à autre, par exemple pour tenir compte de l’évolution de nos services ou de la législation. La version mise à jour s’applique dès sa publication sur cette page, et la date figurant en haut de celle-ci indique la dernière révision.",
        },
        {
          kind: "paragraph",
          text: "Nous vous recommandons de consulter régulièrement cette page. La poursuite de l’utilisation du site après une modification vaut acceptation des conditions mises à jour.",
        },
      ],
    },
    {
      id: "governing-law",
      icon: "scale",
      title: "Droit applicable et juridiction compétente",
      content: [
        {
          kind: "paragraph",
          text: `Les présentes conditions sont régies par le droit de Hong Kong, et les tribunaux de Hong Kong sont compétents pour connaître de tout litige découlant de celles-ci ou de l’utilisation de ce site. Il en va ainsi bien que le siège social de la société soit situé à ${countryName(malta, "fr")}.`,
        },
        {
          kind: "paragraph",
          text: "Ce choix ne prive pas les consommateurs de la protection que leur assurent les dispositions impératives du pays dans lequel ils résident.",
        },
      ],
    },
    {
      id: "contact",
      icon: "mail",
      title: "Contact",
      content: [
        {
          kind: "paragraph",
          text: `Pour toute question relative aux présentes conditions, écrivez à ${site.email} ou adressez un courrier à ${site.legalName}, ${formatAddress(malta, "fr")}.`,
        },
        {
          kind: "paragraph",
          text: "Les données personnelles que vous nous communiquez via le site sont traitées conformément à notre Politique de confidentialité. Notre utilisation des cookies est décrite dans notre Politique relative aux cookies.",
        },
      ],
    },
  ],
};
