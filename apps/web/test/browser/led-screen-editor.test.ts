import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiToken,
  openBrowser,
  pictureFailures,
  type Session,
  screenshot,
  screenshotDir,
  signIn,
} from './browser';
import { activePane, button, clickRowAction, openFromSidebar, settledDialog, tableRows, toast } from './ui';

const configName = `测试屏幕${Math.floor(Math.random() * 9000 + 1000)}`;

mkdirSync(join(screenshotDir, 'devices'), { recursive: true });

type Line = { lineNo: number; content: string; color: number; effect: number };

describe('the LED screen editor', () => {
  let s: Session;
  let token: string;
  let configId: number;

  beforeAll(async () => {
    token = await apiToken('company_a', 'Demo@2026');
    const parks = await api<{ data: { id: number }[] }>(token, 'GET', 'updown/basePark/list?parkName=阳光花园');
    const config = await api<{ id: number }>(token, 'POST', 'updown/parkledconfig/submit', {
      parkId: parks.data[0]?.id,
      configName,
      scene: 1,
      lineCount: 4,
    });
    configId = config.id;
    await api(token, 'POST', 'updown/parkledconfig/saveLines', {
      id: configId,
      lines: [
        { lineNo: 1, content: '欢迎光临', color: 2, effect: 0, speed: 1, staySeconds: 3 },
        { lineNo: 2, content: '{plateNumber}', color: 3, effect: 2, speed: 1, staySeconds: 3 },
      ],
    });
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('shows what the screen will show, follows each edit, and saves the lines that are read back', async () => {
    await openFromSidebar(s.page, '车辆管理', '显示屏设置');
    await s.page.waitForURL('**/car/ledSetting');
    await activePane(s.page).getByLabel('设置名称', { exact: true }).fill(configName);
    await button(activePane(s.page), '查询').click();
    await expect.poll(() => tableRows(s.page).count()).toBe(1);
    await clickRowAction(s.page, tableRows(s.page).first(), '编辑屏幕');
    const d = await settledDialog(s.page);
    const line = (n: number) => d.getByTestId(`led-line-${n}`);

    await expect.poll(() => line(1).innerText()).toBe('欢迎光临');
    // a placeholder shows its example
    expect(await line(2).innerText()).toBe('沪A12345');
    expect(await d.getByTestId('led-effect-1').innerText()).toBe('快速打出');
    expect(await line(1).evaluate((e) => getComputedStyle(e).color)).toBe('rgb(0, 255, 0)');

    await d.locator('#led-content-0').fill('欢迎回家 {plateNumber}');
    await expect.poll(() => line(1).innerText()).toBe('欢迎回家 沪A12345');
    // wider than the 8 cells of the screen while typed out: cut
    await expect.poll(() => d.getByTestId('led-cut-1').count()).toBe(1);

    await d.locator('#led-effect-0').fill('连续左移');
    await s.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '连续左移' }).click();
    await expect.poll(() => d.getByTestId('led-effect-1').innerText()).toBe('连续左移');
    // a scrolling line is not cut
    await expect.poll(() => d.getByTestId('led-cut-1').count()).toBe(0);

    await d.locator('#led-color-0').click({ force: true });
    await s.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '红色' }).click();
    await expect.poll(() => line(1).evaluate((e) => getComputedStyle(e).color)).toBe('rgb(255, 0, 0)');
    await screenshot(s.page, 'devices/led-screen-editor');

    await d.locator('#led-lines-save').click();
    await expect.poll(() => toast(s.page, '已保存显示屏内容').count()).toBeGreaterThan(0);
    await expect.poll(() => s.page.locator('.ant-modal:visible').count()).toBe(0);

    const saved = await api<{ data: Line[] }>(
      token,
      'GET',
      `updown/parkledconfigdetail/list?configId=${configId}&sort=lineNo`,
    );
    expect(saved.data.map((l) => [l.lineNo, l.content, l.color, l.effect])).toEqual([
      [1, '欢迎回家 {plateNumber}', 1, 52],
      [2, '{plateNumber}', 3, 2],
    ]);

    await clickRowAction(s.page, tableRows(s.page).first(), '编辑屏幕');
    const again = await settledDialog(s.page);
    await expect.poll(() => again.getByTestId('led-line-1').innerText()).toBe('欢迎回家 沪A12345');
    expect(await again.locator('#led-content-0').inputValue()).toBe('欢迎回家 {plateNumber}');
  });
});
