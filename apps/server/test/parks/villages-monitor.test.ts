import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, idOf, ok, parkIdOf, type Row, stored } from './helpers';

let app: TestApp;
let admin: string;
let companyA: string;
let sunVillage: number;
let sunPark: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  companyA = await signIn(app, 'company_a');
  sunVillage = await idOf(app, companyA, '/api/updown/baseVillage/listPage', { name: '阳光花园' });
  sunPark = await parkIdOf(app, companyA, '阳光花园');
});
afterAll(() => app.close());

describe('village actions', () => {
  it('successExamine approves a village, for platform users only', async () => {
    const south = await idOf(app, admin, '/api/updown/baseVillage/listPage', { name: '南桥新苑' });
    const byCompany = await call(app, 'POST', '/api/updown/baseVillage/successExamine', {
      token: companyA,
      body: { vid: south },
    });
    expect(byCompany.status).toBe(403);
    expect((await stored(app, 'village', south)).examine_state).toBe(0);
    const done = await ok<Row>(app, 'POST', '/api/updown/baseVillage/successExamine', {
      token: admin,
      query: { vid: south },
    });
    expect(done).toMatchObject({ vid: south, examineState: 1, before: 0 });
    expect((await stored(app, 'village', south)).examine_state).toBe(1);
  });

  it("TurnOnOffLock locks and unlocks, recording a command for each of the village's parks", async () => {
    const locked = await ok<{ locked: boolean; commands: Row[] }>(
      app,
      'POST',
      '/api/updown/baseVillage/TurnOnOffLock',
      {
        token: companyA,
        body: { vid: sunVillage, onOffFlag: 1 },
      },
    );
    expect(locked.locked).toBe(true);
    expect(locked.commands.map((c) => [c.parkId, c.command, c.delivered])).toEqual([[sunPark, 'villageLock', false]]);
    expect((await stored(app, 'village', sunVillage)).locked).toBe(true);
    await ok(app, 'POST', '/api/updown/baseVillage/TurnOnOffLock', {
      token: companyA,
      query: { vid: sunVillage, onOffFlag: '0' },
    });
    expect((await stored(app, 'village', sunVillage)).locked).toBe(false);
    expect(
      await count(app, 'select count(*) as n from park_command where village_id = $1 and state = 0', [sunVillage]),
    ).toBe(2);
    const missing = await call(app, 'POST', '/api/updown/baseVillage/TurnOnOffLock', {
      token: companyA,
      body: { vid: sunVillage },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('onOffFlag');
  });

  it('mqttNoticeDown records the notice for the devices of each park of the village', async () => {
    const res = await ok<{ commands: Row[] }>(app, 'POST', '/api/updown/baseVillage/mqttNoticeDown', {
      token: companyA,
      body: { vid: sunVillage, content: '今晚 22:00 系统维护' },
    });
    expect(res.commands).toHaveLength(1);
    expect(await stored(app, 'park_command', res.commands[0]?.commandId as number)).toMatchObject({
      command: 'mqttNoticeDown',
      content: '今晚 22:00 系统维护',
      park_id: sunPark,
      state: 0,
    });
  });

  it("monitor shows the village's state and each park's stalls, gates and booths", async () => {
    await app.database.query(`update park_box set last_heartbeat_at = now() where box_name = '东门岗亭'`);
    const m = await ok<Row & { parks: Row[] }>(app, 'GET', '/api/updown/baseVillage/monitor', {
      token: companyA,
      query: { vid: sunVillage },
    });
    // the demo's cars inside now hold stalls: free is what the park holds at this moment
    const [sun] = await app.database.query<{ free_stalls: string }>(
      `select free_stalls from park where park_name = '阳光花园地下停车场'`,
    );
    const free = Number(sun?.free_stalls);
    expect(m).toMatchObject({ vid: sunVillage, name: '阳光花园', totalStalls: 320, freeStalls: free });
    expect(m.parks[0]).toMatchObject({
      parkName: '阳光花园地下停车场',
      usedStalls: 320 - free,
      occupancy: Math.round(((320 - free) * 100) / 320),
      gates: 2,
      boxes: 1,
      watchedBoxes: 1,
      boxesOnline: 1,
    });
    const b = await signIn(app, 'company_b');
    expect(
      (await call(app, 'GET', '/api/updown/baseVillage/monitor', { token: b, query: { vid: sunVillage } })).status,
    ).toBe(404);
  });
});

describe('plat/basepark', () => {
  it("getMonitorParks and getMonitorVillage answer the caller's parks and villages with their numbers", async () => {
    const parks = await ok<Row[]>(app, 'GET', '/api/updown/plat/basepark/getMonitorParks', { token: companyA });
    expect(parks.map((p) => p.parkName).sort()).toEqual(['世纪大道路侧停车', '世纪广场停车场', '阳光花园地下停车场']);
    const plaza = parks.find((p) => p.parkName === '世纪广场停车场');
    expect(plaza).toMatchObject({ gates: 3, boxes: 2, watchedBoxes: 1, boxesOnline: 0, waitingCommands: 1 });
    const villages = await ok<Row[]>(app, 'GET', '/api/updown/plat/basepark/getMonitorVillage', { token: companyA });
    expect(villages.map((v) => [v.name, v.parks, v.totalStalls])).toEqual([
      ['世纪广场', 1, 560],
      ['阳光花园', 1, 320],
    ]);
  });

  it('closeDerateBanner, closeAlipay and closeCheFuShow turn a flag off on the parks of one village only', async () => {
    const plaza = await parkIdOf(app, companyA, '世纪广场');
    for (const [path, column] of [
      ['closeDerateBanner', 'derate_banner'],
      ['closeAlipay', 'alipay_enabled'],
      ['closeCheFuShow', 'che_fu_show'],
    ] as const) {
      const res = await ok<Row>(app, 'POST', `/api/updown/plat/basepark/${path}`, {
        token: companyA,
        query: { vid: sunVillage },
      });
      expect(res).toMatchObject({ vid: sunVillage, changed: 1, parkIds: [sunPark] });
      expect((await stored(app, 'park', sunPark))[column]).toBe(false);
      expect((await stored(app, 'park', plaza))[column]).toBe(true);
    }
    const detail = await ok<Row>(app, 'GET', '/api/updown/basePark/detail', {
      token: companyA,
      query: { parkId: sunPark },
    });
    expect(detail).toMatchObject({ derateBanner: false, alipayEnabled: false, cheFuShow: false });
  });

  it('openOfflineNoticeByVid sets how the parks of a village hear of offline devices; the detail reads it back', async () => {
    await ok(app, 'POST', '/api/updown/plat/basepark/openOfflineNoticeByVid', {
      token: companyA,
      body: { vid: sunVillage, type: 3 },
    });
    expect((await stored(app, 'park', sunPark)).offline_notice).toBe(3);
    const detail = await ok<Row>(app, 'GET', '/api/updown/plat/basepark/getOfflineNoticeDetailByVid', {
      token: companyA,
      query: { vid: sunVillage },
      lang: 'zh',
    });
    expect(detail).toMatchObject({ vid: sunVillage, type: 3, typeName: '短信和微信' });
    const bad = await call(app, 'POST', '/api/updown/plat/basepark/openOfflineNoticeByVid', {
      token: companyA,
      body: { vid: sunVillage, type: 7 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('type');
    expect((await stored(app, 'park', sunPark)).offline_notice).toBe(3);
  });

  it('a park operator changes only the parks granted, and the answer says so', async () => {
    const plazaVillage = await idOf(app, companyA, '/api/updown/baseVillage/listPage', { name: '世纪广场' });
    const plaza = await parkIdOf(app, companyA, '世纪广场');
    const operator = await signIn(app, 'operator_a');
    const res = await ok<Row>(app, 'POST', '/api/updown/plat/basepark/closeAlipay', {
      token: operator,
      body: { vid: plazaVillage },
    });
    expect(res).toMatchObject({ changed: 0, parkIds: [] });
    expect((await stored(app, 'park', plaza)).alipay_enabled).toBe(true);
  });
});
