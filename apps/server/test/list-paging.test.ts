import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { count, ok } from './system/helpers';

type Page = { total: number; totalCapped?: boolean; data: unknown[]; current: number };

// totals counted exactly up to 5 rows past the page asked for
const limit = 5;
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp({ config: { listCountLimit: limit } });
  admin = await signIn(app, 'admin');
});
afterAll(() => app.close());

const stays = 'select count(*) as n from park_io_record where deleted_at is null';
const leftStays = `${stays} and state in (2, 3)`;

describe('a list counts its total only so far past the page', () => {
  it('says "more than" once the rows outnumber the page and the limit', async () => {
    const all = await count(app, stays);
    expect(all).toBeGreaterThan(4 + 2 + limit);
    const first = await ok<Page>(app, 'GET', '/api/updown/parkIORecord/list', {
      token: admin,
      query: { current: 1, size: 2 },
    });
    expect(first).toMatchObject({ total: 2 + limit, totalCapped: true });
    expect(first.data).toHaveLength(2);
    // further on, the count goes as far again past that page
    const third = await ok<Page>(app, 'GET', '/api/updown/parkIORecord/list', {
      token: admin,
      query: { current: 3, size: 2 },
    });
    expect(third).toMatchObject({ total: 4 + 2 + limit, totalCapped: true });
  });

  it('gives the exact total while it stays within the limit', async () => {
    const plate = (
      await app.database.query<{ plate_number: string }>(
        'select plate_number from park_io_record where deleted_at is null order by id limit 1',
      )
    )[0]?.plate_number;
    const exact = await count(app, `${stays} and plate_number = $1`, [plate]);
    expect(exact).toBeLessThanOrEqual(1 + limit);
    const page = await ok<Page>(app, 'GET', '/api/updown/parkIORecord/list', {
      token: admin,
      query: { current: 1, size: 1, plateNumber: plate },
    });
    expect(page.total).toBe(exact);
    expect(page.totalCapped).toBeUndefined();
  });

  it('counts a report page the same way', async () => {
    expect(await count(app, leftStays)).toBeGreaterThan(2 + limit);
    const page = await ok<Page>(app, 'GET', '/api/updown/static/getChargeDetail', {
      token: admin,
      query: { current: 1, size: 2 },
    });
    expect(page).toMatchObject({ total: 2 + limit, totalCapped: true });
  });
});

describe('a list filtered by a period', () => {
  it('shows the newest of that period first unless told another order', async () => {
    const period = { paidAtStart: '2000-01-01 00:00:00', paidAtEnd: '2100-01-01 00:00:00' };
    const page = await ok<{ data: { paidAt: string | null }[] }>(app, 'GET', '/api/updown/static/getPageOnlineOrder', {
      token: admin,
      query: { current: 1, size: 50, ...period },
    });
    const paid = page.data.map((r) => r.paidAt);
    expect(paid.length).toBeGreaterThan(2);
    expect(paid).toEqual([...paid].sort().reverse());
    // a sort the user chose still wins
    const asked = await ok<{ data: { paidAt: string | null }[] }>(app, 'GET', '/api/updown/static/getPageOnlineOrder', {
      token: admin,
      query: { current: 1, size: 50, sort: 'paidAt', ...period },
    });
    const ascending = asked.data.map((r) => r.paidAt);
    expect(ascending).toEqual([...ascending].sort());
    expect(ascending[0]).not.toBe(paid[0]);
  });
});
