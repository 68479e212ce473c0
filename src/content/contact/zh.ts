import type { ContactCopy } from "./types";

export const zh = {
  intro: "请告诉我们您是谁，以及您希望媒体如何报道您。只有最后一项为选填。",
  fields: {
    fullName: { label: "姓名", placeholder: "例如：张伟" },
    email: { label: "电子邮箱", placeholder: "例如：zhang.wei@company.com" },
    company: { label: "公司", placeholder: "例如：张氏机器人有限公司" },
    motivation: { label: "我们能为您做些什么？", placeholder: "您的目标、新闻和时间安排……" },
  },
  optionalSeparator: "",
  optional: "（选填）",
  messageLength: {
    limit: { other: "最多 {max} 个字符" },
    left: { other: "还可输入 {count} 个字符" },
    over: { other: "超出 {count} 个字符" },
  },
  submit: "发送留言",
  sending: "正在发送……",
  note: "我们会在工作日 24 小时内回复。您的信息仅用于回复您，详见我们的{privacy}。",
  privacyLink: "隐私政策",
  emailBlock: {
    heading: "更喜欢用电子邮件？",
    description: "直接给我们写信，或复制我们的邮箱地址。",
  },
  nextSteps: {
    heading: "提交之后",
    steps: [
      {
        title: "24 小时内回复",
        text: "您的留言会直接交给将负责您项目的团队成员，我们会在工作日 24 小时内回复您。",
      },
      {
        title: "首次咨询免费",
        text: "我们会和您聊聊您的故事、目标，以及对您最重要的媒体。不收取任何费用，也不附带任何承诺。",
      },
      {
        title: "约定效果，风险共担",
        text: "我们会在开始前与您约定可衡量的效果目标，并据此制定方案。如未达到，您无需付费。",
      },
    ],
    officesHeading: "我们的办公室",
    offices: ["米兰", "马耳他（公司注册地）", "香港"],
  },
  honeypotLabel: "请勿填写此字段",
  validation: {
    lang: "zh",
    fullNameMin: "姓名至少需要 2 个字符",
    emailInvalid: "请输入有效的电子邮箱地址",
    companyRequired: "请填写公司名称",
    tooLong: { other: "请不要超过 {max} 个字符" },
    controlCharacters: "此字段包含无法接受的字符",
    invisibleCharacters: "此字段包含不可见字符（如软连字符、零宽空格、行分隔符或文字方向标记），通常是复制粘贴时带入的，请重新输入",
    summary: { other: "请更正 {count} 个字段：" },
    summaryLine: "{field}：{error}",
  },
  submitError: "留言发送失败，请重试。",
  unavailable: {
    title: "留言发送失败，请重试。",
    description: "我们的服务器暂时无法保存您的留言。您填写的内容没有丢失，仍保留在下方的表单中。",
  },
  rateLimited: {
    title: "您的网络发送的留言过多",
    description: { other: "为防止垃圾信息，我们每次只接受少量留言。请在 {minutes} 分钟后重试；您填写的内容保留在下方。" },
  },
  expired: {
    title: "请重新提交表单",
    description: "此页面打开时间过长，我们无法接受该表单。您的内容保留在下方，请再次点击按钮。",
  },
  badRequest: {
    title: "留言发送失败，请重试。",
    description: "无法读取该留言，请重新填写表单。",
  },
  defaultMotivation: "来自表单的联系请求",
} satisfies ContactCopy;
