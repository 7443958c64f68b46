import type { Message } from '@parking/domain';
import { enabledState } from '@parking/resources';
import { get, type Page, post, updown } from '../../api/client';

export type DeskRule = {
  ruleId: number;
  ruleName: string;
  couponKind: number;
  price: number;
  allowed: number;
  reason: Message;
};
export type DeskCoupon = {
  id: number;
  code: string;
  plateNumber: string | null;
  ruleName: string | null;
  state: number;
  issuedAt: string;
  validTo: string;
};
export type Desk = {
  seller: {
    sellerId: number;
    sellerName: string;
    settleKind: number;
    balance: number;
    creditLine: number;
    minutesBalance: number;
  };
  rules: DeskRule[];
  day: string;
  today: DeskCoupon[];
};
export type LedgerRow = {
  id: number;
  kind: number;
  money: number;
  minutes: number;
  balanceAfter: number;
  at: string;
  remark: string | null;
};
export type StatementLine = {
  couponId: number;
  code: string;
  plateNumber: string | null;
  ruleName: string | null;
  usedAt: string | null;
  discount: number;
  charge: number;
  orderId: number | null;
  onlineOrderId: string | null;
  orderAmount: number | null;
};
export type Statement = {
  day: string;
  lines: StatementLine[];
  totals: { coupons: number; orders: number; discount: number; charge: number; orderAmount: number };
};

/** The merchants the user may work for: a merchant's user sees its own only. */
export const fetchMerchants = () =>
  get<Page<{ id: number; sellerName: string }>>(updown('parkseller/list'), {
    size: 500,
    state: enabledState.values.enabled,
  });

export const fetchDesk = (sellerId: number) => get<Desk>(updown('parkseller/desk'), { sellerId });

export const fetchLedger = (sellerId: number) =>
  get<Page<LedgerRow>>(updown('parkSellerLedger/list'), { sellerId, size: 20 });

export const fetchStatement = (sellerId: number, day: string) =>
  get<Statement>(updown('parkseller/dailyStatement'), { sellerId, day });

export const issueToPlate = (ruleId: number, plateNumber: string) =>
  post<{ ids: number[] }>(updown('plat/couponRule/sendRuleCoupon'), { ruleId, num: 1, plateNumber });
