import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, clickRowAction, dialog, openFromSidebar, tableRows, toast } from './ui';

/** Unique per run, so a run against a server already holding earlier rows still counts only its own. */
const prefix = `浏览器分页${Math.floor(Math.random() * 9000 + 1000)}-`;

const added = `${prefix}新增`;

describe('the generic list page, on villages', () => {
  let s: Session;
  beforeAll(async () => {
    const token = await apiToken();
    for (let i = 1; i <= 12; i++) {
      const name = `${prefix}${String(i).padStart(2, '0')}`;
      await api(token, 'POST', 'updown/baseVillage/submit', { name, companyId: 1, address: `测试路${i}号` });
    }
    s = await openBrowser();
    await signIn(s.page);
    await openFromSidebar(s.page, '基础数据', '小区');
    await s.page.waitForURL('**/basedata/village');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);
  const search = async (name: string) => {
    await pane().getByLabel('小区名称').fill(name);
    await button(pane(), '查询').click();
  };
  const rowTexts = () => tableRows(s.page).allInnerTexts();

  it('searches by name and pages through the result', async () => {
    await search(prefix);
    await expect.poll(() => pane().locator('.ant-pagination-total-text').innerText()).toContain('总共 12 条');
    expect(await tableRows(s.page).count()).toBe(10);
    await pane().locator('.ant-pagination-item-2').click();
    await expect.poll(() => tableRows(s.page).count()).toBe(2);
    const rows = await rowTexts();
    expect(rows[0]).toMatch(/^\s*11\s/);
    expect(rows[1]).toMatch(/^\s*12\s/);
    expect(rows.join('\n')).toContain('云停智慧停车运营有限公司');
    await expect.poll(() => toast(s.page, '获取成功').count()).toBeGreaterThan(0);
    await screenshot(s.page, 'list-zh');
  });

  it('adds a row, refusing a phone that breaks the rules first', async () => {
    await button(pane(), '新增').click();
    const form = dialog(s.page);
    await expect.poll(() => form.innerText()).toContain('新增小区');
    await form.getByLabel('小区名称').fill(added);
    await form.getByLabel('所属公司').click();
    await s.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '云停智慧停车运营有限公司' })
      .click();
    await form.getByLabel('联系电话').fill('1380013');
    await button(form, '保存').click();
    await expect.poll(() => form.innerText()).toContain('手机号码长度不是11位');
    await form.getByLabel('联系电话').fill('13800138000');
    await button(form, '保存').click();
    await expect.poll(() => toast(s.page, '新增成功').count()).toBe(1);
    await search(added);
    await expect.poll(() => rowTexts()).toEqual([expect.stringContaining('13800138000')]);
  });

  it('edits the row and shows the change', async () => {
    await clickRowAction(s.page, tableRows(s.page).first(), '编辑');
    const form = dialog(s.page);
    await expect.poll(() => form.getByLabel('小区名称').inputValue()).toBe(added);
    await form.getByLabel('地址').fill('浏览器路1号');
    await button(form, '保存').click();
    await expect.poll(() => toast(s.page, '修改成功').count()).toBe(1);
    await expect.poll(() => rowTexts()).toEqual([expect.stringContaining('浏览器路1号')]);
  });

  it('views the row without changing it', async () => {
    await clickRowAction(s.page, tableRows(s.page).first(), '查看');
    const view = dialog(s.page);
    await expect.poll(() => view.innerText()).toContain('浏览器路1号');
    expect(await view.innerText()).toContain('查看小区');
    expect(await view.getByRole('textbox').count()).toBe(0);
    expect(await view.innerText()).toContain('锁定\n否');
    await button(view, '关闭').click();
    await expect.poll(() => s.page.locator('.ant-modal:visible').count()).toBe(0);
  });

  it('deletes the row after a warning naming its row, and it stays gone after a reload', async () => {
    await clickRowAction(s.page, tableRows(s.page).first(), '删除');
    const confirm = s.page.locator('.ant-modal-confirm:visible');
    await expect.poll(() => confirm.innerText()).toContain('此操作将永久删除序号为 1 的数据，是否继续？');
    expect(await confirm.locator('.anticon-exclamation-circle').count()).toBe(1);
    await button(confirm, '确定').click();
    await expect.poll(() => toast(s.page, '删除成功').count()).toBe(1);
    await expect.poll(() => tableRows(s.page).count()).toBe(0);
    await s.page.reload();
    await search(added);
    await expect.poll(() => pane().locator('.ant-table-placeholder').count()).toBe(1);
    expect(await tableRows(s.page).count()).toBe(0);
  });

  it('deletes the selected rows together', async () => {
    await search(prefix);
    await expect.poll(() => tableRows(s.page).count()).toBe(10);
    await tableRows(s.page).nth(0).locator('.ant-checkbox-input').check();
    await tableRows(s.page).nth(1).locator('.ant-checkbox-input').check();
    await button(pane(), '批量删除').click();
    const confirm = s.page.locator('.ant-modal-confirm:visible');
    await expect.poll(() => confirm.innerText()).toContain('此操作将永久删除选中的 2 条数据，是否继续？');
    await button(confirm, '确定').click();
    await expect.poll(() => pane().locator('.ant-pagination-total-text').innerText()).toContain('总共 10 条');
  });

  it('exports what the search found as a spreadsheet', async () => {
    const [download] = await Promise.all([s.page.waitForEvent('download'), button(pane(), '导出').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = await download.path();
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('searches a time range by whole days, with a seven-day shortcut', async () => {
    await s.page.goto(`${baseUrl()}/static/inoutRecord`);
    await expect.poll(() => pane().locator('.ant-table-thead').innerText()).toContain('入场时间');
    await pane().getByLabel('入场时间').first().click();
    await s.page.locator('.ant-picker-dropdown:visible .ant-picker-presets li', { hasText: '最近 7 天' }).click();
    const [listCall] = await Promise.all([
      s.page.waitForRequest((r) => r.url().includes('/api/updown/') && r.url().includes('inTimeStart')),
      button(pane(), '查询').click(),
    ]);
    const query = new URL(listCall.url()).searchParams;
    const day = (offset: number) => {
      const d = new Date(Date.now() + offset * 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    expect(query.get('inTimeStart')).toBe(`${day(-7)} 00:00:00`);
    expect(query.get('inTimeEnd')).toBe(`${day(0)} 23:59:59`);
    expect(query.get('current')).toBe('1');
    expect(query.get('size')).toBe('10');
  });

  it('fetched nothing from outside the server', () => {
    expect(s.outside).toEqual([]);
  });
});
