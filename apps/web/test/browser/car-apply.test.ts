import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, clickRowAction, dialog, openFromSidebar, settledDialog, tableRows, toast } from './ui';

/** Plates of their own per run, so a server holding earlier runs' rows still finds only these. */
const fresh = (prefix: string) => `${prefix}${String(Math.floor(Math.random() * 89999) + 10000)}`;
const passing = fresh('苏E');
const refusing = fresh('苏F');
const roadsidePlate = fresh('苏G');

describe('car applications, share charges and roadside passes', () => {
  let s: Session;
  beforeAll(async () => {
    const token = await apiToken();
    const parkId = async (name: string) =>
      (await api<{ data: { id: number }[] }>(token, 'GET', `updown/basePark/list?parkName=${encodeURIComponent(name)}`))
        .data[0]?.id;
    const plaza = await parkId('世纪广场');
    for (const plateNumber of [passing, refusing]) {
      await api(token, 'POST', 'updown/parkCarApply/submitApply', {
        parkId: plaza,
        plateNumber,
        ownerName: '申请测试',
        ownerPhone: '13912345678',
        months: 2,
        monthlyFee: 20000,
      });
    }
    await api(token, 'POST', 'updown/parkMonth/add', {
      parkId: await parkId('世纪大道路侧停车'),
      plateNumber: roadsidePlate,
      ownerName: '路侧测试',
      monthlyFee: 10000,
      startTime: '2029-11-01 00:00:00',
      endTime: '2030-01-31 23:59:59',
    });
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);
  const search = async (plate: string) => {
    await pane().getByLabel('车牌号').fill(plate);
    await button(pane(), '查询').click();
  };

  it('passes one application and finds its pass in the pass list', async () => {
    await openFromSidebar(s.page, '车辆管理', '月卡申请');
    await s.page.waitForURL('**/car/parkcarapply');
    await search(passing);
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining('已提交')]);
    await button(tableRows(s.page).first(), '通过').click();
    // a click while the confirmation still zooms in is lost
    await button(await settledDialog(s.page), '确定').click();
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining('已通过')]);
    expect(await button(tableRows(s.page).first(), '通过').count()).toBe(0);

    await openFromSidebar(s.page, '车辆管理', '月卡');
    await s.page.waitForURL('**/car/carMonthNew');
    await search(passing);
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining('申请测试')]);
    await expect.poll(() => tableRows(s.page).first().innerText()).toMatch(/23:59:59/);
  });

  it('refuses another with a remark, applies again and cancels it', async () => {
    await openFromSidebar(s.page, '车辆管理', '车辆审核');
    await s.page.waitForURL('**/car/admincarapply');
    await search(refusing);
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining('已提交')]);
    await button(tableRows(s.page).first(), '拒绝').click();
    await (await settledDialog(s.page)).getByLabel('拒绝原因').fill('缺少行驶证');
    await button(await settledDialog(s.page), '确定').click();
    await expect
      .poll(() => tableRows(s.page).allInnerTexts())
      .toEqual([expect.stringMatching(/已拒绝[\s\S]*缺少行驶证|缺少行驶证[\s\S]*已拒绝/)]);
    await screenshot(s.page, 'car-apply-refused');

    await button(tableRows(s.page).first(), '重新申请').click();
    await button(await settledDialog(s.page), '确定').click();
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining('已提交')]);
    await clickRowAction(s.page, tableRows(s.page).first(), '取消申请');
    await button(await settledDialog(s.page), '确定').click();
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining('已取消')]);
    expect(await button(tableRows(s.page).first(), '取消申请').count()).toBe(0);
  });

  it('shows share group charges as a tab of the pass page, and re-aligns a park behind a confirm dialog', async () => {
    await openFromSidebar(s.page, '车辆管理', '月卡');
    await s.page.waitForURL('**/car/carMonthNew');
    await pane().getByRole('tab', { name: '共享车位收费' }).click();
    await expect.poll(() => pane().locator('#reinit-share').count()).toBe(1);
    await pane().locator('#reinit-share').click();
    const form = dialog(s.page);
    await form.locator('#reinit-park').click();
    await s.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '世纪广场' })
      .click();
    const range = form.locator('.ant-picker-range input');
    await range.nth(0).click();
    await range.nth(0).fill('2020-01-01');
    await range.nth(1).click();
    await range.nth(1).fill('2040-12-31');
    await range.nth(1).press('Enter');
    await screenshot(s.page, 'share-reinit-dialog');
    await button(form, '确定').click();
    await expect.poll(() => toast(s.page, /已对齐 \d+ 个组中的 \d+ 张月卡/).count()).toBeGreaterThan(0);
    await screenshot(s.page, 'share-charges');
  });

  it('lists the passes of roadside parks on /road/rdCarMonth', async () => {
    await openFromSidebar(s.page, '路侧停车', '路侧月租车');
    await s.page.waitForURL('**/road/rdCarMonth');
    await expect.poll(() => pane().locator('.ant-table-tbody').innerText()).toContain(roadsidePlate);
    const parks = await tableRows(s.page).allInnerTexts();
    expect(parks.length).toBeGreaterThan(0);
    expect(parks.some((r) => r.includes('世纪广场'))).toBe(false);
    await screenshot(s.page, 'roadside-passes');
  });
});
