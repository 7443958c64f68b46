import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, type TestApp } from '../../support/test-app';
import { type Plaza, plazaWithDevices } from '../../traffic/traffic-helpers';
import {
  answerCommands,
  brokers,
  busApp,
  camera,
  credentialOf,
  deviceIdOf,
  nextMessage,
  runPrefix,
} from './bus-helpers';

type CommandRow = {
  id: number;
  deviceId: number;
  kind: string;
  state: number;
  reason: string | null;
  sentBy: string | null;
  parkCommandId: number | null;
};

describe.each(brokers)('upgrades, encryption and park commands over the $name broker', (broker) => {
  let app: TestApp;
  let plaza: Plaza;
  let admin: string;
  let entry: { code: string; key: string };
  let exit: { code: string; key: string };
  let entryId: number;
  let exitId: number;
  let cameraFirmware: number;
  let sensorFirmware: number;
  let prefix: string;
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    app = await busApp(broker, { deviceCommandTimeoutMs: 1500 });
    prefix = runPrefix(broker);
    plaza = await plazaWithDevices(app, prefix);
    admin = await signIn(app, 'admin');
    entry = credentialOf(plaza.entry);
    exit = credentialOf(plaza.exit);
    entryId = await deviceIdOf(app, plaza.token, entry.code);
    exitId = await deviceIdOf(app, plaza.token, exit.code);
    const firmware = async (deviceType: number, versionName: string, versionCode: number) => {
      const r = await call<{ id: number }>(app, 'POST', '/api/updown/noWireVersions/submit', {
        token: admin,
        body: {
          deviceType,
          versionName,
          versionCode,
          fileUrl: `https://firmware.example.com/${versionName}.bin`,
          fileMd5: '0123456789abcdef0123456789abcdef',
          state: 1,
        },
      });
      if (r.status !== 200) throw new Error(`firmware: ${r.body.msg}`);
      return r.body.data.id;
    };
    cameraFirmware = await firmware(1, `cam-${prefix}`, 210);
    sensorFirmware = await firmware(6, `geo-${prefix}`, 31);
    const cam = await camera(broker.cameraUrl(app), entry.code, entry.key);
    clients.push(cam);
    await cam.subscribeAsync(`device/${entry.code}/message/down/#`, { qos: 1 });
    answerCommands(cam, entry.code);
  });
  afterAll(async () => {
    for (const c of clients) c.end(true);
    await app?.close();
  });

  const log = async (deviceId: number) =>
    (
      await call<{ data: CommandRow[] }>(app, 'GET', '/api/updown/deviceCommand/list', {
        token: plaza.token,
        query: { deviceId },
      })
    ).body.data.data;

  it("a camera's firmware upgrade carries the release's address and MD5 and is acknowledged by the camera", async () => {
    const cam = clients[0] as MqttClient;
    const sent = nextMessage(cam, '/down/upgrade');
    const r = await call<{ commandId: number; state: number }>(app, 'POST', '/api/updown/parkdevices/upgradMqtt', {
      token: plaza.token,
      query: { deviceId: entryId, versionId: cameraFirmware, reason: '修复识别率' },
    });
    expect(r.status, r.body.msg).toBe(200);
    expect((await sent).json.payload.body).toEqual({
      version: `cam-${prefix}`,
      versionCode: 210,
      url: `https://firmware.example.com/cam-${prefix}.bin`,
      md5: '0123456789abcdef0123456789abcdef',
      force: false,
    });
    const [row] = await log(entryId);
    expect(row).toMatchObject({ id: r.body.data.commandId, kind: 'upgrade', state: 2, reason: '修复识别率' });
    expect(row?.sentBy).toBe('company_a');
  });

  it('firmware for another type of device is refused naming versionId, and nothing is recorded', async () => {
    const before = (await log(entryId)).length;
    const r = await call(app, 'POST', '/api/updown/parkdevices/upgradMqtt', {
      token: plaza.token,
      query: { deviceId: entryId, versionId: sensorFirmware },
      lang: 'en',
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(
      `Firmware(versionId): geo-${prefix} is for Magnetic sensor; device ${entry.code} is a Plate camera`,
    );
    expect((await log(entryId)).length).toBe(before);
  });

  it('a wired upgrade gives each device its own command: the connected one acknowledged, the unplugged one timed out', async () => {
    const r = await call<{ commandId: number; deviceId: number; state: number }[]>(
      app,
      'POST',
      '/api/updown/door/wireDevice/upgradeDevice',
      { token: plaza.token, query: { ids: `${entryId},${exitId}`, versionId: cameraFirmware } },
    );
    expect(r.status).toBe(504);
    const states = Object.fromEntries(
      (r.body.data as { deviceId: number; state: number }[]).map((c) => [c.deviceId, c.state]),
    );
    expect(states).toEqual({ [entryId]: 2, [exitId]: 4 });
    expect((await log(exitId))[0]).toMatchObject({ kind: 'upgrade', state: 4 });
  });

  it('a wireless sensor is upgraded through its signed device and then shows the new firmware; its messages are listed', async () => {
    const sn = `${prefix}-GEO`;
    const made = await call<{ id: number }>(app, 'POST', '/api/updown/noWireDeviceInfo/submit', {
      token: plaza.token,
      body: { parkId: plaza.parkId, sn, deviceType: 6 },
    });
    expect(made.status, made.body.msg).toBe(200);
    const wirelessId = made.body.data.id;
    const unsigned = await call(app, 'POST', '/api/updown/noWireDeviceInfo/upgrade', {
      token: plaza.token,
      query: { ids: String(wirelessId), versionId: sensorFirmware },
      lang: 'en',
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.msg).toContain('Wireless device(ids)');

    const device = await call<{ id: number }>(app, 'POST', '/api/updown/gateDevice/submit', {
      token: plaza.token,
      body: { parkId: plaza.parkId, deviceCode: sn, deviceName: '地磁', deviceKind: 2 },
    });
    expect(device.status, device.body.msg).toBe(200);
    const key = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
      token: plaza.token,
      query: { deviceId: device.body.data.id },
    });
    const sensor = await camera(broker.cameraUrl(app), sn, credentialOf(key.body.data.authorization).key);
    clients.push(sensor);
    await sensor.subscribeAsync(`device/${sn}/message/down/#`, { qos: 1 });
    answerCommands(sensor, sn);

    const wrongType = await call(app, 'POST', '/api/updown/noWireDeviceInfo/upgrade', {
      token: plaza.token,
      query: { ids: String(wirelessId), versionId: cameraFirmware },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toContain('versionId');

    const r = await call(app, 'POST', '/api/updown/noWireDeviceInfo/upgrade', {
      token: plaza.token,
      query: { ids: String(wirelessId), versionId: sensorFirmware },
    });
    expect(r.status, r.body.msg).toBe(200);
    expect((await log(device.body.data.id))[0]).toMatchObject({ kind: 'upgrade', state: 2 });
    const after = await call<{ versionId: number }>(app, 'GET', '/api/updown/noWireDeviceInfo/detail', {
      token: plaza.token,
      query: { id: wirelessId },
    });
    expect(after.body.data.versionId).toBe(sensorFirmware);

    const page = await call<{ total: number; data: { sn: string; way: string; name: string }[] }>(
      app,
      'GET',
      '/api/updown/parkdevices/getMqNoWireLog',
      { token: plaza.token, query: { sn, current: 1, size: 10 } },
    );
    expect(page.status).toBe(200);
    const ways = page.body.data.data.map((m) => `${m.way}:${m.name}`);
    expect(ways).toContain('down:upgrade');
    expect(ways).toContain('reply:upgrade');
    expect(page.body.data.data.every((m) => m.sn === sn)).toBe(true);
    const other = await signIn(app, 'company_b');
    const hidden = await call<{ total: number }>(app, 'GET', '/api/updown/parkdevices/getMqNoWireLog', {
      token: other,
      query: { sn },
    });
    expect(hidden.body.data.total).toBe(0);
  });

  it('camera encryption goes to every camera of the park as a command with what was asked', async () => {
    const sent = nextMessage(clients[0] as MqttClient, '/down/camera_encryption');
    const r = await call<{ deviceId: number; state: number }[]>(
      app,
      'POST',
      '/api/updown/remoteGate/cameraEncryption',
      {
        token: plaza.token,
        query: { parkingId: plaza.parkId, type: 1, source: 'console' },
      },
    );
    expect((await sent).json.payload.body).toEqual({ type: 1, source: 'console' });
    // the park's other cameras are not connected here: the call says the command was not done everywhere
    expect(r.status).toBe(504);
    const views = r.body.data as { deviceId: number; state: number }[];
    expect(views.find((v) => v.deviceId === entryId)?.state).toBe(2);
    expect(views.find((v) => v.deviceId === exitId)?.state).toBe(4);
    expect((await log(entryId))[0]).toMatchObject({ kind: 'encryption', state: 2 });
  });

  it("a park command to open a gate is delivered to the gate's cameras and acknowledged when one confirmed", async () => {
    const detail = await call<{ gateId: number }>(app, 'GET', '/api/updown/parkdevices/detail', {
      token: plaza.token,
      query: { deviceId: entryId },
    });
    const gpio = nextMessage(clients[0] as MqttClient, '/down/gpio_out');
    const r = await call<{ commandId: number; state: number; delivered: boolean; devices: { commandId: number }[] }>(
      app,
      'POST',
      '/api/updown/third/set/parkCommand',
      {
        token: plaza.token,
        body: { parkId: plaza.parkId, command: 'openGate', gateId: detail.body.data.gateId, content: '救护车' },
      },
    );
    expect(r.status, r.body.msg).toBe(200);
    await gpio;
    expect(r.body.data).toMatchObject({ state: 2, delivered: true });
    const [row] = await log(entryId);
    expect(row).toMatchObject({ kind: 'openGate', state: 2, reason: '救护车', parkCommandId: r.body.data.commandId });
    expect(r.body.data.devices.map((d) => d.commandId)).toContain(row?.id);
    const stored = await call<{ state: number; sentAt: string | null }>(
      app,
      'GET',
      '/api/updown/plat/parkCommand/detail',
      {
        token: plaza.token,
        query: { commandId: r.body.data.commandId },
      },
    );
    expect(stored.body.data.state).toBe(2);
    expect(stored.body.data.sentAt).not.toBeNull();
  });
});
