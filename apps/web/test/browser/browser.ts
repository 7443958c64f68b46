import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

const chromiumPath = () => execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim();

export const screenshotDir = resolve(import.meta.dirname, '../../screenshots');

export type Session = { context: BrowserContext; page: Page; outside: string[]; close: () => Promise<void> };

/**
 * A fresh Chromium profile. Any request leaving the test server is refused and remembered, so a test
 * can prove the console fetches nothing from the internet.
 */
export async function openBrowser(locale = 'zh-CN', server = baseUrl()): Promise<Session> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'parking-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1440, height: 900 },
    locale,
    acceptDownloads: true,
  });
  const outside: string[] = [];
  const origin = new URL(server).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    outside,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(
  page: Page,
  username = 'admin',
  password = 'Parking@2026',
  server = baseUrl(),
): Promise<void> {
  await page.goto(`${server}/login`);
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL('**/wel/index');
  await page.locator('.dashboard-welcome').waitFor();
}

/** Keeps a picture of the page when a test fails, beside the review screenshots. */
export function pictureFailures(session: () => Session | undefined): void {
  afterEach(async (ctx) => {
    const s = session();
    if (s && ctx.task.result?.state === 'fail') {
      const name = ctx.task.name.replace(/[^\w\u4e00-\u9fff]+/g, '-').slice(0, 60);
      await screenshot(s.page, `failed-${name}`).catch(() => undefined);
    }
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.mouse.move(700, 600);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** The access token the console holds, as a person's browser would keep it. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('parking-token'));
  const token = raw ? (JSON.parse(raw) as { accessToken?: string }).accessToken : undefined;
  if (!token) throw new Error('no token stored');
  return token;
}

export const visibleText = (page: Page) => page.locator('body').innerText();

const basic = `Basic ${Buffer.from('console:console-secret').toString('base64')}`;

/** Signs in through the API, for preparing data the way another operator would. */
export async function apiToken(username = 'admin', password = 'Parking@2026'): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/api-uaa/oauth/user/token`, {
    method: 'POST',
    headers: { Authorization: basic, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { data?: { accessToken?: string } };
  if (!body.data?.accessToken) throw new Error(`cannot sign in ${username}: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as { success: boolean; data: T; msg: string };
  if (!answer.success) throw new Error(`${method} ${path}: ${answer.msg}`);
  return answer.data;
}

/** The console's own log of uncaught errors, as the error-log dialog would list it. */
export async function errorLog(page: Page): Promise<{ type: string; message: string }[]> {
  const raw = await page.evaluate(() => localStorage.getItem('parking-errorLog'));
  return raw ? (JSON.parse(raw) as { type: string; message: string }[]) : [];
}
