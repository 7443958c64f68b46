import { join } from 'node:path';
import dayjs from 'dayjs';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiToken,
  baseUrl,
  openBrowser,
  pictureFailures,
  type Session,
  screenshot,
  screenshotDir,
  signIn,
} from './browser';
import { activePane, button, openFromSidebar, settledDialog, toast } from './ui';

/** Types a date and time into a picker as a person would, and confirms it with Enter. */
async function typeDateTime(input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(text);
}

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
  const tryPanel = () => pane().locator('.fee-try');
  const plazaSet = () => pane().locator('.fee-rule-set', { hasText: '世纪广场分时段收费' });
  const dayNightRow = () => plazaSet().locator('.fee-rule-list tr.ant-table-row', { hasText: '白天夜间分时段' });
  const total = () => tryPanel().locator('.fee-try-total').innerText();

  const tryStay = async (from: string, to: string) => {
    await typeDateTime(tryPanel().getByLabel('入场时间'), from);
    await typeDateTime(tryPanel().getByLabel('出场时间'), to);
    await button(tryPanel(), '计算').click();
  };

  it('offers every mode for a new rule; a day-and-night rule shows its two windows on clocks', async () => {
    await editor().locator('.ant-form-item', { hasText: '收费模式' }).locator('.ant-select-selector').click();
    const options = s.page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect
      .poll(() => options.allInnerTexts())
      .toEqual(['24小时循环', '12小时循环', '自然日', '白天夜间分时段', '阶梯收费', '按次收费']);
    await options.filter({ hasText: '白天夜间分时段' }).click();
    await expect.poll(() => editor().locator('.fee-period').count()).toBe(2);
    expect(await period(0).getByLabel('开始时间').inputValue()).toBe('08:00');
    expect(await period(1).getByLabel('开始时间').inputValue()).toBe('20:00');
  });

  it('tries the edited rule: 08:00-20:00 first hour 5 yuan then 2 yuan per 30 minutes; 10:00-12:10 is 11 yuan', async () => {
    await period(0).getByLabel('首段时长(分钟)').fill('60');
    await period(0).getByLabel('首段价格').fill('5');
    await period(0).getByLabel('计费单位(分钟)').fill('30');
    await period(0).getByLabel('单位价格').fill('2.345');
    await expect.poll(() => period(0).innerText()).toContain('单位价格按元填写，最多两位小数');
    await period(0).getByLabel('单位价格').fill('2');
    await period(1).getByLabel('单位价格').fill('1');
    await tryStay('2026-11-18 10:00', '2026-11-18 12:10');
    await expect.poll(total).toContain('11.00');
    const lines = tryPanel().locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => lines.count()).toBe(2);
    const texts = await lines.allInnerTexts();
    expect(texts[0]).toMatch(/2026-11-18 10:00:00\s+2026-11-18 11:00:00\s+60\s+首段\s+¥5\.00/);
    expect(texts[1]).toMatch(/2026-11-18 11:00:00\s+2026-11-18 12:10:00\s+70\s+计时\s+¥6\.00/);
    await tryPanel().screenshot({ path: join(screenshotDir, 'fee-rules-try.png') });
  });

  it("lists a park's rule set and its rules in words, prices in yuan", async () => {
    await pane().locator('#fee-rule-park').click();
    await s.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '世纪广场停车场' }).click();
    await expect.poll(() => plazaSet().locator('.fee-rule-list tr.ant-table-row').count()).toBe(3);
    await expect.poll(() => plazaSet().innerText()).toContain('VIP 车');
    const set = await plazaSet().innerText();
    expect(set).toContain('当前计费使用');
    expect(set).toContain('每次 ¥20.00');
    const dayNight = await dayNightRow().innerText();
    expect(dayNight).toContain('08:00-20:00，首 60 分钟 ¥6.00，每 30 分钟 ¥3.00');
    expect(dayNight).toContain('20:00-08:00，每 60 分钟 ¥1.00，时段封顶 ¥10.00');
    expect(dayNight).toContain('每周期 ¥50.00');
  });

  it('loads the saved rule into the editor and tries it as saved: 10:00-12:10 is 15 yuan', async () => {
    await button(dayNightRow(), '载入编辑').click();
    await expect
      .poll(() => editor().locator('.fee-rule-target').innerText())
      .toContain('正在编辑：世纪广场分时段收费 · 全部区域 · 全部车型 · 白天夜间分时段');
    await expect.poll(() => period(0).getByLabel('首段价格').inputValue()).toBe('6');
    expect(await period(0).getByLabel('单位价格').inputValue()).toBe('3');
    expect(await period(1).getByLabel('开始时间').inputValue()).toBe('20:00');
    await tryPanel().locator('.fee-try-source').getByText('已保存的规则').click();
    await tryStay('2026-11-18 10:00', '2026-11-18 12:10');
    await expect.poll(total).toContain('15.00');
  });

  it('changes the day unit price to 3.50 yuan and saves it over the same rule; the next trial uses it', async () => {
    await period(0).getByLabel('单位价格').fill('3.5');
    await button(editor(), '保存').click();
    await expect.poll(() => toast(s.page, '已保存').count()).toBeGreaterThan(0);
    await expect.poll(() => dayNightRow().innerText()).toContain('每 30 分钟 ¥3.50');
    expect(await plazaSet().locator('.fee-rule-list tr.ant-table-row').count()).toBe(3);
    await button(tryPanel(), '计算').click();
    // first hour 6 yuan, then three started half hours at 3.50
    await expect.poll(total).toContain('16.50');
    expect(await tryPanel().locator('.fee-try-total').innerText()).toContain('已保存的规则');
  });

  it('picks holidays on the calendar and stores them as the comma list', async () => {
    const month = dayjs().format('YYYY-MM');
    await button(plazaSet(), '编辑').click();
    const d = await settledDialog(s.page);
    await d.locator('.fee-holidays').click();
    const calendar = s.page.locator('.ant-picker-dropdown:visible');
    // each day is picked once the calendar shows it picked: a click while it still opens is lost
    for (const day of ['10', '11']) {
      const cell = calendar.locator(`td[title="${month}-${day}"]`);
      await expect
        .poll(async () => {
          if (!/selected/.test((await cell.getAttribute('class')) ?? '')) await cell.click();
          return cell.getAttribute('class');
        })
        .toMatch(/selected/);
    }
    await d.locator('.ant-modal-title').click();
    await button(d, '保存').click();
    await expect.poll(() => plazaSet().locator('.fee-rule-set-holidays').innerText()).toBe(`${month}-10、${month}-11`);
    const token = await apiToken();
    const [set] = await api<{ id: number; holidays: string }[]>(
      token,
      'GET',
      `updown/parkFeeRule/parkRules?PKID=${await plazaParkId(token)}`,
    );
    expect(set?.holidays).toBe(`${month}-10,${month}-11`);
  });

  it('disables and enables the set from its card', async () => {
    const toggle = plazaSet().locator('.fee-rule-set-switch');
    await toggle.click();
    await expect.poll(() => plazaSet().locator('.ant-card-head').innerText()).toContain('停用');
    await toggle.click();
    await expect.poll(() => plazaSet().locator('.ant-card-head').innerText()).toContain('当前计费使用');
  });

  it('looks right at 1440x900', async () => {
    await screenshot(s.page, 'fee-rules');
    await editor().screenshot({ path: join(screenshotDir, 'fee-rules-editor.png') });
    await tryPanel().scrollIntoViewIfNeeded();
    await s.page.screenshot({ path: join(screenshotDir, 'fee-rules-trial.png') });
  });
});

async function plazaParkId(token: string): Promise<number> {
  const parks = await api<{ data: { id: number; parkName: string }[] }>(token, 'GET', 'updown/basePark/list?size=100');
  const park = parks.data.find((p) => p.parkName === '世纪广场停车场');
  if (!park) throw new Error('no plaza park');
  return park.id;
}

describe('the fee-rule page in English, for a company administrator', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
    await s.page.evaluate(() => localStorage.setItem('parking-language', '"en"'));
    await s.page.goto(`${baseUrl()}/car/parkfeerule`);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it("shows a park's rules in words, in English only, with the administrator's buttons", async () => {
    const pane = activePane(s.page);
    await pane.locator('#fee-rule-park').click();
    await s.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '阳光花园地下停车场' })
      .click();
    const set = pane.locator('.fee-rule-set', { hasText: '阳光花园标准收费' });
    await expect.poll(() => set.innerText()).toContain('first 60 min ¥5.00, ¥2.00 per 30 min');
    const text = await set.innerText();
    expect(text).toContain('Prices stays now');
    expect(text).toContain('Every area');
    expect(text).not.toMatch(/全部|每次|当前计费/);
    expect(await button(set, 'Add a rule').count()).toBe(1);
    await screenshot(s.page, 'fee-rules-en');
  });
});
