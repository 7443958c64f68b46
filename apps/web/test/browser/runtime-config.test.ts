import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, pictureFailures, type Session, signIn } from './browser';
import { startServer } from './global-setup';
import { activePane, openFromSidebar } from './ui';

// The same build, started with its own client secret and port: the console takes them from the server.

const clientSecret = `browser-test-${Date.now()}`;
const basic = (secret: string) => `Basic ${Buffer.from(`console:${secret}`).toString('base64')}`;

describe('a console started with its own settings', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let s: Session;
  beforeAll(async () => {
    server = await startServer({ CLIENT_SECRET: clientSecret, ADMIN_PASSWORD: 'Parking@2026' });
    s = await openBrowser('zh-CN', server.baseUrl);
  });
  afterAll(async () => {
    await s?.close();
    await server?.stop();
  });
  pictureFailures(() => s);

  it('refuses the default secret and signs in with the one the server was started with', async () => {
    const token = (secret: string) =>
      fetch(`${server.baseUrl}/api/api-uaa/oauth/user/token`, {
        method: 'POST',
        headers: { Authorization: basic(secret), 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Parking@2026' }),
      }).then((r) => r.json() as Promise<{ success: boolean }>);
    expect((await token('console-secret')).success).toBe(false);
    expect((await token(clientSecret)).success).toBe(true);
    await signIn(s.page, 'admin', 'Parking@2026', server.baseUrl);
    expect(s.outside).toEqual([]);
  });

  it('opens the API documents on its own host and port', async () => {
    await openFromSidebar(s.page, '开发工具', '接口文档');
    await s.page.waitForURL('**/myiframe/**');
    const frame = activePane(s.page).locator('iframe');
    expect(await frame.getAttribute('src')).toBe(`${server.baseUrl}/api/docs`);
    await expect
      .poll(() => frame.contentFrame().locator('.swagger-ui .info .title').innerText(), { timeout: 30_000 })
      .toContain('Parking back office API');
    expect(s.outside).toEqual([]);
  });
});
