import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkIdOf, rows } from '../parks/helpers';
import { call, signIn, type TestApp } from '../support/test-app';
import { countRows, gateEvent, type Plaza, plazaWithDevices, trafficApp } from '../traffic/traffic-helpers';

let app: TestApp;
let plaza: Plaza;
let tokenB: string;
let roadside: number;
let parkOfB: number;

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'OWE');
  tokenB = await signIn(app, 'company_b');
  roadside = await parkIdOf(app, plaza.token, '世纪大道路侧停车');
  const [first] = await rows(app, tokenB, '/api/updown/basePark/list');
  parkOfB = Number(first?.id);
});
afterAll(() => app.close());

const owe = async (token: string, parkId: number, plateNumber: string, amount: number) => {
  const res = await call(app, 'POST', '/api/updown/plat/owe/addOwe', { token, body: { parkId, plateNumber, amount } });
  expect(res.status, res.body.msg).toBe(200);
};
const setRecovery = async (recovery: number) => {
  const res = await call(app, 'POST', '/api/updown/plat/oweRecovery/submit', {
    token: plaza.token,
    body: { parkId: plaza.parkId, recovery },
  });
  expect(res.status, res.body.msg).toBe(200);
};
const enter = (plateNumber: string, eventTime = '2026-03-02 08:00:00') =>
  gateEvent(app, plaza.entry, { direction: 'in', plateNumber, eventTime });

describe('arrears at the entry gate', () => {
  it('a car owing at another park of the company is refused where the park refuses, saying why on the LED and voice', async () => {
    await owe(plaza.token, roadside, '沪B10001', 2350);
    await setRecovery(1);
    const refused = await enter('沪B10001');
    expect(refused.status, refused.body.msg).toBe(200);
    expect(refused.body.data).toMatchObject({ open: false, reason: 'arrears', arrearsFen: 2350 });
    expect(refused.body.data.led).toContain('欠费23.50元');
    expect(refused.body.data.voice).toContain('欠费23.50元');
    expect(await countRows(app, "select count(*) as n from park_io_record where plate_number = '沪B10001'", [])).toBe(
      0,
    );
  });

  it('a debt at another company does not count', async () => {
    await owe(tokenB, parkOfB, '沪B10002', 900);
    const opened = await enter('沪B10002');
    expect(opened.body.data).toMatchObject({ open: true });
    expect(opened.body.data).not.toHaveProperty('arrearsFen');
  });

  it('once paid, the car comes in', async () => {
    const [row] = await app.database.query<{ id: number }>("select id from owe_record where plate_number = '沪B10001'");
    const paid = await call(app, 'POST', '/api/updown/plat/owe/feeOwe', {
      token: plaza.token,
      query: { oweId: Number(row?.id) },
    });
    expect(paid.status, paid.body.msg).toBe(200);
    // a new read, after the gate's repeat window
    const opened = await enter('沪B10001', '2026-03-02 09:00:00');
    expect(opened.body.data).toMatchObject({ open: true });
  });

  it('where the park lets in and asks, the car comes in and the booth is told what it owes', async () => {
    await owe(plaza.token, roadside, '沪B10003', 500);
    await setRecovery(2);
    const opened = await enter('沪B10003');
    expect(opened.body.data).toMatchObject({ open: true, arrearsFen: 500 });
  });
});
