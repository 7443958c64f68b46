import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimCamera } from '../../../src/simulate/devices/sim-camera';
import { call, signIn, type TestApp } from '../../support/test-app';
import { type Plaza, plazaWithDevices } from '../../traffic/traffic-helpers';
import { brokers, busApp, credentialOf, deviceIdOf, runPrefix, until } from '../bus/bus-helpers';

type Msg = { seq: number; deviceCode: string; way: string; name: string; detail: string; payload: { id?: string } };
type Page = { last: number; messages: Msg[] };

describe.each(brokers)('a simulated camera on the $name broker', (broker) => {
  let app: TestApp;
  let plaza: Plaza;
  let cam: SimCamera;
  let sn: string;

  beforeAll(async () => {
    app = await busApp(broker);
    plaza = await plazaWithDevices(app, runPrefix(broker));
    const { code, key } = credentialOf(plaza.entry);
    sn = code;
    cam = new SimCamera({ url: broker.cameraUrl(app), sn: code, key });
    await cam.start();
  });
  afterAll(async () => {
    await cam?.stop();
    await app?.close();
  });

  const messages = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await call<Page>(app, 'GET', '/api/updown/testMqtt/messages', { token, query });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };

  it('its plate read opens the barrier, its screen shows the decision, and the test page lists it all', async () => {
    const screens: string[][] = [];
    cam.on('screen', (s) => screens.push(s.lines));
    await cam.read({ plate: '沪A55501', plateid: 7001 });
    await until(
      'barrier opened',
      async () => cam.barrierOpens,
      (n) => n === 1,
    );
    await until(
      'screen shown',
      async () => screens.length,
      (n) => n > 0,
    );
    expect(cam.screen[0]).toBe('沪A55501');
    expect(cam.screen).toContain('欢迎光临');
    expect(cam.voice).toBe('沪A55501，欢迎光临');

    const page = await until(
      'replies listed',
      () => messages(plaza.token, { deviceCode: sn }),
      (p) => p.messages.filter((m) => m.way === 'reply').length >= 2,
    );
    const names = page.messages.map((m) => `${m.way}:${m.name}`);
    expect(names).toContain('up:keep_alive');
    expect(names).toContain('up:ivs_result');
    expect(names).toContain('down:gpio_out');
    expect(names).toContain('down:serial_data');
    expect(page.messages.find((m) => m.name === 'ivs_result')?.detail).toContain('沪A55501');
    expect(page.messages.find((m) => m.way === 'down' && m.name === 'serial_data')?.detail).toContain('欢迎光临');
    // each reply carries the id of the command it answers, with the camera's code
    const gpio = page.messages.find((m) => m.way === 'down' && m.name === 'gpio_out');
    const reply = page.messages.find((m) => m.way === 'reply' && m.name === 'gpio_out');
    expect(reply?.payload.id).toBe(gpio?.payload.id);
    expect(reply?.detail).toContain('code 200');
  });

  it('the page waits for the next message and answers as soon as it comes', async () => {
    const { last } = await messages(plaza.token, { deviceCode: sn });
    const waiting = messages(plaza.token, { deviceCode: sn, after: last, wait: 20 });
    await new Promise((r) => setTimeout(r, 300));
    await cam.read({ plate: '沪A55502', plateid: 7002 });
    const page = await waiting;
    expect(page.messages[0]?.name).toBe('ivs_result');
    expect(page.messages[0]?.detail).toContain('沪A55502');
    // the decision's screen comes after the read: wait for it, so it does not land on the next test's text
    await until(
      'screen of the read',
      async () => cam.screen[0],
      (l) => l === '沪A55502',
    );
    await until(
      'its serial_data answered',
      async () => cam.answered.get('serial_data'),
      (n) => n === 2,
    );
  });

  it('a test message from the page reaches the camera, which answers it; another company sees none of it', async () => {
    const sent = await call<{ id: string; commandId: number }>(app, 'POST', '/api/updown/testMqtt/publish', {
      token: plaza.token,
      body: {
        deviceCode: sn,
        command: 'serial_data',
        text: '测试第一行\n测试第二行',
        voice: '测试语音',
        reason: '检查新屏',
      },
    });
    expect(sent.status, sent.body.msg).toBe(200);
    await until(
      'screen changed',
      async () => cam.screen.slice(0, 2),
      (l) => l[0] === '测试第一行' && l[1] === '测试第二行',
    );
    expect(cam.voice).toBe('测试语音');
    const page = await until(
      'reply listed',
      () => messages(plaza.token, { deviceCode: sn }),
      (p) => p.messages.some((m) => m.way === 'reply' && m.payload.id === sent.body.data.id),
    );
    expect(page.messages.find((m) => m.way === 'reply' && m.payload.id === sent.body.data.id)?.detail).toContain(
      'code 200',
    );
    // the test message is a command of the log: who sent it, why, and the camera's acknowledgement
    const deviceId = await deviceIdOf(app, plaza.token, sn);
    const logged = await until(
      'command acknowledged in the log',
      async () =>
        (
          await call<{ data: Record<string, unknown>[] }>(app, 'GET', '/api/updown/deviceCommand/list', {
            token: plaza.token,
            query: { deviceId },
          })
        ).body.data.data.find((r) => r.id === sent.body.data.commandId),
      (r) => r?.state === 2,
    );
    expect(logged).toMatchObject({ kind: 'ledText', sentBy: 'company_a', reason: '检查新屏', tries: 1 });

    const other = await signIn(app, 'company_b');
    expect((await messages(other, { deviceCode: sn })).messages).toEqual([]);
    expect((await messages(other)).messages.filter((m) => m.deviceCode === sn)).toEqual([]);
    const refused = await call(app, 'POST', '/api/updown/testMqtt/publish', {
      token: other,
      body: { deviceCode: sn, command: 'gpio_out' },
    });
    expect(refused.status).toBe(404);
  });

  it('the camera keeps a white list and its clock as the server sets them', async () => {
    const bus = app.context.deviceBus;
    if (!bus) throw new Error('no bus');
    const { vzenithWhiteListUpsert, vzenithSetTime } = await import(
      '../../../src/modules/devices/protocols/vzenith-commands'
    );
    const w = vzenithWhiteListUpsert(sn, {
      plate: '沪B12345',
      enableTime: '2026-01-01 00:00:00',
      overdueTime: '2026-12-31 23:59:59',
    });
    await bus.publish(w.topic, w.payload);
    await until(
      'white list',
      async () => cam.whiteList.get('沪B12345')?.overdueTime,
      (t) => t === '2026-12-31 23:59:59',
    );
    const at = new Date(Date.now() + 3_600_000);
    const t = vzenithSetTime(sn, at, 'Asia/Shanghai');
    await bus.publish(t.topic, t.payload);
    await until(
      'clock set',
      async () => Math.abs(cam.now().getTime() - at.getTime()),
      (d) => d < 5_000,
    );
  });
});
