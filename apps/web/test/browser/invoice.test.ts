import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, clickRowAction, dialog, tableRows, toast } from './ui';

type Order = { onlineOrderId: string; parkId: number; state: number };
type Seller = { id: number; parkId: number; sellerName: string };
type Application = { onlineOrderId: string };

const serial = String(Math.floor(Math.random() * 9000 + 1000));
const buyer = `浏览器开票${serial}有限公司`;

/**
 * The finance desk sets the park's seller up for the offline e-invoice sandbox (its settings, interface data and
 * another year of service), invoices a driver's paid order from the applications page, and downloads the PDF.
 */
describe('invoicing a paid order from the console', () => {
  let s: Session;
  let order: Order;
  let seller: Seller;

  beforeAll(async () => {
    const token = await apiToken();
    const paid = await api<{ data: Order[] }>(token, 'GET', 'updown/static/getPageOnlineOrder?state=1&size=100');
    const invoiced = await api<{ data: Application[] }>(token, 'GET', 'updown/invoiceApplyForm/list?size=500');
    const taken = new Set(invoiced.data.map((a) => a.onlineOrderId));
    const sellers = await api<{ data: Seller[] }>(token, 'GET', 'updown/invoiceSellerConfig/list?size=500');
    const free = paid.data.find((o) => !taken.has(o.onlineOrderId) && sellers.data.some((x) => x.parkId === o.parkId));
    if (!free) throw new Error('the demo has no paid order left to invoice');
    order = free;
    const own = sellers.data.find((x) => x.parkId === free.parkId);
    if (!own) throw new Error('no seller for the park');
    seller = own;
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s?.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);

  it('sets the park’s seller up for the sandbox e-invoice: settings, interface data, another year', async () => {
    await s.page.goto(`${baseUrl()}/invoice/sellerConfig`);
    await pane().getByLabel('销方名称').first().fill(seller.sellerName);
    await button(pane(), '查询').click();
    const row = tableRows(s.page).filter({ hasText: seller.sellerName });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);

    await clickRowAction(s.page, row, '编辑');
    const form = dialog(s.page);
    await expect.poll(() => form.getByLabel('销方名称').inputValue()).toBe(seller.sellerName);
    await form.getByLabel('开票人').fill('浏览器会计');
    await button(form, '保存').click();
    await expect.poll(() => toast(s.page, '修改成功').count()).toBe(1);

    await clickRowAction(s.page, row, '提交接口资料');
    const data = dialog(s.page);
    await data.getByLabel('接口 AppID').fill(`browser-app-${serial}`);
    await data.getByLabel('接口密钥').fill(`browser-secret-${serial}`);
    await screenshot(s.page, 'invoice-seller-interface');
    await button(data, '确定').click();
    await expect.poll(() => toast(s.page, '接口资料已提交').count()).toBe(1);

    const before = await row.innerText();
    await clickRowAction(s.page, row, '续期');
    const renew = dialog(s.page);
    await expect.poll(() => renew.innerText()).toContain('当前截止');
    await button(renew, '确定').click();
    await expect.poll(() => toast(s.page, /已续期至/).count()).toBe(1);
    await expect.poll(() => row.innerText()).not.toBe(before);
    expect(await row.innerText()).toContain('已开通');
    await screenshot(s.page, 'invoice-seller-config');
  });

  it('invoices the paid order once, and its PDF downloads', async () => {
    await s.page.goto(`${baseUrl()}/invoice/apply`);
    await button(pane(), '开具发票').click();
    const form = dialog(s.page);
    await form.getByLabel('订单号').fill(order.onlineOrderId);
    await form.getByLabel('单位').check();
    await form.getByLabel('发票抬头').fill(buyer);
    await form.getByLabel('购方税号').fill('91310000MA1BROWSER');
    await form.getByLabel('接收邮箱').fill(`buyer${serial}@example.com`);
    await screenshot(s.page, 'invoice-issue-dialog');
    await form.locator('#invoice-issue-ok').click();
    await expect.poll(() => toast(s.page, /已开票：发票号码/).count(), { timeout: 20_000 }).toBe(1);

    await pane().getByLabel('订单号').first().fill(order.onlineOrderId);
    await button(pane(), '查询').click();
    const row = tableRows(s.page).filter({ hasText: buyer });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    const text = await row.innerText();
    expect(text).toContain('已开票');
    expect(text).toMatch(/\d+\.\d{2}/);
    await screenshot(s.page, 'invoice-issued');

    const [file] = await Promise.all([s.page.waitForEvent('download'), clickRowAction(s.page, row, '下载PDF')]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // an order is invoiced once: a second application is refused and nothing is added
    await button(pane(), '开具发票').click();
    const again = dialog(s.page);
    await again.getByLabel('订单号').fill(order.onlineOrderId);
    await again.getByLabel('发票抬头').fill(buyer);
    await again.locator('#invoice-issue-ok').click();
    await expect.poll(() => toast(s.page, /已开票（发票号码/).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(s.page, 'invoice-once-per-order');
  });
});
