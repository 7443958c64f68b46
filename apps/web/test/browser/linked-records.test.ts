import { orderState } from '@parking/resources';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, dialog, openFromSidebar, tableRows, toast } from './ui';

type Row = Record<string, unknown>;
type OrderDetail = Row & { onlineOrderId: string; stay: Row | null; payments: Row[]; refunds: Row[] };

const yuan = (fen: unknown) => (Number(fen) / 100).toFixed(2);

/** Back to the record before, even while a "fetched" toast of the list behind floats over the button. */
const back = (page: Page) => page.locator('#record-drawer-back').dispatchEvent('click');

/** The detail drawer in front, once it has slid in. */
const drawer = (page: Page) => page.locator('.record-drawer .ant-drawer-content').last();
const drawerTitle = (page: Page) => drawer(page).locator('.ant-drawer-title');
const link = (scope: Locator, text: string) => scope.getByRole('button', { name: text, exact: true });

/** Records that lead to each other on the demo: a stay, its order, the order's payment and refund. */
describe('linked records', () => {
  let s: Session;
  let order: OrderDetail;
  let stay: Row;
  beforeAll(async () => {
    const token = await apiToken();
    const refunds = await api<{ data: Row[] }>(token, 'GET', 'updown/static/getPageRefundOrder?size=20');
    for (const r of refunds.data) {
      const d = await api<OrderDetail>(
        token,
        'GET',
        `updown/static/getOnlineOrderDetail?onlineOrderId=${String(r.onlineOrderId)}`,
      );
      if (d.stay && d.payments.length > 0) {
        order = d;
        stay = d.stay;
        break;
      }
    }
    if (!order) throw new Error('the demo holds no refunded order with its stay and payment');
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);

  it('opens a stay from the in/out list, then its order, its payment and refund, and goes back', async () => {
    const plate = String(stay.plateNumber);
    await openFromSidebar(s.page, '统计报表', '进出记录');
    await s.page.waitForURL('**/static/inoutRecord');
    await pane().getByLabel('车牌号').fill(plate);
    await button(pane(), '查询').click();
    const row = tableRows(s.page)
      .filter({ hasText: String(stay.inTime) })
      .first();
    await expect.poll(() => row.count()).toBe(1);
    await button(row, '查看').click();

    await expect.poll(() => drawerTitle(s.page).innerText()).toBe(`进出记录 ${plate}`);
    const orders = drawer(s.page).locator('#stay-orders');
    await expect.poll(() => orders.innerText()).toContain(order.onlineOrderId);
    expect(await drawer(s.page).innerText()).toContain(String(stay.inTime));
    await screenshot(s.page, 'linked-stay-drawer');

    await link(orders, order.onlineOrderId).click();
    await expect.poll(() => drawerTitle(s.page).innerText()).toBe(`订单 ${order.onlineOrderId}`);
    await expect.poll(() => drawer(s.page).locator('#order-paid').innerText()).toBe(`¥${yuan(order.paidAmount)}`);
    const payment = order.payments[0] as Row;
    const refund = order.refunds[0] as Row;
    expect(await drawer(s.page).locator('#order-payments').innerText()).toContain(String(payment.payNo));
    expect(await drawer(s.page).locator('#order-refunds').innerText()).toContain(String(refund.remark));
    await screenshot(s.page, 'linked-order-drawer');

    await link(drawer(s.page).locator('#order-payments'), String(payment.payNo)).click();
    await expect.poll(() => drawerTitle(s.page).innerText()).toBe(`支付记录 ${String(payment.payNo)}`);
    expect(await drawer(s.page).locator('#payment-detail').innerText()).toContain(`¥${yuan(payment.amount)}`);
    await back(s.page);

    await expect.poll(() => drawerTitle(s.page).innerText()).toBe(`订单 ${order.onlineOrderId}`);
    await link(drawer(s.page).locator('#order-refunds'), String(refund.refundNo)).click();
    await expect.poll(() => drawerTitle(s.page).innerText()).toBe(`退款记录 ${String(refund.refundNo)}`);
    const refundText = await drawer(s.page).locator('#refund-detail').innerText();
    expect(refundText).toContain(`¥${yuan(refund.amount)}`);
    expect(refundText).toContain(String(refund.remark));
    await screenshot(s.page, 'linked-refund-drawer');

    // the refund leads back to its order, and back twice returns to the stay
    await drawer(s.page).locator('#money-record-order').click();
    await expect.poll(() => drawerTitle(s.page).innerText()).toBe(`订单 ${order.onlineOrderId}`);
    await back(s.page);
    await back(s.page);
    await back(s.page);
    await expect.poll(() => drawerTitle(s.page).innerText()).toBe(`进出记录 ${plate}`);
    await drawer(s.page).locator('.ant-drawer-close').click();
    await expect.poll(() => s.page.locator('.record-drawer .ant-drawer-content:visible').count()).toBe(0);
  });

  it('a refund in the refund report leads to its order', async () => {
    const refund = order.refunds[0] as Row;
    await openFromSidebar(s.page, '统计报表', '退款记录');
    await s.page.waitForURL('**/static/refundorder');
    await pane().getByLabel('退款单号', { exact: true }).fill(String(refund.refundNo));
    await button(pane(), '查询').click();
    await expect.poll(() => tableRows(s.page).count()).toBe(1);
    await button(tableRows(s.page).first(), '所属订单').click();
    await expect.poll(() => drawerTitle(s.page).innerText()).toBe(`订单 ${order.onlineOrderId}`);
    await expect.poll(() => drawer(s.page).locator('#order-refunds').innerText()).toContain(String(refund.remark));
    await drawer(s.page).locator('.ant-drawer-close').click();
    await expect.poll(() => s.page.locator('.record-drawer .ant-drawer-content:visible').count()).toBe(0);
    await openFromSidebar(s.page, '统计报表', '进出记录');
  });

  it('opens the car page from a plate, with its stays and orders', async () => {
    const plate = String(stay.plateNumber);
    const row = tableRows(s.page)
      .filter({ hasText: String(stay.inTime) })
      .first();
    await row.getByRole('link', { name: plate }).click();
    await s.page.waitForURL(`**/car/detail?plate=${encodeURIComponent(plate)}`);
    await expect.poll(() => pane().locator('.ant-card-head-title').innerText()).toBe(`车辆 ${plate}`);
    const stays = pane().locator('#car-stays');
    await expect.poll(() => stays.innerText()).toContain(String(stay.inTime));
    await screenshot(s.page, 'car-page-stays');

    await pane().getByRole('tab', { name: /订单/ }).click();
    const orders = pane().locator('#car-orders');
    await expect.poll(() => orders.innerText()).toContain(`¥${yuan(order.amount)}`);
    await button(orders.locator('tr', { hasText: `¥${yuan(order.refundedAmount)}` }).first(), '查看').click();
    await expect.poll(() => drawerTitle(s.page).innerText()).toMatch(/^订单 /);
    await screenshot(s.page, 'car-page-order');
    await drawer(s.page).locator('.ant-drawer-close').click();
  });

  it('the order page searches stays by a typed plate', async () => {
    const plate = String(stay.plateNumber);
    await openFromSidebar(s.page, '统计报表', '停车订单');
    await s.page.waitForURL('**/static/onlineorder');
    const pick = pane().getByLabel('进出记录', { exact: true });
    await pick.click();
    await pick.fill(plate);
    const option = s.page.locator('.ant-select-item-option:visible', { hasText: String(stay.inTime) });
    await expect.poll(() => option.count()).toBe(1);
    await option.click();
    await button(pane(), '查询').click();
    await expect
      .poll(() => tableRows(s.page).allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining(order.onlineOrderId)]));
    for (const text of await tableRows(s.page).allInnerTexts()) expect(text).toContain(plate);
  });

  it('the refund dialog takes yuan to the fen, rounding ¥1.234 as it shows', async () => {
    const token = await apiToken();
    const paid = await api<{ data: (Row & { onlineOrderId: string })[] }>(
      token,
      'GET',
      `updown/static/getPageOnlineOrder?state=${orderState.values.paid}&size=50`,
    );
    const fresh = paid.data.find((o) => Number(o.paidAmount) >= 200 && Number(o.refundedAmount) === 0);
    if (!fresh) throw new Error('the demo holds no paid order of 2 yuan or more');
    await button(pane(), '重置').click();
    await pane().getByLabel('订单号', { exact: true }).fill(fresh.onlineOrderId);
    await button(pane(), '查询').click();
    await expect.poll(() => tableRows(s.page).count()).toBe(1);
    await button(tableRows(s.page).first(), '退款').click();
    const form = dialog(s.page);
    await form.locator('#refund-amount').fill('1.234');
    await form.getByLabel('退款原因').fill('浏览器测试：不足一分的金额');
    await expect.poll(() => form.locator('#refund-amount').inputValue()).toBe('1.23');
    await screenshot(s.page, 'refund-rounded-to-fen');
    await button(form, '确定').click();
    await expect.poll(() => toast(s.page, '已退款 1.23 元').count()).toBeGreaterThan(0);
    const detail = await api<OrderDetail>(
      token,
      'GET',
      `updown/static/getOnlineOrderDetail?onlineOrderId=${fresh.onlineOrderId}`,
    );
    expect(detail.refunds.map((r) => r.amount)).toEqual([123]);
  });
});

/** The car page in English for the park operator: the words of one language, the records of its own park. */
describe('the car page in English, for a park operator', () => {
  let s: Session;
  let plate: string;
  beforeAll(async () => {
    const token = await apiToken('operator_a', 'Demo@2026');
    const stays = await api<{ data: Row[] }>(token, 'GET', 'updown/static/getPageInOutRecord?size=20');
    const first = stays.data[0];
    if (!first) throw new Error('the operator’s park has no stays on the demo');
    plate = String(first.plateNumber);
    s = await openBrowser();
    await signIn(s.page, 'operator_a', 'Demo@2026');
    await s.page.evaluate(() => localStorage.setItem('parking-language', '"en"'));
    await s.page.goto(`${baseUrl()}/car/detail?plate=${encodeURIComponent(plate)}`);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('shows the car’s stays in English and opens one', async () => {
    const pane = activePane(s.page);
    await expect.poll(() => pane.locator('.ant-card-head-title').innerText()).toBe(`Car ${plate}`);
    const stays = pane.locator('#car-stays');
    await expect.poll(() => stays.locator('tr.ant-table-row').count()).toBeGreaterThan(0);
    const text = await pane.innerText();
    expect(text).toContain('Stays (');
    expect(text).not.toMatch(/停车记录|订单|月卡|白名单/);
    await button(stays.locator('tr.ant-table-row').first(), 'View').click();
    await expect.poll(() => drawerTitle(s.page).innerText()).toBe(`Stay of ${plate}`);
    await expect.poll(() => drawer(s.page).locator('#stay-detail').innerText()).toContain('Entry time');
    await screenshot(s.page, 'car-page-en-operator');
  });
});
