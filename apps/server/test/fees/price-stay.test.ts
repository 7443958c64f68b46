import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceStay } from '../../src/modules/fees';
import { idOf, ok, parkIdOf } from '../parks/helpers';
import { createTestApp, signIn, type TestApp } from '../support/test-app';

let app: TestApp;
let companyA: string;
let admin: string;

/** A time of the park's clock (Asia/Shanghai) on Wednesday 18 November 2026. */
const at = (hhmm: string, day = '2026-11-18') => new Date(`${day}T${hhmm}:00+08:00`);

type Stay = { area?: string; carType?: string; from: string; to: string };

const priceOf = async (parkName: string, o: Stay) => {
  const token = parkName === '南桥新苑停车场' ? admin : companyA;
  const parkId = await parkIdOf(app, token, parkName);
  const areaId = o.area
    ? await idOf(app, token, '/api/updown/baseParkArea/list', { PKID: parkId, areaName: o.area })
    : null;
  const carTypeId = o.carType
    ? await idOf(app, token, '/api/updown/parkCarType/list', { PKID: parkId, carTypeName: o.carType })
    : null;
  return priceStay(
    app.context.db,
    { parkId, areaId, carTypeId, entryAt: at(o.from), exitAt: at(o.to) },
    'Asia/Shanghai',
  );
};

const price = async (parkName: string, o: Stay) => {
  const result = await priceOf(parkName, o);
  if (!result.ok) throw new Error(`not priced: ${result.message.en}`);
  return result;
};

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  admin = await signIn(app, 'admin');
});
afterAll(() => app.close());

describe('priceStay with the demo rules', () => {
  it('plaza, a temporary car in 10:00 out 11:40: first hour 6 yuan, then 2 half hours at 3 yuan', async () => {
    const p = await price('世纪广场停车场', { carType: '临时车', from: '10:00', to: '11:40' });
    expect(p.totalFen).toBe(1200);
    expect(p.breakdown.map((i) => [i.part, i.amount])).toEqual([
      ['first', 600],
      ['unit', 600],
    ]);
    expect(p.ruleSetId).toEqual(expect.any(Number));
  });

  it('plaza, in 07:40 out 21:10: night, day and night again, cut to the 50-yuan cap of 24 hours', async () => {
    const p = await price('世纪广场停车场', { from: '07:40', to: '21:10' });
    expect(p.totalFen).toBe(5000);
    expect(p.capsApplied.map((c) => c.kind)).toContain('cycle');
    expect(p.breakdown.reduce((s, i) => s + i.amount, 0)).toBe(5000);
    expect(p.breakdown[0]?.from).toEqual(at('07:40'));
    expect(p.breakdown.at(-1)?.to).toEqual(at('21:10'));
  });

  it('plaza, car-type overrides: a monthly car pays nothing, a VIP car 20 yuan an entry', async () => {
    expect((await price('世纪广场停车场', { carType: '月租车', from: '10:00', to: '18:00' })).totalFen).toBe(0);
    expect((await price('世纪广场停车场', { carType: 'VIP 车', from: '10:00', to: '18:00' })).totalFen).toBe(2000);
  });

  it('a stay within the free minutes costs nothing', async () => {
    expect((await price('世纪广场停车场', { from: '10:00', to: '10:15' })).totalFen).toBe(0);
  });

  it('sunshine garden, area override: the second basement is a ladder, the first the 24-hour rule', async () => {
    // 10:00-13:30 in B2: first 2 hours 5 yuan, then 2 started hours at 3 yuan
    const b2 = await price('阳光花园地下停车场', { area: '地下二层', carType: '临时车', from: '10:00', to: '13:30' });
    expect(b2.totalFen).toBe(1100);
    // in B1: first hour 5 yuan, then 5 half hours at 2 yuan
    const b1 = await price('阳光花园地下停车场', { area: '地下一层', carType: '临时车', from: '10:00', to: '13:30' });
    expect(b1.totalFen).toBe(1500);
    expect(b1.ruleId).not.toBe(b2.ruleId);
    // the area rule is more specific than the car-type rule: a monthly car in B2 pays the ladder
    const monthlyB2 = await price('阳光花园地下停车场', {
      area: '地下二层',
      carType: '月租车',
      from: '10:00',
      to: '13:30',
    });
    expect(monthlyB2.totalFen).toBe(1100);
    const monthlyB1 = await price('阳光花园地下停车场', {
      area: '地下一层',
      carType: '月租车',
      from: '10:00',
      to: '13:30',
    });
    expect(monthlyB1.totalFen).toBe(0);
  });

  it('a park without a rule set is priced by its simple rule', async () => {
    // 30 minutes free, first 2 hours 5 yuan, then 1 yuan an hour: 10:00-14:00 costs 7 yuan
    const p = await price('南桥新苑停车场', { from: '10:00', to: '14:00' });
    expect(p).toMatchObject({ totalFen: 700, ruleSetId: null });
    expect(p.ruleId).toMatch(/^feeRule:\d+$/);
  });

  it('a rule written through the API is used at the next exit (the cached rules are dropped)', async () => {
    const plaza = await parkIdOf(app, companyA, '世纪广场停车场');
    const before = await price('世纪广场停车场', { carType: '储值车', from: '10:00', to: '11:40' });
    expect(before.totalFen).toBe(1200);
    const storedValue = await idOf(app, companyA, '/api/updown/parkCarType/list', {
      PKID: plaza,
      carTypeName: '储值车',
    });
    const [set] = (
      await ok<{ data: { id: number }[] }>(app, 'GET', '/api/updown/parkFeeRule/list', {
        token: companyA,
        query: { PKID: plaza, state: 1 },
      })
    ).data;
    await ok(app, 'POST', '/api/updown/parkAreaFeeRuleEX/submit', {
      token: companyA,
      body: { parkId: plaza, feeRuleId: set?.id, carTypeId: storedValue, feeMode: 'flat', flatPrice: 800 },
    });
    const after = await price('世纪广场停车场', { carType: '储值车', from: '10:00', to: '11:40' });
    expect(after.totalFen).toBe(800);
  });

  it("a stay no rule fits answers why, with the engine's message, instead of failing", async () => {
    const parkId = await parkIdOf(app, admin, '南桥新苑停车场');
    const [rule] = (
      await ok<{ data: Record<string, unknown>[] }>(app, 'GET', '/api/updown/feeRule/list', {
        token: admin,
        query: { parkId },
      })
    ).data;
    await ok(app, 'POST', '/api/updown/feeRule/submit', { token: admin, body: { ...rule, state: 0 } });
    expect(await priceOf('南桥新苑停车场', { from: '10:00', to: '14:00' })).toEqual({
      ok: false,
      code: 'noRule',
      message: { zh: '没有适用于该车辆类型和区域的收费规则', en: 'no fee rule for this car type and area' },
    });
  });
});
