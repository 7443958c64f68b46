import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimCamera } from '../../../src/simulate/devices/sim-camera';
import { call, signIn, type TestApp } from '../../support/test-app';
import { type Plaza, plazaWithDevices } from '../../traffic/traffic-helpers';
import { brokers, busApp, credentialOf, deviceIdOf, runPrefix } from '../bus/bus-helpers';

type LogRow = {
  id: number;
  deviceId: number;
  commandId: number | null;
  state: number;
  hours: number;
  reason: string | null;
  requestedBy: string | null;
  fileName: string | null;
  fileSize: number | null;
  note: string | null;
};

const uploaded = 1;
const failed = 2;

describe.each(brokers)('remote logs: devices upload their log on request, over the $name broker', (broker) => {
  let app: TestApp;
  let plaza: Plaza;
  let cam: SimCamera;
  let entryId: number;
  let exitId: number;
  let exitAuth: string;

  beforeAll(async () => {
    app = await busApp(broker, { deviceCommandTimeoutMs: 1500 });
    plaza = await plazaWithDevices(app, runPrefix(broker));
    const entry = credentialOf(plaza.entry);
    const exit = credentialOf(plaza.exit);
    exitAuth = plaza.exit;
    entryId = await deviceIdOf(app, plaza.token, entry.code);
    exitId = await deviceIdOf(app, plaza.token, exit.code);
    const { port } = app.fastify.server.address() as AddressInfo;
    cam = new SimCamera({
      url: broker.cameraUrl(app),
      sn: entry.code,
      key: entry.key,
      httpUrl: `http://127.0.0.1:${port}`,
    });
    await cam.start();
  });
  afterAll(async () => {
    await cam?.stop();
    await app?.close();
  });

  const logOf = async (logId: number, token = plaza.token) => {
    const r = await call<LogRow>(app, 'GET', '/api/updown/deviceLog/detail', { token, query: { logId } });
    return r;
  };
  const ask = (deviceId: number, query: Record<string, unknown> = {}) =>
    call<{ logId: number; commandId: number; state: number }>(app, 'POST', '/api/updown/deviceLog/request', {
      token: plaza.token,
      query: { deviceId, ...query },
    });

  it('the camera acknowledges, uploads the log of its last hours, and the operator downloads exactly that file', async () => {
    await cam.read({ plate: '粤B12345', plateid: 7001 });
    const done = new Promise<{ logId: number; status: number }>((resolve) => cam.once('logUploaded', resolve));
    const r = await ask(entryId, { hours: 6, reason: '识别率低，查看日志' });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data.state).toBe(2);
    const sent = await done;
    expect(sent).toEqual({ logId: r.body.data.logId, status: 200 });
    const log = (await logOf(r.body.data.logId)).body.data;
    expect(log).toMatchObject({
      deviceId: entryId,
      commandId: r.body.data.commandId,
      state: uploaded,
      hours: 6,
      reason: '识别率低，查看日志',
      requestedBy: 'company_a',
    });
    const file = await call(app, 'GET', '/api/updown/deviceLog/download', {
      token: plaza.token,
      query: { logId: log.id },
    });
    expect(file.status).toBe(200);
    const text = file.raw.toString('utf8');
    expect(text).toContain('plate=粤B12345 plateid=7001');
    expect(text).toContain('command upload_log');
    expect(log.fileSize).toBe(file.raw.length);
    expect(file.headers['content-disposition']).toContain(log.fileName as string);
    const commands = await call<{ data: { id: number; kind: string; state: number; reason: string }[] }>(
      app,
      'GET',
      '/api/updown/deviceCommand/list',
      { token: plaza.token, query: { deviceId: entryId, kind: 'uploadLog' } },
    );
    expect(commands.body.data.data[0]).toMatchObject({ id: log.commandId, state: 2, reason: '识别率低，查看日志' });
  });

  it('a device that is not connected never acknowledges: the request ends timed out and the log says no file is coming', async () => {
    const r = await ask(exitId);
    expect(r.status).toBe(504);
    expect(r.body.msg).toMatch(/timed out/i);
    const list = await call<{ data: LogRow[] }>(app, 'GET', '/api/updown/deviceLog/list', {
      token: plaza.token,
      query: { deviceId: exitId },
    });
    expect(list.body.data.data).toHaveLength(1);
    expect(list.body.data.data[0]?.state).toBe(failed);
    expect(list.body.data.data[0]?.note).toMatch(/./);
    const file = await call(app, 'GET', '/api/updown/deviceLog/download', {
      token: plaza.token,
      query: { logId: list.body.data.data[0]?.id },
    });
    expect(file.status).toBe(404);
  });

  it('only the device asked may upload, once, and bad content is refused naming the field', async () => {
    const done = new Promise<{ logId: number }>((resolve) => cam.once('logUploaded', resolve));
    const r = await ask(entryId, { hours: 1 });
    expect(r.status, r.body.msg).toBe(200);
    const { logId } = await done;
    const before = (await logOf(logId)).body.data;
    const upload = (authorization: string, content: string) =>
      call<unknown>(app, 'POST', '/api/device/log/upload', {
        headers: { authorization, 'content-type': 'application/json' },
        body: { logId, content },
      });
    // the exit camera's key: the entry's log reads as one never asked of it
    expect((await upload(exitAuth, Buffer.from('not mine').toString('base64'))).status).toBe(404);
    expect((await upload(plaza.entry, Buffer.from('again').toString('base64'))).status).toBe(409);
    const bad = await upload(plaza.entry, '%%% not base64 %%%');
    expect(bad.status).toBe(400);
    expect((bad.body as { msg: string }).msg).toMatch(/content/i);
    expect((await logOf(logId)).body.data).toEqual(before);
  });

  it('asking needs the button: a user without it is refused and nothing is asked', async () => {
    const operator = await signIn(app, 'operator_a');
    const before = await call<{ total: number }>(app, 'GET', '/api/updown/deviceLog/list', { token: plaza.token });
    const r = await call(app, 'POST', '/api/updown/deviceLog/request', {
      token: operator,
      query: { deviceId: entryId },
    });
    expect([403, 404]).toContain(r.status);
    const after = await call<{ total: number }>(app, 'GET', '/api/updown/deviceLog/list', { token: plaza.token });
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('a request is checked before anything is sent: hours outside 1-168 name the field', async () => {
    const r = await ask(entryId, { hours: 500 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/hours/i);
  });
});
