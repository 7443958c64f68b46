import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkIdOf } from '../parks/helpers';
import { call, signIn, type TestApp } from '../support/test-app';
import { gateEvent, type Plaza, plazaWithDevices, trafficApp } from './traffic-helpers';

type Row = Record<string, unknown>;
type Summary = {
  plateNumber: string;
  totals: Record<string, number>;
  stays: Row[];
  orders: Row[];
  passes: Row[];
  whiteList: Row[];
  blackList: Row[];
};

const plate = '沪C7S201';
const url = '/api/updown/static/getCarSummary';

let app: TestApp;
let plaza: Plaza;
let sunPark: number;

const summary = async (username: string, plateNumber = plate) =>
  call<Summary>(app, 'GET', url, { token: await signIn(app, username), query: { plateNumber } });

const submit = async (token: string, path: string, body: Row) => {
  const res = await call<{ id: number }>(app, 'POST', `/api/updown/${path}`, { token, body });
  if (res.status !== 200) throw new Error(`${path}: ${res.body.msg}`);
};

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'CS');
  sunPark = await parkIdOf(app, plaza.token, '阳光花园地下停车场');
  // in company A's plaza: a paid-for stay with its order, a stay inside now, a black-list entry
  await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: plate, eventTime: '2026-05-02 08:00:00' });
  await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: plate, eventTime: '2026-05-02 10:00:00' });
  await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: plate, eventTime: '2026-05-03 09:00:00' });
  await submit(plaza.token, 'parkBlackList/submit', { parkId: plaza.parkId, plateNumber: plate, reason: '逃费' });
  // in the park of operator_a (阳光花园): a white-list entry, and a pass carrying the plate as a further plate
  await submit(plaza.token, 'parkWhiteNew/submit', { parkId: sunPark, plateNumber: plate, ownerName: '王五' });
  await submit(plaza.token, 'parkMonth/submit', {
    parkId: sunPark,
    plateNumber: '沪C7S202',
    plateNumbers: `沪C7S203, ${plate}`,
    startTime: '2026-05-01 00:00:00',
    endTime: '2026-05-31 23:59:59',
  });
});
afterAll(() => app.close());

describe('a car’s summary', () => {
  it('answers the plate’s stays, orders, passes and list entries with their parks, newest first', async () => {
    const res = await summary('company_a', ' 沪c7s201 ');
    expect(res.status, res.body.msg).toBe(200);
    const car = res.body.data;
    expect(car.plateNumber).toBe(plate);
    expect(car.stays.map((s) => s.inTime)).toEqual(['2026-05-03 09:00:00', '2026-05-02 08:00:00']);
    expect(car.stays[0]).toMatchObject({ parkName: '世纪广场停车场', plateNumber: plate });
    expect(car.orders).toHaveLength(1);
    expect(car.orders[0]).toMatchObject({ plateNumber: plate, recordId: car.stays[1]?.id, parkName: '世纪广场停车场' });
    expect(car.totals).toMatchObject({ stays: 2, inside: 1, orders: 1, unpaidAmount: car.orders[0]?.amount });
    expect(car.passes.map((p) => [p.plateNumber, p.parkName])).toEqual([['沪C7S202', '阳光花园地下停车场']]);
    expect(car.whiteList.map((w) => [w.ownerName, w.parkName])).toEqual([['王五', '阳光花园地下停车场']]);
    expect(car.blackList.map((b) => [b.reason, b.parkName])).toEqual([['逃费', '世纪广场停车场']]);
  });

  it('matches a further plate of a pass only as a whole plate', async () => {
    const res = await summary('company_a', '沪C7S20');
    expect(res.body.data.passes).toEqual([]);
    expect(res.body.data.stays).toEqual([]);
  });

  it('answers nothing of another company’s car', async () => {
    const res = await summary('company_b');
    expect(res.status).toBe(200);
    const car = res.body.data;
    expect([car.stays, car.orders, car.passes, car.whiteList, car.blackList]).toEqual([[], [], [], [], []]);
    expect(car.totals).toMatchObject({ stays: 0, inside: 0, orders: 0, unpaidAmount: 0 });
  });

  it('shows a park operator only what happened in its parks', async () => {
    const car = (await summary('operator_a')).body.data;
    expect(car.stays).toEqual([]);
    expect(car.orders).toEqual([]);
    expect(car.blackList).toEqual([]);
    expect(car.totals).toMatchObject({ stays: 0, orders: 0 });
    expect(car.whiteList.map((w) => w.parkName)).toEqual(['阳光花园地下停车场']);
    expect(car.passes.map((p) => p.plateNumber)).toEqual(['沪C7S202']);
  });

  it('names the plate by its label when it is missing', async () => {
    const res = await call(app, 'GET', url, { token: plaza.token, query: { plateNumber: '' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^Plate\(plateNumber\)/);
  });
});
