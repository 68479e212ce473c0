import type { HomeContent } from "./types";

export const zh = {
  hero: {
    eyebrow: "数字公关机构 · 米兰 · 马耳他 · 香港",
    headlineDesktop: "登上欧美媒体，与您共担风险",
    headlineMobile: "媒体曝光，风险共担",
    subtitle: "我们帮助您的企业获得国内外媒体报道。如未达到约定效果，您无需付费。",
    primaryCta: "预约免费咨询",
    secondaryCta: "查看我们的成果",
    scrollDown: "向下滚动",
    stats: {
      reviews: { value: "4.9/5", label: "平均评价" },
      projects: { value: "100+", label: "已服务项目" },
      clients: { value: "20+", label: "来自欧洲、美国和亚洲的客户" },
    },
  },
  services: {
    title: "我们的服务",
    intro: "两项服务，一套方法：事先约定清晰目标，结果可以核实。",
    cards: [
      {
        icon: "megaphone",
        title: "数字公关与媒体关系",
        description: "为企业、初创公司和众筹项目联络欧洲和美国的国内及国际媒体。",
        points: ["每月一篇新闻稿", "与您所在行业的记者直接沟通", "每月至少发表 10 篇文章"],
      },
      {
        icon: "shield",
        title: "危机公关",
        description: "当舆论对您不利时，我们帮助您迅速、统一地回应，守护您建立起来的信任。",
        points: ["快速评估并制定应对方案", "声明撰写与媒体沟通", "持续监测直至事件平息"],
      },
    ],
  },
  about: {
    title: "关于我们",
    intro: "一支经验丰富的精干团队，在米兰、马耳他和香港设有办公室。与您沟通的，始终是亲自执行项目的人。",
    founders: [
      {
        role: "联合创始人、管理合伙人",
        description: "负责战略和客户关系，在首次联系媒体之前为每个项目确定报道角度。",
      },
      {
        role: "联合创始人、媒体关系负责人",
        description: "维护与欧洲和美国编辑部的关系，确保每一份选题都送到合适的记者手中。",
      },
    ],
    profileLink: "{name} 的 LinkedIn 主页",
  },
  cases: {
    title: "我们的商业案例",
    intro: "我们执行过的项目及其成果。",
    cards: {
      criptomining: { results: "30 天募集 30 万欧元", details: "众筹传播项目，触达超过 200 万人，转化率 15%。" },
      opstart: { results: "24 个月的合作", details: "2021 至 2023 年为一家众筹平台提供传播服务，最终收购一家合作伙伴 60% 的股份。" },
      airhelp: { results: "转化量提升 400%", details: "2015 年为一家乘客权益服务公司开展为期 12 个月的欧洲媒体关系工作。" },
      xtribe: { results: "国内与国际媒体报道", details: "为期 12 个月的合作，获得一家意大利全国性经济日报和一家国际财经报纸的报道。" },
    },
    readCase: "阅读案例",
    carouselLabel: "商业案例",
  },
  clients: {
    title: "信任我们的企业",
    intro: "来自欧洲、美国和亚洲的初创公司、科技企业和成熟企业。",
    carouselLabel: "客户标志",
  },
  press: null,
  pricing: {
    title: "一个方案，风险共担",
    intro: "方法清晰的专业方案。如未达到约定效果，您无需付费。",
    planName: "专业方案",
    price: "每年 12,000 欧元起",
    priceNote: "定制项目每月 1,000 欧元起，免费报价。",
    phasesTitle: "我们的五步工作法",
    phases: ["分析与报道角度", "制作新闻材料", "精准联络媒体", "跟进与把握机会", "报告与媒体监测"],
    guaranteeBadge: "保证",
    guaranteeText: "我们保证每月至少发表 10 篇文章，并在开始前约定效果目标。",
    timing: "2–4 周内首批发表；2–3 个月后取得更显著的成果。",
    contactPrompt: "想知道这个方案是否适合您的企业？联系我们，我们会在 24 小时内回复。",
    cta: "通过 LinkedIn 联系我们",
  },
  contact: {
    title: "聊聊您的故事",
    text: "告诉我们您的企业和目标。首次咨询免费，我们会在 24 小时内回复。",
    claims: ["首次咨询免费", "24 小时内回复", "效果风险共担"],
    primaryCta: "预约免费咨询",
    secondaryCta: "我们的公司主页",
  },
  testimonials: {
    title: "客户评价",
    intro: "与我们合作过的四家企业。",
    carouselLabel: "客户的话",
    items: [
      { role: "金融科技初创公司创始人", quote: "借助他们的媒体工作，我们的众筹在一周内募集了 30 万欧元，相关报道持续了好几个月。" },
      { role: "旅游公司市场总监", quote: "目标清晰，每周汇报，记者真的会回电话。我们终于明白公关能带来什么。" },
      { role: "软件公司首席执行官", quote: "他们在我们的故事里找到了我们自己没看到的角度，随后德国和美国的报道接踵而至。" },
      { role: "消费品牌传播经理", quote: "在艰难的一周里，他们帮助我们迅速而冷静地回应。风波平息了，客户也留了下来。" },
    ],
  },
  faq: {
    title: "常见问题",
    items: [
      { question: "你们的服务收费多少？", answer: "我们的服务每月 1,000 欧元起，专业方案每年 12,000 欧元起。报价免费，并根据您的目标量身定制。" },
      { question: "多久能看到第一批文章？", answer: "首批发表通常在 2–4 周内出现；更显著的成果在工作 2–3 个月后显现。" },
      { question: "风险共担是什么意思？", answer: "开始之前我们会约定可衡量的结果。如未达到，您无需付费；我们还保证每月至少发表 10 篇文章。" },
      { question: "你们与哪些媒体合作？", answer: "欧洲和美国的全国性及国际报纸、经济类媒体、网络杂志、电视和广播，根据您的行业和受众挑选。" },
    ],
  },
  carousel: {
    previous: "上一个",
    next: "下一个",
    pause: "暂停自动滚动",
    play: "继续自动滚动",
    page: "第 {number} 页，共 {total} 页",
    roleDescription: "轮播",
    slideRoleDescription: "幻灯片",
  },
} satisfies HomeContent;
