import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiToken,
  openBrowser,
  pictureFailures,
  type Session,
  screenshot,
  screenshotDir,
  signIn,
} from './browser';
import { activePane, button, clickRowAction, dialog, openFromSidebar, settledDialog, tableRows, toast } from './ui';

const serial = String(Math.floor(Math.random() * 9000 + 1000));
const sellerName = `测试商户${serial}`;
const ruleName = `测试三元券${serial}`;
const plate = `沪B${serial}7`;

mkdirSync(join(screenshotDir, 'coupons'), { recursive: true });

describe('issuing coupons and topping up a merchant', () => {
  let s: Session;
  let token: string;

  beforeAll(async () => {
    token = await apiToken('company_a', 'Demo@2026');
    const seller = await api<{ id: number }>(token, 'POST', 'updown/parkseller/submit', { sellerName, settleKind: 1 });
    await api(token, 'POST', 'updown/parkseller/sellerCharge', { recordId: seller.id, money: 10_000, remark: '开户' });
    await api(token, 'POST', 'updown/plat/couponRule/submit', {
      ruleName,
      sellerId: seller.id,
      couponKind: 3,
      money: 300,
      price: 500,
      validDays: 1,
    });
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  async function search(label: string, value: string) {
    await activePane(s.page).getByLabel(label, { exact: true }).fill(value);
    await button(activePane(s.page), '查询').click();
  }

  it('issues 2 coupons to a plate from the rule, after showing how many the balance allows', async () => {
    await openFromSidebar(s.page, '优惠券', '优惠券规则');
    await s.page.waitForURL('**/couponcard/couponRule');
    await search('规则名称', ruleName);
    await expect.poll(() => tableRows(s.page).count()).toBe(1);
    await clickRowAction(s.page, tableRows(s.page).first(), '发券');
    const d = await settledDialog(s.page);
    // 100 yuan at 5 yuan a coupon
    await expect.poll(() => d.locator('#issue-allowed').innerText()).toBe('20 张');
    expect(await d.locator('#issue-reason').innerText()).toBe('商户余额');
    await screenshot(s.page, 'coupons/issue-dialog');
    await d.locator('#issue-plate').fill(plate);
    await d.locator('#issue-num').fill('2');
    await d.locator('#issue-confirm').click();
    await expect.poll(() => toast(s.page, '已发放 2 张').count()).toBeGreaterThan(0);
    await expect.poll(() => s.page.locator('.ant-modal:visible').count()).toBe(0);

    await openFromSidebar(s.page, '优惠券', '优惠券');
    await s.page.waitForURL('**/couponcard/couponInfo');
    await expect.poll(() => activePane(s.page).locator('.coupon-summary .ant-statistic').count()).toBe(6);
    await search('车牌号', plate);
    await expect.poll(() => tableRows(s.page).count()).toBe(2);
    for (const text of await tableRows(s.page).allInnerTexts()) {
      expect(text).toContain(ruleName);
      expect(text).toContain('未使用');
      expect(text).toContain('¥3.00');
    }
    await screenshot(s.page, 'coupons/coupons-issued');
  });

  it('voids one of them with a reason; the merchant gets its charge back', async () => {
    const first = tableRows(s.page).first();
    await clickRowAction(s.page, first, '作废');
    const confirm = dialog(s.page);
    await confirm.getByLabel('作废原因').fill('顾客未到店');
    await button(confirm, '确定').click();
    await expect.poll(async () => (await tableRows(s.page).allInnerTexts()).join('\n')).toContain('已作废');
    const sellers = await api<{ data: { balance: number }[] }>(
      token,
      'GET',
      `updown/parkseller/list?sellerName=${encodeURIComponent(sellerName)}`,
    );
    expect(sellers.data[0]?.balance).toBe(10_000 - 500);
  });

  it('tops up the merchant and shows the new balance and the ledger row, newest first', async () => {
    await openFromSidebar(s.page, '优惠减免', '商户');
    await s.page.waitForURL('**/derate/parkseller');
    await search('商户名称', sellerName);
    await expect.poll(() => tableRows(s.page).count()).toBe(1);
    expect(await tableRows(s.page).first().innerText()).toContain('¥95.00');
    await clickRowAction(s.page, tableRows(s.page).first(), '充值');
    const d = await settledDialog(s.page);
    await d.locator('#top-up-amount').fill('50');
    await d.locator('#top-up-remark').fill('前台充值');
    await d.locator('#top-up-confirm').click();
    await expect.poll(() => toast(s.page, '余额 ¥145.00').count()).toBeGreaterThan(0);
    await expect.poll(() => tableRows(s.page).first().innerText()).toContain('¥145.00');

    await clickRowAction(s.page, tableRows(s.page).first(), '流水');
    const drawer = s.page.locator('.ant-drawer:visible');
    await expect.poll(() => drawer.locator('#seller-balance').innerText()).toBe('¥145.00');
    const ledger = drawer.locator('.seller-ledger .ant-table-tbody tr.ant-table-row');
    await expect.poll(() => ledger.count()).toBe(4);
    const newest = await ledger.first().innerText();
    expect(newest).toContain('充值');
    expect(newest).toContain('+¥50.00');
    expect(newest).toContain('¥145.00');
    expect(newest).toContain('前台充值');
    expect(await ledger.nth(1).innerText()).toContain('作废退回');
    expect(await ledger.nth(2).innerText()).toMatch(/发券扣费\s+-¥10.00/);
    await expect.poll(() => s.page.locator('.ant-message-notice').count()).toBe(0);
    await screenshot(s.page, 'coupons/merchant-ledger');
    await button(drawer, '核对余额').click();
    await expect.poll(() => toast(s.page, '余额与流水合计一致').count()).toBeGreaterThan(0);
    await drawer.locator('.ant-drawer-close').click();
    await expect.poll(() => s.page.locator('.ant-drawer:visible').count()).toBe(0);
  });
  it("chooses the rule's parks, then cancels it for good, voiding its unused coupon", async () => {
    await openFromSidebar(s.page, '优惠券', '优惠券规则');
    await s.page.waitForURL('**/couponcard/couponRule');
    const rule = tableRows(s.page).filter({ hasText: ruleName });
    await expect.poll(() => rule.count()).toBe(1);
    await clickRowAction(s.page, rule, '适用车场');
    const parks = await settledDialog(s.page);
    await parks.locator('#rule-park-ids').click();
    await s.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '世纪广场停车场' }).click();
    await s.page.keyboard.press('Escape');
    await parks.locator('#rule-parks-confirm').click();
    await expect.poll(() => toast(s.page, '已保存适用车场').count()).toBeGreaterThan(0);
    const ruleId = (
      await api<{ data: { id: number }[] }>(
        token,
        'GET',
        `updown/plat/couponRule/listPage?ruleName=${encodeURIComponent(ruleName)}`,
      )
    ).data[0]?.id;
    const selected = await api<{ parkName: string }[]>(
      token,
      'GET',
      `updown/plat/couponRule/showSelectPark?ruleId=${ruleId}`,
    );
    expect(selected.map((p) => p.parkName)).toEqual(['世纪广场停车场']);

    await clickRowAction(s.page, rule, '作废');
    const cancel = await settledDialog(s.page);
    await cancel.getByLabel('同时作废未使用的券并退回商户').check();
    await cancel.getByLabel('作废原因').fill('活动提前结束');
    await screenshot(s.page, 'coupons/cancel-rule');
    await cancel.locator('#cancel-rule-confirm').click();
    await expect.poll(() => toast(s.page, '作废未使用券 1 张').count()).toBeGreaterThan(0);
    await expect.poll(() => rule.innerText()).toContain('已作废');
    expect(await button(rule, '发券').count()).toBe(0);
    const coupons = await api<{ data: { state: number }[] }>(
      token,
      'GET',
      `updown/plat/couponInfo/list?plateNumber=${encodeURIComponent(plate)}`,
    );
    expect(coupons.data.map((c) => c.state)).toEqual([3, 3]);
  });
});
