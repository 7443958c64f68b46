import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { idOf, ok } from '../system/helpers';

let app: TestApp;
let admin: string;
let operatorRole: number;

/** A paid order of the operator's park (阳光花园) with at least this much left to refund. */
async function paidOrder(minLeftFen: number, skip = 0): Promise<string> {
  const rows = await app.database.query<{ online_order_id: string }>(
    `select o.online_order_id from park_order o join park p on p.id = o.park_id
     where p.park_code = 'P-A-001' and o.paid_amount - o.refunded_amount >= $1 order by o.id limit 1 offset $2`,
    [minLeftFen, skip],
  );
  const id = rows[0]?.online_order_id;
  if (!id) throw new Error('the demo has no paid order at the operator park');
  return id;
}

const refund = (token: string, onlineOrderId: string, amount: number) =>
  call(app, 'POST', '/api/updown/parkorder/refund', {
    token,
    lang: 'zh',
    body: { onlineOrderId, remark: '车主投诉', amount },
  });

const refundedOf = async (onlineOrderId: string) =>
  (
    await call<{ refundedAmount: number }>(app, 'GET', '/api/updown/parkorder/queryPayResult', {
      token: admin,
      query: { onlineOrderId },
    })
  ).body.data.refundedAmount;

const setLimit = (refundLimit: number | null) =>
  ok(app, 'POST', '/api/updown/sysrole/submit', { token: admin, body: { id: operatorRole, refundLimit } });

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  operatorRole = await idOf(app, admin, '/api/updown/sysrole/list', { code: 'park_operator' });
});
afterAll(() => app.close());

describe('refunds up to the role’s limit', () => {
  it('the seeded operator role carries a limit of ¥50.00, shown in fen by the API', async () => {
    const role = await ok<{ refundLimit: number | null }>(app, 'GET', '/api/updown/sysrole/detail', {
      token: admin,
      query: { id: operatorRole },
    });
    expect(role.refundLimit).toBe(5000);
  });

  it('the operator refunds within the limit', async () => {
    const order = await paidOrder(200);
    const before = await refundedOf(order);
    const res = await refund(await signIn(app, 'operator_a'), order, 100);
    expect(res.status, res.body.msg).toBe(200);
    expect(await refundedOf(order)).toBe(before + 100);
  });

  it('above the limit the refund is refused, saying the limit in yuan, and nothing is refunded', async () => {
    await setLimit(50);
    const order = await paidOrder(200, 1);
    const before = await refundedOf(order);
    const res = await refund(await signIn(app, 'operator_a'), order, 100);
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('¥0.50');
    expect(res.body.msg).toContain('退款金额');
    expect(await refundedOf(order)).toBe(before);
    expect((await refund(await signIn(app, 'operator_a'), order, 50)).status).toBe(200);
    expect(await refundedOf(order)).toBe(before + 50);
  });

  it('a role without a limit (finance) refunds more; an empty limit means none', async () => {
    const order = await paidOrder(200, 2);
    const res = await refund(await signIn(app, 'finance_a'), order, 150);
    expect(res.status, res.body.msg).toBe(200);
    await setLimit(null);
    const again = await refund(await signIn(app, 'operator_a'), await paidOrder(200, 3), 150);
    expect(again.status, again.body.msg).toBe(200);
    await setLimit(5000);
  });

  it('with several roles that refund, the most generous applies', async () => {
    await setLimit(50);
    const finance = await idOf(app, admin, '/api/updown/sysrole/list', { code: 'finance' });
    const user = await idOf(app, admin, '/api/updown/sysuser/list', { username: 'operator_a' });
    await ok(app, 'POST', '/api/updown/sysuser/grantRole', {
      token: admin,
      body: { userId: user, roleIds: [operatorRole, finance] },
    });
    const res = await refund(await signIn(app, 'operator_a'), await paidOrder(200, 4), 150);
    expect(res.status, res.body.msg).toBe(200);
    await ok(app, 'POST', '/api/updown/sysuser/grantRole', {
      token: admin,
      body: { userId: user, roleIds: [operatorRole] },
    });
    await setLimit(5000);
  });
});
