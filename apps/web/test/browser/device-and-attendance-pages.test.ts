import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, clickRowAction, settledDialog, tableRows } from './ui';

type Page<T> = { total: number; data: T[] };

describe('the attendance, guidance and wired device pages', () => {
  let s: Session;
  let token: string;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
    token = await apiToken('company_a', 'Demo@2026');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it("lists the company's attendance groups with their shift, and the days judged against it", async () => {
    await s.page.goto(`${baseUrl()}/attendanceManagement/group`);
    await expect.poll(() => tableRows(s.page).count()).toBe(2);
    const guards = tableRows(s.page).filter({ hasText: '保安队考勤组' });
    expect(await guards.innerText()).toContain('保安白班');
    await screenshot(s.page, 'attendance-groups');

    const days = await api<Page<{ status: number | null }>>(token, 'GET', 'updown/attendance/attendanceDetail?size=1');
    await s.page.goto(`${baseUrl()}/attendance/attendanceDetail`);
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    const header = await activePane(s.page).locator('.ant-table-thead').innerText();
    expect(header).toContain('考勤结果');
    expect(days.total).toBeGreaterThan(0);
    const text = await activePane(s.page).locator('.ant-table-tbody').innerText();
    expect(text).toMatch(/正常|迟到|早退|缺卡|休息日/);
    await screenshot(s.page, 'attendance-detail');
  });

  it('shows the free spaces of the guided building and its devices online', async () => {
    const overview = await api<{ totals: { spaces: number; free: number } }>(
      token,
      'GET',
      'updown/plat/navigation/overview',
    );
    await s.page.goto(`${baseUrl()}/navigation/index`);
    const row = activePane(s.page).locator('.ant-table-row').filter({ hasText: '商场主楼' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(`在线 7`);
    const totals = await activePane(s.page).locator('.ant-statistic').allInnerTexts();
    expect(totals.some((t) => t.includes('空闲') && t.includes(String(overview.totals.free)))).toBe(true);
    await screenshot(s.page, 'guidance-overview');
  });

  it('offers a camera of the wired devices only firmware made for cameras', async () => {
    await s.page.goto(`${baseUrl()}/wire/device`);
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    const camera = tableRows(s.page).filter({ hasText: '通道相机' }).first();
    await clickRowAction(s.page, camera, '升级固件');
    // opened while the dialog still zooms in, the list of choices is measured small and shows only some
    const box = await settledDialog(s.page);
    await box.locator('#upgrade-version').click();
    const firmware = await api<Page<{ versionName: string; deviceType: number }>>(
      token,
      'GET',
      'updown/noWireVersions/list?size=100&state=1',
    );
    const forCameras = firmware.data.filter((v) => v.deviceType === 1).map((v) => v.versionName);
    expect(forCameras).toContain('VZ-R5-4.2.1');
    // read until the list stands still: while the dropdown slides in its options are drawn anew
    const option = s.page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect
      .poll(async () => (await option.allInnerTexts()).map((o) => o.replace(/ \(\d+\)$/, '')).sort())
      .toEqual(forCameras.sort());
    await screenshot(s.page, 'wired-device-upgrade');
    await s.page.keyboard.press('Escape');
  });
});
