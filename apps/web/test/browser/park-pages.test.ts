import { resources } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadsideViews } from '../../src/pages/parks/roadside-views';
import { baseUrl, openBrowser, pictureFailures, type Session, signIn } from './browser';
import { activePane, tableRows } from './ui';

/** The list pages of the parks issue: the base data and roadside groups, car types and car models. */
const issuePage = (path: string) =>
  path.startsWith('/basedata/') ||
  path.startsWith('/road/') ||
  ['/car/parkcartype', '/car/parkcarmodel'].includes(path);

const listPages = [
  ...resources.flatMap((def) => (def.menu ? [def.menu.path] : [])),
  ...roadsideViews.map((v) => v.path),
].filter(issuePage);

describe('the parks pages on a fresh start with demo data', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  /** Opens the page as the only tab besides home, as after signing in, so each visit loads one list. */
  async function open(path: string) {
    await s.page.evaluate(() => localStorage.removeItem('parking-tabs'));
    await s.page.goto(`${baseUrl()}${path}`);
  }

  it('covers the roadside and base data groups', () => {
    expect(listPages).toEqual(
      expect.arrayContaining(['/basedata/park', '/road/company', '/road/park', '/road/rdBerth']),
    );
  });

  it.each(listPages)('%s lists at least one row', async (path) => {
    await open(path);
    await expect.poll(() => tableRows(s.page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await activePane(s.page).locator('.ant-result').count()).toBe(0);
  });

  it('/road/parkMap shows a marker for every park with a place', async () => {
    await open('/road/parkMap');
    await expect
      .poll(() => activePane(s.page).locator('.leaflet-marker-icon').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(6);
  });
});
