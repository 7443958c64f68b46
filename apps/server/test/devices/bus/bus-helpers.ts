import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import type { Config } from '../../../src/config';
import { fromGbk } from '../../../src/modules/devices/protocols/gbk';
import { call, createTestApp, type TestApp } from '../../support/test-app';

/** Mosquitto of the development machine; `none` leaves the Mosquitto runs out. */
export const mosquittoUrl = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';

export type Broker = {
  name: 'embedded' | 'mosquitto';
  config: Partial<Config>;
  /** Where a camera connects, once the app listens. */
  cameraUrl: (app: TestApp) => string;
};

export const embedded: Broker = {
  name: 'embedded',
  config: { mqttPort: 0, mqttUrl: null },
  cameraUrl: (app) => `mqtt://127.0.0.1:${app.context.deviceBus?.port}`,
};

export const mosquitto: Broker = {
  name: 'mosquitto',
  config: { mqttPort: null, mqttUrl: mosquittoUrl },
  cameraUrl: () => mosquittoUrl,
};

export const brokers: Broker[] = mosquittoUrl === 'none' ? [embedded] : [embedded, mosquitto];

/** Fails, naming the address, when Mosquitto does not answer: its tests are not skipped silently. */
export async function mosquittoAnswers(): Promise<void> {
  try {
    const c = await mqtt.connectAsync(mosquittoUrl, { connectTimeout: 3_000, reconnectPeriod: 0 }, false);
    await c.endAsync();
  } catch (err) {
    throw new Error(
      `Mosquitto does not answer at ${mosquittoUrl} (MQTT_TEST_URL): ${(err as Error).message}. ` +
        'Start it, point MQTT_TEST_URL at another broker, or set MQTT_TEST_URL=none to run the embedded broker only.',
    );
  }
}

/** A listening server whose devices talk over `broker`; gate images go to a folder of its own. */
export async function busApp(broker: Broker, config: Partial<Config> = {}): Promise<TestApp> {
  if (broker.name === 'mosquitto') await mosquittoAnswers();
  const dir = mkdtempSync(join(tmpdir(), 'device-bus-'));
  const app = await createTestApp({
    config: { ...broker.config, ...config },
    before: (a) => {
      a.context.config.dataDir = dir;
    },
  });
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  if (!app.context.deviceBus) throw new Error('the app has no device bus');
  await app.context.deviceBus.ready();
  const close = app.close;
  return {
    ...app,
    close: async () => {
      await close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Device codes no other run uses, so runs sharing a Mosquitto do not hear each other. */
export const runPrefix = (broker: Broker) =>
  `VZ${broker.name[0]}${Date.now().toString(36)}${process.pid.toString(36)}`.toUpperCase();

/** `Device <code>:<key>` as issued, split. */
export function credentialOf(authorization: string): { code: string; key: string } {
  const m = /^Device ([^:]+):(\S+)$/.exec(authorization);
  if (!m?.[1] || !m[2]) throw new Error('not a device authorization');
  return { code: m[1], key: m[2] };
}

export async function camera(url: string, sn: string, key: string, o: IClientOptions = {}): Promise<MqttClient> {
  return mqtt.connectAsync(
    url,
    {
      clientId: `cam-${sn}-${Math.random().toString(36).slice(2, 8)}`,
      username: sn,
      password: key,
      reconnectPeriod: 0,
      ...o,
    },
    false,
  );
}

const envelope = (sn: string, name: string, payload: unknown) => ({
  id: `${name}-${Math.random().toString(36).slice(2)}`,
  sn,
  name,
  version: '1.0',
  timestamp: Math.floor(Date.now() / 1000),
  payload,
});

/** A plate read as the camera sends it: the license base64 of its GBK bytes; `at` is the camera's time of the read. */
export const ivsResult = (sn: string, plate: string, plateid: number, at?: Date) =>
  JSON.stringify(
    envelope(sn, 'ivs_result', {
      AlarmInfoPlate: {
        serialno: sn,
        result: {
          PlateResult: {
            license: iconv.encode(plate, 'gbk').toString('base64'),
            colorType: 1,
            confidence: 96,
            triggerType: 8,
            plateid,
            isoffline: 0,
            ...(at ? { timeStamp: { Timeval: { sec: Math.floor(at.getTime() / 1000) } } } : {}),
          },
        },
      },
    }),
  );

export const keepAlive = (sn: string) => JSON.stringify(envelope(sn, 'keep_alive', { type: 'keep_alive', body: {} }));

export type Received = { topic: string; json: { name: string; payload: { type: string; body: unknown } } };

/** The next message the client receives on a topic ending with `suffix`. */
export function nextMessage(client: MqttClient, suffix: string, timeoutMs = 8_000): Promise<Received> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('message', on);
      reject(new Error(`no message on …${suffix} within ${timeoutMs} ms`));
    }, timeoutMs);
    const on = (topic: string, payload: Buffer) => {
      if (!topic.endsWith(suffix)) return;
      clearTimeout(timer);
      client.off('message', on);
      resolve({ topic, json: JSON.parse(payload.toString()) });
    };
    client.on('message', on);
  });
}

/** The text of the screen lines (command 0x62) and of the speech (0x30) in serial_data frames. */
export function framesText(body: unknown): { lines: string[]; voice: string[] } {
  const items = (body as { serialData: { data: string }[] }).serialData;
  const lines: string[] = [];
  const voice: string[] = [];
  for (const item of items) {
    const f = Buffer.from(item.data, 'base64');
    // DA 64 FF FF CMD DL DATA CRC(2)
    const data = f.subarray(6, 6 + (f[5] ?? 0));
    if (f[4] === 0x62) lines.push(fromGbk(data.subarray(19)));
    else if (f[4] === 0x30) voice.push(fromGbk(data.subarray(1)));
  }
  return { lines, voice };
}

export async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: not reached within ${ms} ms (last ${JSON.stringify(v)})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A simulated device: answers every command it receives on the command's reply topic with `code`. */
export function answerCommands(client: MqttClient, sn: string, code = 200, body: unknown = {}): void {
  client.on('message', (topic, payload) => {
    if (!/\/message\/down\/[^/]+$/.test(topic)) return;
    const m = JSON.parse(payload.toString()) as { id: string; name: string };
    void client
      .publishAsync(
        `${topic}/reply`,
        JSON.stringify({
          id: m.id,
          sn,
          name: m.name,
          version: '1.0',
          timestamp: Math.floor(Date.now() / 1000),
          code,
          payload: body,
        }),
        { qos: 1 },
      )
      .catch(() => undefined);
  });
}

/** The id of the device with this code, as the operator's list shows it. */
export async function deviceIdOf(app: TestApp, token: string, code: string): Promise<number> {
  const r = await call<{ data: { id: number }[] }>(app, 'GET', '/api/updown/parkdevices/list', {
    token,
    query: { deviceCode: code },
  });
  const id = r.body.data.data[0]?.id;
  if (!id) throw new Error(`no device ${code}`);
  return id;
}
