import { useTranslation } from 'react-i18next';

export const texts = {
  template: { zh: '下载模板', en: 'Download template' },
  import: { zh: '导入', en: 'Import' },
  importTitle: { zh: '导入黑名单', en: 'Import black list' },
  importHint: {
    zh: '上传按模板填写的 xlsx 文件。行内未填停车场时使用下面选择的停车场。不合格的行不导入，其余行照常导入。',
    en: 'Upload an xlsx file filled in from the template. Rows naming no park go to the park chosen below. Refused rows are not imported; the others are.',
  },
  park: { zh: '默认停车场', en: 'Default park' },
  chooseFile: { zh: '选择文件', en: 'Choose file' },
  start: { zh: '开始导入', en: 'Import now' },
  close: { zh: '关闭', en: 'Close' },
  summary: {
    zh: '共 {{total}} 行：导入 {{accepted}} 行，拒绝 {{refused}} 行',
    en: '{{total}} rows: {{accepted}} imported, {{refused}} refused',
  },
  row: { zh: '行号', en: 'Row' },
  plate: { zh: '车牌号', en: 'Plate' },
  parkName: { zh: '停车场', en: 'Park' },
  result: { zh: '结果', en: 'Result' },
  accepted: { zh: '已导入', en: 'Imported' },
  refused: { zh: '已拒绝', en: 'Refused' },
  reason: { zh: '原因', en: 'Reason' },
  pass: { zh: '通过', en: 'Approve' },
  refuse: { zh: '拒绝', en: 'Refuse' },
  passConfirm: { zh: '确认通过车牌 {{plate}} 的审核？', en: 'Approve {{plate}}?' },
  refuseTitle: { zh: '拒绝车牌 {{plate}}', en: 'Refuse {{plate}}' },
  refuseRemark: { zh: '拒绝原因', en: 'Reason for refusal' },
  remarkRequired: { zh: '请填写拒绝原因', en: 'Please give a reason' },
  done: { zh: '操作成功', en: 'Done' },
} as const;

type Key = keyof typeof texts;

/** The texts of the car-list pages, in the console's language. */
export function useTexts() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (key: Key, vars: Record<string, string | number> = {}) =>
    texts[key][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}
