import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, pictureFailures, type Session, signIn } from './browser';
import { activePane, button, clickInHeader, openFromSidebar, sidebar, tableRows } from './ui';

const path = (s: Session) => new URL(s.page.url()).pathname;
const tabs = (s: Session) => s.page.locator('.shell-tabs .ant-tabs-tab');

describe('finding one’s way', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('opens a list from the sidebar in its own tab', async () => {
    await openFromSidebar(s.page, '基础数据', '停车场');
    await s.page.waitForURL('**/basedata/park');
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    expect(await activePane(s.page).locator('.ant-table-thead').innerText()).toContain('停车场名称');
    expect(await tabs(s).allInnerTexts()).toEqual(['首页', '停车场']);
    expect(await s.page.title()).toContain('停车场');
  });

  it('opens a page from the search popup by the start of its name', async () => {
    await s.page.getByRole('button', { name: '搜索菜单' }).click();
    const popup = s.page.getByRole('dialog');
    await expect.poll(() => popup.innerText()).toContain('按 Esc 关闭');
    await popup.getByRole('textbox').fill('小区');
    const results = popup.locator('.shell-search-item');
    expect(await results.allInnerTexts()).toEqual([expect.stringContaining('小区')]);
    await results.first().click();
    await s.page.waitForURL('**/basedata/village');
    await expect.poll(() => activePane(s.page).locator('.ant-table-thead').innerText()).toContain('小区名称');
  });

  it('closes the search popup with Esc', async () => {
    await s.page.getByRole('button', { name: '搜索菜单' }).click();
    await s.page.getByRole('dialog').getByRole('textbox').press('Escape');
    await expect.poll(() => s.page.getByRole('dialog').count()).toBe(0);
  });

  it('finds a page from the top search by any part of its path', async () => {
    const box = s.page.getByRole('combobox', { name: '搜索菜单名称或路径' });
    await box.fill('adminmenu');
    await s.page.locator('.ant-select-item-option').filter({ hasText: '/system/adminMenu' }).click();
    await s.page.waitForURL('**/system/adminMenu');
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    await expect.poll(() => tabs(s).allInnerTexts()).toEqual(['首页', '停车场', '小区', '菜单']);
  });

  it('keeps what was typed in a tab while another tab is in front', async () => {
    await tabs(s).filter({ hasText: '小区' }).click();
    const name = activePane(s.page).getByLabel('小区名称');
    await name.fill('阳光');
    await tabs(s).filter({ hasText: '首页' }).click();
    await s.page.waitForURL('**/wel/index');
    await tabs(s).filter({ hasText: '小区' }).click();
    await s.page.waitForURL('**/basedata/village');
    expect(await activePane(s.page).getByLabel('小区名称').inputValue()).toBe('阳光');
  });

  it('closes the other tabs from the right-click menu, never the first', async () => {
    await tabs(s).getByText('小区').click({ button: 'right' });
    await s.page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => tabs(s).allInnerTexts()).toEqual(['首页', '小区']);
    await tabs(s).getByText('小区').click({ button: 'right' });
    await s.page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expect.poll(() => tabs(s).allInnerTexts()).toEqual(['首页']);
    expect(path(s)).toBe('/wel/index');
    expect(await tabs(s).first().locator('.ant-tabs-tab-remove').count()).toBe(0);
  });

  it('fills the sidebar with a top menu’s routes and opens its first page', async () => {
    await clickInHeader(s.page, s.page.locator('.shell-top-menu').getByText('系统管理'));
    await s.page.waitForURL('**/system/user');
    await expect.poll(() => sidebar(s.page).innerText()).toContain('用户');
    expect(await sidebar(s.page).innerText()).not.toContain('基础数据');
    await clickInHeader(s.page, s.page.locator('.shell-top-menu').getByText('全部'));
    await expect.poll(() => sidebar(s.page).innerText()).toContain('基础数据');
  });

  it('refreshes the page in front', async () => {
    await openFromSidebar(s.page, '基础数据', '公司');
    await s.page.waitForURL('**/basedata/company');
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    await s.page.getByRole('button', { name: '刷新' }).click();
    await expect.poll(() => s.page.locator('.anticon-reload.anticon-spin').count()).toBe(1);
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
  });

  it('shows the not-found page for an address nobody knows', async () => {
    await s.page.goto(`${baseUrl()}/no/such/page`);
    await s.page.waitForURL('**/404');
    await expect.poll(() => s.page.locator('body').innerText()).toContain('抱歉，您访问的页面不存在。');
    await button(s.page, '返回首页').click();
    await s.page.waitForURL('**/wel/index');
  });

  it('fetched nothing from outside the server', () => {
    expect(s.outside).toEqual([]);
  });
});
