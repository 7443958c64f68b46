import iconv from 'iconv-lite';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../support/test-app';
import { countRows, type Plaza, plazaWithDevices } from '../../traffic/traffic-helpers';
import {
  answerCommands,
  brokers,
  busApp,
  camera,
  credentialOf,
  deviceIdOf,
  keepAlive,
  nextMessage,
  runPrefix,
  until,
} from './bus-helpers';

/** A read the camera stored while offline, with its own time. */
const storedRead = (sn: string, plate: string, plateid: number, at: Date) =>
  JSON.stringify({
    id: `late-${plateid}-${Math.random().toString(36).slice(2)}`,
    sn,
    name: 'ivs_result',
    version: '1.0',
    timestamp: Math.floor(Date.now() / 1000),
    payload: {
      AlarmInfoPlate: {
        serialno: sn,
        result: {
          PlateResult: {
            license: iconv.encode(plate, 'gbk').toString('base64'),
            colorType: 1,
            plateid,
            isoffline: 1,
            timeStamp: { Timeval: { sec: Math.floor(at.getTime() / 1000), usec: 0 } },
          },
        },
      },
    },
  });

describe.each(brokers)('device online state over the $name broker', (broker) => {
  let app: TestApp;
  let plaza: Plaza;
  let entry: { code: string; key: string };
  let entryId: number;
  const clients: MqttClient[] = [];
  const up = (sn: string, name: string) => `device/${sn}/message/up/${name}`;

  beforeAll(async () => {
    app = await busApp(broker, { deviceCommandTimeoutMs: 1500, deviceOfflineSeconds: 2 });
    plaza = await plazaWithDevices(app, runPrefix(broker));
    entry = credentialOf(plaza.entry);
    entryId = await deviceIdOf(app, plaza.token, entry.code);
  });
  afterAll(async () => {
    for (const c of clients) c.end(true);
    await app?.close();
  });

  const device = async () =>
    (
      await call<{ online: boolean; lastSeenAt: string | null }>(app, 'GET', '/api/updown/parkdevices/detail', {
        token: plaza.token,
        query: { deviceId: entryId },
      })
    ).body.data;
  const connects = async () =>
    (
      await call<{ data: { online: boolean; reason: string }[] }>(
        app,
        'GET',
        '/api/updown/parkdevices/getDeviceConnectRecord',
        { token: plaza.token, query: { deviceId: entryId } },
      )
    ).body.data.data;

  it('keep-alives keep a camera online; silence past the limit takes it offline with a record and a warning', async () => {
    const cam = await camera(broker.cameraUrl(app), entry.code, entry.key);
    clients.push(cam);
    await cam.publishAsync(up(entry.code, 'keep_alive'), keepAlive(entry.code), { qos: 1 });
    await until('online', device, (d) => d.online === true);
    expect((await device()).lastSeenAt).not.toBeNull();
    await cam.endAsync(true);
    await until('offline', device, (d) => d.online === false);
    const records = await connects();
    expect(records[0]?.online).toBe(false);
    expect(records.some((r) => r.online)).toBe(true);
    const warnings = await countRows(
      app,
      'select count(*) as n from sys_warning_log where warn_type = 3 and title like $1',
      [`%${entry.code}%`],
    );
    expect(warnings).toBeGreaterThan(0);
  });

  it('a camera back online sends its stored reads: each is taken once, at its own time, and opens nothing', async () => {
    const cam = await camera(broker.cameraUrl(app), entry.code, entry.key);
    clients.push(cam);
    await cam.subscribeAsync(`device/${entry.code}/message/down/#`, { qos: 1 });
    const opened: string[] = [];
    cam.on('message', (topic) => topic.endsWith('/gpio_out') && opened.push(topic));
    const whole = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
    const first = whole(Date.now() - 40 * 60_000);
    const second = whole(Date.now() - 20 * 60_000);
    for (const [plate, id, at] of [
      ['沪L10001', 9001, first],
      ['沪L10002', 9002, second],
      ['沪L10001', 9001, first],
    ] as const) {
      await cam.publishAsync(up(entry.code, 'ivs_result'), storedRead(entry.code, plate, id, at), { qos: 1 });
    }
    const inTime = async (plate: string) =>
      app.database.query<{ in_time: Date }>(
        'select in_time from park_io_record where plate_number = $1 and deleted_at is null',
        [plate],
      );
    await until(
      'both taken',
      async () => (await inTime('沪L10002')).length,
      (n) => n === 1,
    );
    await until(
      'first taken',
      async () => (await inTime('沪L10001')).length,
      (n) => n === 1,
    );
    expect(new Date((await inTime('沪L10001'))[0]?.in_time as Date).getTime()).toBe(first.getTime());
    expect(new Date((await inTime('沪L10002'))[0]?.in_time as Date).getTime()).toBe(second.getTime());
    // a live read after them is answered, and only it opened the barrier
    const gpio = nextMessage(cam, '/down/gpio_out');
    await cam.publishAsync(
      up(entry.code, 'ivs_result'),
      storedRead(entry.code, '沪L10003', 9003, new Date()).replace('"isoffline":1', '"isoffline":0'),
      { qos: 1 },
    );
    await gpio;
    expect(opened).toHaveLength(1);
    await cam.endAsync(true);
  });

  it('a white-list entry approved while an offline-deciding camera is away reaches it when it comes back', async () => {
    const detail = await call<Record<string, unknown>>(app, 'GET', '/api/updown/parkdevices/detail', {
      token: plaza.token,
      query: { deviceId: entryId },
    });
    const edited = await call(app, 'POST', '/api/updown/parkdevices/submit', {
      token: plaza.token,
      body: { ...detail.body.data, offlineWhiteList: true, vendor: 'vzenith' },
    });
    expect(edited.status, edited.body.msg).toBe(200);
    await until('offline', device, (d) => d.online === false);

    const added = await call<{ id: number }>(app, 'POST', '/api/updown/parkWhiteNew/submit', {
      token: plaza.token,
      body: { parkId: plaza.parkId, plateNumber: '沪W88888', ownerName: '访客', startTime: '2026-01-01 00:00:00' },
    });
    expect(added.status, added.body.msg).toBe(200);
    const approved = await call(app, 'POST', '/api/updown/parkWhiteNew/approval', {
      token: plaza.token,
      query: { id: added.body.data.id, dataStatus: 1 },
    });
    expect(approved.status, approved.body.msg).toBe(200);

    const cam = await camera(broker.cameraUrl(app), entry.code, entry.key);
    clients.push(cam);
    await cam.subscribeAsync(`device/${entry.code}/message/down/#`, { qos: 1 });
    const plates: string[] = [];
    cam.on('message', (topic, payload) => {
      if (!topic.endsWith('/white_list_operator')) return;
      const body = JSON.parse(payload.toString()).payload.body as { dldb_rec?: { plate: string } };
      if (body.dldb_rec) plates.push(body.dldb_rec.plate);
    });
    answerCommands(cam, entry.code);
    await cam.publishAsync(up(entry.code, 'keep_alive'), keepAlive(entry.code), { qos: 1 });

    const held = async () =>
      (
        await call<{ data: { plateNumber: string }[] }>(app, 'GET', '/api/updown/parkdevices/searchWhite', {
          token: plaza.token,
          query: { deviceId: entryId, size: 500 },
        })
      ).body.data.data.map((r) => r.plateNumber);
    // synced: the plate is held, and the camera has heard every plate the server counts it as holding (the
    // come-back sync sends the list in several messages)
    await until(
      'synced',
      async () => ({ held: await held(), heard: plates.length }),
      (s) => s.held.includes('沪W88888') && s.heard >= s.held.length,
      20_000,
    );
    expect(plates).toContain('沪W88888');

    // the come-back sync may still be on its way in pieces: wait until the camera has heard nothing new for a second
    for (let last = -1; last !== plates.length; ) {
      last = plates.length;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    // the next sync sends only what changed: nothing, so the camera hears nothing more of that plate
    const before = plates.length;
    await call(app, 'POST', '/api/updown/parkdevices/synAllWhite', {
      token: plaza.token,
      query: { deviceId: entryId },
    });
    expect(plates.length).toBe(before);
  });
});
