import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, pictureFailures, type Session, signIn } from './browser';
import { startServer } from './global-setup';
import { activePane, button, tableRows } from './ui';

// A server of its own, where any export of more than 50 rows is written in the background.

describe('a large export written in the background', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let s: Session;
  beforeAll(async () => {
    server = await startServer({ EXPORT_BACKGROUND_ROWS: '50', ADMIN_PASSWORD: 'Parking@2026' });
    s = await openBrowser('zh-CN', server.baseUrl);
    await signIn(s.page, 'company_a', 'Demo@2026', server.baseUrl);
  });
  afterAll(async () => {
    await s?.close();
    await server?.stop();
  });
  pictureFailures(() => s);

  it('shows a progress bar, then a link that downloads the file', async () => {
    await s.page.goto(`${server.baseUrl}/static/inoutRecord`);
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    await button(activePane(s.page), '导出').click();
    const notice = s.page.locator('.ant-notification-notice', { hasText: '后台导出' });
    await notice.waitFor();
    await expect.poll(() => notice.locator('.ant-progress').count()).toBe(1);
    const get = button(notice, '下载文件');
    await get.waitFor({ timeout: 30_000 });
    expect(await notice.innerText()).toMatch(/导出完成，共 \d+ 行/);
    const [download] = await Promise.all([s.page.waitForEvent('download'), get.click()]);
    expect(download.suggestedFilename()).toMatch(/^进出记录.*\.xlsx$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('lists the export on "My exports" with its size, downloads and deletes it', async () => {
    await button(s.page.locator('.ant-notification-notice'), '查看我的导出').click();
    await s.page.waitForURL('**/static/myExports');
    const row = tableRows(s.page).first();
    await expect.poll(() => row.innerText()).toContain('已完成');
    expect(await row.innerText()).toMatch(/\d+(\.\d)? KB/);
    const [download] = await Promise.all([s.page.waitForEvent('download'), button(row, '下载文件').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await button(row, '删除').click();
    await button(s.page.locator('.ant-popover:visible'), '确定').click();
    await expect.poll(() => tableRows(s.page).count()).toBe(0);
  });
});
