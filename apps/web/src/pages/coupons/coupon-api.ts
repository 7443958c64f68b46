import type { Page } from '../../api/client';
import { get, post, request, updown } from '../../api/client';
import type { Row } from '../../crud/resource-api';

export type Issuable = {
  ruleId: number;
  allowed: number;
  reason: string;
  settleKind: number;
  balance: number;
  minutesBalance: number;
  creditLine: number;
};

/** How many coupons the rule may issue now, and what limits it (the same checks the issue makes). */
export const issuable = (ruleId: number | string) => get<Issuable>(updown('plat/couponRule/issuable'), { ruleId });

export type Issued = { ruleId: number; num: number; ids: number[]; codes: string[]; balance: number };

export const sendRuleCoupon = (ruleId: number | string, num: number, plateNumber?: string) =>
  post<Issued>(updown('plat/couponRule/sendRuleCoupon'), { ruleId, num, plateNumber });

export const changeRule = (ruleId: number | string, action: 'stop' | 'enable') =>
  request('POST', updown(`plat/couponRule/${action}`), { query: { ruleId } });

export const cancelRule = (ruleId: number | string, type: number, remark: string) =>
  post<{ ruleId: number; state: number; voided: number }>(updown('plat/couponRule/cancelCouponRule'), {
    ruleId,
    type,
    remark,
  });

export type RulePark = { parkId: number; parkName: string; selected: boolean };

export const ruleParks = (ruleId: number | string) =>
  get<RulePark[]>(updown('plat/couponRule/showAllRulePark'), { ruleId });

export const grantRuleParks = (ruleId: number | string, parkIds: number[]) =>
  post(updown('plat/couponRule/grantRulePark'), { ruleId, parkIds });

export type Charged = { sellerId: number; balance: number; minutesBalance: number };

export const chargeSeller = (
  recordId: number | string,
  amount: { money?: number; minutes?: number },
  remark?: string,
) => post<Charged>(updown('parkseller/sellerCharge'), { recordId, ...amount, remark });

export const sellerDetail = (sellerId: number | string) => get<Row>(updown('parkseller/detail'), { sellerId });

export const sellerLedger = (sellerId: number | string, current: number, size: number) =>
  get<Page<Row>>(updown('parkSellerLedger/list'), { sellerId, current, size, sort: '-id' });

export type Reconciled = { inStep: boolean; ledgerMoney: number; ledgerMinutes: number };

export const reconcileSeller = (recordId: number | string) =>
  post<Reconciled>(updown('parkseller/synchronizeAmount'), { recordId });

export const voidCoupon = (id: number | string, remark: string) =>
  request('POST', updown('plat/couponInfo/remove'), { query: { ids: String(id), remark } });

export type CouponSummary = {
  total: number;
  normal: number;
  used: number;
  settled: number;
  void: number;
  discount: number;
  charged: number;
};

export const couponSummaryKey = ['coupon-summary'] as const;

export const couponSummary = () => get<CouponSummary>(updown('plat/couponInfo/getCouponInfoSummary'));
