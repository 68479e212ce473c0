import { countryName, formatAddress, site } from "~/config/site";
import type { LegalDocument } from "../types";

const { malta, milan, hongKong } = site.offices;

export const terms: LegalDocument = {
  slug: "terms",
  title: "服务条款",
  description: "规范您访问和使用本网站的条款，涵盖网站的使用规则、知识产权、信息的准确性、责任限制、我们的商业条件以及适用法律和管辖法院。",
  keywords: ["使用条款", "服务条款", "网站条款", "知识产权", "责任限制", "适用法律"],
  intro: `本条款适用于所有访问或使用${site.name}网站的人。使用本网站即表示您接受本条款；如您不同意，请勿使用本网站。`,
  sections: [
    {
      id: "about-us",
      icon: "building",
      title: "关于我们",
      content: [
        {
          kind: "paragraph",
          text: `本网站由${site.legalName}运营，公司注册地址为${formatAddress(malta, "zh")}。我们另在${milan.city.zh}和${hongKong.city.zh}设有办公室。`,
        },
        {
          kind: "paragraph",
          text: `如对本条款有任何疑问，请发送电子邮件至${site.email}与我们联系。`,
        },
      ],
    },
    {
      id: "use-of-the-website",
      icon: "user",
      title: "网站的使用",
      content: [
        {
          kind: "paragraph",
          text: "您可以出于合法的个人或商业目的浏览本网站并分享其链接。使用本网站时，您同意不会：",
        },
        {
          kind: "list",
          items: [
            "以违反任何适用法律法规的方式使用本网站",
            "试图未经授权访问本网站、其服务器或相关系统",
            "植入病毒、恶意代码或任何可能干扰本网站运行的内容",
            "未经我们书面许可，以自动化手段批量采集本网站的内容",
            "通过联系表单发送虚假、误导性或辱骂性的信息",
          ],
        },
        {
          kind: "paragraph",
          text: "出于维护或安全原因，我们可能暂停或限制对本网站全部或部分内容的访问；对于违反本条款的任何人，我们也可能禁止其访问。",
        },
      ],
    },
    {
      id: "no-contract",
      icon: "file-text",
      title: "本网站不构成合同",
      content: [
        {
          kind: "paragraph",
          text: "本网站仅供介绍我们的机构及服务。浏览本网站或通过联系表单发送请求，均不会在您与我们之间成立合同。",
        },
        {
          kind: "paragraph",
          text: "任何服务委托，均须在双方签署载明服务范围、费用和条件的书面协议后方可开始。",
        },
        {
          kind: "paragraph",
          text: "本网站上的信息不构成法律意义上的要约。我们为答复请求而发送的方案，在经双方签署的协议接受之前不具有约束力。",
        },
      ],
    },
    {
      id: "intellectual-property",
      icon: "lock",
      title: "知识产权",
      content: [
        {
          kind: "paragraph",
          text: `本网站上的文字、图形、标志、设计及其他内容归${site.legalName}所有，或经其权利人许可使用，受著作权、商标及其他知识产权法律保护。`,
        },
        {
          kind: "paragraph",
          text: "您可以浏览和打印页面供自己参考。任何其他形式的复制、改编或传播，均须事先取得我们的书面同意。",
        },
        {
          kind: "paragraph",
          text: "本网站展示的媒体和客户的名称及标志，仍归其各自的所有者所有。",
        },
      ],
    },
    {
      id: "accuracy-of-information",
      icon: "chart",
      title: "信息的准确性",
      content: [
        {
          kind: "paragraph",
          text: "我们尽力保持本网站内容准确、及时，但不能保证其始终完整或毫无错误。我们可以随时更改或删除内容，恕不另行通知。",
        },
        {
          kind: "paragraph",
          text: "案例研究及其中的数据，描述的是在特定情况下为过往客户取得的成果，并不构成在其他项目中取得类似成果的承诺或保证。",
        },
        {
          kind: "paragraph",
          text: "本网站的内容是关于我们工作的一般性信息，并非针对您具体情况的专业意见，不应作为专业意见加以依赖。",
        },
      ],
    },
    {
      id: "commercial-terms",
      icon: "megaphone",
      title: "我们的商业条件",
      content: [
        {
          kind: "paragraph",
          text: "本网站介绍了我们服务的主要特点，包括：",
        },
        {
          kind: "list",
          items: ["风险共担：如未达到与客户约定的成果，客户无需付费", "保证每月至少发表10篇文章", "专业套餐每年12,000欧元起"],
        },
        {
          kind: "paragraph",
          text: "上述条件仅为概述，只有在双方签署的协议中作出约定时方才适用。每项委托的具体成果、交付内容、价格和条款，以该协议的书面约定为准。",
        },
      ],
    },
    {
      id: "external-links",
      icon: "globe",
      title: "指向其他网站的链接",
      content: [
        {
          kind: "paragraph",
          text: "本网站包含指向第三方网站的链接，例如媒体为我们的客户发表的文章。我们无法控制这些网站，对其内容、可用性或隐私做法不承担责任。",
        },
        {
          kind: "paragraph",
          text: "提供链接并不代表我们认可被链接的网站或其所有者。当您点击链接访问其他网站时，适用该网站的条款和隐私政策。",
        },
      ],
    },
    {
      id: "limitation-of-liability",
      icon: "shield",
      title: "责任限制",
      content: [
        {
          kind: "paragraph",
          text: "本网站按“现状”和“现有可用状态”提供。在法律允许的范围内，对于因您使用本网站、依赖其内容或本网站暂时无法访问而产生的任何损失或损害，我们不承担责任。",
        },
        {
          kind: "paragraph",
          text: "本条款中的任何内容均不排除或限制依据适用法律不得排除或限制的责任。",
        },
        {
          kind: "paragraph",
          text: "我们不保证本网站不会中断、绝对安全或不含病毒。您有责任在自己的设备上采取适当的防护措施。",
        },
      ],
    },
    {
      id: "changes-to-these-terms",
      icon: "settings",
      title: "本条款的变更",
      content: [
        {
          kind: "paragraph",
          text: "我们可能不时更新本条款，例如为反映我们服务或法律的变化。更新后的版本自在本页面发布之时起适用，页面顶部的日期显示最近一次修订的时间。",
        },
        {
          kind: "paragraph",
          text: "建议您定期查看本页面。条款变更后继续使用本网站，即表示您接受更新后的条款。",
        },
      ],
    },
    {
      id: "governing-law",
      icon: "scale",
      title: "适用法律与管辖",
      content: [
        {
          kind: "paragraph",
          text: `本条款受${hongKong.city.zh}法律管辖；因本条款或因使用本网站而产生的任何争议，由${hongKong.city.zh}法院管辖。即使公司的注册地址位于${countryName(malta, "zh")}，亦适用本条。`,
        },
        {
          kind: "paragraph",
          text: "上述选择不剥夺消费者依据其居住国强制性规定所享有的保护。",
        },
      ],
    },
    {
      id: "contact",
      icon: "mail",
      title: "联系我们",
      content: [
        {
          kind: "paragraph",
          text: `如对本条款有任何疑问，请发送电子邮件至${site.email}，或致函${site.legalName}，地址：${formatAddress(malta, "zh")}。`,
        },
        {
          kind: "paragraph",
          text: "您通过本网站向我们提供的个人数据，按照我们的隐私政策处理；我们对 Cookie 的使用，见我们的 Cookie 政策。",
        },
      ],
    },
  ],
};
