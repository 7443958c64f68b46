import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimCamera } from '../../../server/src/simulate/devices/sim-camera';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { northEntryCamera } from './demo-camera';
import { activePane, button, clickRowAction, settledDialog, tableRows, toast } from './ui';

describe('remote logs: an engineer asks a camera for its log and downloads it', () => {
  let s: Session;
  let cam: SimCamera;
  let parkName: string;
  const code = `LOGCAM-${Date.now().toString(36).toUpperCase()}`;
  const deviceName = `日志测试相机${code.slice(-4)}`;
  const reason = '夜间识别率低，查看相机日志';

  beforeAll(async () => {
    const camera = await northEntryCamera(code, deviceName);
    cam = camera.cam;
    const token = await apiToken();
    parkName = (await api<{ parkName: string }>(token, 'GET', `updown/basePark/detail?parkId=${camera.parkId}`))
      .parkName;
    await cam.start();
    await cam.read({ plate: '京A7L123', plateid: 42 });
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(async () => {
    await cam?.stop();
    await s?.close();
  });
  pictureFailures(() => s);

  const pick = async (id: string, text: string) => {
    await s.page.locator(id).click();
    await s.page.locator(id).fill(text);
    const option = s.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });
    await expect.poll(() => option.count()).toBeGreaterThan(0);
    await option.first().click();
  };

  it('chooses the park, then one of its cameras; the camera acknowledges and its log is listed as uploaded', async () => {
    await s.page.goto(`${baseUrl()}/system/romoteLog`);
    await button(activePane(s.page), '请求日志').click();
    const d = await settledDialog(s.page);
    expect(await d.locator('#device-log-device').isDisabled()).toBe(true);
    await pick('#device-log-park', parkName);
    await pick('#device-log-device', code);
    await d.locator('#device-log-reason').fill(reason);
    await d.locator('#device-log-send').click();
    await expect.poll(() => toast(s.page, '设备已确认').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const row = tableRows(s.page).filter({ hasText: reason });
    await expect
      .poll(async () => (await row.innerText().catch(() => '')).includes('已上传'), { timeout: 20_000 })
      .toBe(true);
    expect(await row.innerText()).toContain(code);
    await screenshot(s.page, 'remote-log-uploaded');
  });

  it("downloads the camera's own log: its plate read and the request it answered", async () => {
    const row = tableRows(s.page).filter({ hasText: reason });
    const [download] = await Promise.all([s.page.waitForEvent('download'), clickRowAction(s.page, row, '下载')]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${code}-\\d+\\.log$`));
    const text = readFileSync(await download.path(), 'utf8');
    expect(text).toContain(`# camera ${code}`);
    expect(text).toContain('plate=京A7L123 plateid=42');
    expect(text).toContain('command upload_log');
  });
});
