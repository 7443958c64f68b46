import { useTranslation } from 'react-i18next';

const texts = {
  title: { zh: '领取停车优惠', en: 'Claim a parking discount' },
  at: { zh: '适用停车场', en: 'Park' },
  from: { zh: '优惠', en: 'Discount' },
  until: { zh: '请在此前领取', en: 'Claim before' },
  plate: { zh: '车牌号', en: 'Plate' },
  platePlaceholder: { zh: '如 沪A12345', en: 'e.g. 沪A12345' },
  plateRequired: { zh: '请填写车牌号', en: 'Type the plate' },
  code: { zh: '券码', en: 'Coupon code' },
  codeRequired: { zh: '请填写券码', en: 'Type the coupon code' },
  codeHint: {
    zh: '扫描商户的减免码，或填写纸质优惠券上的券码',
    en: "Scan a merchant's discount code, or type the code printed on a coupon",
  },
  submit: { zh: '领取', en: 'Claim' },
  done: { zh: '领取成功', en: 'Claimed' },
  doneHint: {
    zh: '车牌 {{plate}} 已获得优惠：{{value}}，有效至 {{until}}，出场时自动抵扣',
    en: '{{plate}} has the discount: {{value}}, valid until {{until}}; it is taken off at the exit',
  },
  inParkHint: {
    zh: '车辆须已在该停车场内',
    en: 'The car must be inside the park',
  },
} as const;

type Key = keyof typeof texts;

export function useClaimTexts() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return {
    lang,
    ct: (key: Key, vars: Record<string, string> = {}) =>
      texts[key][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? ''),
  } as const;
}
