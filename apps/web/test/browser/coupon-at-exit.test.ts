import { gateType } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, openFromSidebar, tableRows, toast } from './ui';

type Gate = { id: number; parkId: number; gateType: number };
type Answer = { verdict: number; owedFen?: number; discountFen?: number; onlineOrderId?: string };

async function gateRead(device: string, body: Record<string, unknown>): Promise<Answer> {
  const res = await fetch(`${baseUrl()}/api/device/gate/event`, {
    method: 'POST',
    headers: { Authorization: device, 'Content-Type': 'application/json' },
    body: JSON.stringify({ eventId: `coupon-exit-${Date.now()}-${Math.random()}`, ...body }),
  });
  const answer = (await res.json()) as { success: boolean; data: Answer; msg: string };
  if (!answer.success) throw new Error(`gate event: ${answer.msg}`);
  return answer.data;
}

/**
 * The mall's desk gives a visitor a coupon; the car leaves through the exit camera; the operator sees the
 * coupon and its merchant in the order's detail.
 */
describe('a merchant coupon from the desk to the exit', () => {
  const plate = '沪A7C351';
  let entryKey: string;
  let exitKey: string;
  let merchant: Session;
  let operator: Session;

  beforeAll(async () => {
    const token = await apiToken('company_a', 'Demo@2026');
    const gates = await api<{ data: Gate[] }>(token, 'GET', 'updown/baseParkGate/list?size=200');
    const exitGate = gates.data.find((g) => g.gateType === gateType.values.exit);
    const entryGate = gates.data.find((g) => g.parkId === exitGate?.parkId && g.gateType === gateType.values.entry);
    if (!exitGate || !entryGate) throw new Error('company A has no park with an entry and an exit gate');
    const deviceKey = async (gate: Gate, deviceCode: string) => {
      const device = await api<{ id: number }>(token, 'POST', 'updown/gateDevice/submit', {
        parkId: gate.parkId,
        gateId: gate.id,
        deviceCode,
      });
      return (await api<{ authorization: string }>(token, 'POST', `updown/gateDevice/issueKey?deviceId=${device.id}`))
        .authorization;
    };
    entryKey = await deviceKey(entryGate, 'BROWSER-COUPON-IN');
    exitKey = await deviceKey(exitGate, 'BROWSER-COUPON-OUT');
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const entered = await gateRead(entryKey, { direction: 'in', plateNumber: plate, eventTime: threeHoursAgo });
    if (entered.verdict !== 1) throw new Error(`the test car was not let in: ${JSON.stringify(entered)}`);
    merchant = await openBrowser();
    await signIn(merchant.page, 'merchant_a', 'Demo@2026');
    operator = await openBrowser();
    await signIn(operator.page, 'company_a', 'Demo@2026');
  });
  afterAll(async () => {
    await merchant?.close();
    await operator?.close();
  });
  pictureFailures(() => merchant);

  it('the merchant issues the coupon at its desk, the exit takes it off, the order detail shows it', async () => {
    await openFromSidebar(merchant.page, '优惠减免', '商户工作台');
    const desk = activePane(merchant.page);
    await expect.poll(() => desk.locator('#merchant-issue').innerText()).toContain('两小时券');
    await desk.locator('#merchant-plate').click();
    await merchant.page.keyboard.type(plate);
    await desk.locator('#merchant-issue-button').click();
    await toast(merchant.page, `已向 ${plate} 发放 1 张券`).waitFor();

    const out = await gateRead(exitKey, { direction: 'out', plateNumber: plate });
    expect(out.discountFen ?? 0).toBeGreaterThan(0);
    expect(out.onlineOrderId).toBeTruthy();

    await openFromSidebar(operator.page, '统计报表', '停车订单');
    await operator.page.waitForURL('**/static/onlineorder');
    const pane = activePane(operator.page);
    await pane.getByLabel('订单号', { exact: true }).fill(String(out.onlineOrderId));
    await button(pane, '查询').click();
    await expect.poll(() => tableRows(operator.page).count()).toBe(1);
    await tableRows(operator.page).first().getByText(String(out.onlineOrderId)).click();
    const detail = operator.page.locator('#order-detail');
    await expect.poll(() => detail.innerText()).toContain('优惠券抵扣');
    const yuan = ((out.discountFen ?? 0) / 100).toFixed(2);
    expect(await detail.innerText()).toContain(yuan);
    const coupons = operator.page.locator('#order-coupons');
    await expect.poll(() => coupons.innerText()).toContain('世纪商场');
    expect(await coupons.innerText()).toContain(yuan);
    await screenshot(operator.page, 'order-detail-with-coupon');
  });
});
