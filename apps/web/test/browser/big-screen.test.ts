import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, clickRowAction, tableRows } from './ui';

describe('the big-screen wall', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('lists the saved layouts and opens one on the wall: charts drawn and figures shown', async () => {
    await s.page.goto(`${baseUrl()}/system/sysBigParkReport`);
    const row = tableRows(s.page).filter({ hasText: '运营总览' });
    await expect.poll(() => row.count()).toBe(1);
    await clickRowAction(s.page, row, '大屏展示');
    const wall = s.page.locator('.big-screen-wall');
    await wall.waitFor();
    await expect.poll(() => wall.locator('.wall-title').innerText()).toBe('停车运营总览');
    await expect.poll(() => wall.locator('.wall-tile').count()).toBe(8);
    // big numbers in yuan and charts drawn on canvases
    await expect
      .poll(() => wall.locator('[data-testid=wall-number]').first().innerText())
      .toMatch(/^¥\d[\d,]*\.\d{2}$/);
    await expect.poll(() => wall.locator('.wall-tile canvas').count()).toBeGreaterThanOrEqual(4);
    expect(await wall.locator('.wall-tile[data-figure=fee15]').innerText()).toContain('近15日收入');
    await s.page.waitForTimeout(1500); // the charts' opening animation
    await screenshot(s.page, 'big-screen-wall');
    await wall.getByRole('button', { name: /退出大屏/ }).click();
    await expect.poll(() => s.page.locator('.big-screen-wall').count()).toBe(0);
    await expect.poll(() => activePane(s.page).innerText()).toContain('运营总览');
  });
});
