import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../support/test-app';
import { type Plaza, plazaWithDevices } from '../../traffic/traffic-helpers';
import {
  answerCommands,
  brokers,
  busApp,
  camera,
  credentialOf,
  deviceIdOf,
  framesText,
  nextMessage,
  runPrefix,
} from './bus-helpers';

type CommandView = { commandId: number; state: number; tries: number; result: string; kind: string };
type LogRow = { id: number; state: number; reason: string; sentBy: string; tries: number; kind: string };

describe.each(brokers)('device commands over the $name broker', (broker) => {
  let app: TestApp;
  let plaza: Plaza;
  let entry: { code: string; key: string };
  let exit: { code: string; key: string };
  let entryId: number;
  let exitId: number;
  let entryGateId: number;
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    app = await busApp(broker, { deviceCommandTimeoutMs: 1500 });
    plaza = await plazaWithDevices(app, runPrefix(broker));
    entry = credentialOf(plaza.entry);
    exit = credentialOf(plaza.exit);
    entryId = await deviceIdOf(app, plaza.token, entry.code);
    exitId = await deviceIdOf(app, plaza.token, exit.code);
    const device = await call<{ gateId: number }>(app, 'GET', '/api/updown/parkdevices/detail', {
      token: plaza.token,
      query: { deviceId: entryId },
    });
    entryGateId = device.body.data.gateId;
  });
  afterAll(async () => {
    for (const c of clients) c.end(true);
    await app?.close();
  });

  const log = async (deviceId: number) =>
    (
      await call<{ data: LogRow[] }>(app, 'GET', '/api/updown/deviceCommand/list', {
        token: plaza.token,
        query: { deviceId },
      })
    ).body.data.data;

  it('a remote open with a reason reaches the camera as gpio_out and is acknowledged by its reply', async () => {
    const cam = await camera(broker.cameraUrl(app), entry.code, entry.key);
    clients.push(cam);
    await cam.subscribeAsync(`device/${entry.code}/message/down/#`, { qos: 1 });
    answerCommands(cam, entry.code);
    const gpio = nextMessage(cam, '/down/gpio_out');

    const r = await call<CommandView | CommandView[]>(app, 'POST', '/api/updown/remoteGate/wXRemoteGate', {
      token: plaza.token,
      query: { gateId: entryGateId, reason: '访客忘带卡' },
    });
    expect(r.status, r.body.msg).toBe(200);
    expect((await gpio).json.payload).toEqual({ type: 'gpio_out', body: { delay: 500, io: 0, value: 2 } });
    // the demo park's own camera at the gate is not connected: the barrier opened through ours
    const [row] = await log(entryId);
    expect(row).toMatchObject({ kind: 'openGate', state: 2, tries: 1, reason: '访客忘带卡' });
    expect(row?.sentBy).toBe('company_a');
    expect([r.body.data].flat().map((c) => c.commandId)).toContain(row?.id);
  });

  it("screen text and voice go out as the controller's RS485 frames through serial_data", async () => {
    const cam = clients[0] as MqttClient;
    const serial = nextMessage(cam, '/down/serial_data');
    const r = await call<CommandView>(app, 'POST', '/api/updown/parkdevices/displaySpeakOn', {
      token: plaza.token,
      query: { deviceId: entryId, text: '车位已满' },
    });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data.state).toBe(2);
    expect(framesText((await serial).json.payload.body)).toEqual({ lines: ['车位已满'], voice: ['车位已满'] });
  });

  it('a command the device refuses ends failed and the call says so', async () => {
    const refusing = await camera(broker.cameraUrl(app), exit.code, exit.key);
    await refusing.subscribeAsync(`device/${exit.code}/message/down/#`, { qos: 1 });
    answerCommands(refusing, exit.code, 500);
    const r = await call(app, 'POST', '/api/updown/parkdevices/setLedVoice', {
      token: plaza.token,
      query: { deviceId: exitId, text: '请缴费' },
    });
    await refusing.endAsync(true);
    expect(r.status).toBe(502);
    expect(r.body.msg).toContain('refused it (code 500)');
    expect((await log(exitId))[0]?.state).toBe(3);
  });

  it('a command to an unplugged device ends timed out, after its tries, and says so', async () => {
    const open = await call(app, 'POST', '/api/updown/remoteGate/wXRemoteSnGate', {
      token: plaza.token,
      query: { sn: exit.code, reason: '测试' },
    });
    expect(open.status).toBe(504);
    expect(open.body.success).toBe(false);
    expect(open.body.msg).toContain('did not answer');
    // opening a barrier is sent once: a second try could let a second car through
    expect((await log(exitId))[0]).toMatchObject({ kind: 'openGate', state: 4, tries: 1 });

    const clock = await call(app, 'POST', '/api/updown/parkdevices/sysTime', {
      token: plaza.token,
      query: { deviceId: exitId },
    });
    expect(clock.status).toBe(504);
    // setting a clock is safe to repeat: it was tried three times
    expect((await log(exitId))[0]).toMatchObject({ kind: 'setTime', state: 4, tries: 3 });
  });

  it('bad input is refused naming the field, and nothing is recorded', async () => {
    const before = (await log(entryId)).length;
    const r = await call(app, 'POST', '/api/updown/parkdevices/setLedLight', {
      token: plaza.token,
      query: { deviceId: entryId, level: 300 },
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('level');
    const lock = await call(app, 'POST', '/api/updown/lockDevice/operateLock', {
      token: plaza.token,
      query: { deviceId: entryId, action: 'down' },
    });
    expect(lock.status).toBe(400);
    expect(lock.body.msg).toContain('not a berth lock');
    expect((await log(entryId)).length).toBe(before);
  });
});
