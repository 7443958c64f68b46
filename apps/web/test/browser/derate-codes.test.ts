import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, clickRowAction, openFromSidebar, settledDialog, tableRows, toast } from './ui';

type Row = { id: number } & Record<string, unknown>;
type Page = { data: Row[] };

// the demo hotel buys here: the demo mall's balance is what other pages' tests read
const derateName = '酒店会议客人免费停车';

describe("a merchant's discount codes", () => {
  let s: Session;
  let token: string;
  let hotel: number;
  let plaza: number;
  let derateId: number;
  beforeAll(async () => {
    token = await apiToken('company_a', 'Demo@2026');
    plaza = (await api<Page>(token, 'GET', 'updown/basePark/list?parkName=世纪广场')).data[0]?.id as number;
    hotel = (await api<Page>(token, 'GET', 'updown/parkseller/list?sellerName=云停酒店')).data[0]?.id as number;
    const derate = await api<Row>(token, 'POST', 'updown/parkderate/submit', {
      derateName,
      parkId: plaza,
      sellerId: hotel,
      couponKind: 1,
    });
    derateId = derate.id;
    // the dynamic rule first, so the newest (listed first) is the printed one
    for (const [ruleName, codeKind, price] of [
      ['酒店动态码', 1, 100],
      ['酒店印刷码', 2, 250],
    ] as const) {
      await api(token, 'POST', 'updown/parkDerateQRCode/addDerateQRCodeBuyRule', {
        ruleName,
        derateId,
        codeKind,
        price,
        validDays: 7,
      });
    }
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('buys printed codes from the dialog: the zip downloads and the ledger is charged', async () => {
    const before = await api<{ balance: number }>(token, 'GET', `updown/parkseller/detail?sellerId=${hotel}`);
    await openFromSidebar(s.page, '优惠减免', '减免规则');
    await s.page.waitForURL('**/derate/parkderaterule');
    const row = tableRows(s.page).filter({ hasText: derateName });
    await expect.poll(() => row.count()).toBe(1);
    await clickRowAction(s.page, row, '购买减免码');
    const d = await settledDialog(s.page);
    await expect.poll(() => d.locator('.ant-select-selection-item').innerText()).toContain('酒店印刷码');
    await d.locator('#derate-buy-count').fill('2');
    await expect.poll(() => d.locator('#derate-buy-total').innerText()).toBe('¥5.00');
    await expect.poll(() => d.locator('#derate-buy-allowed').innerText()).toMatch(/^\d+ 个$/);
    await screenshot(s.page, 'derate-buy-dialog');
    const [download] = await Promise.all([s.page.waitForEvent('download'), d.locator('#derate-buy-confirm').click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = readFileSync(await download.path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    for (const name of ['0001.png', '0002.png', 'codes.csv']) expect(zip.includes(Buffer.from(name))).toBe(true);
    await toast(s.page, '已购买 2 个减免码，共 ¥5.00').waitFor();

    const after = await api<{ balance: number }>(token, 'GET', `updown/parkseller/detail?sellerId=${hotel}`);
    expect(after.balance).toBe(before.balance - 500);
    const ledger = await api<Page>(token, 'GET', `updown/parkSellerLedger/list?sellerId=${hotel}&size=1`);
    expect(ledger.data[0]).toMatchObject({ kind: 5, money: -500, balanceAfter: after.balance });

    await openFromSidebar(s.page, '优惠减免', '减免码购买记录');
    await s.page.waitForURL('**/derate/derateBatch');
    const bought = tableRows(s.page).filter({ hasText: `${derateName} × 2` });
    await expect.poll(() => bought.count()).toBe(1);
    expect(await bought.innerText()).toContain('¥5.00');
    await screenshot(s.page, 'derate-purchases');
  });

  it("shows a dynamic code on the merchant's screen, and a driver claims it for a car inside", async () => {
    const rules = await api<Page>(token, 'GET', `updown/parkDerateQRCode/getDerateQRCodeBuyRule?derateId=${derateId}`);
    const dynamicRule = rules.data.find((r) => r.codeKind === 1) as Row;
    await api(token, 'POST', 'updown/parkDerateQRCode/buyDerate', {
      sellerId: hotel,
      buyRuleId: dynamicRule.id,
      count: 1,
    });
    await api(token, 'POST', 'updown/parkIORecord/platInCar', {
      parkId: plaza,
      plateNumber: '沪K6H601',
      reason: '测试',
    });

    await s.page.goto(`${baseUrl()}/derate/parkderaterule`);
    const row = tableRows(s.page).filter({ hasText: derateName });
    await expect.poll(() => row.count()).toBe(1);
    await clickRowAction(s.page, row, '出示动态码');
    const d = await settledDialog(s.page);
    const image = d.locator('#derate-dynamic-image');
    await expect.poll(() => image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await d.innerText()).toContain('5 分钟内有效');
    await screenshot(s.page, 'derate-dynamic-code');
    const url = new URL((await image.getAttribute('alt')) ?? '');
    expect(url.pathname).toBe('/derate/claim');
    await button(d, '关闭').click();

    // the driver's phone: no session, the page the code leads to
    const phone = await openBrowser();
    try {
      await phone.page.goto(`${baseUrl()}/derate/claim${url.search}`);
      const card = phone.page.locator('.derate-claim-card');
      await expect.poll(() => card.innerText()).toContain(derateName);
      expect(await card.innerText()).toContain('本次停车全免');
      await card.getByLabel('车牌号').fill('沪K6H601');
      await button(card, '领取').click();
      await expect.poll(() => card.locator('#derate-claim-done').innerText()).toContain('沪K6H601');
      await screenshot(phone.page, 'derate-claimed');
    } finally {
      await phone.close();
    }
    const claims = await api<Page>(token, 'GET', 'updown/parkDerateClaim/list?plateNumber=沪K6H601');
    expect(claims.data).toHaveLength(1);
    const coupons = await api<Page>(token, 'GET', 'updown/plat/couponInfo/list?plateNumber=沪K6H601');
    expect(coupons.data[0]).toMatchObject({ couponKind: 1, price: 0 });
    await activePane(s.page).waitFor();
  });
});
