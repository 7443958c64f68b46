import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, pictureFailures, type Session, screenshotDir, signIn } from './browser';
import { activePane, button, openFromSidebar } from './ui';

describe('the fee-rule page’s what-if', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page);
    await openFromSidebar(s.page, '车辆管理', '收费规则');
    await s.page.waitForURL('**/car/parkfeerule');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);
  const editor = () => pane().locator('.fee-rule-editor');
  const panel = () => pane().locator('.fee-what-if');
  const plazaSet = () => pane().locator('.fee-rule-set', { hasText: '世纪广场分时段收费' });
  const dayNightRow = () => plazaSet().locator('.fee-rule-list tr.ant-table-row', { hasText: '白天夜间分时段' });

  it("prices this month's stays of the plaza with a changed day price and shows the totals in yuan", async () => {
    await pane().locator('#fee-rule-park').click();
    await s.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '世纪广场停车场' }).click();
    await button(dayNightRow(), '载入编辑').click();
    const dayPrice = editor().locator('.fee-period').nth(0).getByLabel('首段价格');
    await expect.poll(() => dayPrice.inputValue()).not.toBe('');
    await dayPrice.fill('30');
    await button(panel(), '试算本月').click();
    const total = panel().locator('.fee-what-if-total');
    await expect.poll(() => total.innerText()).toMatch(/¥\d[\d,]*\.\d{2}/);
    expect(await panel().locator('.fee-what-if-charged').innerText()).toMatch(/¥\d[\d,]*\.\d{2}/);
    // a dearer first hour earns more than was charged
    await expect.poll(() => panel().locator('.fee-what-if-difference').innerText()).toMatch(/\+¥\d[\d,]*\.\d{2}/);
    const days = panel().locator('.ant-table-tbody tr.ant-table-row');
    expect(await days.count()).toBeGreaterThan(0);
    expect(await days.first().innerText()).toMatch(/\d{4}-\d{2}-\d{2}/);
    await expect.poll(() => panel().locator('.fee-what-if-chart canvas').count()).toBeGreaterThan(0);
    await panel().screenshot({ path: join(screenshotDir, 'fee-what-if.png') });
  });
});
