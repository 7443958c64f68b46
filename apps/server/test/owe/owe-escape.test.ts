import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncEscapeArrears } from '../../src/modules/owe/escape-arrears.sync';
import { idOf, parkIdOf, stored } from '../parks/helpers';
import { call, signIn, type TestApp } from '../support/test-app';
import { countRows, trafficApp } from '../traffic/traffic-helpers';

let app: TestApp;
let token: string;
let parkId: number;
let sensor: string;
const berth: Record<string, number> = {};

async function device(kind: number, code: string) {
  const made = await call<{ id: number }>(app, 'POST', '/api/updown/gateDevice/submit', {
    token,
    body: { parkId, deviceKind: kind, deviceCode: code, deviceName: code },
  });
  const key = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
    token,
    query: { deviceId: made.body.data.id },
  });
  return key.body.data.authorization;
}

beforeAll(async () => {
  app = await trafficApp();
  token = await signIn(app, 'company_a');
  parkId = await parkIdOf(app, token, '世纪大道路侧停车');
  for (const no of ['W021', 'W022'])
    berth[no] = await idOf(app, token, '/api/updown/door/rdBerth/list', { parkId, berthNo: no });
  sensor = await device(2, 'OWE-MS-1');
});
afterAll(() => app.close());

let serial = 0;
const send = (body: Record<string, unknown>) =>
  call<{ recordId: number; escapeId?: number; owedFen?: number }>(app, 'POST', '/api/device/berth/event', {
    headers: { authorization: sensor },
    body: { eventId: `owe-rd-${++serial}`, ...body },
  });

/** A car parks in the berth and leaves two and a half hours later without paying: 10 yuan owed. */
async function leaveOwing(no: string, plateNumber: string) {
  const inn = await send({ berthId: berth[no], direction: 'in', plateNumber, eventTime: '2026-03-04 08:00:00' });
  const out = await send({ berthId: berth[no], direction: 'out', eventTime: '2026-03-04 10:30:00' });
  expect(out.status, out.body.msg).toBe(200);
  return { recordId: inn.body.data.recordId, escapeId: out.body.data.escapeId as number };
}

const oweOf = async (recordId: number) => {
  const [row] = await app.database.query<{ id: number }>('select id from owe_record where record_id = $1', [recordId]);
  return stored(app, 'owe_record', Number(row?.id));
};

describe('escapes become arrears', () => {
  it('an escape makes one arrear of its stay; paying it recovers the escape', async () => {
    const { recordId, escapeId } = await leaveOwing('W021', '沪R40001');
    const owe = await oweOf(recordId);
    expect(owe).toMatchObject({ plate_number: '沪R40001', park_id: parkId, amount: 1000, state: 0, source_kind: 1 });
    expect(Number(owe.source_id)).toBe(escapeId);
    const paid = await call(app, 'POST', '/api/updown/plat/owe/feeOwe', { token, query: { oweId: owe.id } });
    expect(paid.status, paid.body.msg).toBe(200);
    expect(await stored(app, 'escape_record', escapeId)).toMatchObject({ state: 1, recovered_amount: 1000 });
  });

  it('cancelEscape cancels the escape and its arrear, keeping both rows', async () => {
    const { recordId, escapeId } = await leaveOwing('W022', '沪R40002');
    const res = await call(app, 'POST', '/api/updown/roadstatic/cancelEscape', {
      token,
      query: { id: escapeId, remark: '设备误报' },
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(await stored(app, 'escape_record', escapeId)).toMatchObject({ state: 2 });
    expect(await oweOf(recordId)).toMatchObject({ state: 2, cancel_reason: '设备误报' });
    const again = await call(app, 'POST', '/api/updown/roadstatic/cancelEscape', { token, query: { id: escapeId } });
    expect(again.status).toBe(400);
  });

  it('deleteOutOwe cancels the arrear of a roadside stay; a stay without one is refused', async () => {
    const { recordId } = await leaveOwing('W021', '沪R40003');
    const res = await call(app, 'POST', '/api/updown/roadpark/inout/deleteOutOwe', { token, query: { recordId } });
    expect(res.status, res.body.msg).toBe(200);
    expect(await oweOf(recordId)).toMatchObject({ state: 2 });
    expect(await countRows(app, 'select count(*) as n from owe_record where record_id = $1', [recordId])).toBe(1);
    const none = await call(app, 'POST', '/api/updown/roadpark/inout/deleteOutOwe', {
      token,
      query: { recordId: recordId + 100000 },
    });
    expect(none.status).toBe(404);
  });

  it('an escape recorded before arrears existed gets its arrear at start-up, once', async () => {
    const [stay] = await app.database.query<{ id: number }>(
      `select id from park_io_record s where park_id = $1
         and not exists (select 1 from owe_record o where o.record_id = s.id)
         and not exists (select 1 from escape_record e where e.record_id = s.id)
       order by id limit 1`,
      [parkId],
    );
    const recordId = Number(stay?.id);
    await app.database.query(
      `insert into escape_record (company_id, park_id, record_id, plate_number, in_time, out_time, amount, state)
       select company_id, park_id, id, '沪R40009', in_time, coalesce(out_time, in_time), 700, 0
         from park_io_record where id = $1`,
      [recordId],
    );
    await syncEscapeArrears(app.context.db);
    await syncEscapeArrears(app.context.db);
    expect(await countRows(app, 'select count(*) as n from owe_record where record_id = $1', [recordId])).toBe(1);
    expect(await oweOf(recordId)).toMatchObject({ plate_number: '沪R40009', amount: 700, state: 0, source_kind: 1 });
  });
});
