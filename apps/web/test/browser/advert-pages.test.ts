import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, tableRows, toast } from './ui';

type Advert = { adverId: string; title: string; advertiser: string; state: string; shows: number; income: number };
type Order = { orderNo: string; amount: number; state: string };

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

describe('the advertising pages', () => {
  let s: Session;
  let token: string;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page, 'admin', 'Parking@2026');
    token = await apiToken();
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it("lists the platform's adverts with their earnings in yuan, opens one's week, and stops it", async () => {
    const all = await api<{ data: Advert[] }>(token, 'POST', 'updown/agency/postAdver?url=getAllAdver', {});
    const running = all.data.find((a) => a.state === 'running' && a.shows > 0);
    expect(running, 'the sandbox platform has a running advert').toBeTruthy();
    const advert = running as Advert;

    await s.page.goto(`${baseUrl()}/advert/adver`);
    await expect.poll(() => tableRows(s.page).count()).toBe(all.data.length);
    const row = tableRows(s.page).filter({ hasText: advert.adverId });
    expect(await row.innerText()).toContain(yuan(advert.income));

    await row.getByRole('button', { name: '详情' }).click();
    const drawer = s.page.locator('.ant-drawer-content:visible');
    await expect.poll(() => drawer.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(7);
    expect(await drawer.innerText()).toContain(advert.advertiser);
    await screenshot(s.page, 'advert-detail');
    await drawer.locator('.ant-drawer-close').click();

    await row.getByRole('button', { name: /停投/ }).click();
    await button(s.page.locator('.ant-popconfirm:visible'), '确定').click();
    await expect.poll(() => toast(s.page, '已停投').count()).toBeGreaterThan(0);
    await expect.poll(() => row.locator('.ant-tag').innerText()).toBe('已停投');
    const after = await api<Advert | null>(token, 'POST', 'updown/agency/postAdver?url=adverDetail', {
      adverId: advert.adverId,
    });
    expect(after?.state).toBe('stopped');
    await screenshot(s.page, 'advert-list');
  });

  it("shows the day's statistics with a total equal to the adverts' sum, and the orders in yuan", async () => {
    await s.page.goto(`${baseUrl()}/advert/adverStatic`);
    // the day the page counts, as its picker shows it
    const picker = activePane(s.page).locator('.ant-picker input');
    await expect.poll(() => picker.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const stats = await api<{ data: { shows: number; income: number }[] }>(
      token,
      'POST',
      'updown/agency/postAdver?url=park/staticDayPlat',
      { staticType: 1, staticDay: await picker.inputValue() },
    );
    const shows = stats.data.reduce((n, r) => n + r.shows, 0);
    const total = activePane(s.page).locator('.ant-table-summary tr').first();
    await expect.poll(() => total.innerText()).toContain(shows.toLocaleString('en-US'));
    await expect.poll(() => activePane(s.page).locator('.report-chart canvas').count()).toBe(2);
    await screenshot(s.page, 'advert-statistics');

    const refunded = await api<{ total: number; data: Order[] }>(
      token,
      'GET',
      'updown/plat/collect/searchAdverOrder?state=refunded&size=50',
    );
    await s.page.goto(`${baseUrl()}/advert/adverOrder`);
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(refunded.total);
    await activePane(s.page).locator('.ant-select').nth(1).click();
    await s.page.locator('.ant-select-dropdown:visible').getByText('已退款', { exact: true }).click();
    await button(activePane(s.page), '查询').click();
    await expect.poll(() => tableRows(s.page).count()).toBe(refunded.total);
    const first = refunded.data[0] as Order;
    expect(await tableRows(s.page).filter({ hasText: first.orderNo }).innerText()).toContain(yuan(first.amount));
    await screenshot(s.page, 'advert-orders');
  });
});
