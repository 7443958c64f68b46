import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, tableRows } from './ui';

type RateRow = { parkName: string; sectionName: string; rate: number; occupiedMinutes: number };

describe('the berth rate page', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it("shows the demo roadside park's sections with the rate the server counts from their stays", async () => {
    const token = await apiToken('company_a', 'Demo@2026');
    // the page's last seven days are the browser's own dates: the same days are asked here, whatever the hour
    const [startDate, endDate] = await s.page.evaluate(() => {
      const day = (d: Date) =>
        `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      const end = new Date();
      return [day(new Date(end.getFullYear(), end.getMonth(), end.getDate() - 6)), day(end)];
    });
    const answer = await api<{ data: RateRow[] }>(
      token,
      'GET',
      `updown/roadstatic/getBerthRate?size=100&startDate=${startDate}&endDate=${endDate}`,
    );
    const busy = answer.data.find((r) => r.parkName === '世纪大道路侧停车' && r.occupiedMinutes > 0);
    expect(busy, 'the demo has roadside stays in the last week').toBeTruthy();

    await s.page.goto(`${baseUrl()}/rdstatic/berthRate`);
    const row = tableRows(s.page)
      .filter({ hasText: busy?.sectionName ?? '' })
      .filter({ hasText: '世纪大道路侧停车' });
    await expect.poll(() => row.count()).toBeGreaterThan(0);
    expect(await row.first().innerText()).toContain(`${busy?.rate.toFixed(2)}%`);
    await expect
      .poll(() => activePane(s.page).locator('.ant-statistic-content').first().innerText())
      .toMatch(/\d+\.\d{2}\s*%/);
    await expect.poll(() => activePane(s.page).locator('.report-chart canvas').count()).toBeGreaterThan(0);
    await screenshot(s.page, 'roadside-berth-rate');
  });

  it('opens the other roadside reports and the shift page with rows from the demo', async () => {
    for (const [path, rows] of [
      ['/rdstatic/groupSummary', 1],
      ['/rdstatic/groupEmployee', 1],
      ['/rdstatic/parktime', 5],
    ] as const) {
      await s.page.goto(`${baseUrl()}${path}`);
      await expect.poll(() => tableRows(s.page).count(), { message: path }).toBeGreaterThanOrEqual(rows);
    }
    await s.page.goto(`${baseUrl()}/static/changeShift`);
    const shift = tableRows(s.page).filter({ hasText: '北门岗亭' });
    await expect.poll(() => shift.count()).toBeGreaterThan(0);
    expect(await shift.first().innerText()).toMatch(/¥\d+\.\d{2}/);
    await screenshot(s.page, 'roadside-shifts');
  });
});
