import type { ConsentCopy } from "./types";

export const zh = {
  banner: {
    title: "您的隐私选择",
    body: "我们使用必要的 Cookie 来维持网站运行。在您同意的情况下，我们还希望使用分析类 Cookie 了解网站的使用情况，并使用营销类 Cookie 衡量推广效果。您可以随时更改选择。",
    policyLink: "阅读 Cookie 政策",
    acceptAll: "全部接受",
    rejectAll: "全部拒绝",
    settings: "设置",
  },
  sheet: {
    title: "Cookie 设置",
    description: "请选择我们可以使用的 Cookie 类型。必要 Cookie 始终开启，因为没有它们网站无法正常运行。",
    alwaysOn: "始终开启",
    gpcNotice: "您的浏览器发送了“全球隐私控制”（GPC）信号，因此除非您在此手动开启，营销类 Cookie 将保持关闭。",
    categories: {
      necessary: { title: "必要", description: "保证网站正常运行，并记住您在此处所做的选择。" },
      analytics: { title: "分析", description: "统计访问量，以汇总方式帮助我们了解哪些页面对访客有用。" },
      marketing: { title: "营销", description: "衡量哪些广告和推广活动带来了访客，并在其他网站展示相关广告。" },
      preferences: { title: "偏好", description: "记住您的设置，例如首选语言。" },
    },
    save: "保存我的选择",
    acceptAll: "全部接受",
    rejectAll: "全部拒绝",
    close: "关闭 Cookie 设置",
  },
  debug: {
    title: "分析调试",
    consent: "同意状态",
    location: "位置",
    queued: "排队中的事件",
    sent: "已发送的事件",
    none: "无",
    close: "关闭调试面板",
  },
} satisfies ConsentCopy;
