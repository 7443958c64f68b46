import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../support/table-counts';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, idOf, ok, type Page, parkIdOf, type Row, rows, stored } from './helpers';

let app: TestApp;
let admin: string;
let companyA: string;
let companyB: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  companyA = await signIn(app, 'company_a');
  companyB = await signIn(app, 'company_b');
});
afterAll(() => app.close());

const submitPark = (token: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') =>
  call<Row>(app, 'POST', '/api/updown/basePark/submit', { token, body, lang });

describe('a park record', () => {
  it('keeps stall numbers sane: never negative, free never above total; nothing is written when refused', async () => {
    const before = await tableFingerprint(app);
    const over = await submitPark(companyA, { parkName: '超额车场', totalStalls: 10, freeStalls: 11 }, 'zh');
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe('空余车位(freeStalls): 不能超过总车位 10');
    const negative = await submitPark(companyA, { parkName: '负数车场', totalStalls: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.msg).toContain('totalStalls');
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const edit = await submitPark(companyA, { id: sun, freeStalls: 321 });
    expect(edit.body.msg).toBe('Free stalls(freeStalls): cannot exceed the 320 total stalls');
    const below = await submitPark(companyA, { id: sun, totalStalls: 300, freeStalls: 10 });
    expect(below.status).toBe(400);
    expect(below.body.msg).toBe('Total stalls(totalStalls): cannot be fewer than the 320 stalls of its areas');
    expect(await tableFingerprint(app)).toEqual(before);
  });

  it('checks coordinates: latitude -90..90, longitude -180..180', async () => {
    const lat = await submitPark(companyA, { parkName: '北极车场', latitude: 90.5, longitude: 120 });
    expect(lat.status).toBe(400);
    expect(lat.body.msg).toContain('latitude');
    const lng = await submitPark(companyA, { parkName: '日界线车场', latitude: 30, longitude: -180.01 });
    expect(lng.status).toBe(400);
    expect(lng.body.msg).toContain('longitude');
    const fine = await ok<Row>(app, 'POST', '/api/updown/basePark/submit', {
      token: companyA,
      body: { parkName: '边界车场', latitude: -90, longitude: 180 },
    });
    expect(fine).toMatchObject({ latitude: -90, longitude: 180 });
  });

  it('belongs to a village of its own company', async () => {
    const lakeVillage = await idOf(app, admin, '/api/updown/baseVillage/listPage', { name: '东湖小区' });
    const res = await submitPark(admin, {
      parkName: '串门车场',
      companyId: await companyIdOf('云停'),
      villageId: lakeVillage,
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Village: “东湖小区” belongs to another company');
  });

  it('a region must be one of the shipped regions', async () => {
    const bad = await submitPark(companyA, { parkName: '无名地区车场', regionId: 999999 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Region: the chosen region does not exist');
    const pudong = await ok<Row>(app, 'POST', '/api/updown/basePark/submit', {
      token: companyA,
      body: { parkName: '浦东车场', regionId: 310115 },
    });
    expect(pudong.regionId).toBe(310115);
  });
});

async function companyIdOf(name: string): Promise<number> {
  return idOf(app, admin, '/api/updown/basecompany/list', { name });
}

describe('moving a park to another company', () => {
  it('is refused to a user who holds only one of them, and the park stays', async () => {
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const b = await companyIdOf('城东');
    const res = await submitPark(companyA, { id: sun, companyId: b, villageId: null });
    expect(res.status).toBe(403);
    expect((await stored(app, 'park', sun)).company_id).toBe(await companyIdOf('云停智慧'));
  });

  it('by one who holds both takes the areas, booths and gates along, and needs a village of the new company', async () => {
    const park = await ok<Row>(app, 'POST', '/api/updown/basePark/submit', {
      token: companyA,
      body: {
        parkName: '搬迁车场',
        totalStalls: 50,
        villageId: await idOf(app, companyA, '/api/updown/baseVillage/listPage', { name: '阳光花园' }),
      },
    });
    const area = await ok<Row>(app, 'POST', '/api/updown/baseParkArea/submit', {
      token: companyA,
      body: { parkId: park.id, areaName: '搬迁区', totalStalls: 50 },
    });
    const box = await ok<Row>(app, 'POST', '/api/updown/baseParkBox/submit', {
      token: companyA,
      body: { parkId: park.id, boxName: '搬迁岗亭', areaId: area.id },
    });
    await ok(app, 'POST', '/api/updown/baseParkGate/submit', {
      token: companyA,
      body: { parkId: park.id, gateName: '搬迁入口', areaId: area.id, boxId: box.id },
    });
    const b = await companyIdOf('城东');
    const villageRefused = await submitPark(admin, { id: park.id, companyId: b });
    expect(villageRefused.status).toBe(400);
    expect(villageRefused.body.msg).toBe('Village: “阳光花园” belongs to another company');
    const lakeVillage = await idOf(app, admin, '/api/updown/baseVillage/listPage', { name: '东湖小区' });
    await ok(app, 'POST', '/api/updown/basePark/submit', {
      token: admin,
      body: { id: park.id, companyId: b, villageId: lakeVillage },
    });
    for (const table of ['park_area', 'park_gate', 'park_box']) {
      const n = await count(app, `select count(*) as n from ${table} where park_id = $1 and company_id = $2`, [
        park.id,
        b,
      ]);
      expect(n, table).toBe(1);
    }
    const gates = await rows(app, companyB, '/api/updown/baseParkGate/list', { PKID: park.id });
    expect(gates.map((g) => g.gateName)).toEqual(['搬迁入口']);
    expect(await rows(app, companyA, '/api/updown/baseParkGate/list', { PKID: park.id })).toEqual([]);
  });
});

describe('removing what others depend on', () => {
  it('a park with areas, booths, gates and monthly passes is refused, naming them; nothing is removed', async () => {
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const res = await call(app, 'POST', '/api/updown/basePark/remove', {
      token: companyA,
      query: { ids: String(sun) },
      lang: 'zh',
    });
    expect(res.status).toBe(400);
    // the demo's traffic at the park (its records, events, orders) is named after its set-up
    expect(res.body.msg).toMatch(
      /^停车场仍有部门 1 个、车场服务配置 1 个、区域 2 个、岗亭 1 个、通道 2 个、月卡 5 个、.*进出记录 \d+ 个.*，不能删除$/,
    );
    expect((await stored(app, 'park', sun)).deleted_at).toBeNull();
    expect(
      await count(app, 'select count(*) as n from park_area where park_id = $1 and deleted_at is null', [sun]),
    ).toBe(2);
  });

  it('a roadside park with berths, or any park with in/out records, is refused too', async () => {
    const road = await parkIdOf(app, companyA, '世纪大道');
    const res = await call(app, 'POST', '/api/updown/curbPark/remove', {
      token: companyA,
      query: { ids: String(road) },
    });
    expect(res.status).toBe(400);
    // the demo's roadside stays (their number depends on the hour of the fresh start) and its devices' comings
    // and goings are named after these, then the park's devices, and the invoices and settlements of its paid stays
    expect(res.body.msg).toMatch(
      /^the park still has berth section \(2\), berth \(48\), roadside park registration \(1\), .*escape \(\d+\), (device connect record \(\d+\), )?arrear \(\d+\)(, arrears payment allocation \(\d+\))?, roadside led screen \(2\), berth sensor \(12\), handheld \(2\), wireless device \(4\), invoice settings \(1\)(, invoice application \(\d+\))?(, invoice log \(\d+\))?(, settlements \(\d+\))?; remove or move them first; nothing was removed$/,
    );
    const park = await ok<Row>(app, 'POST', '/api/updown/basePark/submit', {
      token: companyA,
      body: { parkName: '有记录车场' },
    });
    const carType = await ok<Row>(app, 'POST', '/api/updown/parkCarType/submit', {
      token: companyA,
      body: { parkId: park.id, carTypeName: '临时车' },
    });
    await ok(app, 'POST', '/api/updown/parkIORecord/submit', {
      token: companyA,
      body: { parkId: park.id, plateNumber: '沪A12345', inTime: '2026-11-20 08:00:00' },
    });
    const refused = await call(app, 'POST', '/api/updown/basePark/remove', {
      token: companyA,
      query: { ids: String(park.id) },
    });
    expect(refused.body.msg).toContain('entry and exit record (1)');
    await app.database.query('update park_io_record set deleted_at = now() where park_id = $1', [park.id]);
    await ok(app, 'POST', '/api/updown/basePark/remove', { token: companyA, query: { ids: String(park.id) } });
    expect((await stored(app, 'park_car_type', carType.id)).deleted_at).not.toBeNull();
  });

  it('an area with gates, then the gate, then the area: each goes once nothing depends on it', async () => {
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const area = await ok<Row>(app, 'POST', '/api/updown/baseParkArea/submit', {
      token: companyA,
      body: { parkId: sun, areaName: '临时区', totalStalls: 0 },
    });
    const gate = await ok<Row>(app, 'POST', '/api/updown/baseParkGate/submit', {
      token: companyA,
      body: { parkId: sun, gateName: '临时入口', areaId: area.id, gateType: 1 },
    });
    const carType = await idOf(app, companyA, '/api/updown/parkCarType/list', { PKID: sun, carTypeName: '月租车' });
    await ok(app, 'POST', '/api/updown/baseParkGate/saveGeteIoTime', {
      token: companyA,
      body: { gateId: gate.id, carTypeId: carType, ruleType: 1, periods: [{ startTime: '07:00', endTime: '19:00' }] },
    });
    const refused = await call(app, 'POST', '/api/updown/baseParkArea/remove', {
      token: companyA,
      query: { ids: String(area.id) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('the park area still has gate (1); remove or move them first; nothing was removed');
    await ok(app, 'POST', '/api/updown/baseParkGate/remove', { token: companyA, query: { ids: String(gate.id) } });
    expect(
      await count(app, 'select count(*) as n from gate_io_time where gate_id = $1 and deleted_at is null', [gate.id]),
    ).toBe(0);
    await ok(app, 'POST', '/api/updown/baseParkArea/remove', { token: companyA, query: { ids: String(area.id) } });
    expect((await stored(app, 'park_area', area.id)).deleted_at).not.toBeNull();
  });

  it('a village with parks is refused; a park with nothing left goes, its details with it', async () => {
    const village = await ok<Row>(app, 'POST', '/api/updown/baseVillage/submit', {
      token: companyA,
      body: { name: '新村' },
    });
    const park = await ok<Row>(app, 'POST', '/api/updown/basePark/submit', {
      token: companyA,
      body: { parkName: '新村停车场', villageId: village.id },
    });
    await ok(app, 'POST', '/api/updown/baseParkinfoExtend/submit', {
      token: companyA,
      body: { parkId: park.id, businessHours: '8-20' },
    });
    const refused = await call(app, 'POST', '/api/updown/baseVillage/remove', {
      token: companyA,
      query: { ids: String(village.id) },
    });
    expect(refused.body.msg).toBe('the village still has park (1); remove or move them first; nothing was removed');
    await ok(app, 'POST', '/api/updown/basePark/remove', { token: companyA, query: { ids: String(park.id) } });
    expect(
      await count(app, 'select count(*) as n from park_info_extend where park_id = $1 and deleted_at is null', [
        park.id,
      ]),
    ).toBe(0);
    await ok(app, 'POST', '/api/updown/baseVillage/remove', { token: companyA, query: { ids: String(village.id) } });
  });
});

describe('areas', () => {
  const plazaOf = () => parkIdOf(app, companyA, '世纪广场');

  it('master areas fit in the park and sub-areas in their master area', async () => {
    const plaza = await plazaOf();
    const tooBig = await call(app, 'POST', '/api/updown/baseParkArea/submit', {
      token: companyA,
      body: { parkId: plaza, areaName: '扩建区', totalStalls: 11 },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.msg).toBe(
      'Total stalls(totalStalls): with the 550 of the other areas it exceeds the 560 stalls of the park',
    );
    const ground = await idOf(app, companyA, '/api/updown/baseParkArea/list', { areaName: '地面停车区' });
    const sub = await call(app, 'POST', '/api/updown/baseParkArea/submit', {
      token: companyA,
      body: { parkId: plaza, areaName: '充电区', parentId: ground, totalStalls: 111 },
    });
    expect(sub.body.msg).toBe(
      'Total stalls(totalStalls): with the 40 of the other areas it exceeds the 150 stalls of master area 地面停车区',
    );
    const shrink = await call(app, 'POST', '/api/updown/baseParkArea/submit', {
      token: companyA,
      body: { id: ground, totalStalls: 39, freeStalls: 0, bigCarStalls: 0, bigCarRemain: 0 },
    });
    expect(shrink.body.msg).toBe('Total stalls(totalStalls): cannot be fewer than the 40 stalls of its sub-areas');
    const fits = await ok<Row>(app, 'POST', '/api/updown/baseParkArea/submit', {
      token: companyA,
      body: { parkId: plaza, areaName: '充电区', parentId: ground, totalStalls: 110 },
    });
    expect(fits.parentId).toBe(ground);
  });

  it('nest one level only, and large-vehicle stalls fit in the area', async () => {
    const plaza = await plazaOf();
    const stereo = await idOf(app, companyA, '/api/updown/baseParkArea/list', { areaName: '立体车库' });
    const deep = await call(app, 'POST', '/api/updown/baseParkArea/submit', {
      token: companyA,
      body: { parkId: plaza, areaName: '二层', parentId: stereo },
    });
    expect(deep.body.msg).toBe('Master area(parentId): 立体车库 is itself a sub-area; choose a master area');
    const big = await call(app, 'POST', '/api/updown/baseParkArea/submit', {
      token: companyA,
      body: { parkId: plaza, areaName: '货车区', totalStalls: 5, bigCarStalls: 6 },
    });
    expect(big.body.msg).toContain('bigCarStalls');
    const remain = await call(app, 'POST', '/api/updown/baseParkArea/submit', {
      token: companyA,
      body: { parkId: plaza, areaName: '货车区', totalStalls: 5, bigCarStalls: 3, bigCarRemain: 4 },
    });
    expect(remain.body.msg).toContain('bigCarRemain');
  });

  it('a gate refers to an area and a booth of its own park only', async () => {
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const plazaArea = await idOf(app, companyA, '/api/updown/baseParkArea/list', { areaName: '地下停车库' });
    const res = await call(app, 'POST', '/api/updown/baseParkGate/submit', {
      token: companyA,
      body: { parkId: sun, gateName: '错位入口', areaId: plazaArea },
      lang: 'zh',
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('所在区域：「地下停车库」属于另一个停车场');
  });

  it('successExamine approves an area, for platform users only', async () => {
    const stereo = await idOf(app, companyA, '/api/updown/baseParkArea/list', { areaName: '立体车库' });
    const byCompany = await call(app, 'POST', '/api/updown/baseParkArea/successExamine', {
      token: companyA,
      query: { AreaID: stereo },
    });
    expect(byCompany.status).toBe(403);
    expect((await stored(app, 'park_area', stereo)).examine_state).toBe(0);
    await ok(app, 'POST', '/api/updown/baseParkArea/successExamine', { token: admin, body: { AreaID: stereo } });
    expect((await stored(app, 'park_area', stereo)).examine_state).toBe(1);
  });

  it('getMasterAreaSelect offers master areas of the park only', async () => {
    const options = await ok<{ label: string; value: number }[]>(
      app,
      'GET',
      '/api/updown/baseParkArea/getMasterAreaSelect',
      { token: companyA, query: { parkId: await plazaOf() } },
    );
    expect(options.map((o) => o.label)).toEqual(['地面停车区', '地下停车库']);
  });

  it('large-vehicle stalls: the park by area, and the free count kept within the area', async () => {
    const plaza = await plazaOf();
    const details = await ok<{ bigCarStalls: number; bigCarRemain: number; areas: Row[] }>(
      app,
      'GET',
      '/api/updown/plat/monitor/carbignum/parkRemainCarbigNumDetails',
      { token: companyA, query: { parkId: plaza } },
    );
    expect(details).toMatchObject({ bigCarStalls: 20, bigCarRemain: 8 });
    const ground = details.areas[0]?.areaId as number;
    const over = await call(app, 'POST', '/api/updown/plat/monitor/carbignum/updateAreaRemainCarbitNum', {
      token: companyA,
      body: { AreaID: ground, bigCarRemain: 21 },
    });
    expect(over.status).toBe(400);
    expect((await stored(app, 'park_area', ground)).big_car_remain).toBe(8);
    await ok(app, 'POST', '/api/updown/plat/monitor/carbignum/updateAreaRemainCarbitNum', {
      token: companyA,
      body: { AreaID: ground, bigCarRemain: 3 },
    });
    expect((await stored(app, 'park_area', ground)).big_car_remain).toBe(3);
  });
});

describe('stall numbers of a park', () => {
  it('updateStallNum counts them from the master areas, or takes them given, within the rules', async () => {
    const sun = await parkIdOf(app, companyA, '阳光花园');
    await ok(app, 'POST', '/api/updown/basePark/submit', { token: companyA, body: { id: sun, totalStalls: 400 } });
    // the demo's cars inside hold stalls: the areas' free count is the park's before it is counted again
    const free = Number((await stored(app, 'park', sun)).free_stalls);
    const counted = await ok<Row>(app, 'POST', '/api/updown/plat/basepark/updateStallNum', {
      token: companyA,
      body: { parkId: sun },
    });
    expect(counted).toMatchObject({ totalStalls: 320, freeStalls: free, source: 'areas' });
    expect(await stored(app, 'park', sun)).toMatchObject({ total_stalls: 320, free_stalls: free });
    const fewer = await call(app, 'POST', '/api/updown/plat/basepark/updateStallNum', {
      token: companyA,
      body: { parkId: sun, totalStalls: 319 },
    });
    expect(fewer.status).toBe(400);
    const freeOver = await call(app, 'POST', '/api/updown/plat/basepark/updateStallNum', {
      token: companyA,
      body: { parkId: sun, freeStalls: 400 },
    });
    expect(freeOver.body.msg).toContain('freeStalls');
    await ok(app, 'POST', '/api/updown/plat/basepark/updateStallNum', {
      token: companyA,
      body: { PKID: sun, totalStalls: 330, freeStalls: 90 },
    });
    expect(await stored(app, 'park', sun)).toMatchObject({ total_stalls: 330, free_stalls: 90 });
  });
});

describe('lists by park', () => {
  it('gate and booth lists take the park as PKID', async () => {
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const gates = await ok<Page>(app, 'GET', '/api/updown/baseParkGate/list', {
      token: companyA,
      query: { PKID: sun },
    });
    expect(gates.data.map((g) => g.gateName).sort()).toEqual(['东门入口', '东门出口']);
    const boxes = await ok<Page>(app, 'GET', '/api/updown/baseParkBox/list', { token: companyA, query: { PKID: sun } });
    expect(boxes.data.map((b) => b.boxName)).toEqual(['东门岗亭']);
    const box = await ok<Row>(app, 'GET', '/api/updown/baseParkBox/detail', {
      token: companyA,
      query: { BoxID: boxes.data[0]?.id },
    });
    expect(box).toMatchObject({ boxName: '东门岗亭', BoxID: boxes.data[0]?.id });
    const gate = await ok<Row>(app, 'GET', '/api/updown/baseParkGate/detail', {
      token: companyA,
      query: { GateID: gates.data[0]?.id },
    });
    expect(gate.GateID).toBe(gates.data[0]?.id);
  });

  it('car models by park', async () => {
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const models = await rows(app, companyA, '/api/updown/plat/parkCarModel/list', { parkId: sun });
    expect(models.map((m) => [m.modelName, m.bigCar])).toEqual(
      expect.arrayContaining([
        ['小型车', false],
        ['大型车', true],
      ]),
    );
    expect(models.every((m) => m.parkId === sun)).toBe(true);
  });
});

describe('smaller rules', () => {
  it('a berth number is unique within its park', async () => {
    const road = await parkIdOf(app, companyA, '世纪大道');
    const dup = await call(app, 'POST', '/api/updown/door/rdBerth/submit', {
      token: companyA,
      body: { parkId: road, berthNo: 'E001' },
    });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('Berth number(berthNo): "E001" already exists in this park');
    const sun = await parkIdOf(app, companyA, '阳光花园');
    await ok(app, 'POST', '/api/updown/door/rdBerth/submit', {
      token: companyA,
      body: { parkId: sun, berthNo: 'E001' },
    });
  });

  it('one set of roadside parameters per park', async () => {
    const road = await parkIdOf(app, companyA, '世纪大道');
    const res = await call(app, 'POST', '/api/updown/plat/RdParameter/submit', {
      token: companyA,
      body: { parkId: road, freeMinutes: 30 },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('already has roadside parameters');
  });

  it('one default print template per park and type', async () => {
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const first = await idOf(app, companyA, '/api/updown/parkprinttemplate/list', { PKID: sun, templateType: 2 });
    const second = await ok<Row>(app, 'POST', '/api/updown/parkprinttemplate/submit', {
      token: companyA,
      body: { parkId: sun, templateName: '新出场小票', templateType: 2, content: '{plateNumber}', isDefault: true },
    });
    expect((await stored(app, 'park_print_template', first)).is_default).toBe(false);
    expect((await stored(app, 'park_print_template', second.id)).is_default).toBe(true);
    await ok(app, 'GET', '/api/updown/parkprinttemplate/remove', { token: companyA, query: { id: second.id } });
    expect((await stored(app, 'park_print_template', second.id)).deleted_at).not.toBeNull();
  });

  it('an advert ends on or after it starts', async () => {
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const res = await call(app, 'POST', '/api/updown/garagead/submit', {
      token: companyA,
      body: { parkId: sun, title: '倒序广告', startDate: '2026-05-02', endDate: '2026-05-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('endDate');
  });
});
