import { orderState } from '@parking/resources';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, dialog, openFromSidebar, tableRows, toast } from './ui';

type Order = { onlineOrderId: string; plateNumber: string; paidAmount: number; refundedAmount: number };

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The record drawer in front (an order, a stay). */
const drawer = (page: Page) => page.locator('.record-drawer .ant-drawer-content').last();

/** The demo traffic of a fresh start: cars inside now, paid orders, refunds given through the console. */
describe('traffic pages on the demo', () => {
  let s: Session;
  let order: Order;
  beforeAll(async () => {
    const token = await apiToken();
    const paid = await api<{ data: Order[] }>(
      token,
      'GET',
      `updown/static/getPageOnlineOrder?state=${orderState.values.paid}&size=50`,
    );
    const fresh = paid.data.find((o) => o.paidAmount >= 200 && o.refundedAmount === 0);
    if (!fresh) throw new Error('the demo holds no paid order of 2 yuan or more');
    order = fresh;
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);

  it('lists the cars inside now', async () => {
    await openFromSidebar(s.page, '统计报表', '在场车辆');
    await s.page.waitForURL('**/static/incar');
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    const text = await pane().locator('.ant-table-tbody').innerText();
    expect(text).toMatch(/[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}/);
    expect(await button(tableRows(s.page).first(), '放行').count()).toBe(1);
    await screenshot(s.page, 'traffic-in-car');
  });

  it('finds an order, shows its detail, refunds part of it and refuses more than is left', async () => {
    await openFromSidebar(s.page, '统计报表', '停车订单');
    await s.page.waitForURL('**/static/onlineorder');
    await pane().getByLabel('订单号', { exact: true }).fill(order.onlineOrderId);
    await button(pane(), '查询').click();
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining(order.plateNumber)]);
    expect(await tableRows(s.page).first().innerText()).toContain(yuan(order.paidAmount));

    await button(tableRows(s.page).first(), '详情').click();
    await expect.poll(() => drawer(s.page).locator('#order-paid').innerText()).toBe(`¥${yuan(order.paidAmount)}`);
    await screenshot(s.page, 'traffic-order-detail');
    await drawer(s.page).locator('.ant-drawer-close').click();

    await button(tableRows(s.page).first(), '退款').click();
    const form = dialog(s.page);
    await expect.poll(() => form.locator('#refund-left').innerText()).toBe(yuan(order.paidAmount));
    await form.locator('#refund-amount').fill(yuan(order.paidAmount + 100));
    await form.getByLabel('退款原因').fill('浏览器测试：超额');
    await button(form, '确定').click();
    await expect.poll(() => toast(s.page, '退款金额(amount): 须在 1 到').count()).toBeGreaterThan(0);

    await form.locator('#refund-amount').fill('1.50');
    await form.getByLabel('退款原因').fill('浏览器测试：部分退款');
    await screenshot(s.page, 'traffic-refund-dialog');
    await button(form, '确定').click();
    await expect.poll(() => toast(s.page, '已退款 1.50 元').count()).toBeGreaterThan(0);
    await expect.poll(() => tableRows(s.page).first().innerText()).toContain('1.50');
    await screenshot(s.page, 'traffic-order-refunded');

    await button(tableRows(s.page).first(), '详情').click();
    await expect.poll(() => drawer(s.page).locator('#order-refunded').innerText()).toBe('¥1.50');
    expect(await drawer(s.page).locator('#order-refunds').innerText()).toContain('浏览器测试：部分退款');
    await drawer(s.page).locator('.ant-drawer-close').click();
  });

  it('shows the refund in the refund report', async () => {
    await openFromSidebar(s.page, '统计报表', '退款记录');
    await s.page.waitForURL('**/static/refundorder');
    await pane().getByLabel('订单号', { exact: true }).fill(order.onlineOrderId);
    await button(pane(), '查询').click();
    await expect
      .poll(() => tableRows(s.page).allInnerTexts())
      .toEqual([expect.stringMatching(new RegExp(`${order.plateNumber}[\\s\\S]*1\\.50[\\s\\S]*admin`))]);
    await screenshot(s.page, 'traffic-refund-report');
  });

  it('shows an in/out record’s fee in yuan, in the list and in its detail', async () => {
    const token = await apiToken();
    const records = await api<{ data: { plateNumber: string; fee: number }[] }>(
      token,
      'GET',
      'updown/static/getPageInOutRecord?size=100',
    );
    const charged = records.data.find((r) => r.fee > 0);
    if (!charged) throw new Error('the demo holds no in/out record with a fee');
    const fee = `¥${yuan(charged.fee)}`;
    await openFromSidebar(s.page, '统计报表', '进出记录');
    await s.page.waitForURL('**/static/inoutRecord');
    await pane().getByLabel('车牌号').fill(charged.plateNumber);
    await button(pane(), '查询').click();
    const row = tableRows(s.page).filter({ hasText: fee }).first();
    await expect.poll(() => row.count()).toBe(1);
    expect(await pane().locator('.ant-table-thead').innerText()).not.toContain('(分)');
    await button(row, '查看').click();
    await expect.poll(() => drawer(s.page).innerText()).toMatch(new RegExp(`应收金额\\s*${fee.replace('.', '\\.')}`));
    expect(await drawer(s.page).innerText()).not.toContain('(分)');
    await screenshot(s.page, 'traffic-in-out-detail');
    await drawer(s.page).locator('.ant-drawer-close').click();
  });

  it('lists entries and exits, and the unpaid orders', async () => {
    await openFromSidebar(s.page, '统计报表', '进出记录');
    await s.page.waitForURL('**/static/inoutRecord');
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    await screenshot(s.page, 'traffic-in-out-records');
    await openFromSidebar(s.page, '统计报表', '未确认订单');
    await s.page.waitForURL('**/static/unConfirmOrder');
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    await screenshot(s.page, 'traffic-unpaid-orders');
  });

  it('lists the roadside cars that left without paying', async () => {
    await openFromSidebar(s.page, '路侧报表', '逃费记录');
    await s.page.waitForURL('**/rdstatic/escape');
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    const text = await pane().locator('.ant-table-tbody').innerText();
    expect(text).toMatch(/[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}/);
    await screenshot(s.page, 'traffic-escapes');
  });
});
