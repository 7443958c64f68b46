import { gateType } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, dialog, openFromSidebar, tableRows, toast } from './ui';

type Gate = { id: number; parkId: number; gateType: number };

const serial = String(Math.floor(Math.random() * 9000 + 1000));
const plate = `沪V${serial}8`;
const visitorName = `访客${serial}`;
/** A moment as the operators type it, in the demo's zone. */
const local = (d: Date) => d.toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 19);

/**
 * The office invites a visitor with a car; the reviewer approves the visit in batch on the review page; the car
 * drives in through a gate that takes no temporary cars, and the visit shows on the visitor car records page.
 */
describe('a visitor from review to the visitor car page', () => {
  let s: Session;
  let entryKey: string;

  beforeAll(async () => {
    const token = await apiToken('company_a', 'Demo@2026');
    const gates = await api<{ data: Gate[] }>(token, 'GET', 'updown/baseParkGate/list?size=200');
    const entry = gates.data.find((g) => g.gateType === gateType.values.entry);
    if (!entry) throw new Error('company A has no entry gate');
    const device = await api<{ id: number }>(token, 'POST', 'updown/gateDevice/submit', {
      parkId: entry.parkId,
      gateId: entry.id,
      deviceCode: `BROWSER-VISITOR-${serial}`,
    });
    entryKey = (await api<{ authorization: string }>(token, 'POST', `updown/gateDevice/issueKey?deviceId=${device.id}`))
      .authorization;
    await api(token, 'POST', 'updown/plat/visitorInfo/add', {
      parkId: entry.parkId,
      visitorName,
      plateNumber: plate,
      hostName: '钱业主',
      startTime: local(new Date(Date.now() - 3_600_000)),
      endTime: local(new Date(Date.now() + 3 * 3_600_000)),
    });
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
  });
  afterAll(() => s?.close());
  pictureFailures(() => s);

  it('approves the visit in batch, and the car that then drives in is listed as a visit', async () => {
    await openFromSidebar(s.page, '访客管理', '访客审核');
    await activePane(s.page).getByLabel('访客姓名').fill(visitorName);
    await button(activePane(s.page), '查询').click();
    await expect.poll(() => tableRows(s.page).count()).toBe(1);
    await tableRows(s.page).first().locator('.ant-checkbox-input').check();
    // the button counts the rows chosen: 批量审核 (1)
    await activePane(s.page)
      .getByRole('button', { name: /批量审核 \(1\)/ })
      .click();
    const review = dialog(s.page);
    await review.getByLabel('审核意见').fill('欢迎来访');
    await screenshot(s.page, 'visitor-batch-review');
    await button(review, '确定').click();
    await expect.poll(() => toast(s.page, '已审核 1 位访客').count()).toBeGreaterThan(0);
    await expect.poll(() => tableRows(s.page).count()).toBe(0);

    const res = await fetch(`${baseUrl()}/api/device/gate/event`, {
      method: 'POST',
      headers: { Authorization: entryKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ eventId: `visitor-${serial}`, direction: 'in', plateNumber: plate }),
    });
    const answer = (await res.json()) as { data: { open: boolean } };
    expect(answer.data.open).toBe(true);

    await openFromSidebar(s.page, '访客管理', '访客进出记录');
    await activePane(s.page).getByLabel('车牌号').fill(plate);
    await button(activePane(s.page), '查询').click();
    await expect.poll(() => tableRows(s.page).count()).toBe(1);
    const row = await tableRows(s.page).first().innerText();
    expect(row).toContain(visitorName);
    expect(row).toContain('钱业主');
    await screenshot(s.page, 'visitor-car-records');
  });
});
