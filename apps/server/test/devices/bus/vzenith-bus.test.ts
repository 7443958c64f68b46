import type { AddressInfo } from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, type TestApp } from '../../support/test-app';
import { countRows, type Plaza, plazaWithDevices } from '../../traffic/traffic-helpers';
import {
  brokers,
  busApp,
  camera,
  credentialOf,
  framesText,
  ivsResult,
  keepAlive,
  nextMessage,
  runPrefix,
  until,
} from './bus-helpers';

describe.each(brokers)('Vzenith cameras over the $name broker', (broker) => {
  let app: TestApp;
  let plaza: Plaza;
  let entry: { code: string; key: string };
  let url: string;
  const clients: MqttClient[] = [];
  const connect = async (code: string, key: string, o = {}) => {
    const c = await camera(url, code, key, o);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    app = await busApp(broker);
    plaza = await plazaWithDevices(app, runPrefix(broker));
    entry = credentialOf(plaza.entry);
    url = broker.cameraUrl(app);
  });
  afterAll(async () => {
    for (const c of clients) c.end(true);
    await app?.close();
  });

  const stays = (plate: string) =>
    countRows(app, 'select count(*) as n from park_io_record where plate_number = $1 and deleted_at is null', [plate]);
  const up = (sn: string, name: string) => `device/${sn}/message/up/${name}`;

  it('a plate at the entry opens the barrier by gpio_out and shows the answer on the screen, once', async () => {
    const cam = await connect(entry.code, entry.key);
    await cam.subscribeAsync(`device/${entry.code}/message/down/#`, { qos: 1 });
    const gpio = nextMessage(cam, '/down/gpio_out');
    const serial = nextMessage(cam, '/down/serial_data');
    await cam.publishAsync(up(entry.code, 'ivs_result'), ivsResult(entry.code, '沪A12345', 1001), { qos: 1 });

    const opened = await gpio;
    expect(opened.json.payload).toEqual({ type: 'gpio_out', body: { delay: 500, io: 0, value: 2 } });
    const screen = framesText((await serial).json.payload.body);
    expect(screen.lines[0]).toBe('沪A12345');
    expect(screen.lines.at(-1)).toBe('欢迎光临');
    expect(screen.voice).toEqual(['沪A12345，欢迎光临']);
    expect(await stays('沪A12345')).toBe(1);

    // the camera sends the same read again: no second stay, and the barrier is not opened again
    const gpioAgain: string[] = [];
    cam.on('message', (topic) => topic.endsWith('/gpio_out') && gpioAgain.push(topic));
    await cam.publishAsync(up(entry.code, 'ivs_result'), ivsResult(entry.code, '沪A12345', 1001), { qos: 1 });
    const next = nextMessage(cam, '/down/gpio_out');
    await cam.publishAsync(up(entry.code, 'ivs_result'), ivsResult(entry.code, '沪A22222', 1002), { qos: 1 });
    await next;
    await new Promise((r) => setTimeout(r, 300));
    expect(await stays('沪A12345')).toBe(1);
    expect(await stays('沪A22222')).toBe(1);
    expect(gpioAgain).toHaveLength(1);
  });

  it('an unreadable plate or a bad message is dropped, and the camera is still served', async () => {
    const cam = await connect(entry.code, entry.key);
    await cam.subscribeAsync(`device/${entry.code}/message/down/#`, { qos: 1 });
    await cam.publishAsync(up(entry.code, 'ivs_result'), ivsResult(entry.code, '_无_', 2001), { qos: 1 });
    await cam.publishAsync(up(entry.code, 'ivs_result'), '{not json', { qos: 1 });
    await cam.publishAsync(up(entry.code, 'ivs_result'), JSON.stringify({ id: 1, sn: entry.code }), { qos: 1 });
    const gpio = nextMessage(cam, '/down/gpio_out');
    await cam.publishAsync(up(entry.code, 'ivs_result'), ivsResult(entry.code, '沪A33333', 2002), { qos: 1 });
    await gpio;
    expect(await stays('_无_')).toBe(0);
    expect(await stays('沪A33333')).toBe(1);
  });

  it('a keep-alive marks the camera online with its last-seen time; its will marks it offline', async () => {
    const state = async () => {
      const [row] = await app.database.query<{ online: boolean | null; last_seen_at: Date | string | null }>(
        'select online, last_seen_at from gate_device where device_code = $1',
        [entry.code],
      );
      return row;
    };
    // the camera's earlier connections close first: this one is its only one
    for (const c of clients.splice(0)) await c.endAsync(true);
    const before = Date.now();
    const cam = await connect(entry.code, entry.key, {
      keepalive: 60,
      will: { topic: up(entry.code, 'offline'), payload: Buffer.from(keepAlive(entry.code)), qos: 1, retain: false },
    });
    await cam.publishAsync(up(entry.code, 'keep_alive'), keepAlive(entry.code), { qos: 1 });
    // an earlier test's read may have marked it online already: wait for the time of this keep-alive
    const online = await until(
      'online',
      state,
      (s) => s?.online === true && new Date(s.last_seen_at ?? 0).getTime() >= before - 1000,
    );
    expect(online?.online).toBe(true);

    // the connection drops without a DISCONNECT: the broker publishes the will
    cam.stream.destroy();
    await until('offline', state, (s) => s?.online === false);
  });

  it.runIf(broker.name === 'embedded')('connecting marks the camera online, disconnecting offline', async () => {
    const online = async () => {
      const [row] = await app.database.query<{ online: boolean | null }>(
        'select online from gate_device where device_code = $1',
        [entry.code],
      );
      return row?.online ?? null;
    };
    for (const c of clients.splice(0)) await c.endAsync(true);
    await until('offline at first', online, (v) => v === false);
    const cam = await connect(entry.code, entry.key);
    await until('online once connected', online, (v) => v === true);
    await cam.endAsync();
    await until('offline once disconnected', online, (v) => v === false);
  });

  it.runIf(broker.name === 'embedded')('a wrong key or an unknown device cannot connect', async () => {
    await expect(camera(url, entry.code, `${entry.key.slice(0, -4)}XXXX`)).rejects.toThrow(/username or password/i);
    await expect(camera(url, 'NO-SUCH-CAMERA', entry.key)).rejects.toThrow(/username or password/i);
    await expect(camera(url, entry.code, '')).rejects.toThrow();
  });

  it.runIf(broker.name === 'embedded')(
    "a camera can neither publish to nor subscribe to another device's topics",
    async () => {
      const other = credentialOf(plaza.exit).code;
      const cam = await connect(entry.code, entry.key);
      const grantedQos = (filter: string) =>
        cam.subscribeAsync(filter, { qos: 1 }).then(
          (granted) => granted[0]?.qos,
          (err: { packet?: { granted?: number[] } }) => err.packet?.granted?.[0],
        );
      expect(await grantedQos(`device/${other}/message/down/#`)).toBe(128);
      expect(await grantedQos('device/+/message/down/#')).toBe(128);
      expect(await grantedQos(`device/${entry.code}/message/down/#`)).toBe(1);

      const closed = new Promise<void>((resolve) => cam.once('close', () => resolve()));
      cam.publish(up(other, 'ivs_result'), ivsResult(other, '沪A44444', 3001), { qos: 0 });
      await closed;
      await new Promise((r) => setTimeout(r, 300));
      expect(await stays('沪A44444')).toBe(0);
    },
  );

  it.runIf(broker.name === 'embedded')(
    'a camera may also connect over WebSocket at /mqtt on the HTTP port',
    async () => {
      const { port } = app.fastify.server.address() as AddressInfo;
      const ws = `ws://127.0.0.1:${port}/mqtt`;
      await expect(camera(ws, entry.code, `${entry.key.slice(0, -4)}XXXX`)).rejects.toThrow(/username or password/i);
      const cam = await connect(entry.code, entry.key);
      cam.end(true);
      const overWs = await camera(ws, entry.code, entry.key);
      clients.push(overWs);
      await overWs.subscribeAsync(`device/${entry.code}/message/down/#`, { qos: 1 });
      const gpio = nextMessage(overWs, '/down/gpio_out');
      await overWs.publishAsync(up(entry.code, 'ivs_result'), ivsResult(entry.code, '沪A55555', 4001), { qos: 1 });
      await gpio;
      expect(await stays('沪A55555')).toBe(1);
    },
  );

  it.runIf(broker.name === 'mosquitto')(
    'through an external broker, reads of unknown or disabled devices are logged and not decided',
    async () => {
      const [row] = await app.database.query<{ id: number; gate_id: number }>(
        'select id, gate_id from gate_device where device_code = $1',
        [entry.code],
      );
      const setState = (state: number) =>
        call(app, 'POST', '/api/updown/gateDevice/submit', {
          token: plaza.token,
          body: { id: row?.id, parkId: plaza.parkId, gateId: row?.gate_id, deviceCode: entry.code, state },
        });
      const warned = vi.spyOn(app.context.log, 'warn');
      expect((await setState(0)).status).toBe(200);
      const anyone = await mqtt.connectAsync(url, { reconnectPeriod: 0 }, false);
      clients.push(anyone);
      const unknown = `${entry.code}-NOBODY`;
      await anyone.publishAsync(up(unknown, 'ivs_result'), ivsResult(unknown, '沪A66666', 5001), { qos: 1 });
      await anyone.publishAsync(up(entry.code, 'ivs_result'), ivsResult(entry.code, '沪A77777', 5002), { qos: 1 });
      const dropped = () => warned.mock.calls.filter((c) => String(c[1]).includes('no known, enabled device'));
      await until(
        'both dropped',
        async () => dropped().length,
        (n) => n >= 2,
      );
      expect(JSON.stringify(dropped())).not.toContain(entry.key);
      warned.mockRestore();
      expect(await stays('沪A66666')).toBe(0);
      expect(await stays('沪A77777')).toBe(0);

      expect((await setState(1)).status).toBe(200);
      const cam = await connect(entry.code, entry.key);
      await cam.subscribeAsync(`device/${entry.code}/message/down/#`, { qos: 1 });
      const gpio = nextMessage(cam, '/down/gpio_out');
      await cam.publishAsync(up(entry.code, 'ivs_result'), ivsResult(entry.code, '沪A88888', 5003), { qos: 1 });
      await gpio;
      expect(await stays('沪A88888')).toBe(1);
    },
  );
});
