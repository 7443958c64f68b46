import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceStay } from '../../src/modules/fees';
import { idOf, ok, parkIdOf } from '../parks/helpers';
import { tableFingerprint } from '../support/table-counts';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';

/** What the fee-rule page reads and writes: a park's sets with their rules, a rule saved whole, a set enabled. */

type Step = { id: number; fromMinute: number; unitMinutes: number; unitPrice: number };
type Period = {
  id: number;
  startMinute: number;
  endMinute: number;
  firstPrice: number;
  unitPrice: number;
  steps: Step[];
};
type Rule = Record<string, unknown> & {
  id: number;
  feeRuleId: number;
  areaId: number | null;
  carTypeId: number | null;
  feeMode: string;
  periods: Period[];
};
type RuleSet = { id: number; ruleName: string; state: number; inUse: boolean; holidays: string | null; rules: Rule[] };
type Tried = { totalFen: number; items: { part: string; amount: number }[] };

let app: TestApp;
let companyA: string;
let sun: number;
let b1: number;

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  sun = await parkIdOf(app, companyA, '阳光花园地下停车场');
  b1 = await idOf(app, companyA, '/api/updown/baseParkArea/list', { PKID: sun, areaName: '地下一层' });
});
afterAll(() => app.close());

const setsOf = (parkId: number) =>
  ok<RuleSet[]>(app, 'GET', '/api/updown/parkFeeRule/parkRules', { token: companyA, query: { PKID: parkId } });

/** The set's rule for every area and car type: the one a temporary car in the first basement pays by. */
const everyoneRule = (set: RuleSet) => {
  const rule = set.rules.find((r) => r.areaId === null && r.carTypeId === null);
  if (!rule) throw new Error('no rule for every area and car type');
  return rule;
};

const saveWhole = (body: Record<string, unknown>, token = companyA) =>
  call<Rule>(app, 'POST', '/api/updown/parkAreaFeeRuleEX/submitWithPeriods', {
    token,
    body,
    headers: { 'accept-language': 'en' },
  });

const liveRows = async (table: string, where: string, id: number) =>
  Number(
    (
      await app.database.query<{ n: string }>(
        `select count(*)::text as n from ${table} where ${where} = $1 and deleted_at is null`,
        [id],
      )
    )[0]?.n,
  );

const gatePrice = async (from: string, to: string) => {
  const p = await priceStay(
    app.context.db,
    {
      parkId: sun,
      areaId: b1,
      carTypeId: null,
      entryAt: new Date(`2026-11-18T${from}:00+08:00`),
      exitAt: new Date(`2026-11-18T${to}:00+08:00`),
    },
    'Asia/Shanghai',
  );
  if (!p.ok) throw new Error(p.message.en);
  return p.totalFen;
};

const trySaved = (ruleId: number, from: string, to: string) =>
  ok<Tried>(app, 'POST', '/api/updown/parkAreaFeeRuleEX/testFzFee', {
    token: companyA,
    body: { parkAreaFeeRuleID: ruleId, entryTime: `2026-11-18 ${from}:00`, exitTime: `2026-11-18 ${to}:00` },
  });

describe("a park's rule sets on the fee-rule page", () => {
  it('lists the seeded set of sunshine garden with its three rules, periods and prices in fen', async () => {
    const [set, ...others] = await setsOf(sun);
    expect(others).toEqual([]);
    expect(set).toMatchObject({ ruleName: '阳光花园标准收费', state: 1, inUse: true });
    expect(set?.rules.map((r) => r.feeMode)).toEqual(['flat', 'ladder', 'cycle24']);
    const rule = everyoneRule(set as RuleSet);
    expect(rule.periods).toMatchObject([{ startMinute: 0, endMinute: 1440, firstPrice: 500, unitPrice: 200 }]);
  });

  it('refuses a park the caller cannot see', async () => {
    const other = await signIn(app, 'company_b');
    const res = await call(app, 'GET', '/api/updown/parkFeeRule/parkRules', { token: other, query: { PKID: sun } });
    expect(res.status).toBe(404);
  });
});

describe('saving a loaded rule', () => {
  let set: RuleSet;
  let rule: Rule;

  beforeAll(async () => {
    [set] = (await setsOf(sun)) as [RuleSet];
    rule = everyoneRule(set);
  });

  it('a temporary car in B1 10:00-13:30 pays 15 yuan on the saved rule, at the gate as on trial', async () => {
    expect((await trySaved(rule.id, '10:00', '13:30')).totalFen).toBe(1500);
    expect(await gatePrice('10:00', '13:30')).toBe(1500);
  });

  it('updates the rule in place: same ids, as many rules and periods, the new unit price', async () => {
    const rulesBefore = await liveRows('park_area_fee_rule', 'fee_rule_id', set.id);
    const [period] = rule.periods as [Period];
    const res = await saveWhole({
      ...rule,
      parkAreaFeeRuleID: rule.id,
      periods: [{ ...period, unitPrice: 250 }],
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ id: rule.id, periods: [{ id: period.id, unitPrice: 250 }] });
    expect(await liveRows('park_area_fee_rule', 'fee_rule_id', set.id)).toBe(rulesBefore);
    expect(await liveRows('park_fee_period', 'area_fee_rule_id', rule.id)).toBe(1);
    const [again] = (await setsOf(sun)) as [RuleSet];
    expect(everyoneRule(again).periods[0]?.unitPrice).toBe(250);
  });

  it('the next trial and the next gate price use it: 5 yuan, then 5 half hours at 2.50', async () => {
    expect((await trySaved(rule.id, '10:00', '13:30')).totalFen).toBe(1750);
    expect(await gatePrice('10:00', '13:30')).toBe(1750);
  });

  it('writes one operate-log entry naming the rule and the changed price', async () => {
    const [entry] = await app.database.query<{ params: string; success: boolean }>(
      `select params::text as params, success from operate_log where path like '%submitWithPeriods' order by id desc limit 1`,
    );
    expect(entry?.success).toBe(true);
    expect(entry?.params).toContain(`parkFeeRuleEXTimePeriod:${rule.periods[0]?.id}`);
    const change = JSON.parse(entry?.params ?? '{}').change;
    expect(change[`parkFeeRuleEXTimePeriod:${rule.periods[0]?.id}`]).toEqual({ unitPrice: { old: 200, new: 250 } });
  });

  it('a ladder step added and a period removed in the same call; left-out rows are removed', async () => {
    const [period] = rule.periods as [Period];
    const res = await saveWhole({
      ...rule,
      parkAreaFeeRuleID: rule.id,
      feeMode: 'ladder',
      cycleMinutes: 1440,
      periods: [{ ...period, unitPrice: 250, steps: [{ fromMinute: 180, unitMinutes: 60, unitPrice: 400 }] }],
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.periods[0]?.steps).toMatchObject([{ fromMinute: 180, unitPrice: 400 }]);
    const back = await saveWhole({ ...rule, parkAreaFeeRuleID: rule.id, periods: [{ ...period, unitPrice: 250 }] });
    expect(back.status, back.body.msg).toBe(200);
    expect(back.body.data.periods[0]?.steps).toEqual([]);
  });

  it('refuses a period naming its row and field, and writes nothing', async () => {
    const before = await tableFingerprint(app);
    const [period] = rule.periods as [Period];
    const res = await saveWhole({ ...rule, parkAreaFeeRuleID: rule.id, periods: [{ ...period, unitPrice: -1 }] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('Fee period 1');
    expect(res.body.msg).toContain('Unit price(periods[0].unitPrice)');
    const after = await tableFingerprint(app);
    expect({ ...after, operate_log: '' }).toEqual({ ...before, operate_log: '' });
  });

  it('refuses a rule whose periods leave hours uncovered, saying which', async () => {
    const [period] = rule.periods as [Period];
    const res = await saveWhole({
      ...rule,
      parkAreaFeeRuleID: rule.id,
      feeMode: 'dayNight',
      periods: [{ ...period, id: undefined, startMinute: 480, endMinute: 1200 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('no everyday period covers');
    expect(await liveRows('park_fee_period', 'area_fee_rule_id', rule.id)).toBe(1);
  });

  it('refuses a period id of another rule', async () => {
    const other = set.rules.find((r) => r.feeMode === 'ladder')?.periods[0];
    const [period] = rule.periods as [Period];
    const res = await saveWhole({ ...rule, parkAreaFeeRuleID: rule.id, periods: [{ ...period, id: other?.id }] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('does not belong');
  });

  it('a park operator without the edit code is refused by the route guard', async () => {
    const operator = await signIn(app, 'operator_a');
    const res = await saveWhole({ ...rule, parkAreaFeeRuleID: rule.id, periods: rule.periods }, operator);
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('parkFeeRule:edit');
  });

  it('adds a rule whole when no id is given, into the set', async () => {
    const res = await saveWhole({
      feeRuleId: set.id,
      parkId: sun,
      areaId: b1,
      feeMode: 'cycle24',
      freeMinutes: 0,
      periods: [{ startMinute: 0, endMinute: 1440, firstMinutes: 0, firstPrice: 0, unitMinutes: 60, unitPrice: 800 }],
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(await gatePrice('10:00', '12:00')).toBe(1600);
    await ok(app, 'POST', '/api/updown/parkAreaFeeRuleEX/remove', {
      token: companyA,
      query: { ids: String(res.body.data.id) },
    });
  });
});

describe('enabling a set', () => {
  it('disables the park’s other enabled set; the park prices with the one enabled', async () => {
    const [seeded] = (await setsOf(sun)) as [RuleSet];
    const added = await ok<{ id: number }>(app, 'POST', '/api/updown/parkFeeRule/submit', {
      token: companyA,
      body: { parkId: sun, ruleName: '周末优惠', state: 0, holidays: '2026-11-18' },
    });
    const res = await saveWhole({
      feeRuleId: added.id,
      parkId: sun,
      feeMode: 'flat',
      flatPrice: 300,
      holidayFlatPrice: 100,
    });
    expect(res.status, res.body.msg).toBe(200);
    const enabled = await ok<{ disabledFeeRuleIds: number[] }>(app, 'POST', '/api/updown/parkFeeRule/submit', {
      token: companyA,
      body: { id: added.id, state: 1 },
    });
    expect(enabled.disabledFeeRuleIds).toEqual([seeded.id]);
    const sets = await setsOf(sun);
    expect(sets.map((s) => [s.ruleName, s.state, s.inUse])).toEqual([
      ['周末优惠', 1, true],
      ['阳光花园标准收费', 0, false],
    ]);
    // 18 November is a holiday of the new set: its holiday flat price
    expect(await gatePrice('10:00', '13:30')).toBe(100);
    const tried = await ok<Tried>(app, 'POST', '/api/updown/parkAreaFeeRuleEX/testFzFee', {
      token: companyA,
      body: {
        feeRuleId: added.id,
        rule: { feeMode: 'flat', flatPrice: 300, holidayFlatPrice: 100 },
        entryTime: '2026-11-19 10:00:00',
        exitTime: '2026-11-19 11:00:00',
      },
    });
    expect(tried.totalFen).toBe(300);
  });
});
