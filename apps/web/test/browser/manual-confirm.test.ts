import { gateType } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, dialog, openFromSidebar, tableRows, toast } from './ui';

type Gate = { id: number; parkId: number; gateType: number };

/** A gate device of the demo reports a read, the way a camera at a gate would. */
async function gateRead(device: string, body: Record<string, unknown>) {
  const res = await fetch(`${baseUrl()}/api/device/gate/event`, {
    method: 'POST',
    headers: { Authorization: device, 'Content-Type': 'application/json' },
    body: JSON.stringify({ eventId: `browser-${Date.now()}-${Math.random()}`, ...body }),
  });
  const answer = (await res.json()) as { success: boolean; data: { verdict: number }; msg: string };
  if (!answer.success) throw new Error(`gate event: ${answer.msg}`);
  return answer.data;
}

/** A car whose exit the camera misread: the operator matches the exit to the car inside from the in/out records. */
describe('resolving an exit that found no entry', () => {
  let s: Session;
  const inside = '沪Q35791';
  const misread = '琼X86420';
  beforeAll(async () => {
    const token = await apiToken();
    // the lane decides a read's direction: the car comes in at an entry gate and is misread at an exit gate of its park
    const gates = await api<{ data: Gate[] }>(token, 'GET', 'updown/baseParkGate/list?size=200');
    const exitGate = gates.data.find((g) => g.gateType === gateType.values.exit);
    const entryGate = gates.data.find((g) => g.parkId === exitGate?.parkId && g.gateType === gateType.values.entry);
    if (!exitGate || !entryGate) throw new Error('the demo has no park with an entry and an exit gate');
    const deviceKey = async (gate: Gate, deviceCode: string) => {
      const device = await api<{ id: number }>(token, 'POST', 'updown/gateDevice/submit', {
        parkId: gate.parkId,
        gateId: gate.id,
        deviceCode,
      });
      const key = await api<{ authorization: string }>(
        token,
        'POST',
        `updown/gateDevice/issueKey?deviceId=${device.id}`,
      );
      return key.authorization;
    };
    const entryKey = await deviceKey(entryGate, 'BROWSER-CONFIRM-IN');
    const exitKey = await deviceKey(exitGate, 'BROWSER-CONFIRM-OUT');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const entered = await gateRead(entryKey, { direction: 'in', plateNumber: inside, eventTime: twoHoursAgo });
    if (entered.verdict !== 1) throw new Error(`the test car was not let in: ${JSON.stringify(entered)}`);
    const out = await gateRead(exitKey, { direction: 'out', plateNumber: misread });
    if (out.verdict !== 4) throw new Error(`the misread exit did not wait for an operator: ${JSON.stringify(out)}`);
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s?.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);

  it('matches the exit to the car inside and the record shows as merged', async () => {
    await openFromSidebar(s.page, '统计报表', '进出记录');
    await s.page.waitForURL('**/static/inoutRecord');
    await pane().getByLabel('车牌号').fill(misread);
    await button(pane(), '查询').click();
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining('待人工确认')]);
    await button(tableRows(s.page).first(), '人工确认').click();
    const form = dialog(s.page);
    await expect.poll(() => form.innerText()).toContain('出场时未找到入场记录');
    await button(form, '确定').click();
    await expect.poll(() => form.innerText()).toContain('请选择在场车辆');

    await form.locator('#confirm-stay-id').fill(inside);
    await s.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: inside }).click();
    await form.getByLabel('原因').fill('浏览器测试：出口识别错误');
    await screenshot(s.page, 'traffic-manual-confirm');
    await button(form, '确定').click();
    await expect.poll(() => toast(s.page, /已处理/).count()).toBeGreaterThan(0);
    await expect.poll(() => tableRows(s.page).first().innerText()).toContain('已合并');

    await pane().getByLabel('车牌号').fill(inside);
    await button(pane(), '查询').click();
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining('已出场')]);
    expect(await button(tableRows(s.page).first(), '人工确认').count()).toBe(0);
  });
});
