import { berthResource } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerHooks } from '../../src/crud/hooks';
import { badRequest } from '../../src/platform/errors';
import { tableFingerprint } from '../support/table-counts';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, idOf, ok, type Page, parkIdOf, type Row, rows, stored } from './helpers';

let app: TestApp;
let companyA: string;
let road: number;

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  road = await parkIdOf(app, companyA, '世纪大道');
});
afterAll(() => app.close());

describe('curbPark: the roadside parks', () => {
  it('lists and reads roadside parks only', async () => {
    const list = await ok<Page>(app, 'GET', '/api/updown/curbPark/list', { token: companyA });
    expect(list.data.map((p) => p.parkName)).toEqual(['世纪大道路侧停车']);
    expect(
      (await ok<Row>(app, 'GET', '/api/updown/curbPark/detail', { token: companyA, query: { id: road } })).parkKind,
    ).toBe(10);
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const offStreet = await call(app, 'GET', '/api/updown/curbPark/detail', { token: companyA, query: { id: sun } });
    expect(offStreet.status).toBe(404);
  });

  it('adds a roadside park (kind 10 by itself), refuses another kind, and leaves off-street parks alone', async () => {
    const added = await ok<Row>(app, 'POST', '/api/updown/curbPark/submit', {
      token: companyA,
      body: { parkName: '东方路路侧停车', totalStalls: 20 },
    });
    expect((await stored(app, 'park', added.id)).park_kind).toBe(10);
    const kind = await call(app, 'POST', '/api/updown/curbPark/submit', {
      token: companyA,
      body: { parkName: '错类车场', parkKind: 1 },
    });
    expect(kind.status).toBe(400);
    expect(kind.body.msg).toContain('parkKind');
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const edit = await call(app, 'POST', '/api/updown/curbPark/submit', {
      token: companyA,
      body: { id: sun, parkName: '改名' },
    });
    expect(edit.status).toBe(404);
    const remove = await call(app, 'POST', '/api/updown/curbPark/remove', {
      token: companyA,
      query: { ids: String(sun) },
    });
    expect(remove.status).toBe(404);
    expect((await stored(app, 'park', sun)).park_name).toBe('阳光花园地下停车场');
    await ok(app, 'POST', '/api/updown/curbPark/remove', { token: companyA, query: { ids: String(added.id) } });
    expect((await stored(app, 'park', added.id)).deleted_at).not.toBeNull();
  });

  it('addNowirePark lays out a wireless roadside park, its section and numbered berths in one step', async () => {
    const res = await ok<{ park: Row; sectionId: number; berths: number; firstBerthNo: string; lastBerthNo: string }>(
      app,
      'POST',
      '/api/updown/curbPark/addNowirePark',
      {
        token: companyA,
        body: {
          parkName: '张杨路路侧停车',
          roadName: '张杨路',
          longitude: 121.53,
          latitude: 31.23,
          berthPrefix: 'Z',
          berthCount: 12,
        },
      },
    );
    expect(res).toMatchObject({ berths: 12, firstBerthNo: 'Z001', lastBerthNo: 'Z012' });
    expect(res.park).toMatchObject({ parkKind: 10, wireless: true, totalStalls: 12, freeStalls: 12 });
    const berths = await rows(app, companyA, '/api/updown/door/rdBerth/list', { PKID: res.park.id });
    expect(berths).toHaveLength(12);
    expect(berths.every((b) => b.sectionId === res.sectionId)).toBe(true);
    const section = await ok<Row>(app, 'GET', '/api/updown/curbPark/area/detail', {
      token: companyA,
      query: { id: res.sectionId },
    });
    expect(section).toMatchObject({ sectionName: '张杨路路侧停车', roadName: '张杨路' });
  });

  it('addNowirePark writes nothing when the park is refused', async () => {
    const before = await tableFingerprint(app);
    const taken = await call(app, 'POST', '/api/updown/curbPark/addNowirePark', {
      token: companyA,
      body: { parkName: '重号车场', parkCode: 'R-A-001', berthCount: 5 },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe('Park code: “R-A-001” already exists');
    const noCount = await call(app, 'POST', '/api/updown/curbPark/addNowirePark', {
      token: companyA,
      body: { parkName: '无泊位车场' },
    });
    expect(noCount.body.msg).toContain('berthCount');
    expect(await tableFingerprint(app)).toEqual(before);
  });

  it('addNowirePark saves each row through its resource’s checks and hooks: any refusal leaves nothing written', async () => {
    const b = await signIn(app, 'company_b');
    const lakeVillage = await idOf(app, b, '/api/updown/baseVillage/listPage', { name: '东湖小区' });
    const before = await tableFingerprint(app);
    const village = await call(app, 'POST', '/api/updown/curbPark/addNowirePark', {
      token: companyA,
      body: { parkName: '串门路侧车场', villageId: lakeVillage, berthCount: 3 },
    });
    expect(village.status).toBe(400);
    // company A does not see company B's villages at all
    expect(village.body.msg).toBe('Village: the chosen village does not exist');
    // a berth's hooks run for every berth the call lays out, the last one included
    const unregister = registerHooks(berthResource, {
      beforeSubmit(_ctx, values) {
        if (values.berthNo === 'HOOK005') throw badRequest({ zh: '测试钩子拒绝', en: 'refused by the test hook' });
      },
    });
    const refused = await call(app, 'POST', '/api/updown/curbPark/addNowirePark', {
      token: companyA,
      body: { parkName: '钩子路侧车场', berthPrefix: 'HOOK', berthCount: 5 },
    });
    unregister();
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('refused by the test hook');
    const longName = await call(app, 'POST', '/api/updown/curbPark/addNowirePark', {
      token: companyA,
      body: { parkName: '长'.repeat(61), berthCount: 1 },
    });
    expect(longName.status).toBe(400);
    expect(longName.body.msg).toContain('sectionName');
    expect(await tableFingerprint(app)).toEqual(before);
  });
});

describe('berth sections and berths', () => {
  it('a section with berths cannot be removed; an empty one can', async () => {
    const east = await idOf(app, companyA, '/api/updown/curbPark/area/list', { sectionName: '世纪大道东段' });
    const refused = await call(app, 'POST', '/api/updown/curbPark/area/remove', {
      token: companyA,
      query: { ids: String(east) },
      lang: 'zh',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('泊位段仍有泊位 24 个，不能删除');
    const empty = await ok<Row>(app, 'POST', '/api/updown/curbPark/area/submit', {
      token: companyA,
      body: { parkId: road, sectionName: '临时段' },
    });
    await ok(app, 'POST', '/api/updown/curbPark/area/remove', { token: companyA, query: { ids: String(empty.id) } });
    expect((await stored(app, 'berth_section', empty.id)).deleted_at).not.toBeNull();
  });

  it('a berth belongs to a section of its own park', async () => {
    const plazaSection = await idOf(app, companyA, '/api/updown/curbPark/area/list', { sectionName: '广场预约泊位' });
    const res = await call(app, 'POST', '/api/updown/door/rdBerth/submit', {
      token: companyA,
      body: { parkId: road, berthNo: 'X001', sectionId: plazaSection },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Berth section: “广场预约泊位” belongs to another park');
  });

  it('rdBerthNoCar lists the free berths only, with the berth filters', async () => {
    const free = await ok<Page>(app, 'GET', '/api/updown/door/rdBerthNoCar/list', {
      token: companyA,
      query: { PKID: road, size: 100 },
    });
    // the demo's roadside cars follow the hour it was seeded at: compare with the berths as stored
    const freeStored = await count(
      app,
      'select count(*) as n from berth where park_id = $1 and not has_car and deleted_at is null',
      [road],
    );
    expect(freeStored).toBeGreaterThan(0);
    expect(free.total).toBe(freeStored);
    expect(free.data.every((b) => b.hasCar === false && b.parkId === road)).toBe(true);
    const all = await ok<Page>(app, 'GET', '/api/updown/door/rdBerth/list', { token: companyA, query: { PKID: road } });
    expect(all.total).toBe(48);
  });

  it('exportBerthList is a spreadsheet of the filtered berths', async () => {
    const res = await call(app, 'GET', '/api/updown/door/rdBerth/exportBerthList', {
      token: companyA,
      query: { PKID: road, hasCar: false },
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    expect(res.raw.subarray(0, 2).toString()).toBe('PK');
  });

  it('initBerthNum counts a roadside park’s stalls from its berths again', async () => {
    await app.database.query(
      `update berth set has_car = false, plate_number = null where berth_no = 'E001' and park_id = $1`,
      [road],
    );
    await ok(app, 'POST', '/api/updown/basePark/submit', {
      token: companyA,
      body: { id: road, totalStalls: 60, freeStalls: 5 },
    });
    const freeBerths = await count(
      app,
      'select count(*) as n from berth where park_id = $1 and not has_car and deleted_at is null',
      [road],
    );
    const res = await ok<{ updated: Row[]; skipped: Row[] }>(app, 'POST', '/api/updown/road/inout/initBerthNum', {
      token: companyA,
      body: { parkId: road },
    });
    expect(res.updated).toEqual([
      expect.objectContaining({
        parkId: road,
        totalStalls: 48,
        freeStalls: freeBerths,
        before: { totalStalls: 60, freeStalls: 5 },
      }),
    ]);
    expect(await stored(app, 'park', road)).toMatchObject({ total_stalls: 48, free_stalls: freeBerths });
    const all = await ok<{ updated: Row[]; skipped: Row[] }>(app, 'POST', '/api/updown/road/inout/initBerthNum', {
      token: companyA,
    });
    expect(all.updated.map((r) => r.parkId)).toContain(road);
    expect(
      await count(app, 'select count(*) as n from park where park_kind = 10 and deleted_at is null'),
    ).toBeGreaterThan(0);
  });
});
