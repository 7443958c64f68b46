import { formatLocalDateTime } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileDay } from '../../src/modules/traffic/orders/reconciliation';
import { call, signIn, type TestApp } from '../support/test-app';
import { payOnSandbox } from './orders-payments-sandbox';
import { countRows, freeStalls, gateEvent, type Plaza, plazaWithDevices, stored, trafficApp } from './traffic-helpers';

let app: TestApp;
let plaza: Plaza;

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'XF');
  // these drivers leave up to 42 minutes from now, past the grace time after paying now
  app.context.config.gateClockSkewSeconds = 3600;
});
afterAll(() => app.close());

type Confirmed = {
  recordId: number;
  newState: number;
  stayId: number | null;
  feeFen: number;
  paidFen: number;
  owedFen: number;
  onlineOrderId: string | null;
};

const confirm = (body: Record<string, unknown>, token = plaza.token) =>
  call<Confirmed>(app, 'POST', '/api/updown/parkIORecord/confirm', { token, body });

const enter = (plateNumber: string, eventTime: string) =>
  gateEvent(app, plaza.entry, { direction: 'in', plateNumber, eventTime });
const leave = (plateNumber: string, eventTime: string) =>
  gateEvent(app, plaza.exit, { direction: 'out', plateNumber, eventTime });

const ordersOf = (plate: string) =>
  app.database.query<{ online_order_id: string; state: number; amount: number; order_kind: number }>(
    'select online_order_id, state, amount::int as amount, order_kind from park_order where plate_number = $1 order by id',
    [plate],
  );

describe('manual confirm: an exit that found no entry', () => {
  it('is merged into the car stay inside: priced, an order, the stall back, the record closed as merged and logged', async () => {
    const entered = await enter('沪M10001', '2026-05-01 10:00:00');
    const stayId = entered.body.data.recordId as number;
    const misread = await leave('琼Z77771', '2026-05-01 12:00:00');
    expect(misread.body.data).toMatchObject({ verdict: 4, open: false });
    const recordId = misread.body.data.recordId as number;
    const before = await freeStalls(app, plaza);
    const res = await confirm({ recordId, action: 'merge', stayId, reason: '车牌识别错误' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ recordId, newState: 5, stayId, feeFen: 800, owedFen: 800 });
    const stay = await stored(app, 'park_io_record', stayId);
    expect(stay).toMatchObject({
      state: 2,
      fee: 800,
      out_plate_number: '琼Z77771',
      out_gate_id: plaza.exitGateId,
      remark: `人工合并出场记录 #${recordId}：车牌识别错误（company_a）`,
    });
    expect(await stored(app, 'park_io_record', recordId)).toMatchObject({ state: 5 });
    expect(await ordersOf('沪M10001')).toEqual([
      { online_order_id: res.body.data.onlineOrderId, state: 0, amount: 800, order_kind: 1 },
    ]);
    expect(await freeStalls(app, plaza)).toEqual({ park: before.park + 1, area: before.area + 1 });
    const [log] = await app.database.query<{ params: unknown; success: boolean }>(
      "select params, success from operate_log where path = '/api/updown/parkIORecord/confirm' and success order by id desc limit 1",
    );
    const params = typeof log?.params === 'string' ? JSON.parse(log.params) : log?.params;
    expect(params.change).toMatchObject({
      record: { id: recordId, oldState: 3, newState: 5 },
      stay: { id: stayId, oldState: 1, newState: 2 },
      owedFen: 800,
    });
  });

  it('a short stay merged leaves free with no order', async () => {
    const entered = await enter('沪M10002', '2026-05-01 10:00:00');
    const misread = await leave('琼Z77772', '2026-05-01 10:10:00');
    const res = await confirm({
      recordId: misread.body.data.recordId,
      action: 'merge',
      stayId: entered.body.data.recordId,
      reason: '车牌识别错误',
    });
    expect(res.body.data).toMatchObject({ feeFen: 0, owedFen: 0, onlineOrderId: null });
    expect(await ordersOf('沪M10002')).toEqual([]);
  });

  it('refuses bad resolutions naming the field, and changes nothing', async () => {
    const entered = await enter('沪M10003', '2026-05-01 10:00:00');
    const stayId = entered.body.data.recordId as number;
    const misread = await leave('琼Z77773', '2026-05-01 11:00:00');
    const recordId = misread.body.data.recordId as number;
    const noStay = await confirm({ recordId, action: 'merge', reason: 'x' });
    expect(noStay.status).toBe(400);
    expect(noStay.body.msg).toContain('stayId');
    const closeExit = await confirm({ recordId, action: 'close', reason: 'x' });
    expect(closeExit.status).toBe(400);
    expect(closeExit.body.msg).toContain('action');
    const noReason = await confirm({ recordId, action: 'release' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('reason');
    const chargeNothing = await confirm({ recordId, action: 'release', charge: true, reason: 'x' });
    expect(chargeNothing.status).toBe(400);
    expect(chargeNothing.body.msg).toContain('amount');
    const itself = await confirm({ recordId, action: 'merge', stayId: recordId, reason: 'x' });
    expect(itself.status).toBe(400);
    expect(itself.body.msg).toContain('stayId');
    const operator = await signIn(app, 'operator_a');
    expect((await confirm({ recordId, action: 'release', reason: 'x' }, operator)).status).toBe(403);
    expect(await stored(app, 'park_io_record', recordId)).toMatchObject({ state: 3 });
    expect(await stored(app, 'park_io_record', stayId)).toMatchObject({ state: 1 });
    // resolved once: a second resolution is refused
    expect((await confirm({ recordId, action: 'merge', stayId, reason: '识别错误' })).status).toBe(200);
    const again = await confirm({ recordId, action: 'release', reason: 'x' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('recordId');
    const left = await confirm({
      recordId: (await leave('琼Z77774', '2026-05-01 11:00:00')).body.data.recordId,
      action: 'merge',
      stayId,
      reason: 'x',
    });
    expect(left.status).toBe(400);
    expect(left.body.msg).toContain('stayId');
  });

  it('lets the car go with what the booth charged, recorded as a cash payment, or free', async () => {
    const charged = (await leave('琼Z77775', '2026-05-01 12:00:00')).body.data.recordId as number;
    const res = await confirm({
      recordId: charged,
      action: 'release',
      charge: true,
      amount: 1000,
      reason: '无入场记录，按一天收费',
    });
    expect(res.body.data).toMatchObject({ newState: 2, feeFen: 1000, paidFen: 1000 });
    expect(await stored(app, 'park_io_record', charged)).toMatchObject({ state: 2, fee: 1000, paid: 1000, pay_way: 1 });
    expect(await ordersOf('琼Z77775')).toMatchObject([{ state: 1, amount: 1000 }]);
    expect(
      await countRows(
        app,
        'select count(*) as n from pay_record r join park_order o on o.id = r.order_id where o.plate_number = $1 and r.amount = 1000',
        ['琼Z77775'],
      ),
    ).toBe(1);
    const free = (await leave('琼Z77776', '2026-05-01 12:00:00')).body.data.recordId as number;
    const freed = await confirm({ recordId: free, action: 'release', reason: '内部车辆' });
    expect(freed.body.data).toMatchObject({ newState: 2, feeFen: 0, paidFen: 0 });
    expect(await stored(app, 'park_io_record', free)).toMatchObject({ state: 2, fee: 0, pay_way: 9 });
    expect(await ordersOf('琼Z77776')).toEqual([]);
  });
});

describe('manual confirm: a stay left open when the car came in again', () => {
  it('is closed with its fee up to the new entry as an order, or free; its stall is not given back twice', async () => {
    const first = (await enter('沪M20001', '2026-05-02 08:00:00')).body.data.recordId as number;
    await enter('沪M20001', '2026-05-02 10:00:00');
    expect(await stored(app, 'park_io_record', first)).toMatchObject({ state: 3 });
    const merge = await confirm({ recordId: first, action: 'merge', stayId: first, reason: 'x' });
    expect(merge.status).toBe(400);
    expect(merge.body.msg).toContain('action');
    const before = await freeStalls(app, plaza);
    const res = await confirm({
      recordId: first,
      action: 'close',
      charge: true,
      reason: '漏记出场，按再次入场时间计费',
    });
    expect(res.body.data).toMatchObject({ newState: 2, feeFen: 800, owedFen: 800 });
    expect(await stored(app, 'park_io_record', first)).toMatchObject({ state: 2, fee: 800 });
    expect(await ordersOf('沪M20001')).toMatchObject([{ state: 0, amount: 800 }]);
    expect(await freeStalls(app, plaza)).toEqual(before);

    const other = (await enter('沪M20002', '2026-05-02 08:00:00')).body.data.recordId as number;
    await enter('沪M20002', '2026-05-02 10:00:00');
    const free = await confirm({ recordId: other, action: 'close', reason: '设备故障，免费' });
    expect(free.body.data).toMatchObject({ newState: 2, feeFen: 0, owedFen: 0 });
    expect(await stored(app, 'park_io_record', other)).toMatchObject({ state: 2, fee: 0, pay_way: 9 });
    expect(await ordersOf('沪M20002')).toEqual([]);
  });
});

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

type Quote = { owedFen: number; feeFen: number; paidFen: number; onlineOrderId: string | null; graceMinutes: number };
/** The driver asks with the entry time of the car's stay, which the fee and what was paid are told against. */
const quote = async (plateNumber: string) => {
  const [stay] = await app.database.query<{ in_time: Date | string }>(
    'select in_time from park_io_record where plate_number = $1 and state = 1 and park_id = $2',
    [plateNumber, plaza.parkId],
  );
  const inTime = stay ? formatLocalDateTime(new Date(stay.in_time), app.context.config.timeZone) : undefined;
  return call<Quote>(app, 'POST', '/api/pay/stay/advance', { body: { parkId: plaza.parkId, plateNumber, inTime } });
};
const pay = (onlineOrderId: string) => payOnSandbox(app, onlineOrderId);

describe('paying in advance', () => {
  it('prepaid, the car leaves within the grace time with no new order', async () => {
    await enter('沪P30001', minutesFromNow(-110));
    const q = await quote('沪P30001');
    expect(q.status).toBe(200);
    expect(q.body.data).toMatchObject({ feeFen: 800, owedFen: 800, paidFen: 0, graceMinutes: 15 });
    const orderId = q.body.data.onlineOrderId as string;
    expect(await ordersOf('沪P30001')).toEqual([{ online_order_id: orderId, state: 0, amount: 800, order_kind: 2 }]);
    // asked again before paying: the same order, brought up to date
    expect((await quote('沪P30001')).body.data.onlineOrderId).toBe(orderId);
    expect((await pay(orderId)).status).toBe(200);
    expect((await quote('沪P30001')).body.data).toMatchObject({ owedFen: 0, onlineOrderId: null });
    const out = await leave('沪P30001', minutesFromNow(5));
    expect(out.body.data).toMatchObject({ verdict: 1, open: true });
    expect(await stored(app, 'park_io_record', out.body.data.recordId as number)).toMatchObject({
      state: 2,
      paid: 800,
      pay_way: 2,
    });
    expect(await ordersOf('沪P30001')).toHaveLength(1);
  });

  it('over the grace time the exit asks only the difference; the day still reconciles', async () => {
    // the payments of this stay are taken now: the window holds them and nothing the demo days hold
    const from = new Date();
    await enter('沪P30002', minutesFromNow(-110));
    const q = await quote('沪P30002');
    await pay(q.body.data.onlineOrderId as string);
    const late = await leave('沪P30002', minutesFromNow(40));
    expect(late.body.data).toMatchObject({ verdict: 3, open: false, feeFen: 1100, owedFen: 300 });
    const difference = late.body.data.onlineOrderId as string;
    expect(difference).not.toBe(q.body.data.onlineOrderId);
    expect((await ordersOf('沪P30002')).map((o) => [o.state, o.amount, o.order_kind])).toEqual([
      [1, 800, 2],
      [0, 300, 3],
    ]);
    await pay(difference);
    const out = await leave('沪P30002', minutesFromNow(42));
    expect(out.body.data).toMatchObject({ verdict: 1, open: true });
    expect(await stored(app, 'park_io_record', out.body.data.recordId as number)).toMatchObject({
      paid: 1100,
      fee: 1100,
    });
    await call(app, 'POST', '/api/updown/parkorder/refund', {
      token: plaza.token,
      body: { onlineOrderId: difference, remark: '差额减免', amount: 100 },
    });
    const check = await reconcileDay(app.context.db, plaza.parkId, from, new Date(Date.now() + 60_000));
    expect(check).toEqual({ paymentsFen: 1100, refundsFen: 100, ordersNetFen: 1000, balanced: true });
  });

  it('a refund of the prepaid order is not asked for again at the exit', async () => {
    await enter('沪P30003', minutesFromNow(-110));
    const orderId = (await quote('沪P30003')).body.data.onlineOrderId as string;
    await pay(orderId);
    const refunded = await call(app, 'POST', '/api/updown/parkorder/refund', {
      token: plaza.token,
      body: { onlineOrderId: orderId, remark: '预缴费用全额减免', amount: 800 },
    });
    expect(refunded.status).toBe(200);
    expect((await quote('沪P30003')).body.data).toMatchObject({ owedFen: 0, paidFen: 0 });
    const late = await leave('沪P30003', minutesFromNow(40));
    expect(late.body.data).toMatchObject({ verdict: 3, feeFen: 1100, owedFen: 300 });
  });

  it('a plate with no stay in the park is refused with a message, and nothing is written', async () => {
    const orders = await countRows(app, 'select count(*) as n from park_order', []);
    const none = await quote('沪P39999');
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('plateNumber');
    expect(none.body.msg).toContain('沪P39999');
    const bad = await quote('nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('plateNumber');
    expect(await countRows(app, 'select count(*) as n from park_order', [])).toBe(orders);
  });
});

describe('stale unpaid orders', () => {
  it('the shipped job closes unpaid orders untouched for longer than its hours, once, and keeps the rest', async () => {
    const admin = await signIn(app, 'admin');
    expect(await countRows(app, "select count(*) as n from sys_job where invoke_target = 'closeStaleOrders'", [])).toBe(
      1,
    );
    // released by an operator with its fee owed: the order waits for nobody
    const released = (await enter('沪S40001', '2026-05-03 08:00:00')).body.data.recordId as number;
    await call(app, 'POST', '/api/updown/parkIORecord/batchOutCar', {
      token: plaza.token,
      body: { ids: [released], reason: '盘点时已不在场', charge: true },
    });
    // one at the exit just now, and one paid long ago
    await enter('沪S40002', '2026-05-03 08:00:00');
    await leave('沪S40002', '2026-05-03 10:00:00');
    await enter('沪S40003', '2026-05-03 08:00:00');
    const paidId = (await leave('沪S40003', '2026-05-03 10:00:00')).body.data.onlineOrderId as string;
    await pay(paidId);
    await app.database.query(
      "update park_order set updated_at = now() - interval '25 hours' where plate_number in ('沪S40001', '沪S40003')",
    );
    const job = await call<{ id: number }>(app, 'POST', '/api/updown/job/add', {
      token: admin,
      body: {
        jobName: '关闭超时订单测试',
        invokeTarget: 'closeStaleOrders',
        cronExpression: '0 0 4 * * *',
        params: '{"hours": 24}',
      },
    });
    const run = () =>
      call<{ status: number; message: string }>(app, 'POST', '/api/updown/job/run', {
        token: admin,
        body: { jobId: job.body.data.id },
      });
    const first = await run();
    expect(first.body.data.status).toBe(0);
    expect((await ordersOf('沪S40001')).map((o) => o.state)).toEqual([4]);
    expect((await ordersOf('沪S40002')).map((o) => o.state)).toEqual([0]);
    expect((await ordersOf('沪S40003')).map((o) => o.state)).toEqual([1]);
    const again = await run();
    expect(again.body.data.message).toMatch(/^0 orders/);
    expect((await ordersOf('沪S40001')).map((o) => o.state)).toEqual([4]);
  });
});
