import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, openFromSidebar } from './ui';

type Page<T> = { total: number; data: T[] };

/** What a chart says it draws: ECharts writes its series, names and values into the container's aria-label. */
const chartText = async (s: Session, testId: string) =>
  (await activePane(s.page).getByTestId(testId).getAttribute('aria-label', { timeout: 5_000 })) ?? '';

describe('dashboards and summary reports', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('the home page draws its charts from the day summaries, with their legends', async () => {
    await s.page.goto(`${new URL(s.page.url()).origin}/wel/index`);
    const charts = activePane(s.page).locator('.figure-chart');
    await expect.poll(() => charts.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
    await expect.poll(() => activePane(s.page).locator('.figure-chart canvas').count()).toBeGreaterThanOrEqual(6);
    const labels = await charts.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    const all = labels.join('\n');
    // the pay-way share names the pay ways the demo's drivers used, the release share how they left
    expect(all).toMatch(/微信|支付宝|现金/);
    expect(all).toMatch(/缴费放行|月卡放行|免费放行/);
    expect(await activePane(s.page).getByTestId('figure-unavailable').count()).toBe(0);
    await screenshot(s.page, 'home-dashboard');
  });

  it('the live view lists the company’s parks with their stalls and today’s takings in yuan', async () => {
    await openFromSidebar(s.page, '首页', '数据看板');
    await s.page.waitForURL('**/wel/dashboard');
    const live = await api<{ totals: { takings: number; parks: number } }>(
      await apiToken('company_a', 'Demo@2026'),
      'GET',
      'updown/staticFirst/getParkLive',
    );
    await expect
      // the figure groups its thousands, as the console's other totals do
      .poll(async () => (await activePane(s.page).getByTestId('live-takings').innerText()).replace(/,/g, ''))
      .toContain((live.totals.takings / 100).toFixed(2));
    await expect
      .poll(() => activePane(s.page).locator('.ant-table-tbody tr.ant-table-row').count())
      .toBe(live.totals.parks);
    await expect.poll(() => chartText(s, 'chart-live'), { timeout: 15_000 }).toContain('在场车辆');
    await screenshot(s.page, 'live-dashboard');
  });

  it('the park charts of one park and one day count the entries the in/out list holds for them', async () => {
    const token = await apiToken('company_a', 'Demo@2026');
    // the demo's busiest day of its busiest park
    const days = await api<Page<{ parkId: number; day: string; entries: number }>>(
      token,
      'GET',
      'updown/staticSum/list?size=200',
    );
    const busiest = [...days.data].sort((a, b) => b.entries - a.entries)[0];
    expect(busiest?.entries).toBeGreaterThan(0);
    const parks = await api<Page<{ id: number; parkName: string }>>(token, 'GET', 'updown/basePark/list?size=200');
    const park = parks.data.find((p) => p.id === busiest?.parkId);
    const day = String(busiest?.day);
    const listed = await api<Page<unknown>>(
      token,
      'GET',
      `updown/parkIORecord/list?size=1&parkId=${busiest?.parkId}&inTimeStart=${day}%2000:00:00&inTimeEnd=${day}%2023:59:59`,
    );

    await openFromSidebar(s.page, '统计报表', '车场统计图');
    await s.page.waitForURL('**/static/chartPark');
    const pane = activePane(s.page);
    await pane.getByTestId('report-park').click();
    await s.page.keyboard.type(String(park?.parkName));
    await s.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    const range = pane.getByTestId('report-period').locator('input');
    await range.first().click();
    await range.first().fill(day);
    await range.last().fill(day);
    await s.page.keyboard.press('Enter');
    await expect
      .poll(() => pane.getByTestId('total-entries').innerText(), { timeout: 15_000 })
      .toContain(String(listed.total));
    await expect.poll(() => chartText(s, 'chart-traffic'), { timeout: 15_000 }).toContain('入场车次');
    await screenshot(s.page, 'park-charts');
  });

  it('the payment charts and the monthly report show money in yuan', async () => {
    await openFromSidebar(s.page, '统计报表', '收费统计图');
    await s.page.waitForURL('**/static/chartPay');
    await expect.poll(() => chartText(s, 'chart-money'), { timeout: 15_000 }).toContain('停车收入');
    await expect.poll(() => chartText(s, 'chart-payway'), { timeout: 15_000 }).toMatch(/微信|支付宝|现金/);
    await screenshot(s.page, 'pay-charts');
    await openFromSidebar(s.page, '统计报表', '月报表');
    await s.page.waitForURL('**/static/monthlyReport');
    await expect.poll(() => chartText(s, 'chart-months'), { timeout: 15_000 }).toContain('停车收入');
    const months = await api<{ month: string; net: number }[]>(
      await apiToken('company_a', 'Demo@2026'),
      'GET',
      'updown/staticSum/getMonthFeeData',
    );
    const net = months.reduce((n, m) => n + m.net, 0);
    await expect
      .poll(() => activePane(s.page).locator('.ant-table-summary').innerText())
      .toContain((net / 100).toFixed(2));
    await screenshot(s.page, 'monthly-report');
  });
});
