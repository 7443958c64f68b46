import { formatLocalDateTime } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPass, ok, type Row } from '../monthly-cars/helpers';
import { call, type TestApp } from '../support/test-app';
import { type Answer, gateEvent, type Plaza, plazaWithDevices, stored, trafficApp } from './traffic-helpers';

// The plaza is priced by the test rule (traffic-helpers): 15 minutes free, 500 fen the first hour,
// 300 fen each further hour or part of one, at most 4000 fen a day.

let app: TestApp;
let plaza: Plaza;

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'SS');
});
afterAll(() => app.close());

async function read(device: string, direction: string, plateNumber: string, eventTime: string) {
  const res = await gateEvent(app, device, { direction, plateNumber, eventTime });
  if (res.status !== 200) throw new Error(`${plateNumber} ${direction}: ${res.status} ${res.body.msg}`);
  return res.body.data as Answer;
}
const enter = (plateNumber: string, eventTime: string) => read(plaza.entry, 'in', plateNumber, eventTime);
const leave = (plateNumber: string, eventTime: string) => read(plaza.exit, 'out', plateNumber, eventTime);

const shareGroup = (groupName: string, stallCount: number) =>
  ok<Row>(app, 'POST', '/api/updown/parkCarBitGroup/submit', {
    token: plaza.token,
    body: { parkId: plaza.parkId, groupName, stallCount },
  });

const pass = (plateNumber: string, more: Record<string, unknown> = {}) =>
  addPass(app, plaza.token, { parkId: plaza.parkId, plateNumber, endTime: '2026-12-31 23:59:59', ...more });

const stayRow = async (recordId: number | null) => {
  const row = await stored(app, 'park_io_record', Number(recordId));
  return {
    carKind: Number(row.car_kind),
    passId: row.pass_id == null ? null : Number(row.pass_id),
    coveredFrom: row.covered_from == null ? null : new Date(String(row.covered_from)).getTime(),
    stallTo: row.stall_to == null ? null : Number(row.stall_to),
  };
};
const at = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`).getTime();

describe('a share group of one stall', () => {
  it('lets in one car on its stall; the next is a temporary car until the first leaves, then takes the stall over', async () => {
    const group = await shareGroup('1号楼共享车位', 1);
    const a = await pass('沪K21001', { groupId: group.id });
    const b = await pass('沪K21002', { groupId: group.id });

    const inA = await enter('沪K21001', '2026-02-02 08:00:00');
    expect(inA).toMatchObject({ open: true, carKind: 1 });
    // A's stall is taken: B comes in as a temporary car (the plaza has free stalls and its gate takes them)
    const inB = await enter('沪K21002', '2026-02-02 09:00:00');
    expect(inB).toMatchObject({ open: true, carKind: 0 });
    expect(await stayRow(inA.recordId)).toMatchObject({
      carKind: 1,
      passId: a.id,
      coveredFrom: at('2026-02-02 08:00:00'),
    });
    expect(await stayRow(inB.recordId)).toMatchObject({ carKind: 0, passId: b.id, coveredFrom: null });

    // A leaves inside its pass: free; its stall goes to B from this moment, and A's stay says so
    const outA = await leave('沪K21001', '2026-02-02 11:00:00');
    expect(outA).toMatchObject({ open: true, feeFen: 0, owedFen: 0 });
    expect((await stayRow(inA.recordId)).stallTo).toBe(inB.recordId);

    // B pays for 09:00-11:00 only, the two hours before it took the stall over: 500 + 300 = 800 fen
    // (its whole stay 09:00-13:00 would be 500 + 3 x 300 = 1400)
    const outB = await leave('沪K21002', '2026-02-02 13:00:00');
    expect(outB).toMatchObject({ open: false, feeFen: 800, owedFen: 800 });
    expect((await stayRow(inB.recordId)).coveredFrom).toBe(at('2026-02-02 11:00:00'));
  });

  it('a waiting car that leaves first is priced on its whole stay and hands nothing over', async () => {
    const group = await shareGroup('2号楼共享车位', 1);
    await pass('沪K22001', { groupId: group.id });
    await pass('沪K22002', { groupId: group.id });
    const inA = await enter('沪K22001', '2026-02-03 08:00:00');
    const inB = await enter('沪K22002', '2026-02-03 08:30:00');
    expect(inB).toMatchObject({ carKind: 0 });
    // B: 08:30-08:40, 10 minutes, all uncovered, within the 15 free: 0, and it is gone
    expect(await leave('沪K22002', '2026-02-03 08:40:00')).toMatchObject({ open: true, feeFen: 0 });
    expect((await stayRow(inB.recordId)).coveredFrom).toBeNull();
    // A: free, and no car of the group waits, so its stall goes to nobody
    expect(await leave('沪K22001', '2026-02-03 10:00:00')).toMatchObject({ open: true, feeFen: 0 });
    expect((await stayRow(inA.recordId)).stallTo).toBeNull();
  });

  it('two cars of the group arriving at once: one takes the stall, the other is a temporary car', async () => {
    const group = await shareGroup('3号楼共享车位', 1);
    await pass('沪K23001', { groupId: group.id });
    await pass('沪K23002', { groupId: group.id });
    const [c, d] = await Promise.all([
      enter('沪K23001', '2026-02-04 08:00:00'),
      enter('沪K23002', '2026-02-04 08:00:00'),
    ]);
    expect([c?.carKind, d?.carKind].sort()).toEqual([0, 1]);
    const covered = await app.database.query<{ n: string | number }>(
      `select count(*) as n from park_io_record s join month_pass p on p.id = s.pass_id
        where p.group_id = $1 and s.state = 1 and s.covered_from is not null`,
      [group.id],
    );
    expect(Number(covered[0]?.n)).toBe(1);
  });

  it('a group of two stalls lets two of its cars in on its stalls and the third as a temporary car', async () => {
    const group = await shareGroup('4号楼共享车位', 2);
    for (const p of ['沪K24001', '沪K24002', '沪K24003']) await pass(p, { groupId: group.id });
    expect(await enter('沪K24001', '2026-02-05 08:00:00')).toMatchObject({ carKind: 1 });
    expect(await enter('沪K24002', '2026-02-05 08:10:00')).toMatchObject({ carKind: 1 });
    expect(await enter('沪K24003', '2026-02-05 08:20:00')).toMatchObject({ carKind: 0 });
    // the third, 08:20-10:20 with no stall of the group free: 500 + 300 = 800 fen
    expect(await leave('沪K24003', '2026-02-05 10:20:00')).toMatchObject({ feeFen: 800 });
  });
});

describe('a car released by an operator', () => {
  it('hands its shared stall over as a car leaving through the gate does', async () => {
    const group = await shareGroup('5号楼共享车位', 1);
    await pass('沪K26001', { groupId: group.id });
    await pass('沪K26002', { groupId: group.id });
    const ago = (minutes: number) => formatLocalDateTime(new Date(Date.now() - minutes * 60_000), 'Asia/Shanghai');
    const inA = await enter('沪K26001', ago(180));
    const inB = await enter('沪K26002', ago(100));
    expect(inB).toMatchObject({ carKind: 0 });
    const released = await call(app, 'POST', '/api/updown/parkIORecord/batchOutCar', {
      token: plaza.token,
      body: { ids: [inA.recordId], reason: '道闸故障，人工放行' },
    });
    expect(released.status).toBe(200);
    expect((await stayRow(inA.recordId)).stallTo).toBe(inB.recordId);
    // B waited from 100 minutes ago until A was released: 100 (or 101, read to the minute) minutes, the
    // first hour and one more: 500 + 300 = 800 fen
    expect(await read(plaza.exit, 'out', '沪K26002', ago(-1))).toMatchObject({ feeFen: 800, owedFen: 800 });
    const releasedAt = new Date(String((await stored(app, 'park_io_record', Number(inA.recordId))).out_time));
    expect((await stayRow(inB.recordId)).coveredFrom).toBe(releasedAt.getTime());
  });
});

describe('one pass carrying two plates', () => {
  it('covers one of its cars at a time; the second takes the stall over when the first leaves', async () => {
    await pass('沪K25001', { plateNumbers: '沪K25002' });
    const first = await enter('沪K25001', '2026-02-06 08:00:00');
    expect(first).toMatchObject({ open: true, carKind: 1 });
    const second = await enter('沪K25002', '2026-02-06 08:30:00');
    expect(second).toMatchObject({ open: true, carKind: 0 });
    expect(await leave('沪K25001', '2026-02-06 09:00:00')).toMatchObject({ open: true, feeFen: 0 });
    expect((await stayRow(first.recordId)).stallTo).toBe(second.recordId);
    // the second plate pays for 08:30-09:00 only: 30 minutes, past the 15 free, within the first hour: 500 fen
    expect(await leave('沪K25002', '2026-02-06 10:00:00')).toMatchObject({ feeFen: 500, owedFen: 500 });
  });
});
