import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, parkIdOf, stored } from '../parks/helpers';
import { tableFingerprint } from '../support/table-counts';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';

let app: TestApp;
let companyA: string;
let sun: number;

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  sun = await parkIdOf(app, companyA, '阳光花园地下停车场');
});
afterAll(() => app.close());

/** The call is refused with a message containing every given text, and nothing is written. */
async function refused(url: string, body: Record<string, unknown>, ...texts: string[]) {
  const before = await tableFingerprint(app);
  const res = await call(app, 'POST', url, { token: companyA, body, headers: { 'accept-language': 'en' } });
  expect(res.status, res.body.msg).toBe(400);
  for (const t of texts) expect(res.body.msg).toContain(t);
  expect(await tableFingerprint(app)).toEqual(before);
  return res.body.msg;
}

const submit = (module: string, body: Record<string, unknown>) =>
  ok<{ id: number }>(app, 'POST', `/api/updown/${module}/submit`, { token: companyA, body });

describe('a rule set assembled call by call', () => {
  let set: number;
  let dayNight: number;

  it('adds a disabled set, a day-and-night rule and its day period', async () => {
    set = (await submit('parkFeeRule', { parkId: sun, ruleName: '夜间优惠', state: 0 })).id;
    dayNight = (
      await submit('parkAreaFeeRuleEX', { parkId: sun, feeRuleId: set, feeMode: 'dayNight', capPerCycle: 3000 })
    ).id;
    await submit('parkFeeRuleEXTimePeriod', {
      parkId: sun,
      areaFeeRuleId: dayNight,
      startMinute: 480,
      endMinute: 1200,
      firstMinutes: 60,
      firstPrice: 500,
      unitMinutes: 30,
      unitPrice: 200,
    });
  });

  it('refuses a period overlapping another, naming where, and writes nothing', async () => {
    await refused(
      '/api/updown/parkFeeRuleEXTimePeriod/submit',
      { parkId: sun, areaFeeRuleId: dayNight, startMinute: 1140, endMinute: 480, unitMinutes: 60, unitPrice: 100 },
      'periods[1]',
      'overlaps period 1 from 19:00',
    );
  });

  it('refuses a negative price and a period whose first price is above the rule cap', async () => {
    await refused(
      '/api/updown/parkFeeRuleEXTimePeriod/submit',
      { parkId: sun, areaFeeRuleId: dayNight, startMinute: 1200, endMinute: 480, unitMinutes: 60, unitPrice: -100 },
      'unitPrice',
    );
    await refused(
      '/api/updown/parkFeeRuleEXTimePeriod/submit',
      { parkId: sun, areaFeeRuleId: dayNight, startMinute: 1200, endMinute: 480, firstMinutes: 60, firstPrice: 3500 },
      'capPerCycle',
      'the cycle cap of 30.00 yuan is less than the first-period price of 35.00 yuan',
    );
  });

  it('refuses to enable the set while the night is uncovered', async () => {
    await refused(
      '/api/updown/parkFeeRule/submit',
      { id: set, state: 1 },
      'no everyday period covers 00:00-08:00',
      'no everyday period covers 20:00-24:00',
    );
  });

  it('refuses a second rule for the same area and car type', async () => {
    await refused(
      '/api/updown/parkAreaFeeRuleEX/submit',
      { parkId: sun, feeRuleId: set, feeMode: 'flat', flatPrice: 100 },
      'same area and car type',
    );
  });

  it('accepts the night period with a ladder step, then the set can be enabled and lists its rows', async () => {
    const night = (
      await submit('parkFeeRuleEXTimePeriod', {
        parkId: sun,
        areaFeeRuleId: dayNight,
        startMinute: 1200,
        endMinute: 480,
        unitMinutes: 60,
        unitPrice: 100,
      })
    ).id;
    await submit('parkFeeRuleEXSubTimePeriod', {
      parkId: sun,
      periodId: night,
      fromMinute: 180,
      unitMinutes: 60,
      unitPrice: 50,
    });
    await refused(
      '/api/updown/parkFeeRuleEXSubTimePeriod/submit',
      { parkId: sun, periodId: night, fromMinute: 90, unitMinutes: 60, unitPrice: 50 },
      'cuts a 60-minute unit',
    );
    await submit('parkFeeRule', { id: set, state: 1 });
    const periods = await ok<{ data: { startMinute: number }[] }>(
      app,
      'GET',
      '/api/updown/parkFeeRuleEXTimePeriod/list',
      {
        token: companyA,
        query: { areaFeeRuleId: dayNight },
      },
    );
    expect(periods.data.map((p) => p.startMinute).sort()).toEqual([1200, 480]);
    const detail = await ok<{ feeMode: string }>(app, 'GET', '/api/updown/parkAreaFeeRuleEX/detail', {
      token: companyA,
      query: { parkAreaFeeRuleID: dayNight },
    });
    expect(detail.feeMode).toBe('dayNight');
  });

  it('removing the set removes its rules, periods and steps', async () => {
    await ok(app, 'POST', '/api/updown/parkFeeRule/remove', { token: companyA, query: { ids: String(set) } });
    expect((await stored(app, 'park_area_fee_rule', dayNight)).deleted_at).not.toBeNull();
    const left = await app.database.query<{ n: string }>(
      `select count(*)::text as n from park_fee_period where area_fee_rule_id = $1 and deleted_at is null`,
      [dayNight],
    );
    expect(left[0]?.n).toBe('0');
  });
});

describe('simple rules', () => {
  it('refuse a cap below the first-period price, naming the field, and write nothing', async () => {
    await refused(
      '/api/updown/feeRule/submit',
      { parkId: sun, ruleName: '错误规则', feeMode: 'cycle24', firstMinutes: 60, firstPrice: 500, capPerCycle: 300 },
      'capPerCycle',
      'less than the first-period price of 5.00 yuan',
    );
  });

  it('feeRule reads by pkid and removes with a JSON body', async () => {
    const { id } = await submit('feeRule', { parkId: sun, ruleName: '简易', feeMode: 'flat', flatPrice: 500 });
    const row = await ok<{ ruleName: string }>(app, 'GET', '/api/updown/feeRule/detail', {
      token: companyA,
      query: { pkid: id },
    });
    expect(row.ruleName).toBe('简易');
    await ok(app, 'POST', '/api/updown/feeRule/remove', { token: companyA, body: { ids: [id] } });
    const gone = await call(app, 'GET', '/api/updown/feeRule/detail', { token: companyA, query: { pkid: id } });
    expect(gone.status).toBe(404);
  });
});

/** The API log keeps every POST call, a try included; no rule row is written. */
const withoutApiLog = ({ sys_log_api: _, ...tables }: Record<string, string>) => tables;

type Tried = { totalFen: number; items: { part: string; amount: number; from: string; note: { en: string } }[] };

describe('trying a rule before it is saved', () => {
  it('testFzFee: 08:00-20:00 first hour 5 yuan, then 2 yuan per 30 min; in 10:00 out 12:10 costs 11 yuan', async () => {
    const before = withoutApiLog(await tableFingerprint(app));
    const tried = await ok<Tried>(app, 'POST', '/api/updown/parkAreaFeeRuleEX/testFzFee', {
      token: companyA,
      body: {
        parkId: sun,
        rule: {
          feeMode: 'dayNight',
          capPerDay: 3000,
          periods: [
            { startMinute: 480, endMinute: 1200, firstMinutes: 60, firstPrice: 500, unitMinutes: 30, unitPrice: 200 },
            { startMinute: 1200, endMinute: 480, unitMinutes: 60, unitPrice: 100 },
          ],
        },
        entryTime: '2026-11-18 10:00:00',
        exitTime: '2026-11-18 12:10:00',
      },
    });
    expect(tried.totalFen).toBe(1100);
    expect(tried.items.map((i) => [i.part, i.amount])).toEqual([
      ['first', 500],
      ['unit', 600],
    ]);
    expect(withoutApiLog(await tableFingerprint(app))).toEqual(before);
  });

  it('testFzFee refuses a rule that cannot be saved, saying why', async () => {
    await refused(
      '/api/updown/parkAreaFeeRuleEX/testFzFee',
      {
        rule: {
          feeMode: 'dayNight',
          periods: [{ startMinute: 480, endMinute: 1200, unitMinutes: 60, unitPrice: 100 }],
        },
        entryTime: '2026-11-18 10:00:00',
        exitTime: '2026-11-18 12:10:00',
      },
      'no everyday period covers 20:00-24:00',
    );
  });

  it('testFee: a flat simple rule costs its price once the free minutes are over', async () => {
    const body = (exitTime: string) => ({
      rule: { feeMode: 'flat', freeMinutes: 10, flatPrice: 1500 },
      entryTime: '2026-11-18 10:00:00',
      exitTime,
    });
    const free = await ok<Tried>(app, 'POST', '/api/updown/platParkFeeRule/testFee', {
      token: companyA,
      body: body('2026-11-18 10:10:00'),
    });
    expect(free.totalFen).toBe(0);
    const paid = await ok<Tried>(app, 'POST', '/api/updown/platParkFeeRule/testFee', {
      token: companyA,
      body: body('2026-11-18 18:00:00'),
    });
    expect(paid.totalFen).toBe(1500);
  });
});
