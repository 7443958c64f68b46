import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, idOf, ok, type Row } from '../system/helpers';

export { count, ok, type Row };

/** A server of the test file's own, company A signed in, and its 世纪广场. */
export async function companyA(): Promise<{ app: TestApp; token: string; plaza: number }> {
  const app = await createTestApp();
  const token = await signIn(app, 'company_a');
  const plaza = await idOf(app, token, '/api/updown/basePark/list', { parkName: '世纪广场' });
  return { app, token, plaza };
}

let serial = 0;

export async function addSeller(app: TestApp, token: string, values: Record<string, unknown> = {}): Promise<Row> {
  return ok<Row>(app, 'POST', '/api/updown/parkseller/submit', {
    token,
    body: { sellerName: `商户${++serial}`, settleKind: 1, ...values },
  });
}

export async function addRule(app: TestApp, token: string, values: Record<string, unknown>): Promise<Row> {
  return ok<Row>(app, 'POST', '/api/updown/plat/couponRule/submit', {
    token,
    body: { ruleName: `规则${++serial}`, couponKind: 3, money: 500, price: 400, validDays: 7, ...values },
  });
}

/** Posts to a coupon-area action and answers status, message and data. */
export async function act(app: TestApp, token: string, url: string, query: Record<string, unknown>) {
  const res = await call<Row>(app, 'POST', `/api/updown/${url}`, { token, query });
  return { status: res.status, msg: res.body?.msg, data: res.body?.data };
}

export const sellerOf = (app: TestApp, token: string, sellerId: number) =>
  ok<Row>(app, 'GET', '/api/updown/parkseller/detail', { token, query: { sellerId } });

export const ledgerSum = (app: TestApp, sellerId: number) =>
  count(app, 'select coalesce(sum(money), 0) as n from park_seller_ledger where seller_id = $1', [sellerId]);

export const couponsOf = (app: TestApp, ruleId: number) =>
  count(app, 'select count(*) as n from coupon_info where rule_id = $1', [ruleId]);
