import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, clickRowAction, dialog, openFromSidebar, settledDialog, tableRows, toast } from './ui';

/** A plate of its own per run, so a server holding earlier runs' passes still finds only this one. */
const plate = `沪F${String(Math.floor(Math.random() * 89999) + 10000)}`;

describe('the monthly pass page', () => {
  let s: Session;
  beforeAll(async () => {
    const token = await apiToken();
    const parks = await api<{ data: { id: number }[] }>(
      token,
      'GET',
      `updown/basePark/list?parkName=${encodeURIComponent('世纪广场')}`,
    );
    await api(token, 'POST', 'updown/parkMonth/add', {
      parkId: parks.data[0]?.id,
      plateNumber: plate,
      ownerName: '浏览器测试',
      monthlyFee: 30000,
      startTime: '2029-11-01 00:00:00',
      endTime: '2030-01-31 23:59:59',
    });
    s = await openBrowser();
    await signIn(s.page);
    await openFromSidebar(s.page, '车辆管理', '月卡');
    await s.page.waitForURL('**/car/carMonthNew');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);

  it('renews a pass: the dialog shows the new end before confirming, and the list shows it after', async () => {
    await pane().getByLabel('车牌号').fill(plate);
    await button(pane(), '查询').click();
    await expect
      .poll(() => tableRows(s.page).allInnerTexts())
      .toEqual([expect.stringContaining('2030-01-31 23:59:59')]);
    // the list shows the monthly fee as the renewal dialog does: yuan, not the stored fen
    expect(await tableRows(s.page).first().innerText()).toContain('¥300.00');
    expect(await pane().locator('.ant-table-thead').innerText()).not.toContain('(分)');
    await button(tableRows(s.page).first(), '续费').click();
    const form = dialog(s.page);
    await expect.poll(() => form.locator('#renew-new-end').innerText()).toBe('2030-02-28 23:59:59');
    await form.locator('#renew-months').fill('2');
    await expect.poll(() => form.locator('#renew-new-end').innerText()).toBe('2030-03-31 23:59:59');
    await expect.poll(() => form.innerText()).toContain('¥600.00');
    await screenshot(s.page, 'monthly-pass-renew-dialog');
    const sent = s.page.waitForRequest((r) => r.url().includes('/parkMonth/renewalMonth'));
    await button(form, '确定').click();
    // one key per dialog opening: a retry of the same renewal is applied once by the server
    expect((await sent).headers()['idempotency-key']).toMatch(/^[\x21-\x7e]{8,120}$/);
    await expect.poll(() => toast(s.page, '续费成功').count()).toBeGreaterThan(0);
    await expect
      .poll(() => tableRows(s.page).allInnerTexts())
      .toEqual([expect.stringContaining('2030-03-31 23:59:59')]);
    await screenshot(s.page, 'monthly-pass-renewed');
  });

  it('edits the monthly fee in yuan: 3.456 is refused naming the field, 320.5 is kept as ¥320.50', async () => {
    await clickRowAction(s.page, tableRows(s.page).first(), '编辑');
    const form = dialog(s.page);
    const fee = form.getByLabel('月租费');
    await expect.poll(() => fee.inputValue()).toBe('300');
    await fee.fill('3.456');
    await button(form, '保存').click();
    await expect.poll(() => form.innerText()).toContain('月租费按元填写，最多两位小数');
    await fee.fill('320.5');
    await button(form, '保存').click();
    await expect.poll(() => tableRows(s.page).first().innerText()).toContain('¥320.50');
    const token = await apiToken();
    const stored = await api<{ data: { monthlyFee: number }[] }>(
      token,
      'GET',
      `updown/parkMonth/list?plateNumber=${encodeURIComponent(plate)}`,
    );
    expect(stored.data.map((p) => p.monthlyFee)).toEqual([32050]);
  });

  it('pauses and recovers the pass from its row', async () => {
    await button(tableRows(s.page).first(), '暂停').click();
    await button(await settledDialog(s.page), '确定').click();
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining('临时停用')]);
    await button(tableRows(s.page).first(), '恢复').click();
    await button(await settledDialog(s.page), '确定').click();
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining('正常')]);
  });

  it('grants passes to several plates at once and lists their ends', async () => {
    const plates = [0, 1].map((i) => `沪G${String(Math.floor(Math.random() * 89999) + 10000 + i).slice(-5)}`);
    await openFromSidebar(s.page, '车辆管理', '批量授权');
    await s.page.waitForURL('**/car/carbatchgrant');
    await pane().getByLabel('停车场').click();
    await s.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '世纪广场' })
      .click();
    await pane().getByLabel('车牌号').fill(plates.join('\n'));
    await pane().getByLabel('续费月数').fill('3');
    await button(pane(), '批量开通').click();
    await expect.poll(() => toast(s.page, '已开通 2 张月卡').count()).toBeGreaterThan(0);
    const text = await pane().locator('.ant-table-tbody').innerText();
    for (const p of plates) expect(text).toContain(p);
    expect(text).toMatch(/23:59:59/);
    await screenshot(s.page, 'monthly-pass-batch-grant');
  });
});
