import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimCamera } from '../../../server/src/simulate/devices/sim-camera';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, tableRows } from './ui';

type Row = { id: number; parkId: number; gateName: string };

describe('the MQTT test page', () => {
  let s: Session;
  let cam: SimCamera;
  const code = `WEBCAM-${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    const token = await apiToken();
    const gates = await api<{ data: Row[] }>(token, 'GET', 'updown/baseParkGate/list?gateName=北门入口&size=1');
    const gate = gates.data[0];
    if (!gate) throw new Error('no gate 北门入口 in the demo');
    const device = await api<{ id: number }>(token, 'POST', 'updown/gateDevice/submit', {
      parkId: gate.parkId,
      gateId: gate.id,
      deviceCode: code,
      deviceName: '浏览器测试相机',
    });
    const key = await api<{ key: string }>(token, 'POST', `updown/gateDevice/issueKey?deviceId=${device.id}`);
    // the camera reaches the broker over MQTT on WebSocket, on the console's own port
    cam = new SimCamera({ url: `${baseUrl().replace(/^http/, 'ws')}/mqtt`, sn: code, key: key.key });
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(async () => {
    await cam?.stop();
    await s?.close();
  });
  pictureFailures(() => s);

  it('shows a simulated camera’s plate read, the server’s commands and the camera’s replies as they happen', async () => {
    await s.page.goto(`${baseUrl()}/test/testMqtt`);
    const pane = activePane(s.page);
    await expect.poll(() => pane.locator('.mqtt-test-messages').count()).toBe(1);
    // the page is open and waiting before the camera comes online: what follows arrives live
    await cam.start();
    await cam.read({ plate: '沪W77001', plateid: 42 });
    // the demo's own cameras talk on the same bus: only this camera's rows count
    const row = (text: string) => tableRows(s.page).filter({ hasText: text }).filter({ hasText: code });
    await expect.poll(() => row('沪W77001 · plateid 42').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => row('keep_alive').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => row('gpio_out').filter({ hasText: '应答' }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => row('serial_data').filter({ hasText: '欢迎光临' }).count(), { timeout: 20_000 }).toBe(1);
    expect(cam.barrierOpens).toBe(1);
    await screenshot(s.page, 'mqtt-test-live');
  });
});
