import { onlineOrderResource, payWay } from '@parking/resources';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileDay } from '../../src/modules/traffic/orders/reconciliation';
import { signNotice } from '../../src/modules/traffic/payments/payment-adapter';
import type { SandboxPayments } from '../../src/modules/traffic/payments/sandbox-payment';
import { call, signIn, type TestApp } from '../support/test-app';
import { payOnSandbox, startPaying } from './orders-payments-sandbox';
import { countRows, gateEvent, type Plaza, plazaWithDevices, stored, trafficApp } from './traffic-helpers';

let app: TestApp;
let plaza: Plaza;
type Page = { total: number; data: Record<string, unknown>[] };

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'OP');
});
afterAll(() => app.close());

/** A car that stayed two hours (8 yuan by the test rule) and has an unpaid order at the exit. */
async function unpaidOrder(plate: string, day: string): Promise<string> {
  await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: plate, eventTime: `${day} 10:00:00` });
  const out = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: plate, eventTime: `${day} 12:00:00` });
  return out.body.data.onlineOrderId as string;
}

const sandbox = () => app.context.payments as SandboxPayments;

const query = (onlineOrderId: string) =>
  call<Record<string, unknown>>(app, 'GET', '/api/updown/parkorder/queryPayResult', {
    token: plaza.token,
    query: { onlineOrderId },
  });

describe('payment callbacks', () => {
  it('a callback with a wrong signature is refused and changes nothing; a replayed one is applied once', async () => {
    const orderId = await unpaidOrder('沪F50001', '2026-04-01');
    const notice = {
      onlineOrderId: orderId,
      payNo: 'WX-TEST-1',
      amountFen: 800,
      payWay: payWay.values.wechat,
      paidAt: new Date().toISOString(),
    };
    const forged = await call(app, 'POST', '/api/pay/callback/sandbox', {
      headers: { 'x-pay-signature': signNotice('not-the-secret-at-all', notice) },
      body: notice,
    });
    expect(forged.status).toBe(401);
    expect((await query(orderId)).body.data).toMatchObject({ state: 0, paidAmount: 0 });
    const headers = { 'x-pay-signature': signNotice(app.context.paySecret, notice) };
    const first = await call(app, 'POST', '/api/pay/callback/sandbox', { headers, body: notice });
    const again = await call(app, 'POST', '/api/pay/callback/sandbox', { headers, body: notice });
    expect(first.body.data).toEqual({ applied: true });
    expect(again.body.data).toEqual({ applied: false });
    expect((await query(orderId)).body.data).toMatchObject({ state: 1, paidAmount: 800 });
    expect(await countRows(app, "select count(*) as n from pay_record where pay_no = 'WX-TEST-1'", [])).toBe(1);
  });

  it('with PAY_SANDBOX_AUTOPAY, a failed payment leaves the order unpaid; a delayed one arrives later', async () => {
    const failing = await unpaidOrder('沪F50002', '2026-04-01');
    app.context.config.paySandboxAutopay = true;
    try {
      sandbox().behaviour = { mode: 'fail' };
      await startPaying(app, failing);
      expect((await query(failing)).body.data).toMatchObject({ state: 0 });
      sandbox().behaviour = { mode: 'delay', ms: 50 };
      await startPaying(app, failing);
      await sandbox().settled();
      expect((await query(failing)).body.data).toMatchObject({ state: 1, paidAmount: 800 });
    } finally {
      sandbox().behaviour = { mode: 'pay' };
      app.context.config.paySandboxAutopay = false;
    }
  });

  it('manualPayResultNotice records cash paid at the booth, once', async () => {
    const orderId = await unpaidOrder('沪F50003', '2026-04-01');
    const noChannel = await call(app, 'POST', '/api/updown/parkorder/manualPayResultNotice', {
      token: plaza.token,
      body: { onlineOrderId: orderId },
    });
    expect(noChannel.status).toBe(400);
    const cash = await call(app, 'POST', '/api/updown/parkorder/manualPayResultNotice', {
      token: plaza.token,
      body: { onlineOrderId: orderId, payWay: 1 },
    });
    expect(cash.body.data).toMatchObject({ applied: true, source: 'cash' });
    const again = await call(app, 'POST', '/api/updown/parkorder/manualPayResultNotice', {
      token: plaza.token,
      body: { onlineOrderId: orderId, payWay: 1 },
    });
    expect(again.body.data).toMatchObject({ applied: false });
    expect((await query(orderId)).body.data).toMatchObject({ state: 1, paidAmount: 800, payWay: 1 });
  });
});

describe('refunds', () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = await unpaidOrder('沪G60001', '2026-04-02');
    await payOnSandbox(app, orderId);
  });

  it('refunds part, once per refund number, never more than is left, with who and why', async () => {
    const body = { onlineOrderId: orderId, remark: '多收了', amount: 300, refundNo: 'RF-T-1' };
    const first = await call<Record<string, unknown>>(app, 'POST', '/api/updown/parkorder/refund', {
      token: plaza.token,
      body,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ amount: 300, operatorName: 'company_a', repeated: false });
    const again = await call(app, 'POST', '/api/updown/parkorder/refund', { token: plaza.token, body });
    expect(again.body.data).toMatchObject({ repeated: true });
    expect((await query(orderId)).body.data).toMatchObject({ state: 3, paidAmount: 800, refundedAmount: 300 });
    const tooMuch = await call(app, 'POST', '/api/updown/parkorder/refund', {
      token: plaza.token,
      body: { onlineOrderId: orderId, remark: '再退', amount: 501 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.msg).toContain('amount');
    const rest = await call(app, 'POST', '/api/updown/parkorder/refund', {
      token: plaza.token,
      body: { onlineOrderId: orderId, remark: '全部退还' },
    });
    expect(rest.body.data).toMatchObject({ amount: 500 });
    expect((await query(orderId)).body.data).toMatchObject({ state: 2, refundedAmount: 800 });
    const nothing = await call(app, 'POST', '/api/updown/parkorder/refund', {
      token: plaza.token,
      body: { onlineOrderId: orderId, remark: '再退' },
    });
    expect(nothing.status).toBe(400);
  });

  it('the refund report lists it; another company cannot see or refund the order', async () => {
    const page = await call<Page>(app, 'GET', '/api/updown/static/getPageRefundOrder', {
      token: plaza.token,
      query: { onlineOrderId: orderId },
    });
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.data.map((r) => r.amount).sort()).toEqual([300, 500]);
    const other = await signIn(app, 'company_b');
    const refused = await call(app, 'POST', '/api/updown/parkorder/refund', {
      token: other,
      body: { onlineOrderId: orderId, remark: 'x' },
    });
    expect(refused.status).toBe(404);
    const detail = await call(app, 'GET', '/api/updown/static/getOnlineOrderDetail', {
      token: other,
      query: { onlineOrderId: orderId },
    });
    expect(detail.status).toBe(404);
  });

  it('the order detail shows its stay, payment and refunds', async () => {
    const detail = await call<{ payments: unknown[]; refunds: unknown[]; stay: Record<string, unknown> }>(
      app,
      'GET',
      '/api/updown/static/getOnlineOrderDetail',
      { token: plaza.token, query: { onlineOrderId: orderId } },
    );
    expect(detail.body.data.payments).toHaveLength(1);
    expect(detail.body.data.refunds).toHaveLength(2);
    expect(detail.body.data.stay).toMatchObject({ plateNumber: '沪G60001' });
  });
});

describe('reports and reconciliation', () => {
  it("the demo's days reconcile, park by park", async () => {
    const parks = await app.database.query<{ park_id: number | string }>(
      'select distinct park_id from park_order where paid_at is not null',
    );
    expect(parks.length).toBeGreaterThan(0);
    const midnight = new Date(`${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+08:00`);
    for (const { park_id } of parks) {
      for (let d = -5; d <= 0; d++) {
        const from = new Date(midnight.getTime() + d * 86_400_000);
        const check = await reconcileDay(app.context.db, Number(park_id), from, new Date(from.getTime() + 86_400_000));
        expect({ park: park_id, day: from.toISOString(), ...check }).toMatchObject({ balanced: true });
      }
    }
  });

  it('payments minus refunds of a day equal what the orders paid that day keep', async () => {
    const day = ['2026-04-02T16:00:00Z', '2026-04-03T16:00:00Z'];
    for (const [i, plate] of ['沪H70001', '沪H70002', '沪H70003'].entries()) {
      const id = await unpaidOrder(plate, '2026-04-03');
      await payOnSandbox(app, id);
      if (i === 0) {
        await call(app, 'POST', '/api/updown/parkorder/refund', {
          token: plaza.token,
          body: { onlineOrderId: id, remark: '优惠', amount: 200 },
        });
      }
    }
    // the sandbox pays when confirmed, now; move these payments and refunds to the test's day
    await app.database.query(
      "update pay_record set paid_at = '2026-04-03 04:00:00+00' where order_id in (select id from park_order where plate_number in ('沪H70001', '沪H70002', '沪H70003'))",
    );
    await app.database.query(
      "update park_order set paid_at = '2026-04-03 04:00:00+00' where plate_number in ('沪H70001', '沪H70002', '沪H70003')",
    );
    await app.database.query(
      "update refund_order set refunded_at = '2026-04-03 05:00:00+00' where plate_number in ('沪H70001', '沪H70002', '沪H70003')",
    );
    const sum = await call<{ paidAmount: number; refundedAmount: number; netAmount: number; count: number }>(
      app,
      'GET',
      '/api/updown/static/getOnlineOrderPayAmountSum',
      { token: plaza.token, query: { paidAtStart: '2026-04-03', paidAtEnd: '2026-04-03', parkId: plaza.parkId } },
    );
    expect(sum.body.data).toMatchObject({ count: 3, paidAmount: 2400, refundedAmount: 200, netAmount: 2200 });
    const check = await reconcileDay(
      app.context.db,
      plaza.parkId,
      new Date(day[0] as string),
      new Date(day[1] as string),
    );
    expect(check).toEqual({ paymentsFen: 2400, refundsFen: 200, ordersNetFen: 2200, balanced: true });
  });

  it('a refund given days after the payment balances both days', async () => {
    const id = await unpaidOrder('沪H70009', '2026-04-05');
    await payOnSandbox(app, id);
    await call(app, 'POST', '/api/updown/parkorder/refund', {
      token: plaza.token,
      body: { onlineOrderId: id, remark: '次日退款', amount: 300 },
    });
    await app.database.query(
      "update pay_record set paid_at = '2026-04-05 04:00:00+00' where order_id in (select id from park_order where plate_number = '沪H70009')",
    );
    await app.database.query(
      "update park_order set paid_at = '2026-04-05 04:00:00+00' where plate_number = '沪H70009'",
    );
    await app.database.query(
      "update refund_order set refunded_at = '2026-04-07 02:00:00+00' where plate_number = '沪H70009'",
    );
    const [order] = await app.database.query<{ paid_amount: number | string }>(
      "select paid_amount from park_order where plate_number = '沪H70009'",
    );
    const paid = Number(order?.paid_amount);
    const paidDay = await reconcileDay(
      app.context.db,
      plaza.parkId,
      new Date('2026-04-04T16:00:00Z'),
      new Date('2026-04-05T16:00:00Z'),
    );
    expect(paidDay).toEqual({ paymentsFen: paid, refundsFen: 0, ordersNetFen: paid, balanced: true });
    const refundDay = await reconcileDay(
      app.context.db,
      plaza.parkId,
      new Date('2026-04-06T16:00:00Z'),
      new Date('2026-04-07T16:00:00Z'),
    );
    expect(refundDay).toEqual({ paymentsFen: 0, refundsFen: 300, ordersNetFen: -300, balanced: true });
    // a refund recorded but never applied to its order shows on the day it was given
    await app.database.query("update park_order set refunded_amount = 0 where plate_number = '沪H70009'");
    const broken = await reconcileDay(
      app.context.db,
      plaza.parkId,
      new Date('2026-04-06T16:00:00Z'),
      new Date('2026-04-07T16:00:00Z'),
    );
    expect(broken.balanced).toBe(false);
  });

  it('online orders, unpaid orders and in/out records list and export with their filters', async () => {
    const unpaid = await unpaidOrder('沪J80001', '2026-04-04');
    const uncharged = await call<Page>(app, 'GET', '/api/updown/static/getPageUnChargeOrder', {
      token: plaza.token,
      query: { plateNumber: '沪J80001' },
    });
    expect(uncharged.body.data.data.map((r) => r.onlineOrderId)).toEqual([unpaid]);
    const paidOnes = await call<Page>(app, 'GET', '/api/updown/static/getPageOnlineOrder', {
      token: plaza.token,
      query: { state: 1, payWay: 2, parkId: plaza.parkId },
    });
    expect(paidOnes.body.data.total).toBeGreaterThan(0);
    expect(paidOnes.body.data.data.every((r) => r.state === 1 && r.payWay === 2)).toBe(true);
    const records = await call<Page>(app, 'GET', '/api/updown/static/getPageInOutRecord', {
      token: plaza.token,
      query: { inTimeStart: '2026-04-04', inTimeEnd: '2026-04-04', plateNumber: '沪J8000' },
    });
    expect(records.body.data.data.map((r) => r.plateNumber)).toEqual(['沪J80001']);
    const file = await call(app, 'GET', '/api/updown/static/exportUnChargeOrder', {
      token: plaza.token,
      query: { plateNumber: '沪J80001' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as never);
    expect(book.worksheets[0]?.rowCount).toBe(2);
  });

  it('an export shows money in yuan: a number with two decimals under a heading without fen', async () => {
    await unpaidOrder('沪J80002', '2026-04-04');
    const file = await call(app, 'GET', '/api/updown/static/exportUnChargeOrder', {
      token: plaza.token,
      query: { plateNumber: '沪J80002' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as never);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the export has no sheet');
    const headings = (sheet.getRow(1).values as unknown[]).map(String);
    expect(headings.filter((h) => /分\)|\bfen\b/.test(h))).toEqual([]);
    const amount = sheet.getRow(2).getCell(headings.indexOf(onlineOrderResource.fields.amount.label.en));
    expect(amount.value).toBe(8);
    expect(amount.numFmt).toBe('0.00');
    expect(sheet.getRow(2).getCell(headings.indexOf(onlineOrderResource.fields.paidAmount.label.en)).value).toBe(0);
  });
});

describe('cars inside', () => {
  it('platInCar lists cars inside; batchOutCar releases them with the reason and gives their stalls back', async () => {
    for (const p of ['沪K90001', '沪K90002']) {
      await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: p, eventTime: '2026-04-05 09:00:00' });
    }
    const inside = await call<Page>(app, 'GET', '/api/updown/parkIORecord/platInCar', {
      token: plaza.token,
      query: { plateNumber: '沪K9000' },
    });
    expect(inside.body.data.total).toBe(2);
    const ids = inside.body.data.data.map((r) => r.id).join(',');
    const freeBefore = Number((await stored(app, 'park_area', plaza.groundArea)).free_stalls);
    const res = await call(app, 'POST', '/api/updown/parkIORecord/batchOutCar', {
      token: plaza.token,
      query: { ids },
      body: { reason: '盘点时已不在场', charge: true },
    });
    expect(res.body.data).toMatchObject({ released: 2 });
    expect((res.body.data as { owedFen: number }).owedFen).toBeGreaterThan(0);
    expect(Number((await stored(app, 'park_area', plaza.groundArea)).free_stalls)).toBe(freeBefore + 2);
    const after = await call<Page>(app, 'GET', '/api/updown/parkIORecord/platInCar', {
      token: plaza.token,
      query: { plateNumber: '沪K9000' },
    });
    expect(after.body.data.total).toBe(0);
    const owed = await call<Page>(app, 'GET', '/api/updown/static/getPageUnChargeOrder', {
      token: plaza.token,
      query: { plateNumber: '沪K9000' },
    });
    expect(owed.body.data.total).toBe(2);
  });

  it('platInCar adds a car by hand with its reason and takes a stall; the same car cannot be added twice', async () => {
    const freeBefore = Number((await stored(app, 'park_area', plaza.groundArea)).free_stalls);
    const body = { parkId: plaza.parkId, areaId: plaza.groundArea, plateNumber: '沪N31415', reason: '相机故障未识别' };
    const res = await call<Record<string, unknown>>(app, 'POST', '/api/updown/parkIORecord/platInCar', {
      token: plaza.token,
      body,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ plateNumber: '沪N31415', state: 1, remark: '手动入场：相机故障未识别' });
    expect(Number((await stored(app, 'park_area', plaza.groundArea)).free_stalls)).toBe(freeBefore - 1);
    const twice = await call(app, 'POST', '/api/updown/parkIORecord/platInCar', { token: plaza.token, body });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('plateNumber');
  });

  it('batchOutCar without charge closes stays as left free: the note after their remark, their waiting order closed', async () => {
    const orderId = await unpaidOrder('沪Q90009', '2026-04-06');
    const handAdded = await call<{ id: number }>(app, 'POST', '/api/updown/parkIORecord/platInCar', {
      token: plaza.token,
      body: { parkId: plaza.parkId, plateNumber: '沪Q90010', reason: '相机故障未识别' },
    });
    const [stay] = await app.database.query<{ id: number | string }>(
      "select id from park_io_record where plate_number = '沪Q90009'",
    );
    const ids = [Number(stay?.id), handAdded.body.data.id];
    const res = await call(app, 'POST', '/api/updown/parkIORecord/batchOutCar', {
      token: plaza.token,
      body: { ids, reason: '车主已缴现金', charge: false },
    });
    expect(res.body.data).toEqual({ released: 2, owedFen: 0 });
    expect(await stored(app, 'park_io_record', ids[0] as number)).toMatchObject({
      state: 2,
      fee: 0,
      pay_way: 9,
      remark: '手动放行：车主已缴现金',
    });
    expect(await stored(app, 'park_io_record', ids[1] as number)).toMatchObject({
      state: 2,
      pay_way: 9,
      remark: '手动入场：相机故障未识别；手动放行：车主已缴现金',
    });
    const [order] = await app.database.query<{ state: number; remark: string }>(
      'select state, remark from park_order where online_order_id = $1',
      [orderId],
    );
    expect(order).toEqual({ state: 4, remark: '手动放行，不再收费：车主已缴现金' });
  });

  it('updatePlateNumber corrects a misread plate and keeps old and new', async () => {
    const entered = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪L12345' });
    const recordId = entered.body.data.recordId as number;
    const bad = await call(app, 'POST', '/api/updown/parkIORecord/updatePlateNumber', {
      token: plaza.token,
      body: { recordId, plateNumber: 'nonsense' },
    });
    expect(bad.status).toBe(400);
    const res = await call(app, 'POST', '/api/updown/parkIORecord/updatePlateNumber', {
      token: plaza.token,
      body: { recordId, plateNumber: '沪L12346' },
    });
    expect(res.body.data).toMatchObject({ oldPlateNumber: '沪L12345', plateNumber: '沪L12346', changed: true });
    const stay = await stored(app, 'park_io_record', recordId);
    expect(stay.plate_number).toBe('沪L12346');
    expect(String(stay.remark)).toContain('沪L12345 → 沪L12346');
    const [log] = await app.database.query<{ params: unknown }>(
      "select params from operate_log where path = '/api/updown/parkIORecord/updatePlateNumber' and success order by id desc limit 1",
    );
    const params = typeof log?.params === 'string' ? JSON.parse(log.params) : log?.params;
    expect(params.change).toEqual({ plateNumber: { old: '沪L12345', new: '沪L12346' } });
  });

  it('exportInCarTemp exports only the cars inside', async () => {
    const file = await call(app, 'GET', '/api/updown/parkIORecord/exportInCarTemp', {
      token: plaza.token,
      query: { plateNumber: '沪K9000' },
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as never);
    expect(book.worksheets[0]?.rowCount).toBe(1);
  });

  it('initHistoryPark closes every open stay of the park and resets free stalls to the totals', async () => {
    const open = await countRows(
      app,
      'select count(*) as n from park_io_record where park_id = $1 and state in (1, 3) and deleted_at is null',
      [plaza.parkId],
    );
    const res = await call<{ closed: number }>(app, 'POST', '/api/updown/parkIORecord/initHistoryPark', {
      token: plaza.token,
      query: { parkId: plaza.parkId },
    });
    expect(res.body.data.closed).toBe(open);
    const left = await countRows(
      app,
      'select count(*) as n from park_io_record where park_id = $1 and state in (1, 3) and deleted_at is null',
      [plaza.parkId],
    );
    expect(left).toBe(0);
    const area = await stored(app, 'park_area', plaza.groundArea);
    expect(area.free_stalls).toBe(area.total_stalls);
    const park = await stored(app, 'park', plaza.parkId);
    expect(park.free_stalls).toBe(park.total_stalls);
  });
});
