import { formatLocalDateTime } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkIdOf, rows } from '../parks/helpers';
import { call, signIn, type TestApp } from '../support/test-app';
import { confirmOnSandbox, payOnSandbox, startPaying, tokenOf } from '../traffic/orders-payments-sandbox';
import { gateEvent, type Plaza, plazaWithDevices, trafficApp } from '../traffic/traffic-helpers';

let app: TestApp;
let plaza: Plaza;
let roadside: number;
let tokenB: string;
let parkOfB: number;
let plateSerial = 0;

const at = (minutesFromNow: number) =>
  formatLocalDateTime(new Date(Date.now() + minutesFromNow * 60_000), 'Asia/Shanghai');
const plate = () => `沪D${String(10_000 + ++plateSerial).slice(-5)}`;

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'OWX');
  roadside = await parkIdOf(app, plaza.token, '世纪大道路侧停车');
  tokenB = await signIn(app, 'company_b');
  const [first] = await rows(app, tokenB, '/api/updown/basePark/list');
  parkOfB = Number(first?.id);
  const set = await call(app, 'POST', '/api/updown/plat/oweRecovery/submit', {
    token: plaza.token,
    body: { parkId: plaza.parkId, recovery: 3 },
  });
  expect(set.status, set.body.msg).toBe(200);
});
afterAll(() => app.close());

async function owe(plateNumber: string, amount: number, oweTime: string, token = plaza.token, parkId = roadside) {
  const res = await call<{ id: number }>(app, 'POST', '/api/updown/plat/owe/addOwe', {
    token,
    body: { parkId, plateNumber, amount, oweTime },
  });
  expect(res.status, res.body.msg).toBe(200);
  return Number(res.body.data.id);
}

/** In 2 h 58 min ago, at the exit now: 11.00 yuan at the plaza's test rule. */
async function exitAfterThreeHours(plateNumber: string) {
  const entered = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber, eventTime: at(-178) });
  expect(entered.body.data, entered.body.msg).toMatchObject({ open: true });
  const exit = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber, eventTime: at(1) });
  expect(exit.status, exit.body.msg).toBe(200);
  return exit.body.data as Record<string, unknown>;
}

const oweRow = async (id: number) => {
  const [row] = await app.database.query<Record<string, unknown>>(
    'select state, amount, paid_amount from owe_record where id = $1',
    [id],
  );
  return { state: Number(row?.state), amount: Number(row?.amount), paidAmount: Number(row?.paid_amount) };
};
const allocations = async (orderId: unknown) =>
  (
    await app.database.query<{ owe_id: string; amount: string }>(
      'select owe_id, amount from owe_allocation where order_id = (select id from park_order where online_order_id = $1) order by id',
      [orderId],
    )
  ).map((r) => ({ oweId: Number(r.owe_id), amount: Number(r.amount) }));

describe('arrears added to the exit fee', () => {
  it("a park set to recover at the exit asks the stay's fee and the company's arrears in one order, a line each", async () => {
    const car = plate();
    const older = await owe(car, 1000, '2026-01-05 10:00:00');
    const newer = await owe(car, 1350, '2026-02-05 10:00:00');
    // another company's debt is not this company's to recover
    const foreign = await owe(car, 700, '2026-01-01 10:00:00', tokenB, parkOfB);
    const answer = await exitAfterThreeHours(car);
    expect(answer).toMatchObject({ open: false, feeFen: 1100, owedFen: 3450, arrearsFen: 2350 });
    expect(answer.led).toContain('含欠费23.50元');
    expect(answer.led).toContain('请缴费34.50元');
    const [order] = await app.database.query<Record<string, unknown>>(
      'select amount, owe_amount from park_order where online_order_id = $1',
      [answer.onlineOrderId],
    );
    expect([order?.amount, order?.owe_amount].map(Number)).toEqual([3450, 2350]);

    const paid = await payOnSandbox(app, String(answer.onlineOrderId));
    expect(paid.status, paid.body.msg).toBe(200);
    // one payment: the stay, then the arrears oldest first, the allocation kept
    expect(await allocations(answer.onlineOrderId)).toEqual([
      { oweId: older, amount: 1000 },
      { oweId: newer, amount: 1350 },
    ]);
    expect(await oweRow(older)).toMatchObject({ state: 1, paidAmount: 1000 });
    expect(await oweRow(newer)).toMatchObject({ state: 1, paidAmount: 1350 });
    expect(await oweRow(foreign)).toMatchObject({ state: 0, paidAmount: 0 });
    // the stay counts only its own fee as paid, so the car leaves within the grace time owing nothing
    const [stay] = await app.database.query<Record<string, unknown>>('select paid from park_io_record where id = $1', [
      answer.recordId,
    ]);
    expect(Number(stay?.paid)).toBe(1100);
    const out = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: car, eventTime: at(3) });
    expect(out.body.data).toMatchObject({ open: true, owedFen: 0 });
  });

  it('an arrear paid at the booth while the driver pays online is paid once: the stale online amount is refused', async () => {
    const car = plate();
    const debt = await owe(car, 2000, '2026-01-05 10:00:00');
    const answer = await exitAfterThreeHours(car);
    expect(answer).toMatchObject({ owedFen: 3100, arrearsFen: 2000 });
    // the driver has the payment page open for 31.00 yuan when the booth takes the 20.00 yuan debt in cash
    const started = await startPaying(app, String(answer.onlineOrderId));
    expect(started.status, started.body.msg).toBe(200);
    const token = tokenOf(started.body.data.payUrl) ?? '';
    const [booth, online] = await Promise.all([
      call(app, 'POST', '/api/updown/plat/owe/feeOwe', { token: plaza.token, query: { oweId: debt } }),
      confirmOnSandbox(app, String(answer.onlineOrderId), token),
    ]);
    const kept = [booth.status, online.status].filter((s) => s === 200);
    expect(kept, `booth ${booth.status} ${booth.body.msg}; online ${online.status} ${online.body.msg}`).toHaveLength(1);
    expect(await oweRow(debt)).toMatchObject({ state: 1, paidAmount: 2000 });
    const [order] = await app.database.query<Record<string, unknown>>(
      'select state, amount, owe_amount, paid_amount from park_order where online_order_id = $1',
      [answer.onlineOrderId],
    );
    const moneyForDebt =
      (booth.status === 200 ? 2000 : 0) + (Number(order?.paid_amount) > 0 ? Number(order?.owe_amount) : 0);
    expect(moneyForDebt).toBe(2000);
    if (booth.status === 200) {
      // the waiting order now asks only for the stay
      expect([order?.state, order?.amount, order?.owe_amount].map(Number)).toEqual([0, 1100, 0]);
    }
  });

  it('forgiving an arrear takes it off the waiting exit order', async () => {
    const car = plate();
    const debt = await owe(car, 800, '2026-01-05 10:00:00');
    const answer = await exitAfterThreeHours(car);
    expect(answer).toMatchObject({ owedFen: 1900, arrearsFen: 800 });
    const cancelled = await call(app, 'POST', '/api/updown/plat/owe/cancelOwe', {
      token: plaza.token,
      query: { oweId: debt, remark: '核实为误判' },
      body: { oweId: debt, reason: '核实为误判', remark: '核实为误判' },
    });
    expect(cancelled.status, cancelled.body.msg).toBe(200);
    const [order] = await app.database.query<Record<string, unknown>>(
      'select amount, owe_amount from park_order where online_order_id = $1',
      [answer.onlineOrderId],
    );
    expect([order?.amount, order?.owe_amount].map(Number)).toEqual([1100, 0]);
  });

  it('by the platform setting, arrears at another company are recovered too', async () => {
    const car = plate();
    await owe(car, 700, '2026-01-01 10:00:00', tokenB, parkOfB);
    const admin = await signIn(app, 'admin');
    const [seeded] = await rows(app, admin, '/api/updown/blade-system/param/list', { paramKey: 'owe.acrossCompanies' });
    const param = await call(app, 'POST', '/api/updown/blade-system/param/submit', {
      token: admin,
      body: { ...seeded, paramKey: 'owe.acrossCompanies', paramValue: '1' },
    });
    expect(param.status, param.body.msg).toBe(200);
    const answer = await exitAfterThreeHours(car);
    expect(answer).toMatchObject({ owedFen: 1800, arrearsFen: 700 });
  });
});
