import { fenToYuanText } from '@parking/domain';
import { couponKind } from '@parking/resources';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

export const texts = {
  buy: { zh: '购买减免码', en: 'Buy codes' },
  buyTitle: { zh: '购买减免码：{{name}}', en: 'Buy codes: {{name}}' },
  buyRule: { zh: '购买规则', en: 'Purchase rule' },
  buyRuleRequired: { zh: '请选择购买规则', en: 'Choose a purchase rule' },
  noBuyRule: {
    zh: '该减免规则还没有在售的购买规则，请先在「减免码购买规则」中添加',
    en: 'This derate has no purchase rule on sale: add one under “Code purchase rules” first',
  },
  count: { zh: '数量', en: 'Count' },
  countRequired: { zh: '请填写数量', en: 'Give a count' },
  price: { zh: '单价', en: 'Price per code' },
  priceMinutes: { zh: '每码 {{minutes}} 分钟', en: '{{minutes}} minutes per code' },
  total: { zh: '合计', en: 'Total' },
  balance: { zh: '商户余额', en: "Merchant's balance" },
  minutesLeft: { zh: '商户剩余时长', en: "Merchant's minutes left" },
  allowed: { zh: '余额可购买', en: 'The balance allows' },
  allowedCount: { zh: '{{count}} 个', en: '{{count}} codes' },
  range: { zh: '每次 {{min}} – {{max}} 个', en: '{{min}} – {{max}} per purchase' },
  codeKind: { zh: '类型', en: 'Type' },
  bought: { zh: '已购买 {{count}} 个减免码，共 ¥{{total}}', en: '{{count}} codes bought, ¥{{total}} in all' },
  boughtDynamic: {
    zh: '已购买 {{count}} 个动态码，可在「出示动态码」中使用',
    en: '{{count}} dynamic codes bought: show them with “Show dynamic code”',
  },
  download: { zh: '下载二维码', en: 'Download QR codes' },
  downloading: { zh: '正在下载二维码压缩包', en: 'Downloading the QR codes (zip)' },
  dynamic: { zh: '出示动态码', en: 'Show dynamic code' },
  dynamicTitle: { zh: '动态减免码：{{name}}', en: 'Dynamic discount code: {{name}}' },
  dynamicHint: {
    zh: '请顾客用手机扫码并填写车牌，{{minutes}} 分钟内有效；被领取后点「下一个」',
    en: 'The driver scans it and types the plate; valid {{minutes}} minutes. Once claimed, press “Next”',
  },
  validUntil: { zh: '有效至', en: 'Valid until' },
  left: { zh: '剩余动态码', en: 'Dynamic codes left' },
  next: { zh: '下一个', en: 'Next' },
  close: { zh: '关闭', en: 'Close' },
} as const;

type Key = keyof typeof texts;
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));

/** The derate pages' texts, in the console's language. */
export function useTexts() {
  const { i18n: active } = useTranslation();
  const lang = active.language === 'en' ? 'en' : 'zh';
  return (key: Key, vars: Record<string, string | number> = {}) => fill(texts[key][lang], vars);
}

export type CouponValue = {
  couponKind: number | null;
  money?: number | null;
  minutes?: number | null;
  percent?: number | null;
  untilTime?: string | null;
};

/** What a coupon takes off a stay, in words ("减免 120 分钟"). */
export function couponValueText(v: CouponValue, lang = i18n.language === 'en' ? 'en' : 'zh'): string {
  const zh = lang === 'zh';
  const money = fenToYuanText(v.money ?? 0);
  switch (v.couponKind) {
    case couponKind.values.free:
      return zh ? '本次停车全免' : 'this stay is free';
    case couponKind.values.minutesOff:
      return zh ? `减免 ${v.minutes ?? 0} 分钟` : `${v.minutes ?? 0} minutes off`;
    case couponKind.values.moneyOff:
      return zh ? `减 ${money} 元` : `${money} yuan off`;
    case couponKind.values.percentOff:
      return zh ? `停车费减 ${v.percent ?? 0}%` : `${v.percent ?? 0}% off the fee`;
    case couponKind.values.fixedPay:
      return zh ? `最多只付 ${money} 元` : `pay ${money} yuan at most`;
    case couponKind.values.freeUntil:
      return zh ? `免费至 ${v.untilTime ?? ''}` : `free until ${v.untilTime ?? ''}`;
    default:
      return '';
  }
}
