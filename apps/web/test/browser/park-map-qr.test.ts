import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQrOf, pngMagic } from '../../../server/test/parks/qr-image';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, clickRowAction, dialog, rowActionNames, tableRows } from './ui';

const parkName = `地图车场${Math.floor(Math.random() * 9000 + 1000)}`;

describe('the park map and a park QR codes', () => {
  let s: Session;
  let parkId: number;
  beforeAll(async () => {
    const token = await apiToken();
    await api(token, 'POST', 'updown/basePark/submit', {
      parkName,
      companyId: 1,
      longitude: 121.5,
      latitude: 31.24,
      totalStalls: 40,
      freeStalls: 25,
    });
    const found = await api<{ data: { id: number }[] }>(
      token,
      'GET',
      `updown/basePark/list?parkName=${encodeURIComponent(parkName)}`,
    );
    parkId = (found.data[0] as { id: number }).id;
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);
  const marker = (name: string) => pane().locator(`.leaflet-marker-icon[title="${name}"]`);

  it('shows parks of both kinds on the offline base map, telling the administrator how to add tiles', async () => {
    await s.page.goto(`${baseUrl()}/road/parkMap`);
    await expect.poll(() => pane().locator('.park-map-list-item').count()).toBeGreaterThan(2);
    const note = pane().locator('.park-map-no-tiles');
    expect(await note.innerText()).toContain('离线省界底图');
    expect(await note.innerText()).toContain('MAP_TILE_URL');
    expect(await pane().locator('.leaflet-tile').count()).toBe(0);
    expect(await pane().locator('.park-map-list').innerText()).toContain(`${parkName}\n25 / 40`);
    await pane().locator('.park-map-list-item', { hasText: parkName }).click();
    const popup = pane().locator('.leaflet-popup-content');
    await expect.poll(() => popup.innerText()).toContain(parkName);
    expect(await popup.innerText()).toContain('空余车位: 25 / 40');
    // close by, the park stands on its own marker rather than in its neighbours' cluster
    expect(await marker(parkName).count()).toBe(1);
    // chosen from the list, the map comes close enough to name the parks beside their markers
    expect(await pane().locator('.park-map').getAttribute('class')).not.toContain('park-map-names-hidden');
    expect(await pane().locator('.park-label', { hasText: parkName }).isVisible()).toBe(true);
    await screenshot(s.page, 'park-map');
    await pane().locator('.park-map-list-item', { hasText: '世纪大道路侧停车' }).click();
    await expect.poll(() => popup.innerText()).toMatch(/空闲泊位: \d+ \/ 48/);
  });

  it("shows a park's QR codes and downloads the payment code as a PNG of its address", async () => {
    await s.page.goto(`${baseUrl()}/basedata/park`);
    await pane().getByLabel('停车场名称', { exact: true }).fill(parkName);
    await button(pane(), '查询').click();
    await expect.poll(() => tableRows(s.page).count()).toBe(1);
    // a park's QR codes fold under its row's "more"
    await clickRowAction(s.page, tableRows(s.page).first(), '二维码');
    const codes = dialog(s.page);
    await expect.poll(() => codes.locator('.qr-card img').count()).toBe(5);
    const text = await codes.innerText();
    for (const label of ['停车缴费二维码', '小程序缴费二维码', '开票二维码', '补缴二维码', '云坐席通道二维码']) {
      expect(text).toContain(label);
    }
    const pay = codes.locator('[data-qr="ParkPayQRCode"]');
    const url = (await pay.locator('.qr-card-url').innerText()).trim();
    expect(url).toMatch(new RegExp(`/h5/pay\\?parkId=${parkId}$`));
    await screenshot(s.page, 'park-qr-codes');
    const [download] = await Promise.all([s.page.waitForEvent('download'), button(pay, '下载').click()]);
    expect(download.suggestedFilename()).toBe(`${parkName}-停车缴费二维码.png`);
    const png = readFileSync(await download.path());
    expect(png.subarray(0, 8).equals(pngMagic)).toBe(true);
    expect(isQrOf(png, url)).toBe(true);
    await button(codes, '关闭').click();
    await expect.poll(() => s.page.locator('.ant-modal:visible').count()).toBe(0);
  });

  it('offers a QR code on areas that are stereo garages only', async () => {
    await s.page.goto(`${baseUrl()}/basedata/parkarea`);
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(1);
    const garage = tableRows(s.page).filter({ hasText: '立体车库' });
    await expect.poll(() => garage.count()).toBe(1);
    // the folded actions appear once the user's buttons are known, and the list may draw its rows again
    await expect.poll(async () => (await rowActionNames(s.page, garage)).more, { timeout: 15_000 }).toContain('二维码');
    const east = await rowActionNames(s.page, tableRows(s.page).filter({ hasText: '东区' }).first());
    expect([...east.links, ...east.more]).not.toContain('二维码');
    await clickRowAction(s.page, garage, '二维码');
    const code = dialog(s.page);
    await expect.poll(() => code.locator('.qr-card-url').innerText()).toMatch(/\/h5\/garage\?parkId=\d+&areaId=\d+$/);
    expect(await code.innerText()).toContain('立体车库二维码');
  });

  it('fetched nothing from outside the server', () => {
    expect(s.outside).toEqual([]);
  });
});
