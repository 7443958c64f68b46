import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimBerthDevice } from '../../../src/simulate/devices/sim-berth-device';
import { idOf, parkIdOf } from '../../parks/helpers';
import { call, signIn, type TestApp } from '../../support/test-app';
import { countRows, gateEvent, type Plaza, plazaWithDevices, stored } from '../../traffic/traffic-helpers';
import { brokers, busApp, credentialOf, runPrefix } from './bus-helpers';

type LogRow = { id: number; kind: string; state: number; reason: string; sentBy: string | null; deviceId: number };
type LockRow = { id: number; deviceCode: string; deviceKind: number; lockPosition: number; berthId: number };

describe.each(brokers)('berth sensors and locks over the $name broker', (broker) => {
  let app: TestApp;
  let token: string;
  let plaza: Plaza;
  const devices: SimBerthDevice[] = [];

  beforeAll(async () => {
    app = await busApp(broker, { deviceCommandTimeoutMs: 3000 });
    token = await signIn(app, 'company_a');
    plaza = await plazaWithDevices(app, runPrefix(broker));
  });
  afterAll(async () => {
    for (const d of devices) await d.stop();
    await app?.close();
  });

  /** A device made as an operator does (its row, then its key), connected to the broker. */
  async function connected(submitUrl: string, body: Record<string, unknown>) {
    const made = await call<{ id: number }>(app, 'POST', submitUrl, { token, body });
    expect(made.status, made.body.msg).toBe(200);
    const key = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
      token,
      query: { deviceId: made.body.data.id },
    });
    const { code, key: secret } = credentialOf(key.body.data.authorization);
    const device = new SimBerthDevice({ url: broker.cameraUrl(app), sn: code, key: secret });
    await device.start();
    devices.push(device);
    return { id: made.body.data.id, device };
  }

  it("a sensor's taken and free over MQTT open and close a roadside stay in its berth", async () => {
    const parkId = await parkIdOf(app, token, '世纪大道路侧停车');
    const berthId = await idOf(app, token, '/api/updown/door/rdBerth/list', { parkId, berthNo: 'W021' });
    const { id, device } = await connected('/api/updown/gateDevice/submit', {
      parkId,
      deviceKind: 2,
      berthId,
      deviceCode: `${runPrefix(broker)}-MS`,
      deviceName: '地磁 W021',
    });
    const outcomes = (outcome: string) =>
      countRows(app, `select count(*) n from berth_event where event_key like $1 and answer->>'outcome' = $2`, [
        `${id}:%`,
        outcome,
      ]);

    const first = await device.report(true, { plateNumber: '沪C55021' });
    await expect.poll(() => outcomes('opened'), { timeout: 15_000 }).toBe(1);
    expect((await stored(app, 'berth', berthId)).has_car).toBe(true);
    expect(first).toBeTruthy();

    await device.report(false);
    await expect
      .poll(async () => (await outcomes('closed')) + (await outcomes('escaped')), { timeout: 15_000 })
      .toBe(1);
    expect((await stored(app, 'berth', berthId)).has_car).toBe(false);
    const stays = await countRows(
      app,
      'select count(*) n from park_io_record where plate_number = $1 and out_time is not null',
      ['沪C55021'],
    );
    expect(stays).toBe(1);
    // its heartbeats keep it online
    await expect.poll(async () => (await stored(app, 'gate_device', id)).online, { timeout: 15_000 }).toBe(true);
  });

  it("a booked car's arrival lowers its berth's lock by a command the lock acknowledges", async () => {
    const berthId = await idOf(app, token, '/api/updown/door/rdBerth/list', { parkId: plaza.parkId, berthNo: 'P005' });
    const berth = await call<Record<string, unknown>>(app, 'GET', '/api/updown/door/rdBerth/detail', {
      token,
      query: { id: berthId },
    });
    const booked = await call(app, 'POST', '/api/updown/door/rdBerth/submit', {
      token,
      body: { ...berth.body.data, bookedPlate: '沪D80005', bookedUntil: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(booked.status, booked.body.msg).toBe(200);
    // the lock is registered through the lock register's call and is a berth lock of the device registry
    const { id: lockId, device: lock } = await connected('/api/updown/lockDevice/submit', {
      parkId: plaza.parkId,
      berthId,
      deviceCode: `${runPrefix(broker)}-LOCK`,
      deviceName: 'P005 地锁',
    });

    const entered = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪D80005' });
    expect(entered.status, entered.body.msg).toBe(200);
    expect(entered.body.data.open).toBe(true);

    const log = async () =>
      (
        await call<{ data: LogRow[] }>(app, 'GET', '/api/updown/deviceCommand/list', {
          token,
          query: { deviceId: lockId },
        })
      ).body.data.data;
    await expect.poll(async () => (await log())[0]?.state, { timeout: 15_000 }).toBe(2);
    const [row] = await log();
    expect(row).toMatchObject({ kind: 'lockOperate', sentBy: null });
    expect(row?.reason).toContain('沪D80005');
    expect(lock.moves).toEqual(['down']);
    const locks = await call<{ data: LockRow[] }>(app, 'GET', '/api/updown/lockDevice/listRead', {
      token,
      query: { berthId },
    });
    expect(locks.body.data.data).toEqual([
      expect.objectContaining({ id: lockId, deviceKind: 4, lockPosition: 2, berthId }),
    ]);

    // a car without a booking lowers nothing
    const other = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪D80006' });
    expect(other.status).toBe(200);
    expect((await log()).length).toBe(1);
  });

  it('the lock register answers and changes berth locks only', async () => {
    const cameras = await call<{ data: { id: number }[] }>(app, 'GET', '/api/updown/gateDevice/list', {
      token,
      query: { deviceKind: 1, size: 1 },
    });
    const cameraId = cameras.body.data.data[0]?.id;
    const listed = await call<{ data: LockRow[] }>(app, 'GET', '/api/updown/lockDevice/listRead', {
      token,
      query: { size: 200 },
    });
    expect(listed.body.data.data.length).toBeGreaterThan(0);
    expect(listed.body.data.data.every((r) => r.deviceKind === 4)).toBe(true);
    const detail = await call(app, 'GET', '/api/updown/lockDevice/detail', { token, query: { deviceId: cameraId } });
    expect(detail.status).toBe(404);
    const removed = await call(app, 'POST', '/api/updown/lockDevice/delete', {
      token,
      query: { ids: String(cameraId) },
    });
    expect(removed.status).toBe(404);
    const asCamera = await call(app, 'POST', '/api/updown/lockDevice/submit', {
      token,
      body: { parkId: plaza.parkId, deviceCode: `${runPrefix(broker)}-X`, deviceKind: 1 },
    });
    expect(asCamera.status).toBe(400);
    expect(asCamera.body.msg).toContain('deviceKind');
  });
});
