import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiToken,
  baseUrl,
  openBrowser,
  pictureFailures,
  type Session,
  screenshot,
  screenshotDir,
  signIn,
} from './browser';
import {
  activePane,
  button,
  clickRowAction,
  dialog,
  openFromSidebar,
  rowActionNames,
  settledDialog,
  tableRows,
  toast,
} from './ui';

const serial = String(Math.floor(Math.random() * 9000 + 1000));
const [toPay, toCancel, toReview] = [`沪W${serial}1`, `沪W${serial}2`, `沪W${serial}3`];
type Owe = {
  id: number;
  plateNumber: string;
  state: number;
  paidAmount: number;
  cancelReason: string | null;
  checked: boolean;
};

mkdirSync(join(screenshotDir, 'coupons'), { recursive: true });

describe('the arrears pages', () => {
  let s: Session;
  let token: string;
  const owes = async () =>
    (
      await api<{ data: Owe[] }>(
        token,
        'GET',
        `updown/plat/owe/getOwePage?plateNumber=${encodeURIComponent(`沪W${serial}`)}`,
      )
    ).data;

  beforeAll(async () => {
    token = await apiToken('company_a', 'Demo@2026');
    const parks = await api<{ data: { id: number }[] }>(
      token,
      'GET',
      `updown/basePark/list?parkName=${encodeURIComponent('世纪广场停车场')}`,
    );
    const amounts: [string, number][] = [
      [toPay, 1250],
      [toCancel, 800],
    ];
    for (const [plateNumber, amount] of amounts) {
      await api(token, 'POST', 'updown/plat/owe/addOwe', { parkId: parks.data[0]?.id, plateNumber, amount });
    }
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const row = (plate: string) => tableRows(s.page).filter({ hasText: plate });
  const owedTotal = async () => {
    const text = await activePane(s.page).locator('.owe-summary .ant-statistic').nth(1).innerText();
    return Number(text.replace(/[^\d.]/g, ''));
  };

  async function search(plate: string) {
    await activePane(s.page).getByLabel('车牌号').fill(plate);
    await button(activePane(s.page), '查询').click();
  }

  it('enters a debt by hand from the toolbar; arrears offer no edit, only their own actions', async () => {
    await openFromSidebar(s.page, '欠费追缴', '欠费记录');
    await s.page.waitForURL('**/parkfeerecovery/owe');
    await button(activePane(s.page), '新增').click();
    const form = await settledDialog(s.page);
    await form.getByLabel('停车场', { exact: true }).click();
    await s.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '世纪广场停车场' }).click();
    await form.getByLabel('车牌号').fill(toReview);
    await form.getByLabel('欠费金额').fill('3');
    await button(form, '保存').click();
    await expect.poll(() => s.page.locator('.ant-modal:visible').count()).toBe(0);
    await search(`沪W${serial}`);
    await expect.poll(() => tableRows(s.page).count()).toBe(3);
    expect(await row(toReview).innerText()).toContain('人工登记');
    expect(await row(toReview).innerText()).toContain('¥3.00');
    // the folded actions are drawn again once the user's buttons are known
    await expect
      .poll(async () => (await rowActionNames(s.page, row(toReview))).more, { timeout: 15_000 })
      .toEqual(['核查']);
    const actions = await rowActionNames(s.page, row(toReview));
    expect(actions.links).toEqual(['缴费', '撤销']);
  });

  it('pays one unpaid arrear from its row: the row shows paid with the amount, and the total owed drops by it', async () => {
    await expect.poll(owedTotal).toBeGreaterThanOrEqual(23.5);
    const before = await owedTotal();

    await clickRowAction(s.page, row(toPay), '缴费');
    const confirm = dialog(s.page);
    expect(await confirm.innerText()).toContain('¥12.50');
    await button(confirm, '确定').click();
    await expect.poll(() => row(toPay).innerText()).toContain('已缴');
    expect(await row(toPay).innerText()).toContain('¥12.50');
    expect(await button(row(toPay), '缴费').count()).toBe(0);
    await expect.poll(owedTotal).toBeCloseTo(before - 12.5, 2);
    const paid = (await owes()).find((o) => o.plateNumber === toPay);
    expect(paid).toMatchObject({ state: 1, paidAmount: 1250 });
    await screenshot(s.page, 'coupons/arrears-paid');
  });

  it('cancels another only with a reason, which the row then shows', async () => {
    await clickRowAction(s.page, row(toCancel), '撤销');
    const confirm = dialog(s.page);
    await button(confirm, '确定').click();
    await expect.poll(() => toast(s.page, '请填写撤销原因').count()).toBeGreaterThan(0);
    expect((await owes()).find((o) => o.plateNumber === toCancel)?.state).toBe(0);

    await confirm.getByLabel('撤销原因').fill('车主已现场补缴');
    await button(confirm, '确定').click();
    await expect.poll(() => row(toCancel).innerText()).toContain('已撤销');
    expect(await row(toCancel).innerText()).toContain('车主已现场补缴');
    expect((await owes()).find((o) => o.plateNumber === toCancel)).toMatchObject({
      state: 2,
      cancelReason: '车主已现场补缴',
    });
    await screenshot(s.page, 'coupons/arrears-cancelled');
  });

  it('the check page opens at the arrears not yet reviewed; one reviewed there leaves it', async () => {
    await openFromSidebar(s.page, '欠费追缴', '欠费核查');
    await s.page.waitForURL('**/parkfeerecovery/owecheck');
    await search(`沪W${serial}`);
    await expect.poll(() => tableRows(s.page).count()).toBe(3);
    await clickRowAction(s.page, row(toReview), '核查');
    await button(await settledDialog(s.page), '确定').click();
    await expect.poll(() => tableRows(s.page).count()).toBe(2);
    expect((await owes()).find((o) => o.plateNumber === toReview)?.checked).toBe(true);
    await screenshot(s.page, 'coupons/arrears-check');
  });

  it('the roadside arrears report opens the arrears list, not a page in preparation', async () => {
    await s.page.goto(`${baseUrl()}/rdstatic/arrearage`);
    await search(`沪W${serial}`);
    await expect.poll(() => tableRows(s.page).count()).toBe(3);
    expect(await activePane(s.page).innerText()).not.toContain('页面建设中');
    expect(await row(toReview).innerText()).toContain('是');
  });
});
