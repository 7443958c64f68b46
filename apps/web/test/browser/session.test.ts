import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, pictureFailures, type Session, signIn, storedToken } from './browser';
import { activePane, button, dialog, openFromSidebar, toast } from './ui';

describe('the session', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('renews the token once it reaches its age, without the user noticing', async () => {
    await signIn(s.page);
    const before = await storedToken(s.page);
    // the token is made old as the page reloads, before its scripts run: made old any earlier, the page's
    // own once-a-second check could renew it before the reload, and no call would go out with the old token
    await s.page.addInitScript(() => {
      if (sessionStorage.getItem('aged-once')) return;
      sessionStorage.setItem('aged-once', '1');
      const key = 'parking-token';
      const session = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...session, issuedAt: Date.now() - 40_000_000 }));
    });
    // the calls the page sends with the old token reach the server only once it has renewed (and so revoked) it;
    // the renewal itself waits for the first such call, so on a slow day the page's calls cannot all come after it
    let renewed = () => {};
    const afterRenewal = new Promise<void>((resolve) => {
      renewed = resolve;
    });
    let firstHeld = () => {};
    const aCallHeld = new Promise<void>((resolve) => {
      firstHeld = resolve;
    });
    let heldWithOldToken = 0;
    const renewalPath = 'api-uaa/oauth/user/refesh';
    const renewal = new RegExp(`/api/${renewalPath}`);
    const calls = new RegExp(`/api/(?!${renewalPath})`);
    await s.page.route(renewal, async (route) => {
      await aCallHeld;
      await route.fallback();
    });
    await s.page.route(calls, async (route) => {
      if (route.request().headers().authorization?.includes(before)) {
        heldWithOldToken++;
        firstHeld();
      }
      await afterRenewal;
      await route.fallback();
    });
    await s.page.reload();
    await expect.poll(() => storedToken(s.page)).not.toBe(before);
    renewed();
    expect(heldWithOldToken).toBeGreaterThan(0);
    await s.page.locator('.dashboard-welcome').waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/wel/index');
    await openFromSidebar(s.page, '基础数据', '公司');
    await s.page.waitForURL('**/basedata/company');
  });

  it('shows the server’s reason when it refuses a change', async () => {
    await openFromSidebar(s.page, '基础数据', '小区');
    await s.page.waitForURL('**/basedata/village');
    await button(activePane(s.page), '新增').click();
    const form = dialog(s.page);
    await form.getByLabel('小区名称').fill('没有公司的小区');
    await button(form, '保存').click();
    await expect.poll(() => toast(s.page, '所属公司').count()).toBe(1);
    await button(form, '取消').click();
  });

  it('signs the user out when the server no longer accepts the token', async () => {
    const token = await storedToken(s.page);
    const res = await fetch(`${baseUrl()}/api/api-uaa/oauth/remove/token`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await openFromSidebar(s.page, '基础数据', '停车场');
    await s.page.waitForURL(/\/login/);
    await s.page.locator('#login-username').waitFor();
    expect(await s.page.evaluate(() => localStorage.getItem('parking-token'))).toBeNull();
  });

  it('fetched nothing from outside the server', () => {
    expect(s.outside).toEqual([]);
  });
});
