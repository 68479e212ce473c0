import type { Messages } from "./en";

export const zh = {
  common: {
    /** After the brand in page titles (spec, section 7 "Page hints"). */
    brandTagline: "欧洲公关机构",
    home: "首页",
    skipToContent: "跳到主要内容",
    opensInNewTab: "（在新标签页中打开）",
    backToHome: "返回首页",
  },
  home: {
    floatingBarLabel: "快速联系",
    floatingBarCompanyPage: "我们的公司主页",
    floatingBarCopyEmail: "复制邮箱",
  },
  nav: {
    label: "主导航",
    home: "{brand} 首页",
    services: "服务",
    about: "关于我们",
    results: "成果",
    contact: "联系",
    openMenu: "打开菜单",
    closeMenu: "关闭菜单",
  },
  language: {
    label: "语言",
    current: "{language}（当前语言）",
  },
  email: {
    copy: "复制电子邮件地址",
    copied: "邮箱已复制！",
    copiedDescription: "{email} 已复制到剪贴板。",
    copyFailed: "复制失败。我们的邮箱是 {email}。",
  },
  footer: {
    legalHeading: "法律信息",
    privacy: "隐私政策",
    terms: "服务条款",
    cookies: "Cookie 政策",
    contactHeading: "联系我们",
    officesHeading: "办公室",
    milanOffice: "米兰办公室",
    maltaOffice: "马耳他办公室（注册地址）",
    emailHeading: "电子邮件",
    rights: "© {year} {name}。保留所有权利。",
    backToTop: "返回顶部",
  },
  notFound: {
    metaTitle: "页面未找到",
    title: "哎呀！页面未找到",
    description: "您要找的页面不存在或已被移动。",
    backHome: "前往首页",
  },
  foreignOrigin: {
    metaTitle: "请求被拒绝",
    title: "此表单只能在我们的网站上提交",
    description: "该请求来自其他网站，因此我们没有受理。如果您想联系我们，请打开我们的联系表单，在那里重新提交。",
    action: "前往联系表单",
  },
  error: {
    metaTitle: "出现错误",
    title: "出现错误",
    description: "意外错误导致页面无法加载。请稍后重试。",
    reload: "重新加载页面",
    backHome: "前往首页",
  },
  form: {
    success: "感谢您联系我们！我们已收到您的留言，将在 24 小时内回复。",
  },
  thankYou: {
    metaTitle: "感谢您",
    metaDescription: "我们已收到您的留言，并会在 24 小时内回复每一个请求。",
    title: "留言已发送",
  },
  caseStudy: {
    caseStudy: "客户案例",
    client: "客户",
    keyFigures: "关键数据",
    challenge: "挑战",
    solution: "我们的方案",
    results: "成果",
    timeline: "时间",
    industry: "行业",
    visitWebsite: "访问{client}官网",
    readArticle: "阅读文章",
  },
  legal: {
    englishOnly: "本文件仅提供英文版本。",
  },
  consent: {
    cookieSettings: "Cookie 设置",
  },
  pages: {
    homeTitle: "数字公关与媒体关系",
    homeDescription: "为企业、初创公司和众筹活动提供数字公关与媒体关系服务：覆盖意大利及国际媒体，风险共担。",
    contactTitle: "联系我们",
    contactDescription: "预约免费咨询：介绍一下您的公司，我们将在 24 小时内回复。",
  },
} satisfies Messages;
