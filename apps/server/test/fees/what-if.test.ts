import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPass } from '../monthly-cars/helpers';
import { call, signIn, type TestApp } from '../support/test-app';
import { payOnSandbox } from '../traffic/orders-payments-sandbox';
import { gateEvent, type Plaza, plazaWithDevices, trafficApp } from '../traffic/traffic-helpers';

// The plaza is priced by the test rule (traffic-helpers): 15 minutes free, 500 fen the first hour,
// 300 fen each further hour or part of one, at most 4000 fen a day.

type Day = { day: string; stays: number; inside: number; charged: number; whatIf: number; difference: number };
type WhatIf = {
  days: Day[];
  totals: Omit<Day, 'day'>;
  skipped: { reason: string; stays: number }[];
  skippedStays: number;
  noRuleStays: number;
};

let app: TestApp;
let plaza: Plaza;

/** A car in and out through the plaza's gates, paying at the exit what it is asked, then let out. */
async function stay(plateNumber: string, inAt: string, outAt: string): Promise<number> {
  await gateEvent(app, plaza.entry, { direction: 'in', plateNumber, eventTime: inAt });
  const out = (await gateEvent(app, plaza.exit, { direction: 'out', plateNumber, eventTime: outAt })).body.data;
  if (!out.onlineOrderId) return out.feeFen ?? 0;
  const paid = await payOnSandbox(app, out.onlineOrderId);
  expect(paid.status).toBe(200);
  const again = (await gateEvent(app, plaza.exit, { direction: 'out', plateNumber, eventTime: outAt })).body.data;
  expect(again).toMatchObject({ open: true });
  return out.feeFen ?? 0;
}

/** 15 minutes free, then 6 yuan the first hour and 2 yuan each half hour started, all day. */
const dearerRule = {
  feeMode: 'cycle24',
  freeMinutes: 15,
  rounding: 'up',
  flatPrice: 0,
  periods: [{ startMinute: 0, endMinute: 1440, firstMinutes: 60, firstPrice: 600, unitMinutes: 30, unitPrice: 200 }],
};

const whatIf = (body: Record<string, unknown>, token = plaza.token) =>
  call<WhatIf>(app, 'POST', '/api/updown/parkFeeRule/whatIf', {
    token,
    body: { parkId: plaza.parkId, ...body },
    headers: { 'accept-language': 'en' },
  });

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'WI');
  // March 2026 at the plaza: three stays of temporary cars, one pass car out past its pass, one wholly covered
  expect(await stay('沪W00001', '2026-03-02 10:00:00', '2026-03-02 12:00:00')).toBe(800);
  expect(await stay('沪W00002', '2026-03-02 09:00:00', '2026-03-02 09:10:00')).toBe(0);
  expect(await stay('沪W00003', '2026-03-03 08:00:00', '2026-03-03 11:30:00')).toBe(1400);
  await addPass(app, plaza.token, { parkId: plaza.parkId, plateNumber: '沪W00004', endTime: '2026-03-05 23:59:59' });
  expect(await stay('沪W00004', '2026-03-05 22:00:00', '2026-03-06 01:00:00')).toBe(500);
  await addPass(app, plaza.token, { parkId: plaza.parkId, plateNumber: '沪W00005', endTime: '2026-12-31 23:59:59' });
  expect(await stay('沪W00005', '2026-03-06 08:00:00', '2026-03-06 18:00:00')).toBe(0);
}, 120_000);
afterAll(() => app.close());

const day = (answer: WhatIf, d: string) => answer.days.find((x) => x.day === d);

describe('what the rules would have earned', () => {
  it('with the rules as saved, each day asks what its stays were charged', async () => {
    const res = await whatIf({ month: '2026-03' });
    expect(res.status, res.body.msg).toBe(200);
    const a = res.body.data;
    expect(a.days).toHaveLength(31);
    expect(day(a, '2026-03-02')).toEqual({
      day: '2026-03-02',
      stays: 2,
      inside: 0,
      charged: 800,
      whatIf: 800,
      difference: 0,
    });
    expect(day(a, '2026-03-03')).toMatchObject({ stays: 1, charged: 1400, whatIf: 1400, difference: 0 });
    // the pass car pays for the hour after its pass ended, as at the exit
    expect(day(a, '2026-03-05')).toMatchObject({ stays: 1, charged: 500, whatIf: 500 });
    expect(a.totals).toEqual({ stays: 4, inside: 0, charged: 2700, whatIf: 2700, difference: 0 });
    expect(a.skipped).toEqual([{ reason: 'passCovered', label: 'Wholly covered by a pass', stays: 1 }]);
    expect(a.skippedStays).toBe(1);
  });

  it('with a dearer rule: 6 yuan the first hour then 2 yuan a half hour, worked by hand', async () => {
    const res = await whatIf({ month: '2026-03', rules: [dearerRule] });
    expect(res.status, res.body.msg).toBe(200);
    const a = res.body.data;
    // 10:00-12:00: 600 + 2 half hours 400 = 1000; 09:00-09:10 free
    expect(day(a, '2026-03-02')).toMatchObject({ stays: 2, charged: 800, whatIf: 1000, difference: 200 });
    // 08:00-11:30: 600 + 5 half hours 1000 = 1600
    expect(day(a, '2026-03-03')).toMatchObject({ stays: 1, charged: 1400, whatIf: 1600, difference: 200 });
    // the hour after the pass: 600
    expect(day(a, '2026-03-05')).toMatchObject({ stays: 1, charged: 500, whatIf: 600, difference: 100 });
    expect(a.totals).toMatchObject({ stays: 4, charged: 2700, whatIf: 3200, difference: 500 });
    expect(a.noRuleStays).toBe(0);
  });

  it('a month without stays answers zeros for each of its days', async () => {
    const a = (await whatIf({ month: '2026-02', rules: [dearerRule] })).body.data;
    expect(a.days).toHaveLength(28);
    expect(a.totals).toEqual({ stays: 0, inside: 0, charged: 0, whatIf: 0, difference: 0 });
  });
});

describe('what the what-if refuses', () => {
  it('a month not written yyyy-MM, or to come, naming the field', async () => {
    for (const month of ['2026-3', '2026-13', 'March']) {
      const res = await whatIf({ month });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('Month(month)');
    }
    const future = await whatIf({ month: '2099-01' });
    expect(future.status).toBe(400);
    expect(future.body.msg).toContain('Month(month)');
  });

  it('a rule the engine cannot price with, naming the rule and its field', async () => {
    const res = await whatIf({
      month: '2026-03',
      rules: [{ ...dearerRule, periods: [{ ...dearerRule.periods[0], endMinute: 600 }] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('rules[0]');
  });

  it('a park without its park, and another company’s park', async () => {
    const none = await call(app, 'POST', '/api/updown/parkFeeRule/whatIf', {
      token: plaza.token,
      body: { month: '2026-03' },
      headers: { 'accept-language': 'en' },
    });
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('Park(parkId)');
    const other = await signIn(app, 'company_b');
    const res = await whatIf({ month: '2026-03' }, other);
    expect(res.status).toBe(404);
  });

  it('a rule set of another park', async () => {
    const sets = await call<{ data: { id: number; parkId: number }[] }>(app, 'GET', '/api/updown/parkFeeRule/list', {
      token: plaza.token,
      query: { size: 100 },
    });
    const elsewhere = sets.body.data.data.find((s) => s.parkId !== plaza.parkId);
    expect(elsewhere).toBeDefined();
    const res = await whatIf({ month: '2026-03', feeRuleId: elsewhere?.id });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('feeRuleId');
  });
});
