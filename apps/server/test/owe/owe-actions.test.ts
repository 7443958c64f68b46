import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/test-app';
import { count } from '../system/helpers';
import { freeStay, type Owe, type OweWorld, oweCall, oweRows, oweWorld } from './owe-helpers';

let w: OweWorld;
beforeAll(async () => {
  w = await oweWorld();
});
afterAll(() => w.app.close());

type Page = { total: number; data: Owe[] };

const addOwe = (body: Record<string, unknown>) =>
  oweCall(w, 'addOwe', { body: { parkId: w.parkA, oweTime: '2026-03-01 10:00:00', ...body } });

async function added(plateNumber: string, amount: number): Promise<Owe> {
  const res = await addOwe({ plateNumber, amount });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

describe('arrears by hand', () => {
  it('addOwe, check, cancel with a reason: each step stored, the cancel in the operate log', async () => {
    const owe = await added('沪A12345', 1250);
    expect(owe).toMatchObject({ plateNumber: '沪A12345', amount: 1250, paidAmount: 0, state: 0, sourceKind: 4 });

    const page = await oweCall<Page>(w, 'getOwePage', { query: { current: 1, size: 10, plateNumber: '沪A12345' } });
    expect(page.body.data.data.map((r) => r.id)).toContain(owe.id);

    const checked = await oweCall(w, 'check', { query: { oweId: owe.id } });
    expect(checked.status, checked.body.msg).toBe(200);
    expect(checked.body.data.checked).toBe(true);
    const unchecked = await oweCall(w, 'cancelCheck', { query: { oweId: owe.id } });
    expect(unchecked.body.data.checked).toBe(false);

    const noReason = await oweCall(w, 'cancelOwe', { query: { oweId: owe.id } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('Cancel reason');

    const cancelLogs = () =>
      count(
        w.app,
        "select count(*) as n from operate_log where path like '%cancelOwe' and success and params::text like '%车主已现金补缴%'",
      );
    const logsBefore = await cancelLogs();
    const cancelled = await oweCall(w, 'cancelOwe', { query: { oweId: owe.id }, body: { reason: '车主已现金补缴' } });
    expect(cancelled.status, cancelled.body.msg).toBe(200);
    expect(cancelled.body.data).toMatchObject({ state: 2, cancelReason: '车主已现金补缴' });
    expect(await cancelLogs()).toBe(logsBefore + 1);

    // the row stays, and a cancelled arrear cannot be paid or cancelled again
    const again = await oweCall(w, 'feeOwe', { query: { oweId: owe.id } });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('cancelled');
  });

  it('an arrear cannot be edited once entered', async () => {
    const owe = await added('沪A23456', 800);
    const edit = await addOwe({ id: owe.id, plateNumber: '沪A23456', amount: 1 });
    expect(edit.status).toBe(400);
    const [row] = await w.app.database.query<{ amount: number }>('select amount from owe_record where id = $1', [
      owe.id,
    ]);
    expect(Number(row?.amount)).toBe(800);
  });

  it('refuses negative money and unknown plate formats naming the field, writing nothing', async () => {
    const before = await oweRows(w);
    const negative = await addOwe({ plateNumber: '沪A34567', amount: -100 });
    expect(negative.status).toBe(400);
    expect(negative.body.msg).toContain('Owed');
    const badPlate = await addOwe({ plateNumber: 'NOT-A-PLATE', amount: 100 });
    expect(badPlate.status).toBe(400);
    expect(badPlate.body.msg).toContain('Plate');
    const noPark = await oweCall(w, 'addOwe', { body: { plateNumber: '沪A34567', amount: 100 } });
    expect(noPark.status).toBe(400);
    expect(await oweRows(w)).toBe(before);
  });
});

describe('paying', () => {
  it('two payments racing settle the arrear once: one kept, the other refused', async () => {
    const owe = await added('沪A45678', 3000);
    const answers = await Promise.all([
      oweCall(w, 'feeOwe', { query: { oweId: owe.id } }),
      oweCall(w, 'feeOwe', { body: { oweId: owe.id } }),
      oweCall(w, 'feeOwe', { query: { oweId: owe.id } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    const [row] = await w.app.database.query<{ state: number; paid_amount: number }>(
      'select state, paid_amount from owe_record where id = $1',
      [owe.id],
    );
    expect({ state: Number(row?.state), paid: Number(row?.paid_amount) }).toEqual({ state: 1, paid: 3000 });
    const cancel = await oweCall(w, 'cancelOwe', { query: { oweId: owe.id, reason: 'late' } });
    expect(cancel.status).toBe(400);
  });
});

describe('one arrear per stay', () => {
  it('an unpaid order becomes its stay arrear once; the order closes; asking again is refused', async () => {
    const stay = await freeStay(w);
    const [order] = await w.app.database.query<{ id: number }>(
      `insert into park_order (company_id, park_id, online_order_id, record_id, plate_number, amount, paid_amount, state)
       select company_id, park_id, 'OWE-TEST-1', id, plate_number, 1800, 300, 0 from park_io_record where id = $1
       returning id`,
      [stay.id],
    );
    const orderId = Number(order?.id);
    const made = await oweCall(w, 'genOweFromOrder', { query: { orderId } });
    expect(made.status, made.body.msg).toBe(200);
    expect(made.body.data).toMatchObject({ recordId: stay.id, amount: 1500, sourceKind: 3, state: 0 });
    const again = await oweCall(w, 'genOweFromOrder', { query: { orderId } });
    expect(again.status).toBe(400);
    expect(await count(w.app, 'select count(*) as n from owe_record where record_id = $1', [stay.id])).toBe(1);
    expect(await count(w.app, 'select count(*) as n from park_order where id = $1 and state = 4', [orderId])).toBe(1);
  });

  it('a second order of the same stay answers the arrear already there', async () => {
    const stay = await freeStay(w);
    const orders = await w.app.database.query<{ id: number }>(
      `insert into park_order (company_id, park_id, online_order_id, record_id, plate_number, amount, paid_amount, state)
       select company_id, park_id, 'OWE-TEST-' || n, id, plate_number, 1000, 0, 0
         from park_io_record, (values (2), (3)) as v(n) where id = $1
       returning id`,
      [stay.id],
    );
    const answers = await Promise.all(
      orders.map((o) => oweCall(w, 'genOweFromOrder', { query: { orderId: Number(o.id) } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]?.body.data.id).toBe(answers[1]?.body.data.id);
    expect(await count(w.app, 'select count(*) as n from owe_record where record_id = $1', [stay.id])).toBe(1);
  });
});

describe('scope', () => {
  it('another company sees none of the arrears, cannot pay or cancel them, and sees no parks with arrears', async () => {
    const owe = await added('沪A56789', 500);
    const page = await oweCall<Page>(w, 'getOwePage', { token: w.tokenB, query: { current: 1, size: 100 } });
    expect(page.status).toBe(200);
    expect(page.body.data.data.find((r) => r.id === owe.id)).toBeUndefined();
    const pay = await oweCall(w, 'feeOwe', { token: w.tokenB, query: { oweId: owe.id } });
    expect(pay.status).toBe(404);
    const cancel = await oweCall(w, 'cancelOwe', { token: w.tokenB, query: { oweId: owe.id, reason: 'x' } });
    expect(cancel.status).toBe(404);
    const parksB = await oweCall<{ parkId: number }[]>(w, 'parks', { token: w.tokenB });
    expect(parksB.body.data.map((p) => p.parkId)).not.toContain(w.parkA);
    const parksA = await oweCall<{ parkId: number; totalFen: number }[]>(w, 'parks');
    expect(parksA.body.data.find((p) => p.parkId === w.parkA)?.totalFen).toBeGreaterThanOrEqual(500);
    const [row] = await w.app.database.query<{ state: number }>('select state from owe_record where id = $1', [owe.id]);
    expect(Number(row?.state)).toBe(0);
  });

  it('exports the arrears page as a file', async () => {
    const res = await call(w.app, 'GET', '/api/updown/plat/owe/export', { token: w.tokenA });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheet');
  });
});
