import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok } from '../system/helpers';

type Point = { name: string; value: number };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const figure = <T>(token: string, name: string, lang: 'zh' | 'en' = 'zh') =>
  ok<T>(app, 'GET', `/api/updown/staticFirst/${name}`, { token, lang });

describe('the home page’s figures', () => {
  it('answers every figure the home page asks for, each role over its own parks', async () => {
    for (const user of ['admin', 'company_a', 'operator_a', 'finance_a']) {
      const t = await signIn(app, user);
      for (const name of ['getFirstPayMoney', 'getOnlinePhoneFee'])
        expect(typeof (await figure(t, name))).toBe('number');
      for (const name of ['get15Fee', 'get15OnlineFee', 'get15NewPark'])
        expect((await figure<Point[]>(t, name)).length).toBe(15);
      for (const name of [
        'getTodayParkSumSort',
        'getPaywayCount',
        'getParkReleaseTypeSum',
        'getParkCarFeeTypeSum',
        'getParkCarTypeSum',
      ])
        expect(Array.isArray(await figure<Point[]>(t, name))).toBe(true);
    }
  });

  it('the operator’s figures are those of its own park: the takings of 15 days add up to what the company sees of it', async () => {
    const operator = await signIn(app, 'operator_a');
    const company = await signIn(app, 'company_a');
    const own = (await figure<Point[]>(operator, 'get15Fee')).reduce((n, p) => n + p.value, 0);
    const all = (await figure<Point[]>(company, 'get15Fee')).reduce((n, p) => n + p.value, 0);
    expect(own).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(own);
    const parks = await figure<Point[]>(operator, 'getTodayParkSumSort');
    expect(parks.every((p) => p.name === '阳光花园地下停车场')).toBe(true);
  });

  it('names pay ways in the caller’s language', async () => {
    const t = await signIn(app, 'company_a');
    const zh = (await figure<Point[]>(t, 'getPaywayCount', 'zh')).map((p) => p.name);
    const en = (await figure<Point[]>(t, 'getPaywayCount', 'en')).map((p) => p.name);
    expect(zh.length).toBeGreaterThan(0);
    expect(zh.join('')).toMatch(/[\u4e00-\u9fa5]/);
    expect(en.join('')).not.toMatch(/[\u4e00-\u9fa5]/);
  });
});
