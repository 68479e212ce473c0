import { formatAddress, site } from "~/config/site";
import type { LegalDocument } from "../types";

const { malta, milan, hongKong } = site.offices;

export const privacyPolicy: LegalDocument = {
  slug: "privacypolicy",
  title: "隐私政策",
  description: "我们如何收集、使用、存储和保护通过联系表单、网站分析和广告获得的个人数据，以及您如何行使《通用数据保护条例》赋予的权利。",
  keywords: ["隐私政策", "GDPR", "个人数据", "数据保护", "联系表单", "数据主体权利", "Cookie 同意"],
  intro: `本政策说明${site.name}通过本网站收集哪些个人数据、收集的原因以及保存的期限，并介绍您根据《通用数据保护条例》（GDPR）享有的权利及行使方式。`,
  sections: [
    {
      id: "data-controller",
      icon: "building",
      title: "谁对您的数据负责",
      content: [
        {
          kind: "paragraph",
          text: `您个人数据的控制者为${site.legalName}，注册地址为${formatAddress(malta, "zh")}。公司另在${milan.city.zh}（${formatAddress(milan, "zh")}）和${hongKong.city.zh}（${formatAddress(hongKong, "zh")}）设有办公室。`,
        },
        {
          kind: "paragraph",
          text: `如对本政策或我们处理您数据的方式有任何疑问，请发送电子邮件至${site.email}。`,
        },
      ],
    },
    {
      id: "data-we-collect",
      icon: "database",
      title: "我们通过联系表单收集的数据",
      content: [
        {
          kind: "paragraph",
          text: "当您通过联系表单向我们发送请求时，我们会收集以下信息：",
        },
        {
          kind: "list",
          items: ["姓名", "电子邮件地址", "您写给我们的留言", "电话号码（选填）", "公司名称（选填）"],
        },
        {
          kind: "paragraph",
          text: "请勿在留言中填写健康数据等敏感信息。我们仅使用您选择提供给我们的信息。",
        },
      ],
    },
    {
      id: "purposes-and-legal-basis",
      icon: "scale",
      title: "我们使用您数据的目的及法律依据",
      content: [
        {
          kind: "paragraph",
          text: "我们使用联系表单中的数据答复您的请求，并在您提出要求时为您准备服务方案。",
        },
        {
          kind: "paragraph",
          text: "上述处理的依据是：在可能订立合同之前应您的要求采取的步骤，以及我们答复业务咨询的正当利益。我们不会将您的联系信息用于无关的营销活动，也不会将其出售给任何人。",
        },
      ],
    },
    {
      id: "advertising-and-analytics",
      icon: "chart",
      title: "广告与网站分析",
      content: [
        {
          kind: "paragraph",
          text: "为了解访客如何使用本网站并衡量我们的推广活动，我们使用一家搜索引擎服务商提供的广告和分析服务。在您同意的前提下，这些服务支持以下功能：",
        },
        {
          kind: "list",
          items: [
            "转化跟踪：记录某次访问是否促成了一次联系请求",
            "再营销：向曾访问本网站的用户展示我们的广告",
            "增强型转化：发送电子邮件地址等联系信息经哈希处理（SHA-256）后的值，使转化得以匹配，而无需以可读形式共享数据",
            "读取页面网址中的 gclid 点击标识符和 UTM 推广参数，以便我们了解您是通过哪条广告或哪项推广活动找到我们的",
          ],
        },
        {
          kind: "paragraph",
          text: "我们还使用一款热图与会话录制分析工具，以汇总方式显示访客在页面上的点击和滚动位置，帮助我们改进页面的布局和内容。",
        },
        {
          kind: "paragraph",
          text: "我们还会通过自有脚本和自有服务器衡量页面的加载与响应速度，全程不涉及任何第三方。当您关闭或离开某个页面时，您的浏览器会向我们发送该页面的加载与响应耗时（即“核心网页指标”）、页面及其语言、屏幕属于手机、平板还是电脑尺寸、浏览器估算的网络类型，以及页面上对点击或按键响应最慢的元素。我们不记录 IP 地址，不使用 Cookie，也不保存任何标识符，仅记录数据到达的小时，因此这些数据无法与您本人关联。该测量属于“分析”类别：在法律要求征得同意的地区，只有在您允许分析类 Cookie 后才会运行。",
        },
      ],
    },
    {
      id: "consent",
      icon: "settings",
      title: "您对跟踪的同意",
      content: [
        {
          kind: "paragraph",
          text: "凡法律要求取得同意之处，分析和广告工具仅在您作出同意后才会运行。网站正常运行所必需的 Cookie 无需您的同意。",
        },
        {
          kind: "paragraph",
          text: "您可以随时通过每个页面底部的“Cookie 设置”链接更改或撤回您的选择。我们的 Cookie 政策列出了我们使用的每一个 Cookie 及其保存期限。",
        },
      ],
    },
    {
      id: "retention",
      icon: "clock",
      title: "我们保存您数据的期限",
      content: [
        {
          kind: "paragraph",
          text: "您通过联系表单发送的数据将保存3年，或保存至您要求删除为止，以先到者为准。期限届满后，数据将被删除或匿名化。",
        },
        {
          kind: "paragraph",
          text: "如该请求促成了合同的订立，管理该合同关系所需的数据将在合同存续期间以及适用的法定义务所要求的期限内保存。",
        },
        {
          kind: "paragraph",
          text: "上述页面速度数据保存90天，期满后自动删除。",
        },
      ],
    },
    {
      id: "storage-and-processors",
      icon: "lock",
      title: "您的数据存储在何处、由谁处理",
      content: [
        {
          kind: "paragraph",
          text: "通过联系表单提交的信息存储于一家云存储服务商。该服务商与分析和广告服务商一样，作为处理者行事，仅按照我们的指示并依据数据处理协议处理数据。",
        },
        {
          kind: "paragraph",
          text: "只有团队中为答复您而确有需要的人员才能访问您的数据。我们采取加密连接、访问限制等技术和组织措施保护您的数据。",
        },
      ],
    },
    {
      id: "international-transfers",
      icon: "globe",
      title: "向欧洲经济区以外传输数据",
      content: [
        {
          kind: "paragraph",
          text: `我们的部分服务商可能在欧洲经济区（EEA）以外处理数据，我们的团队也在${hongKong.city.zh}办公。数据传输至欧洲经济区以外时，我们依据欧盟委员会批准的标准合同条款确保数据受到保护。`,
        },
      ],
    },
    {
      id: "your-rights",
      icon: "user",
      title: "您的权利",
      content: [
        {
          kind: "paragraph",
          text: "根据《通用数据保护条例》，您对自己的个人数据享有以下权利：",
        },
        {
          kind: "list",
          items: [
            "访问权：获取我们所持有的关于您的数据的副本",
            "更正权：要求更正不准确或不完整的数据",
            "删除权：要求我们删除您的数据",
            "限制处理权：要求我们限制对您数据的使用",
            "可携带权：以结构化、机器可读的格式获取您的数据",
            "反对权：反对基于我们正当利益进行的处理",
            "撤回同意权：随时撤回同意，且不影响撤回前已进行的处理",
            "投诉权：向监管机构投诉，在马耳他为信息与数据保护专员",
          ],
        },
      ],
    },
    {
      id: "exercise-your-rights",
      icon: "mail",
      title: "如何行使您的权利",
      content: [
        {
          kind: "paragraph",
          text: `如需行使上述任何权利，请发送电子邮件至${site.email}。在处理您的请求之前，我们可能会要求您提供信息以核实身份。`,
        },
        {
          kind: "paragraph",
          text: "我们将在收到请求后一个月内答复。如您对我们的答复不满意，可以联系马耳他信息与数据保护专员，或您居住地、工作地的监管机构。",
        },
      ],
    },
    {
      id: "changes-to-this-policy",
      icon: "file-text",
      title: "本政策的变更",
      content: [
        {
          kind: "paragraph",
          text: "当我们的服务、工具或法定义务发生变化时，我们可能更新本政策。页面顶部的日期显示最近一次修订的时间；如有重大变更，我们会在网站上明确说明。",
        },
      ],
    },
  ],
};
