import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimCamera } from '../../../server/src/simulate/devices/sim-camera';
import { baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { northEntryCamera } from './demo-camera';
import { activePane, tableRows } from './ui';

describe('the MQTT test page', () => {
  let s: Session;
  let cam: SimCamera;
  const code = `WEBCAM-${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    ({ cam } = await northEntryCamera(code, '浏览器测试相机'));
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
