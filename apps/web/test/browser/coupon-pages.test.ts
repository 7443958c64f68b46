import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, openFromSidebar, tableRows } from './ui';

describe('merchant and coupon pages', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('lists the demo merchants with their balance in yuan', async () => {
    await openFromSidebar(s.page, '优惠减免', '商户');
    await s.page.waitForURL('**/derate/parkseller');
    // other tests add merchants of their own: look the mall up by name
    await activePane(s.page).getByLabel('商户名称').fill('世纪商场');
    await button(activePane(s.page), '查询').click();
    await expect.poll(async () => (await tableRows(s.page).allInnerTexts()).join('\n')).toContain('世纪商场');
    // other tests issue the mall's coupons: its balance is what is stored now, shown in yuan
    const stored = await api<{ data: { sellerName: string; balance: number }[] }>(
      await apiToken(),
      'GET',
      `updown/parkseller/list?sellerName=${encodeURIComponent('世纪商场')}`,
    );
    const mall = stored.data.find((m) => m.sellerName === '世纪商场');
    const rows = (await tableRows(s.page).allInnerTexts()).join('\n');
    expect(rows).toContain(`¥${((mall?.balance ?? 0) / 100).toFixed(2)}`);
    expect(rows).toContain('预付费');
    await screenshot(s.page, 'coupon-merchants');
  });

  it('lists the coupon rules and the coupons issued', async () => {
    await openFromSidebar(s.page, '优惠券', '优惠券规则');
    await s.page.waitForURL('**/couponcard/couponRule');
    await expect.poll(async () => (await tableRows(s.page).allInnerTexts()).join('\n')).toContain('世纪商场两小时券');
    await screenshot(s.page, 'coupon-rules');
    await openFromSidebar(s.page, '优惠券', '优惠券');
    await s.page.waitForURL('**/couponcard/couponInfo');
    await expect.poll(async () => (await tableRows(s.page).allInnerTexts()).join('\n')).toContain('沪A88888');
    expect(await activePane(s.page).innerText()).toContain('未使用');
    await screenshot(s.page, 'coupon-info');
  });
});
