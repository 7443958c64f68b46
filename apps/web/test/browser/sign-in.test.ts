import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';

const dist = resolve(import.meta.dirname, '../../dist');
const gzippedKb = (urls: Set<string>) =>
  [...urls].reduce((sum, u) => sum + gzipSync(readFileSync(join(dist, new URL(u).pathname))).length, 0) / 1000;

describe('signing in', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('loads a light sign-in page, then a home page within budget', async () => {
    const scripts = new Set<string>();
    s.page.on('response', (r) => {
      if (r.url().endsWith('.js') && r.url().includes('/assets/')) scripts.add(r.url());
    });
    await s.page.goto(`${baseUrl()}/login`);
    await s.page.locator('#login-username').waitFor();
    await s.page.waitForLoadState('networkidle');
    const loginKb = gzippedKb(scripts);
    expect(loginKb).toBeLessThanOrEqual(250);
    await screenshot(s.page, 'login-zh');
    await signIn(s.page);
    await s.page.waitForLoadState('networkidle');
    // the home page's charts (echarts, about 185 KB) arrive after its figures show
    expect(gzippedKb(scripts)).toBeLessThanOrEqual(800);
  });

  it('checks the phone with the exact messages of the rules', async () => {
    await s.context.clearCookies();
    await s.page.evaluate(() => localStorage.clear());
    await s.page.goto(`${baseUrl()}/login`);
    await s.page.getByText('手机号登录').click();
    const send = s.page.locator('.login-send-code');
    const error = s.page.locator('.login-field-error').first();
    await send.click();
    await expect.poll(() => error.innerText()).toBe('手机号码不能为空');
    await s.page.locator('#login-phone').fill('1380013');
    await send.click();
    await expect.poll(() => error.innerText()).toBe('手机号码长度不是11位');
    await s.page.locator('#login-phone').fill('12345678901');
    await send.click();
    await expect.poll(() => error.innerText()).toBe('手机号码格式不正确');
    await s.page.locator('#login-phone').fill('13800138000');
    await send.click();
    await expect.poll(() => error.innerText()).toBe('');
    await expect.poll(() => send.innerText(), { timeout: 10_000 }).toMatch(/\d+ 秒后重发/);
    expect(await send.isDisabled()).toBe(true);
  });

  it('keeps a visitor with a wrong password on the sign-in page and says why', async () => {
    await s.page.getByText('账号登录').click();
    await s.page.locator('#login-username').fill('admin');
    await s.page.locator('#login-password').fill('not-the-password');
    await s.page.locator('form button[type=submit]').click();
    await expect.poll(() => s.page.locator('.ant-message-error').count()).toBeGreaterThan(0);
    expect(new URL(s.page.url()).pathname).toBe('/login');
  });

  it('opens the home page with the takings of the day in yuan and every figure answered', async () => {
    await signIn(s.page);
    const body = s.page.locator('body');
    await expect.poll(() => body.innerText()).toContain('欢迎回来，平台管理员');
    await expect.poll(() => body.innerText()).toMatch(/今日收费\s*¥\d[\d,]*\.\d{2}/);
    expect(await s.page.getByTestId('figure-unavailable').count()).toBe(0);
    expect(await s.page.title()).toContain('首页');
    await screenshot(s.page, 'home-zh');
  });

  it('sends a signed-in user who opens /login to the home page', async () => {
    await s.page.goto(`${baseUrl()}/login`);
    await s.page.waitForURL('**/wel/index');
    expect(await s.page.locator('#login-username').count()).toBe(0);
  });

  it('sends a visitor without a token from a protected page to /login', async () => {
    await s.page.evaluate(() => localStorage.removeItem('parking-token'));
    await s.page.goto(`${baseUrl()}/basedata/park`);
    await s.page.waitForURL(/\/login/);
    await s.page.locator('#login-username').waitFor();
  });

  it('fetched nothing from outside the server', () => {
    expect(s.outside).toEqual([]);
  });
});
