import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, parkIdOf, type Row, stored } from './helpers';

let app: TestApp;
let companyA: string;
let sun: number;
let plaza: number;

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  sun = await parkIdOf(app, companyA, '阳光花园地下停车场');
  plaza = await parkIdOf(app, companyA, '世纪广场停车场');
});
afterAll(() => app.close());

const at = (text: string) => new Date(`${text}+08:00`);
/** What the lists say, asked as the gate asks it (with the pass, in one statement). */
const listVerdict = async (parkId: number, plate: string, when: Date) =>
  (await app.context.gatePorts.standing(app.database.db, { parkId, plate, listAt: when, passAt: when })).list;
const verdict = (parkId: number, plate: string, when: string) => listVerdict(parkId, plate, at(when));

async function white(plateNumber: string, dataStatus: 1 | 2 | null, window: Record<string, string>) {
  const row = await ok<Row>(app, 'POST', '/api/updown/parkWhiteNew/submit', {
    token: companyA,
    body: { parkId: sun, plateNumber, ...window },
  });
  if (dataStatus) {
    await ok(app, 'POST', '/api/updown/parkWhiteNew/approval', { token: companyA, query: { id: row.id, dataStatus } });
  }
  return row.id;
}

describe('listVerdict at the gate', () => {
  it('a black-list entry valid at the moment refuses, with its reason; outside its period it says nothing', async () => {
    const black = await ok<Row>(app, 'POST', '/api/updown/parkBlackList/submit', {
      token: companyA,
      body: {
        parkId: sun,
        plateNumber: '沪N30001',
        reason: '多次逃费',
        startTime: '2026-03-01 00:00:00',
        endTime: '2026-03-31 23:59:59',
      },
    });
    expect(await verdict(sun, ' 沪n·30001 ', '2026-03-15 12:00:00')).toEqual({
      list: 'black',
      reason: '多次逃费',
      entryId: black.id,
    });
    expect(await verdict(sun, '沪N30001', '2026-03-31 23:59:59')).toMatchObject({ list: 'black' });
    expect(await verdict(sun, '沪N30001', '2026-02-28 23:59:59')).toBeNull();
    expect(await verdict(sun, '沪N30001', '2026-04-01 00:00:00')).toBeNull();
    expect(await verdict(plaza, '沪N30001', '2026-03-15 12:00:00')).toBeNull();
  });

  it('an approved white-list entry valid at the moment opens; a pending or refused one does not', async () => {
    const approved = await white('沪N30002', 1, { startTime: '2026-01-01 00:00:00', endTime: '2026-12-31 23:59:59' });
    expect(await verdict(sun, '沪N30002', '2026-06-01 08:00:00')).toEqual({ list: 'white', entryId: approved });
    expect(await verdict(sun, '沪N30002', '2027-01-01 00:00:00')).toBeNull();
    await white('沪N30003', null, {});
    expect(await verdict(sun, '沪N30003', '2026-06-01 08:00:00')).toBeNull();
    await white('沪N30004', 2, {});
    expect(await verdict(sun, '沪N30004', '2026-06-01 08:00:00')).toBeNull();
  });

  it('the black list outranks the white list, and removed entries count for nothing', async () => {
    await white('沪N30005', 1, {});
    const black = await ok<Row>(app, 'POST', '/api/updown/parkBlackList/submit', {
      token: companyA,
      body: { parkId: sun, plateNumber: '沪N30005', reason: '损坏道闸', startTime: '2026-01-01 00:00:00' },
    });
    expect(await verdict(sun, '沪N30005', '2026-06-01 08:00:00')).toMatchObject({ list: 'black', reason: '损坏道闸' });
    await ok(app, 'POST', '/api/updown/parkBlackList/remove', { token: companyA, query: { ids: String(black.id) } });
    expect(await verdict(sun, '沪N30005', '2026-06-01 08:00:00')).toMatchObject({ list: 'white' });
  });

  it('a removed park takes its lists with it: nothing opens or refuses there any more', async () => {
    const park = await ok<Row>(app, 'POST', '/api/updown/basePark/submit', {
      token: companyA,
      body: { parkName: '临时车场' },
    });
    const black = await ok<Row>(app, 'POST', '/api/updown/parkBlackList/submit', {
      token: companyA,
      body: { parkId: park.id, plateNumber: '沪N30006', reason: '测试' },
    });
    expect(await listVerdict(park.id, '沪N30006', new Date())).toMatchObject({
      list: 'black',
    });
    await ok(app, 'POST', '/api/updown/basePark/remove', { token: companyA, query: { ids: String(park.id) } });
    expect((await stored(app, 'park_black_list', black.id)).deleted_at).not.toBeNull();
    expect(await listVerdict(park.id, '沪N30006', new Date())).toBeNull();
  });

  it('reads the seeded demo lists', async () => {
    expect(await listVerdict(sun, '沪C44444', new Date())).toMatchObject({
      list: 'black',
    });
    expect(await listVerdict(sun, '沪A66666', new Date())).toMatchObject({
      list: 'white',
    });
  });
});
