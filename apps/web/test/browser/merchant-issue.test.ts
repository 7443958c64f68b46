import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, openFromSidebar, sidebar, toast } from './ui';

describe("a merchant's user at its desk", () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page, 'merchant_a', 'Demo@2026');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('issues a coupon to a plate in three clicks and sees it in the day’s list and the ledger', async () => {
    await openFromSidebar(s.page, '优惠减免', '商户工作台');
    await s.page.waitForURL('**/derate/merchantdesk');
    // the merchant role's sidebar: its desk, not the operators' merchant management
    expect(await sidebar(s.page).innerText()).not.toContain('商户管理');
    const pane = activePane(s.page);
    // other tests issue the mall's coupons too: start from its balance as stored
    const mall = await api<{ data: { sellerName: string; balance: number }[] }>(
      await apiToken('company_a', 'Demo@2026'),
      'GET',
      `updown/parkseller/list?sellerName=${encodeURIComponent('世纪商场')}`,
    );
    const before = mall.data.find((m) => m.sellerName === '世纪商场')?.balance ?? 0;
    const yuan = (fen: number) => (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect.poll(() => pane.locator('#merchant-balance').innerText()).toContain(yuan(before));
    // the merchant's one rule is chosen already, with what its balance and caps still allow
    await expect.poll(() => pane.locator('#merchant-issue').innerText()).toContain('世纪商场两小时券');
    expect(await pane.locator('#merchant-allowed').innerText()).toMatch(/还可发放 \d+ 张/);

    await pane.locator('#merchant-plate').click();
    await s.page.keyboard.type('沪A55555');
    await pane.locator('#merchant-issue-button').click();

    await toast(s.page, '已向 沪A55555 发放 1 张券').waitFor();
    await expect.poll(() => pane.locator('#merchant-today').innerText()).toContain('沪A55555');
    expect(await pane.locator('#merchant-today').innerText()).toContain('未使用');
    // the rule charges the mall 5.00 a coupon
    await expect.poll(() => pane.locator('#merchant-balance').innerText()).toContain(yuan(before - 500));
    await expect.poll(() => pane.locator('#merchant-ledger').innerText()).toContain('世纪商场两小时券 × 1 → 沪A55555');
    expect(await pane.locator('#merchant-plate').inputValue()).toBe('');
    await screenshot(s.page, 'merchant-desk');
  });
});
