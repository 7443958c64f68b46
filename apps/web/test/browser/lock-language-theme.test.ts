import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, errorLog, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import {
  activePane,
  button,
  chooseInAccountMenu,
  dialog,
  openFromSidebar,
  sidebar,
  switchToEnglish,
  tableRows,
  toast,
} from './ui';

const background = (s: Session, selector: string) =>
  s.page
    .locator(selector)
    .first()
    .evaluate((e) => getComputedStyle(e).backgroundColor);

describe('lock, theme and language', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('asks for a lock password, then keeps every page behind the lock screen', async () => {
    await s.page.getByRole('button', { name: '锁屏' }).click();
    const form = dialog(s.page);
    await button(form, '锁屏').click();
    await expect.poll(() => form.innerText()).toContain('锁屏密码不能为空');
    await form.getByLabel('锁屏密码').fill('open-sesame');
    await button(form, '锁屏').click();
    await s.page.waitForURL('**/lock');
    await expect.poll(() => s.page.locator('body').innerText()).toContain('屏幕已锁定，输入锁屏密码解锁');
    await s.page.goto(`${baseUrl()}/basedata/park`);
    await s.page.waitForURL('**/lock');
  });

  it('stays locked on a wrong password and opens on the right one', async () => {
    const input = s.page.getByPlaceholder('请输入锁屏密码');
    await input.fill('wrong');
    await button(s.page, '解锁').click();
    await expect.poll(() => toast(s.page, '解锁密码错误，请重新输入').count()).toBe(1);
    expect(new URL(s.page.url()).pathname).toBe('/lock');
    await input.fill('open-sesame');
    await button(s.page, '解锁').click();
    await s.page.waitForURL('**/wel/index');
  });

  it('changes the theme and the colour, and keeps them after a reload', async () => {
    expect(await background(s, '.ant-layout-sider')).toBe('rgb(255, 255, 255)');
    await s.page.getByRole('button', { name: '主题' }).click();
    await s.page.locator('.theme-card', { hasText: '暗黑' }).click();
    await expect.poll(() => background(s, '.ant-layout-sider')).toBe('rgb(0, 21, 41)');
    await s.page.getByRole('button', { name: '#F5222D' }).click();
    const selectedTop = '.shell-top-menu .ant-menu-item-selected';
    await expect
      .poll(() => s.page.locator(selectedTop).evaluate((e) => getComputedStyle(e).color))
      .toBe('rgb(245, 34, 45)');
    await s.page.reload();
    await expect.poll(() => background(s, '.ant-layout-sider')).toBe('rgb(0, 21, 41)');
    await s.page.getByRole('button', { name: '主题' }).click();
    await s.page.locator('.theme-card', { hasText: '白色' }).click();
    await s.page.getByRole('button', { name: '#409EFF' }).click();
    await expect.poll(() => background(s, '.ant-layout-sider')).toBe('rgb(255, 255, 255)');
    await s.page.keyboard.press('Escape');
  });

  it('switches to English, retitling the page, with the language in use disabled', async () => {
    await s.page.getByRole('button', { name: '语言' }).click();
    expect(await s.page.getByRole('menuitem', { name: '中文' }).getAttribute('aria-disabled')).toBe('true');
    await switchToEnglish(s.page);
    await expect.poll(() => sidebar(s.page).innerText()).toContain('Base data');
    await expect.poll(() => s.page.title()).toMatch(/^Dashboard - /);
    expect(await s.page.locator('.shell-tabs .ant-tabs-tab').first().innerText()).toBe('Dashboard');
    await expect.poll(() => s.page.locator('body').innerText()).toContain('Welcome back');
    await screenshot(s.page, 'home-en');
    await s.page.getByRole('button', { name: 'Language' }).click();
    expect(await s.page.getByRole('menuitem', { name: 'English' }).getAttribute('aria-disabled')).toBe('true');
    await s.page.keyboard.press('Escape');
  });

  it('shows a list in English too', async () => {
    await openFromSidebar(s.page, 'Base data', 'Village');
    await s.page.waitForURL('**/basedata/village');
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    const head = await activePane(s.page).locator('.ant-table-thead').innerText();
    expect(head).toContain('Village name');
    expect(head).toContain('Actions');
    await expect.poll(() => s.page.title()).toMatch(/^Village - /);
    await screenshot(s.page, 'list-en');
  });

  it('recorded no uncaught error on the way', async () => {
    expect(await errorLog(s.page)).toEqual([]);
  });

  it('logs out to an English sign-in page', async () => {
    const confirm = s.page.locator('.ant-modal-confirm').first();
    await chooseInAccountMenu(s.page, /Log out/, confirm);
    // a click while the dialog still zooms in can land beside the button on a loaded machine
    await expect.poll(async () => (await confirm.getAttribute('class')) ?? '').not.toContain('ant-zoom');
    await button(confirm, 'OK').click();
    // the token is revoked on the server before the page leaves; a loaded CI machine can take a while
    await confirm.waitFor({ state: 'detached', timeout: 60_000 });
    await s.page.waitForURL('**/login', { timeout: 60_000 });
    await expect.poll(() => s.page.locator('.login-card-title').innerText()).toBe('Sign in');
    await screenshot(s.page, 'login-en');
    await s.page.getByRole('button', { name: '中文' }).click();
    await expect.poll(() => s.page.locator('.login-card-title').innerText()).toBe('登录');
  });

  it('fetched nothing from outside the server', () => {
    expect(s.outside).toEqual([]);
  });
});
