import { orderState } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { button } from './ui';

type Order = { onlineOrderId: string; amount: number; state: number };

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Payments go through the sandbox on a fresh start: the console says so, and only its page pays. */
describe('the payment sandbox', () => {
  let s: Session;
  let token: string;
  beforeAll(async () => {
    token = await apiToken();
    s = await openBrowser();
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const stateOf = async (onlineOrderId: string) => {
    const page = await api<{ data: Order[] }>(
      token,
      'GET',
      `updown/static/getPageOnlineOrder?onlineOrderId=${encodeURIComponent(onlineOrderId)}`,
    );
    return page.data[0]?.state;
  };

  it("says above the console's sidebar that payments go through the sandbox", async () => {
    await signIn(s.page);
    const notice = s.page.getByTestId('sandbox-notice');
    await expect.poll(() => notice.innerText()).toContain('支付沙箱');
    await notice.hover();
    await expect.poll(() => s.page.locator('.ant-tooltip:visible').innerText()).toContain('不收钱');
    await screenshot(s.page, 'sandbox-header-notice');
  });

  it('a started payment is paid only when the payer confirms on the sandbox page', async () => {
    const unpaid = await api<{ data: Order[] }>(token, 'GET', 'updown/static/getPageUnChargeOrder?size=50');
    const order = unpaid.data.find((o) => o.amount > 0);
    if (!order) throw new Error('the demo holds no unpaid order');
    const started = await api<{ payUrl: string }>(token, 'POST', 'pay/order/start', {
      onlineOrderId: order.onlineOrderId,
    });
    expect(await stateOf(order.onlineOrderId)).toBe(orderState.values.unpaid);

    const link = new URL(started.payUrl);
    await s.page.goto(`${baseUrl()}${link.pathname}${link.hash}`);
    await expect.poll(() => s.page.locator('#sandbox-amount').innerText()).toContain(yuan(order.amount));
    expect(await s.page.locator('body').innerText()).toContain(order.onlineOrderId);
    await screenshot(s.page, 'sandbox-pay-page');
    await button(s.page, '确认支付').click();
    await expect.poll(() => s.page.locator('.ant-result-success').innerText()).toContain('订单已支付');
    expect(await stateOf(order.onlineOrderId)).toBe(orderState.values.paid);

    // the same link again: the order is paid, nothing more to confirm
    await s.page.reload();
    await expect.poll(() => s.page.locator('.ant-result-success').count()).toBe(1);
    expect(await button(s.page, '确认支付').count()).toBe(0);
  });

  it('a link without its token cannot pay', async () => {
    const unpaid = await api<{ data: Order[] }>(token, 'GET', 'updown/static/getPageUnChargeOrder?size=50');
    const order = unpaid.data.find((o) => o.amount > 0);
    if (!order) throw new Error('the demo holds no second unpaid order');
    await s.page.goto(`${baseUrl()}/pay/sandbox/${encodeURIComponent(order.onlineOrderId)}`);
    await expect.poll(() => s.page.locator('body').innerText()).toContain('此链接没有支付令牌');
    expect(await button(s.page, '确认支付').isDisabled()).toBe(true);
    expect(await stateOf(order.onlineOrderId)).toBe(orderState.values.unpaid);
  });
});
