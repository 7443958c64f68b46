import { orderState } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, signIn } from './browser';
import { activePane, button, dialog, openFromSidebar, sidebar, tableRows, toast } from './ui';

type Order = { onlineOrderId: string; plateNumber: string; paidAmount: number; refundedAmount: number };
type Role = { id: number; refundLimit: number | null };

/** A plate of its own per run, so a server holding earlier runs' passes still finds only this one. */
const plate = `沪G${String(Math.floor(Math.random() * 89999) + 10000)}`;

/** A shift at the booth of 阳光花园 as operator_a: cars inside, an order refunded within the limit, a pass renewed. */
describe('the park operator’s day', () => {
  let s: Session;
  let admin: string;
  let role: Role;
  let order: Order;
  beforeAll(async () => {
    admin = await apiToken();
    const operator = await apiToken('operator_a', 'Demo@2026');
    const roles = await api<{ data: Role[] }>(admin, 'GET', 'updown/sysrole/list?code=park_operator');
    const found = roles.data[0];
    if (!found) throw new Error('no park_operator role');
    role = found;
    // the operator's own park only: the list answers what the operator may see
    const paid = await api<{ data: Order[] }>(
      operator,
      'GET',
      `updown/static/getPageOnlineOrder?state=${orderState.values.paid}&size=50`,
    );
    const fresh = paid.data.find((o) => o.paidAmount >= 300 && o.refundedAmount === 0);
    if (!fresh) throw new Error('the operator’s park holds no paid order of 3 yuan or more');
    order = fresh;
    const parks = await api<{ data: { id: number }[] }>(operator, 'GET', 'updown/basePark/list');
    await api(admin, 'POST', 'updown/parkMonth/add', {
      parkId: parks.data[0]?.id,
      plateNumber: plate,
      ownerName: '岗亭测试',
      monthlyFee: 20000,
      startTime: '2029-11-01 00:00:00',
      endTime: '2030-01-31 23:59:59',
    });
    // a limit below the demo's orders, so the refusal shows; the seeded ¥50.00 comes back afterwards
    await api(admin, 'POST', 'updown/sysrole/submit', { id: role.id, refundLimit: 100 });
    s = await openBrowser();
    await signIn(s.page, 'operator_a', 'Demo@2026');
  });
  afterAll(async () => {
    await api(admin, 'POST', 'updown/sysrole/submit', { id: role.id, refundLimit: role.refundLimit });
    await s?.close();
  });
  pictureFailures(() => s);

  const pane = () => activePane(s.page);

  it('releases a car inside by hand, and may add one the camera missed', async () => {
    await openFromSidebar(s.page, '统计报表', '在场车辆');
    await s.page.waitForURL('**/static/incar');
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    expect(await pane().locator('#incar-hand-entry').count()).toBe(1);
    const first = tableRows(s.page).first();
    const released = (await first.innerText()).match(/[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}/)?.[0];
    expect(released).toBeTruthy();
    await button(first, '放行').click();
    const form = dialog(s.page);
    await form.getByLabel('原因').fill('道闸故障，人工放行');
    await button(form, '确定').click();
    await expect.poll(() => toast(s.page, '已放行').count()).toBeGreaterThan(0);
    await expect.poll(() => pane().locator('.ant-table-tbody').innerText()).not.toContain(released);
  });

  it('refunds an order within the limit and is refused above it, told the limit in yuan', async () => {
    await openFromSidebar(s.page, '统计报表', '停车订单');
    await s.page.waitForURL('**/static/onlineorder');
    await pane().getByLabel('订单号', { exact: true }).fill(order.onlineOrderId);
    await button(pane(), '查询').click();
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining(order.plateNumber)]);
    await button(tableRows(s.page).first(), '退款').click();
    const form = dialog(s.page);
    await form.locator('#refund-amount').fill('2.00');
    await form.getByLabel('退款原因').fill('车主投诉：超过上限');
    await button(form, '确定').click();
    await expect.poll(() => toast(s.page, '超过您的单笔退款上限 ¥1.00').count()).toBeGreaterThan(0);
    await form.locator('#refund-amount').fill('1.00');
    await form.getByLabel('退款原因').fill('车主投诉：上限以内');
    await button(form, '确定').click();
    await expect.poll(() => toast(s.page, '已退款 1.00 元').count()).toBeGreaterThan(0);
    const after = await api<{ refundedAmount: number }>(
      admin,
      'GET',
      `updown/parkorder/queryPayResult?onlineOrderId=${order.onlineOrderId}`,
    );
    expect(after.refundedAmount).toBe(100);
  });

  it('renews a monthly pass', async () => {
    await openFromSidebar(s.page, '车辆管理', '月卡');
    await s.page.waitForURL('**/car/carMonthNew');
    await pane().getByLabel('车牌号').fill(plate);
    await button(pane(), '查询').click();
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining('2030-01-31')]);
    await button(tableRows(s.page).first(), '续费').click();
    const form = dialog(s.page);
    await form.locator('#renew-months').fill('1');
    await expect.poll(() => form.locator('#renew-new-end').innerText()).toBe('2030-02-28 23:59:59');
    await button(form, '确定').click();
    await expect.poll(() => toast(s.page, '续费成功').count()).toBeGreaterThan(0);
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining('2030-02-28')]);
  });

  it('a page outside the grants, typed as an address, shows 403 and no fee-rule save button', async () => {
    expect(await sidebar(s.page).innerText()).not.toContain('收费规则');
    await s.page.goto(`${baseUrl()}/car/parkfeerule`);
    await expect.poll(() => pane().innerText()).toContain('您没有访问该页面的权限');
    expect(await button(pane(), '保存').count()).toBe(0);
    expect(await pane().locator('.ant-table').count()).toBe(0);
  });
});
