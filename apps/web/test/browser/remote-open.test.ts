import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimCamera } from '../../../server/src/simulate/devices/sim-camera';
import { baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { northEntryCamera } from './demo-camera';
import { activePane, button, clickRowAction, settledDialog, tableRows } from './ui';

describe('remote open from the device page', () => {
  let s: Session;
  let cam: SimCamera;
  const code = `OPENCAM-${Date.now().toString(36).toUpperCase()}`;
  const reason = '访客无车牌，值班员核实后放行';

  beforeAll(async () => {
    ({ cam } = await northEntryCamera(code, '远程开闸测试相机'));
    await cam.start();
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(async () => {
    await cam?.stop();
    await s?.close();
  });
  pictureFailures(() => s);

  const search = async (field: string, value: string) => {
    const pane = activePane(s.page);
    await pane.getByLabel(field, { exact: true }).first().fill(value);
    await button(pane, '查询').click();
  };

  it('asks for a reason, sends the open command and shows it acknowledged by the camera', async () => {
    await s.page.goto(`${baseUrl()}/basedata/parkdevice`);
    await search('设备编号', code);
    const row = tableRows(s.page).filter({ hasText: code });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await clickRowAction(s.page, row, '远程开闸');
    const d = await settledDialog(s.page);
    // no reason, no command
    await d.locator('#remote-open-send').click();
    await expect.poll(() => d.getByText('请填写开闸原因').count()).toBe(1);
    expect(cam.barrierOpens).toBe(0);

    await d.locator('#remote-open-reason').fill(reason);
    await d.locator('#remote-open-send').click();
    await expect
      .poll(
        () =>
          d
            .locator('.remote-open-outcome')
            .innerText()
            .catch(() => ''),
        { timeout: 20_000 },
      )
      .toContain('道闸已打开');
    await expect.poll(() => d.locator('.remote-open-steps .ant-steps-item-finish').count()).toBe(3);
    expect(await d.locator('.remote-open-steps').innerText()).toContain('设备已确认');
    expect(cam.barrierOpens).toBe(1);
    await screenshot(s.page, 'remote-open-acknowledged');
  });

  it('lists the command in the command log with who sent it and why', async () => {
    await s.page.goto(`${baseUrl()}/basedata/parkdeviceCommand`);
    await search('原因', reason);
    const row = tableRows(s.page).filter({ hasText: reason });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    const text = await row.innerText();
    expect(text).toContain('admin');
    expect(text).toContain('已确认');
    expect(text).toContain(code);
    await screenshot(s.page, 'remote-open-command-log');
  });
});
