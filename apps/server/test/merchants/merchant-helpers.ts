import { act, addRule, addSeller, companyA, count, ok, type Row } from '../coupons/helpers';
import { call, signIn, type TestApp } from '../support/test-app';
import type { Page } from '../system/helpers';

export { act, count, ok, type Page, type Row };

export type MerchantWorld = {
  app: TestApp;
  /** company A's administrator */
  admin: string;
  /** merchant_a, the user of the demo merchant 世纪商场 */
  merchant: string;
  ownSeller: number;
  ownRule: number;
  /** another merchant of company A, with a rule and a coupon of its own */
  otherSeller: number;
  otherRule: number;
  plaza: number;
};

/** Company A with its demo merchant's user signed in, and a second merchant of the same company with rows. */
export async function merchantWorld(): Promise<MerchantWorld> {
  const { app, token: admin, plaza } = await companyA();
  const ownSeller = await count(app, "select seller_id as n from sys_user where username = 'merchant_a'");
  const ownRule = await count(app, 'select min(id) as n from coupon_rule where seller_id = $1', [ownSeller]);
  const other = await addSeller(app, admin, { contactPhone: '13900000009' });
  await act(app, admin, 'parkseller/sellerCharge', { recordId: other.id, money: 10_000 });
  const rule = await addRule(app, admin, { sellerId: other.id });
  await act(app, admin, 'plat/couponRule/grantRulePark', { ruleId: rule.id, parkIds: String(plaza) });
  const issued = await act(app, admin, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, plateNumber: '沪B12345' });
  if (issued.status !== 200) throw new Error(`issue for the other merchant: ${issued.msg}`);
  const merchant = await signIn(app, 'merchant_a');
  return { app, admin, merchant, ownSeller, ownRule, otherSeller: other.id, otherRule: rule.id, plaza };
}

export const page = (app: TestApp, token: string, url: string, query: Record<string, unknown> = {}) =>
  ok<Page>(app, 'GET', `/api/updown/${url}`, { token, query: { size: 1000, ...query } });

export const get = (app: TestApp, token: string, url: string, query: Record<string, unknown> = {}) =>
  call<Row>(app, 'GET', `/api/updown/${url}`, { token, query });

/** Every log the product keeps, as one text: operate log, API log, usual and error logs. */
export async function allLogs(app: TestApp): Promise<string> {
  const parts: string[] = [];
  for (const table of ['operate_log', 'sys_log_api', 'sys_log_usual', 'sys_log_error']) {
    const rows = await app.database.query<{ t: string }>(`select t::text as t from ${table} t`);
    parts.push(...rows.map((r) => r.t));
  }
  return parts.join('\n');
}

/** The text messages sent to a phone, oldest first. */
export const texts = async (app: TestApp, phone: string) =>
  (
    await app.database.query<{ content: string }>('select content from sms_outbox where phone = $1 order by id', [
      phone,
    ])
  ).map((r) => r.content);

/** The password a text message carries (the product's random passwords: 8 letters and 4 digits). */
export const passwordIn = (text: string | undefined) => /[A-Za-z]{8}\d{4}/.exec(text ?? '')?.[0] ?? null;
