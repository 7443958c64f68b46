import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, type TestApp } from '../support/test-app';
import { idOf, menuIdsByKey, ok } from '../system/helpers';
import { payOnSandbox } from './orders-payments-sandbox';
import { gateEvent, type Plaza, plazaWithDevices, trafficApp } from './traffic-helpers';

let app: TestApp;
let plaza: Plaza;
let orderId: string;

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'RP');
  await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪K80001', eventTime: '2026-04-05 10:00:00' });
  const out = await gateEvent(app, plaza.exit, {
    direction: 'out',
    plateNumber: '沪K80001',
    eventTime: '2026-04-05 12:00:00',
  });
  orderId = out.body.data.onlineOrderId as string;
  await payOnSandbox(app, orderId);
  // the seeded operator refunds up to a limit: a role that sees orders without the refund button is this one, cut back
  const admin = await signIn(app, 'admin');
  const role = await idOf(app, admin, '/api/updown/sysrole/list', { code: 'park_operator' });
  const menu = await menuIdsByKey(app, admin);
  const held = await ok<number[]>(app, 'GET', '/api/updown/sysAdminMenu/role-tree-keys', {
    token: admin,
    query: { roleIds: role },
  });
  await ok(app, 'POST', '/api/updown/sysrole/grant', {
    token: admin,
    body: { roleIds: [role], menuIds: held.filter((id) => id !== menu('parkorder:refund')) },
  });
});
afterAll(() => app.close());

const refund = (token: string) =>
  call(app, 'POST', '/api/updown/parkorder/refund', {
    token,
    body: { onlineOrderId: orderId, remark: '多收了', amount: 100 },
  });

const refunded = async () =>
  (
    await call<{ refundedAmount: number }>(app, 'GET', '/api/updown/parkorder/queryPayResult', {
      token: plaza.token,
      query: { onlineOrderId: orderId },
    })
  ).body.data.refundedAmount;

describe('who may refund', () => {
  it('company administrators hold the refund button; an operator without it does not', async () => {
    const admin = await call<string[]>(app, 'GET', '/api/updown/sysAdminMenu/buttons', { token: plaza.token });
    expect(admin.body.data).toContain('parkorder:refund');
    const operator = await signIn(app, 'operator_a');
    const own = await call<string[]>(app, 'GET', '/api/updown/sysAdminMenu/buttons', { token: operator });
    expect(own.body.data).not.toContain('parkorder:refund');
  });

  it('an operator without the refund permission is refused with 403 and nothing is refunded', async () => {
    const operator = await signIn(app, 'operator_a');
    const refused = await refund(operator);
    expect(refused.status).toBe(403);
    expect(await refunded()).toBe(0);
    const allowed = await refund(plaza.token);
    expect(allowed.status).toBe(200);
    expect(await refunded()).toBe(100);
  });
});
