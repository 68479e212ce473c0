import { site } from "~/config/site";
import type { LegalDocument } from "../types";

export const cookiePolicy: LegalDocument = {
  slug: "cookiepolicy",
  title: "Cookie 政策",
  description: "本网站使用哪些 Cookie、每个 Cookie 的用途和保存期限、我们如何对待类似技术，以及您如何随时通过 Cookie 设置作出、更改或撤回同意。",
  keywords: ["Cookie 政策", "Cookie", "Cookie 同意", "分析 Cookie", "营销 Cookie", "Cookie 设置"],
  intro: `本政策说明${site.name}网站如何使用 Cookie 及类似技术，列出我们使用的 Cookie、其用途和保存期限，并告诉您如何管理自己的选择。`,
  sections: [
    {
      id: "what-are-cookies",
      icon: "cookie",
      title: "什么是 Cookie",
      content: [
        {
          kind: "paragraph",
          text: "Cookie 是您访问网站时，网站存储在您浏览器中的小型文本文件。借助 Cookie，网站可以在不同页面或不同次访问之间记住某些信息，例如您关于同意的选择。",
        },
        {
          kind: "paragraph",
          text: "部分 Cookie 由我们作为网站所有者设置；另一些则由我们用于分析和广告的第三方服务设置，这些 Cookie 适用相应服务商自己的隐私政策。",
        },
      ],
    },
    {
      id: "why-we-use-cookies",
      icon: "chart",
      title: "我们为什么使用 Cookie",
      content: [
        {
          kind: "paragraph",
          text: "必要 Cookie 保障网站运行，并使我们能够尊重您对其他类别所作的选择。没有这些 Cookie，我们就无法记住您是接受还是拒绝了跟踪。",
        },
        {
          kind: "paragraph",
          text: "分析 Cookie 显示哪些页面访问量最大、访客停留多久以及在何处离开网站。我们以汇总方式查看这些信息，以改进内容和导航。",
        },
        {
          kind: "paragraph",
          text: "营销 Cookie 告诉我们，哪些广告和推广活动带来了随后与我们联系的访客。这样我们就能把投入放在有效的推广活动上，并向已对我们的服务表现出兴趣的人展示广告。",
        },
      ],
    },
    {
      id: "cookie-categories",
      icon: "file-text",
      title: "Cookie 的类别",
      content: [
        {
          kind: "paragraph",
          text: "我们将本网站的 Cookie 分为四类：",
        },
        {
          kind: "list",
          items: [
            "必要：网站运行及记住您的同意选择所必需，始终启用，无法关闭。",
            "分析：通过一家搜索引擎服务商的分析服务以及一款热图与会话录制工具，帮助我们了解访客如何使用本网站。",
            "营销：衡量我们的广告效果，支持转化跟踪和再营销，并帮助在其他网站上展示相关广告。",
            "偏好：记住会改变网站外观或行为的选择，例如您偏好的语言。",
          ],
        },
        {
          kind: "paragraph",
          text: "在需要征得同意的地区（见“我们如何征求同意”），分析、营销和偏好 Cookie 仅在您作出同意后才会设置。",
        },
      ],
    },
    {
      id: "cookie-list",
      icon: "database",
      title: "我们使用的 Cookie",
      content: [
        {
          kind: "table",
          caption: "本网站设置的 Cookie 及其类别、用途和保存期限",
          head: ["Cookie", "类别", "用途", "保存期限"],
          rows: [
            ["cookie_consent", "必要", "保存您的 Cookie 选择以及您所接受的本政策版本", "90天"],
            ["会话 Cookie", "必要", "在单次访问期间保障网站正常运行", "至关闭浏览器时"],
            ["_ga", "分析", "区分不同访客，以便以匿名方式统计访问次数", "26个月"],
            ["_ga_<id>", "分析", "为分析服务记录当前会话", "26个月"],
            ["_clck", "分析", "在热图与会话录制工具中识别再次访问的访客", "最长26个月"],
            ["_clsk", "分析", "将一次访问中浏览的页面串联为一段会话录制", "1天"],
            ["_gcl_au", "营销", "衡量广告点击如何转化为联系请求", "90天"],
            ["_gcl_aw", "营销", "保存广告点击标识符（gclid），用于归因转化", "90天"],
            ["_gcl_dc", "营销", "保存来自展示广告推广活动的点击信息", "90天"],
            ["IDE", "营销", "搜索引擎服务商的广告网络用于再营销和广告效果衡量", "13个月"],
            ["test_cookie", "营销", "检查浏览器是否接受广告 Cookie", "最长90天"],
            ["_fbp", "营销", "某社交媒体广告平台用于衡量和投放广告", "90天"],
            ["fr", "营销", "某社交媒体广告平台用于展示相关广告", "90天"],
            ["MUID", "营销", "另一家搜索广告网络用于在不同网站间识别浏览器", "13个月"],
            ["NID", "营销", "保存用于个性化搜索引擎服务商广告的偏好", "6个月"],
            ["偏好 Cookie", "偏好", "记住您偏好的语言等设置", "1年"],
          ],
        },
      ],
    },
    {
      id: "similar-technologies",
      icon: "globe",
      title: "类似技术",
      content: [
        {
          kind: "paragraph",
          text: "除 Cookie 外，分析和广告服务还会使用在页面加载时运行的小段代码，通常称为“标签”或“像素”。其中一些还可能在浏览器的本地存储中保存信息。",
        },
        {
          kind: "paragraph",
          text: "我们对这些技术与 Cookie 同等对待：它们仅在对您启用的类别中运行，您也可以在同一位置将其关闭。",
        },
        {
          kind: "paragraph",
          text: "我们自有的页面速度测量同样属于“分析”类别。它不设置任何 Cookie，也不在您的浏览器中存储任何内容：当您离开页面时，浏览器会告诉我们该页面的加载与响应速度，不附带任何标识符，这些数据将在90天后删除。在法律要求征得同意的地区，只有在您允许分析类 Cookie 后才会运行。",
        },
      ],
    },
    {
      id: "retention",
      icon: "clock",
      title: "Cookie 的保存期限",
      content: [
        {
          kind: "paragraph",
          text: "每个 Cookie 在其保存期限届满时自动删除。概括而言：",
        },
        {
          kind: "list",
          items: [
            "同意 Cookie（cookie_consent）保存90天",
            "分析 Cookie 最长保存26个月",
            "营销 Cookie 视具体 Cookie 保存90天至2年不等",
            "偏好 Cookie 保存1年",
            "会话 Cookie 在您关闭浏览器时删除",
          ],
        },
      ],
    },
    {
      id: "advertising-and-analytics",
      icon: "megaphone",
      title: "广告与分析服务",
      content: [
        {
          kind: "paragraph",
          text: "我们的营销和分析 Cookie 主要来自一家搜索引擎服务商的广告和分析服务。这些服务支持转化跟踪、再营销和增强型转化；增强型转化使用经哈希处理（SHA-256）的数据，而非可读的联系信息。",
        },
        {
          kind: "paragraph",
          text: "当您通过广告或推广链接访问时，网站会从网址中读取 gclid 点击标识符和 UTM 推广参数，以归因您的访问。只有在相关 Cookie 对您启用时，这些信息才会被保存。",
        },
        {
          kind: "paragraph",
          text: "我们的隐私政策更详细地说明了这些服务如何处理个人数据。",
        },
      ],
    },
    {
      id: "consent",
      icon: "shield",
      title: "我们如何征求同意",
      content: [
        {
          kind: "paragraph",
          text: "如果您从欧洲经济区国家或中国访问本网站，首次访问时横幅会就分析、营销和偏好三个类别征求您的同意；在您作出选择之前，我们只使用必要 Cookie。在其他地区以及本网站的意大利语版本中，这些类别自您首次访问起即处于启用状态，您可以在 Cookie 设置中逐一关闭。如果您的浏览器发送“全球隐私控制”（GPC）信号，营销 Cookie 将保持关闭，除非您在设置中将其开启。",
        },
        {
          kind: "paragraph",
          text: "您的选择保存在 cookie_consent 这个 Cookie 中。90天后，或在我们发布本政策新版本时（以较早者为准），我们会再次征求您的同意。",
        },
        {
          kind: "paragraph",
          text: "拒绝分析、营销或偏好 Cookie，不会限制您访问本网站或使用联系表单。",
        },
      ],
    },
    {
      id: "manage-cookies",
      icon: "settings",
      title: "更改您的选择",
      content: [
        {
          kind: "paragraph",
          text: "您可以随时通过每个页面底部的“Cookie 设置”链接重新打开 Cookie 设置，并在其中对每个类别作出或撤回同意。",
        },
        { kind: "cookie-settings" },
        {
          kind: "paragraph",
          text: "您也可以通过浏览器设置阻止或删除 Cookie。阻止必要 Cookie 可能导致网站的部分功能无法正常运行。",
        },
        {
          kind: "paragraph",
          text: "撤回同意后，相关 Cookie 和技术自撤回之时起停止使用，但不影响撤回之前的使用的合法性。",
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
          text: `本网站 Cookie 的控制者为${site.legalName}。如对本政策有任何疑问，请发送电子邮件至${site.email}。`,
        },
        {
          kind: "paragraph",
          text: "我们的隐私政策说明了我们如何处理通过本网站收集的个人数据，以及您如何行使《通用数据保护条例》（GDPR）赋予的权利。",
        },
      ],
    },
  ],
};
