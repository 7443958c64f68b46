import { useTranslation } from 'react-i18next';

export const visitorTexts = {
  pass: { zh: '通过', en: 'Approve' },
  refuse: { zh: '拒绝', en: 'Refuse' },
  passConfirm: { zh: '确认通过访客 {{name}} 的来访？', en: "Approve {{name}}'s visit?" },
  refuseTitle: { zh: '拒绝访客 {{name}}', en: "Refuse {{name}}'s visit" },
  remark: { zh: '审核意见', en: 'Review remark' },
  refuseRemark: { zh: '拒绝原因', en: 'Reason for refusal' },
  done: { zh: '操作成功', en: 'Done' },
  batch: { zh: '批量审核', en: 'Batch review' },
  batchTitle: { zh: '批量审核 {{count}} 位访客', en: 'Review {{count}} visitors' },
  type: { zh: '审核结果', en: 'Verdict' },
  remarkRequired: { zh: '拒绝时请填写审核意见', en: 'A refusal needs a remark' },
  batchDone: { zh: '已审核 {{count}} 位访客', en: '{{count}} visitors reviewed' },
  enable: { zh: '启用', en: 'Enable' },
  disable: { zh: '停用', en: 'Disable' },
  enableConfirm: { zh: '启用二维码 {{name}}？', en: 'Enable the code {{name}}?' },
  disableConfirm: {
    zh: '停用二维码 {{name}}？停用后访客不能再通过它登记。',
    en: 'Disable the code {{name}}? Visitors can no longer register through it.',
  },
  qrCode: { zh: '二维码', en: 'QR code' },
  qrTitle: { zh: '访客二维码：{{name}}', en: 'Visitor QR code: {{name}}' },
} as const;

type Key = keyof typeof visitorTexts;

/** The texts of the visitor pages, in the console's language. */
export function useVisitorTexts() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (key: Key, vars: Record<string, string | number> = {}) =>
    visitorTexts[key][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}
