import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane } from './ui';

describe('the park map without a tile server', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);
  const outlines = () => pane().locator('path.park-map-outline');
  const clusters = () => pane().locator('.park-cluster');

  it('draws the shipped province outlines under the parks and clusters the parks that crowd', async () => {
    await s.page.goto(`${baseUrl()}/road/parkMap`);
    await expect.poll(() => outlines().count()).toBeGreaterThan(30);
    await expect.poll(() => clusters().count()).toBeGreaterThan(0);
    const counts = (await clusters().allInnerTexts()).map(Number);
    expect(counts.every((n) => n >= 2)).toBe(true);
    const parks = await pane().locator('.park-map-list-item').count();
    const single = await pane().locator('.leaflet-marker-icon.park-marker').count();
    expect(single + counts.reduce((a, b) => a + b, 0)).toBe(parks);
    expect(await pane().locator('.leaflet-tile').count()).toBe(0);
    expect(await pane().locator('.park-map-no-tiles').innerText()).toContain('MAP_TILE_URL');
    await screenshot(s.page, 'park-map-offline-admin');
  });

  it('zooms into a cluster when it is clicked, until its parks stand apart', async () => {
    const before = await pane().locator('.leaflet-marker-icon.park-marker').count();
    const biggest = (await clusters().allInnerTexts()).map(Number).reduce((a, b) => Math.max(a, b), 0);
    await clusters()
      .filter({ hasText: String(biggest) })
      .first()
      .click();
    await expect.poll(() => pane().locator('.leaflet-marker-icon.park-marker').count()).toBeGreaterThan(before);
    await screenshot(s.page, 'park-map-cluster-opened');
  });

  it('tells an end user nothing about configuration', async () => {
    const other = await openBrowser();
    try {
      await signIn(other.page, 'company_a', 'Demo@2026');
      await other.page.goto(`${baseUrl()}/road/parkMap`);
      const theirs = activePane(other.page);
      await expect.poll(() => theirs.locator('path.park-map-outline').count()).toBeGreaterThan(30);
      await expect.poll(() => theirs.locator('.park-map-list-item').count()).toBeGreaterThan(0);
      expect(await theirs.locator('.park-map-no-tiles').count()).toBe(0);
      expect(await theirs.innerText()).not.toMatch(/MAP_TILE|环境变量|瓦片|tile/i);
      await screenshot(other.page, 'park-map-offline-company');
      expect(other.outside).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('fetched nothing from outside the server', () => {
    expect(s.outside).toEqual([]);
  });
});
