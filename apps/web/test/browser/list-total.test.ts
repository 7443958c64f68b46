import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, pictureFailures, type Session, signIn } from './browser';
import { startServer } from './global-setup';
import { tableRows } from './ui';

// A server of its own that counts list totals only 20 rows past the page shown.

describe('a list with more rows than its count limit', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let s: Session;
  beforeAll(async () => {
    server = await startServer({ LIST_COUNT_LIMIT: '20', ADMIN_PASSWORD: 'Parking@2026' });
    s = await openBrowser('zh-CN', server.baseUrl);
    await signIn(s.page, 'company_a', 'Demo@2026', server.baseUrl);
  });
  afterAll(async () => {
    await s?.close();
    await server?.stop();
  });
  pictureFailures(() => s);

  it('says "more than" the rows it counted, and still pages on', async () => {
    await s.page.goto(`${server.baseUrl}/static/inoutRecord`);
    await expect.poll(() => tableRows(s.page).count()).toBe(10);
    const total = s.page.locator('.ant-pagination-total-text');
    await expect.poll(() => total.innerText()).toBe('第 1-10 条/超过 30 条');
    await s.page.locator('.ant-pagination-item-3').click();
    await expect.poll(() => total.innerText()).toBe('第 21-30 条/超过 50 条');
    expect(await tableRows(s.page).count()).toBe(10);
  });
});
