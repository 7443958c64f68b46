import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../support/test-app';
import { countRows, type Plaza, plazaWithDevices } from '../../traffic/traffic-helpers';
import { answerCommands, brokers, busApp, camera, credentialOf, framesText, ivsResult, runPrefix } from './bus-helpers';

type Cam = { code: string; client: MqttClient; got: { name: string; lines: string[] }[] };

const lanes = 4;

describe.each(brokers)('many cameras reading at once over the $name broker', (broker) => {
  let app: TestApp;
  let plaza: Plaza;
  let url: string;
  const entries: Cam[] = [];
  const exits: Cam[] = [];

  /** A camera the operator adds at a gate and issues a key, connected and answering every command. */
  async function addCamera(gateId: number, code: string): Promise<Cam> {
    const made = await call<{ id: number }>(app, 'POST', '/api/updown/gateDevice/submit', {
      token: plaza.token,
      body: { parkId: plaza.parkId, gateId, deviceCode: code, deviceName: code },
    });
    expect(made.status).toBe(200);
    const key = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
      token: plaza.token,
      query: { deviceId: made.body.data.id },
    });
    const client = await camera(url, code, credentialOf(key.body.data.authorization).key);
    const cam: Cam = { code, client, got: [] };
    client.on('message', (topic, payload) => {
      const m = /\/message\/down\/([^/]+)$/.exec(topic);
      if (!m?.[1]) return;
      const body = (JSON.parse(payload.toString()) as { payload: { body: unknown } }).payload.body;
      cam.got.push({ name: m[1], lines: m[1] === 'serial_data' ? framesText(body).lines : [] });
    });
    await client.subscribeAsync(`device/${code}/message/down/#`, { qos: 1 });
    answerCommands(client, code);
    return cam;
  }

  beforeAll(async () => {
    app = await busApp(broker);
    const prefix = runPrefix(broker);
    plaza = await plazaWithDevices(app, prefix);
    url = broker.cameraUrl(app);
    const [entryDevice] = await app.database.query<{ gate_id: number }>(
      'select gate_id from gate_device where device_code = $1',
      [credentialOf(plaza.entry).code],
    );
    for (let i = 0; i < lanes; i++) {
      entries.push(await addCamera(Number(entryDevice?.gate_id), `${prefix}-IN${i}`));
      exits.push(await addCamera(plaza.exitGateId, `${prefix}-OUT${i}`));
    }
  });
  afterAll(async () => {
    for (const c of [...entries, ...exits]) c.client.end(true);
    await app?.close();
  });

  const read = (cam: Cam, plate: string, plateid: number, at?: Date) =>
    cam.client.publishAsync(`device/${cam.code}/message/up/ivs_result`, ivsResult(cam.code, plate, plateid, at), {
      qos: 1,
    });
  const events = () =>
    countRows(
      app,
      'select count(*) as n from gate_event e join gate_device d on d.id = e.device_id where d.device_code = any($1)',
      [[...entries, ...exits].map((c) => c.code)],
    );
  const distinctEvents = () =>
    countRows(
      app,
      `select count(distinct e.event_key) as n from gate_event e join gate_device d on d.id = e.device_id
       where d.device_code = any($1)`,
      [[...entries, ...exits].map((c) => c.code)],
    );
  const stays = (plate: string) =>
    countRows(app, 'select count(*) as n from park_io_record where plate_number = $1 and deleted_at is null', [plate]);
  const screens = (cam: Cam) => cam.got.filter((g) => g.name === 'serial_data');
  const barriers = (cam: Cam) => cam.got.filter((g) => g.name === 'gpio_out').length;

  it('each camera gets its own decision and commands, every read is taken once, at its own time', async () => {
    const parked = entries.map((_, i) => `沪M${broker.name === 'embedded' ? 1 : 2}100${i}`);
    const arriving = entries.map((_, i) => `沪N${broker.name === 'embedded' ? 1 : 2}200${i}`);
    // cars that came in an hour and fifty minutes ago, by the cameras' own time of the reads
    const cameIn = new Date(Date.now() - 110 * 60_000);
    await Promise.all(entries.map((cam, i) => read(cam, parked[i] as string, 100 + i, cameIn)));
    await expect.poll(events, { timeout: 15_000 }).toBe(lanes);
    for (const cam of entries) await expect.poll(() => screens(cam).length, { timeout: 10_000 }).toBe(1);
    for (const cam of entries) cam.got.length = 0;

    // at once: the parked cars leave by the exit cameras while new cars arrive at the entry cameras, and
    // every camera sends its read twice (a QoS 1 redelivery)
    const all = [
      ...exits.map((cam, i) => () => read(cam, parked[i] as string, 200 + i)),
      ...entries.map((cam, i) => () => read(cam, arriving[i] as string, 300 + i)),
    ];
    await Promise.all([...all, ...all].map((send) => send()));

    await expect.poll(events, { timeout: 20_000 }).toBe(3 * lanes);
    for (const cam of [...entries, ...exits]) await expect.poll(() => screens(cam).length, { timeout: 10_000 }).toBe(1);
    expect(await distinctEvents()).toBe(3 * lanes);

    for (const [i, cam] of exits.entries()) {
      const [screen] = screens(cam);
      expect(screen?.lines[0]).toBe(parked[i]);
      // 1 h 50 min: 5 yuan the first hour, 3 the next; the barrier stays down until it is paid
      expect(screen?.lines.join(' ')).toContain('8.00');
      expect(barriers(cam)).toBe(0);
      expect(await stays(parked[i] as string)).toBe(1);
    }
    for (const [i, cam] of entries.entries()) {
      const [screen] = screens(cam);
      expect(screen?.lines[0]).toBe(arriving[i]);
      expect(screen?.lines.at(-1)).toBe('欢迎光临');
      expect(barriers(cam)).toBe(1);
      expect(await stays(arriving[i] as string)).toBe(1);
    }
  });
});
