import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, parkIdOf, type Row, stored } from './helpers';

type Node = { id: number; value: number; label: string; level: number; children?: Node[] };

let app: TestApp;
let companyA: string;

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
});
afterAll(() => app.close());

describe('regions shipped with the product', () => {
  it('the province tree has every province with its cities; ProvinceID picks one', async () => {
    const all = await ok<Node[]>(app, 'GET', '/api/updown/plat/baseprovince/tree', { token: companyA });
    expect(all).toHaveLength(34);
    const shanghai = await ok<Node[]>(app, 'GET', '/api/updown/plat/baseprovince/tree', {
      token: companyA,
      query: { ProvinceID: 31 },
    });
    expect(shanghai).toEqual([
      expect.objectContaining({
        id: 31,
        label: '上海市',
        children: [expect.objectContaining({ id: 3101, label: '上海市' })],
      }),
    ]);
  });

  it('the city tree gives the districts of a province or a city', async () => {
    const zhejiang = await ok<Node[]>(app, 'GET', '/api/updown/plat/basecity/tree', {
      token: companyA,
      query: { ProvinceID: 33 },
    });
    expect(zhejiang.map((c) => c.label)).toContain('杭州市');
    const hangzhou = await ok<Node[]>(app, 'GET', '/api/updown/plat/basecity/tree', {
      token: companyA,
      query: { CityID: 3301 },
    });
    expect(hangzhou).toHaveLength(1);
    expect(hangzhou[0]?.children?.map((d) => d.label)).toContain('上城区');
  });

  it('all cities, all districts (or one city’s), and the whole tree', async () => {
    const cities = await ok<Row[]>(app, 'GET', '/api/updown/plat/basecity/getAllCity', { token: companyA });
    expect(cities).toHaveLength(342);
    const pudong = await ok<Row[]>(app, 'GET', '/api/updown/plat/basecity/getAllArea', {
      token: companyA,
      query: { CityID: 3101 },
    });
    expect(pudong.map((d) => d.label)).toContain('浦东新区');
    const districts = await ok<Row[]>(app, 'GET', '/api/updown/plat/basecity/getAllArea', { token: companyA });
    expect(districts.length).toBeGreaterThan(2900);
    const tree = await ok<Node[]>(app, 'GET', '/api/updown/plat/BaseBaseArea/getTree', { token: companyA });
    const sh = tree.find((p) => p.id === 31);
    expect(sh?.children?.[0]?.children?.find((d) => d.id === 310115)?.label).toBe('浦东新区');
  });
});

describe('lookups', () => {
  it('getSelectCarKindType offers the car kinds in the caller’s language', async () => {
    const kinds = await ok<{ label: string; value: number }[]>(
      app,
      'GET',
      '/api/updown/baseSelect/getSelectCarKindType',
      {
        token: companyA,
        lang: 'zh',
      },
    );
    expect(kinds[0]).toEqual({ label: '临时车', value: 0 });
    expect(kinds.map((k) => k.value)).toContain(6);
  });

  it('getSelectStoredValueCarAndTempCar offers a park’s temporary and stored-value car types', async () => {
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const options = await ok<Row[]>(app, 'GET', '/api/updown/baseSelect/getSelectStoredValueCarAndTempCar', {
      token: companyA,
      query: { parkId: sun },
    });
    expect(options.map((o) => o.label)).toEqual(['临时车', '储值车']);
    const missing = await call(app, 'GET', '/api/updown/baseSelect/getSelectStoredValueCarAndTempCar', {
      token: companyA,
    });
    expect(missing.status).toBe(400);
  });
});

describe('park details (baseParkinfoExtend)', () => {
  it('answers empty details for a park without any, then stores one row per park', async () => {
    const road = await parkIdOf(app, companyA, '世纪大道');
    const empty = await ok<Row>(app, 'GET', '/api/updown/baseParkinfoExtend/detail', {
      token: companyA,
      query: { parkId: road },
    });
    expect(empty).toMatchObject({ parkId: road, exists: false, businessHours: null });
    const first = await ok<Row>(app, 'POST', '/api/updown/baseParkinfoExtend/submit', {
      token: companyA,
      body: { parkId: road, businessHours: '07:00-21:00', heightLimit: 2.5 },
    });
    const second = await ok<Row>(app, 'POST', '/api/updown/baseParkinfoExtend/submit', {
      token: companyA,
      body: { parkId: road, chargingPiles: 3 },
    });
    expect(second.id).toBe(first.id);
    expect(await stored(app, 'park_info_extend', first.id as number)).toMatchObject({
      business_hours: '07:00-21:00',
      charging_piles: 3,
    });
    const read = await ok<Row>(app, 'GET', '/api/updown/baseParkinfoExtend/detail', {
      token: companyA,
      query: { PKID: road },
    });
    expect(read).toMatchObject({ exists: true, businessHours: '07:00-21:00', heightLimit: 2.5, chargingPiles: 3 });
  });

  it('refuses what does not fit, and another company’s park', async () => {
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const high = await call(app, 'POST', '/api/updown/baseParkinfoExtend/submit', {
      token: companyA,
      body: { parkId: sun, heightLimit: 12 },
    });
    expect(high.status).toBe(400);
    expect(high.body.msg).toContain('heightLimit');
    const b = await signIn(app, 'company_b');
    const other = await call(app, 'POST', '/api/updown/baseParkinfoExtend/submit', {
      token: b,
      body: { parkId: sun, businessHours: '被改了' },
    });
    expect(other.status).toBe(404);
    const read = await ok<Row>(app, 'GET', '/api/updown/baseParkinfoExtend/detail', {
      token: companyA,
      query: { parkId: sun },
    });
    expect(read.businessHours).toBe('全天 24 小时');
  });
});
