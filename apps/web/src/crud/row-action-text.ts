import type { Label, Lang } from '@parking/resources';
import { i18n } from '../i18n';
import type { ActionText } from './row-actions';

/** The texts of row actions and review flows, in both languages. */
export const rowActionText = {
  more: { zh: '更多', en: 'More' },
  done: { zh: '操作成功', en: 'Done' },
  remarkRequired: { zh: '请填写{{label}}', en: 'Please fill in the {{label}}' },
  approve: { zh: '通过', en: 'Approve' },
  refuse: { zh: '拒绝', en: 'Reject' },
  approveConfirm: { zh: '确认通过“{{title}}”的审核？', en: 'Approve “{{title}}”?' },
  refuseConfirm: { zh: '拒绝“{{title}}”', en: 'Reject “{{title}}”' },
  refuseReason: { zh: '拒绝原因', en: 'Reason for rejecting' },
  approved: { zh: '已通过审核', en: 'Approved' },
  refused: { zh: '已拒绝', en: 'Rejected' },
} satisfies Record<string, Label>;

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');

/** A text in both languages with its {{placeholders}} filled. */
export const filledLabel = (label: Label, vars: Record<string, string>): Label => ({
  zh: fill(label.zh, vars),
  en: fill(label.en, vars),
});

/** A text of an action in the language given. */
export const inLang = (text: ActionText, lang: Lang): string =>
  typeof text === 'string' ? text : typeof text === 'function' ? text(lang) : text[lang];

/** A text of the console's translations as an action's text: `t(key)` in the language asked. */
export const translated =
  (key: string, vars: Record<string, unknown> = {}) =>
  (lang: Lang): string =>
    i18n.t(key, { lng: lang, ...vars });

/** A text of the list in the language given, its {{placeholders}} filled. */
export function actionText(key: keyof typeof rowActionText, lang: Lang, vars: Record<string, string> = {}): string {
  return fill(rowActionText[key][lang], vars);
}
