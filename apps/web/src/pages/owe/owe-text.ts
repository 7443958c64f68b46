import type { Label } from '@parking/resources';
import { currentLang } from '../../i18n';

/** The arrears pages' own words, in both languages. */
const words = {
  pay: ['缴费', 'Pay'],
  payConfirm: ['确认收取 {plate} 的欠费 {amount}？', 'Take {amount} from {plate} for this arrear?'],
  paid: ['已缴费', 'Paid'],
  cancel: ['撤销', 'Cancel'],
  cancelTitle: ['撤销 {plate} 的欠费 {amount}', 'Cancel the {amount} arrear of {plate}'],
  cancelReason: ['撤销原因', 'Reason for cancelling'],
  cancelled: ['已撤销', 'Cancelled'],
  check: ['核查', 'Review'],
  checkConfirm: ['确认 {plate} 的欠费 {amount} 已核查无误？', 'Mark the {amount} arrear of {plate} reviewed?'],
  checked: ['已核查', 'Reviewed'],
  owedCount: ['未缴欠费', 'Unpaid arrears'],
  owedTotal: ['未缴金额', 'Owed in total'],
  owedParks: ['涉及车场', 'Parks'],
  countSuffix: ['笔', ''],
} as const satisfies Record<string, readonly [string, string]>;

type Word = keyof typeof words;

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** A word of the arrears pages in the console's language, with `{name}` filled from `vars`. */
export const ow = (key: Word, vars: Record<string, string | number> = {}): string =>
  fill(words[key][currentLang() === 'en' ? 1 : 0], vars);

/** A word in both languages, for an action the list shows in the language of the moment. */
export const owLabel = (key: Word, vars: Record<string, string | number> = {}): Label => ({
  zh: fill(words[key][0], vars),
  en: fill(words[key][1], vars),
});
