import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, openFromSidebar, settledDialog, tableRows, toast } from './ui';

const serial = String(Math.floor(Math.random() * 9000 + 1000));
const [toApprove, toRefuse] = [`沪Y${serial}1`, `沪Y${serial}2`];

describe('white-list review on the white-list page', () => {
  let s: Session;
  beforeAll(async () => {
    const token = await apiToken('company_a', 'Demo@2026');
    const parks = await api<{ data: { id: number }[] }>(
      token,
      'GET',
      `updown/basePark/list?parkName=${encodeURIComponent('世纪广场停车场')}`,
    );
    for (const plateNumber of [toApprove, toRefuse]) {
      await api(token, 'POST', 'updown/parkWhiteNew/submit', {
        parkId: parks.data[0]?.id,
        plateNumber,
        ownerName: '访客',
      });
    }
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
    await openFromSidebar(s.page, '车辆管理', '白名单');
    await s.page.waitForURL('**/car/whitelist');
    await activePane(s.page).getByLabel('车牌号').fill(`沪Y${serial}`);
    await button(activePane(s.page), '查询').click();
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const row = (plate: string) => tableRows(s.page).filter({ hasText: plate });

  it('approves one pending entry and refuses the other with a reason; reviewed rows offer no review', async () => {
    await expect.poll(() => tableRows(s.page).count()).toBe(2);
    await button(row(toApprove), '通过').click();
    await button(await settledDialog(s.page), '确定').click();
    await expect.poll(() => row(toApprove).innerText()).toContain('已通过');
    expect(
      await row(toApprove)
        .getByRole('button', { name: /通\s?过/ })
        .count(),
    ).toBe(0);

    await button(row(toRefuse), '拒绝').click();
    const confirm = await settledDialog(s.page);
    await confirm.getByLabel('拒绝原因').fill('不是本商场车辆');
    await button(confirm, '确定').click();
    await expect.poll(() => row(toRefuse).innerText()).toContain('已拒绝');
    expect(await row(toRefuse).innerText()).toContain('不是本商场车辆');
    await expect.poll(() => toast(s.page, '操作成功').count()).toBeGreaterThan(0);
    await screenshot(s.page, 'white-list-reviewed');
  });
});
