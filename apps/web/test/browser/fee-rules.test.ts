import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, pictureFailures, type Session, screenshot, screenshotDir, signIn } from './browser';
import { activePane, button, openFromSidebar, tableRows } from './ui';

describe('the fee-rule page', () => {
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
  const period = (i: number) => editor().locator('.fee-period').nth(i);

  it('lists the parks’ fee rules', async () => {
    await expect
      .poll(() => tableRows(s.page).allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('世纪广场分时段收费')]));
  });

  it('offers every mode; a day-and-night rule shows its two windows', async () => {
    await editor().locator('.ant-select-selector').first().click();
    const options = s.page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect
      .poll(() => options.allInnerTexts())
      .toEqual(['24小时循环', '12小时循环', '自然日', '白天夜间分时段', '阶梯收费', '按次收费']);
    await options.filter({ hasText: '白天夜间分时段' }).click();
    await expect.poll(() => editor().locator('.fee-period').count()).toBe(2);
    expect(await period(0).getByLabel('开始(HH:mm)').inputValue()).toBe('08:00');
    expect(await period(1).getByLabel('开始(HH:mm)').inputValue()).toBe('20:00');
  });

  it('tries a stay: 08:00-20:00 first hour 5 yuan then 2 yuan per 30 minutes; in 10:00 out 12:10 is 11 yuan', async () => {
    await period(0).getByLabel('首段时长(分钟)').fill('60');
    await period(0).getByLabel('首段价格').fill('5');
    await period(0).getByLabel('计费单位(分钟)').fill('30');
    await period(0).getByLabel('单位价格').fill('2.345');
    await expect.poll(() => period(0).innerText()).toContain('单位价格按元填写，最多两位小数');
    await period(0).getByLabel('单位价格').fill('2');
    await period(1).getByLabel('单位价格').fill('1');
    const tryPanel = pane().locator('.fee-try');
    await tryPanel.getByLabel('入场时间').fill('2026-11-18 10:00:00');
    await tryPanel.getByLabel('出场时间').fill('2026-11-18 12:10:00');
    await button(tryPanel, '计算').click();
    await expect.poll(() => tryPanel.locator('.fee-try-total').innerText()).toContain('11.00');
    const lines = tryPanel.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => lines.count()).toBe(2);
    const texts = await lines.allInnerTexts();
    expect(texts[0]).toMatch(/2026-11-18 10:00:00\s+2026-11-18 11:00:00\s+60\s+首段\s+5\.00/);
    expect(texts[1]).toMatch(/2026-11-18 11:00:00\s+2026-11-18 12:10:00\s+70\s+计时\s+6\.00/);
    await screenshot(s.page, 'fee-rules');
    await pane()
      .locator('.fee-rule-editor')
      .screenshot({ path: join(screenshotDir, 'fee-rules-editor.png') });
    await tryPanel.screenshot({ path: join(screenshotDir, 'fee-rules-try.png') });
  });
});
