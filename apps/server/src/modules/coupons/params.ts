import type { Message } from '@parking/domain';
import { z } from 'zod';
import { specIdLabel } from '../../platform/spec-params';

const intFromText = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v;

/** An optional whole number sent as a number or as text (query parameters are text). */
export const intParam = (min: number, max: number) =>
  z.preprocess(intFromText, z.number().int().min(min).max(max).optional());

export const idParam = intParam(1, Number.MAX_SAFE_INTEGER);
export const textParam = (max: number) => z.string().trim().max(max).optional();

/** A comma list of ids (`ids=1,2`), or an array of them. */
export const idListParam = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => (/^\d+$/.test(s) ? Number(s) : s))
      : v,
  z.array(z.number().int().positive()).min(1).max(1000).optional(),
);

const own: Record<string, Message> = {
  recordId: { zh: '商户', en: 'Merchant' },
  sellerId: { zh: '商户', en: 'Merchant' },
  storeId: { zh: '优惠券商户', en: 'Coupon store' },
  storeName: { zh: '店铺名称', en: 'Store name' },
  companyId: { zh: '公司', en: 'Company' },
  ruleId: { zh: '优惠券规则', en: 'Coupon rule' },
  num: { zh: '发放数量', en: 'Number to issue' },
  money: { zh: '充值金额', en: 'Top-up money' },
  minutes: { zh: '充值时长', en: 'Top-up minutes' },
  remark: { zh: '备注', en: 'Remark' },
  plateNumber: { zh: '车牌号', en: 'Plate' },
  ids: { zh: '优惠券', en: 'Coupons' },
  parkIds: { zh: '适用车场', en: 'Parks' },
  type: { zh: '作废方式', en: 'Cancel type' },
  derateId: { zh: '减免规则', en: 'Derate rule' },
  buyRuleId: { zh: '购买规则', en: 'Purchase rule' },
  batchId: { zh: '购买批次', en: 'Purchase' },
  count: { zh: '购买数量', en: 'Count' },
  t: { zh: '减免码', en: 'Discount code' },
  code: { zh: '券码', en: 'Coupon code' },
  accountName: { zh: '登录账号', en: 'Sign-in account' },
  contactPhone: { zh: '联系电话', en: 'Contact phone' },
  userId: { zh: '用户', en: 'User' },
  day: { zh: '日期', en: 'Day' },
};

export const couponParamLabels = (k: string): Message | undefined => own[k] ?? specIdLabel(k);

/** 400 naming the parameter by its label. */
export const fieldMessage = (name: string, zh: string, en: string): Message => {
  const label = couponParamLabels(name) ?? { zh: name, en: name };
  return { zh: `${label.zh}(${name}): ${zh}`, en: `${label.en}(${name}): ${en}` };
};
