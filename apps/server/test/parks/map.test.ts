import { berthResource } from '@parking/resources';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { tableOf } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, type Row } from './helpers';

const apps = new Map<string, TestApp>();
afterAll(async () => {
  for (const a of apps.values()) await a.close();
});

/** One server without tiles and one with, each started once. */
async function start(tileUrl?: string) {
  const known = apps.get(tileUrl ?? '');
  if (known) return known;
  const app = await createTestApp({
    before: (a) => {
      if (tileUrl) {
        a.context.config.mapTileUrl = tileUrl;
        a.context.config.mapTileAttribution = '© OpenStreetMap';
      }
    },
  });
  apps.set(tileUrl ?? '', app);
  return app;
}

describe('map data', () => {
  it('getAllLngLat2 answers the parks the caller sees, with coordinates and stalls', async () => {
    const app = await start();
    const a = await ok<Row[]>(app, 'GET', '/api/updown/basePark/getAllLngLat2', {
      token: await signIn(app, 'company_a'),
    });
    expect(a.map((p) => p.parkName)).toEqual(['世纪大道路侧停车', '世纪广场停车场', '阳光花园地下停车场']);
    // the demo's cars inside now take stalls: free is what the park holds at this moment
    const [sun] = await app.database.query<{ free_stalls: string }>(
      `select free_stalls from park where park_name = '阳光花园地下停车场'`,
    );
    expect(a.find((p) => p.parkName === '阳光花园地下停车场')).toMatchObject({
      parkKind: 1,
      longitude: 121.5442,
      latitude: 31.2213,
      totalStalls: 320,
      freeStalls: Number(sun?.free_stalls),
    });
    const b = await ok<Row[]>(app, 'GET', '/api/updown/basePark/getAllLngLat2', {
      token: await signIn(app, 'company_b'),
      query: { parkKind: 10 },
    });
    expect(b.map((p) => p.parkName)).toEqual(['解放路路侧停车']);
    const operator = await ok<Row[]>(app, 'GET', '/api/updown/basePark/getSampleLngLat', {
      token: await signIn(app, 'operator_a'),
    });
    expect(operator).toEqual([
      expect.objectContaining({ name: '阳光花园地下停车场', lng: 121.5442, lat: 31.2213, kind: 1 }),
    ]);
  });

  it('getRoadParkLngLat answers roadside parks with their berths taken and free, and their sections', async () => {
    const app = await start();
    const roads = await ok<Row[]>(app, 'GET', '/api/updown/basePark/getRoadParkLngLat', {
      token: await signIn(app, 'admin'),
    });
    // the demo's roadside cars follow the hour it was seeded at: compare with the berths as stored
    const b = tableOf(berthResource);
    const taken = await app.context.db
      .select({ parkId: b.parkId, n: sql<number>`count(*) filter (where ${b.hasCar})::int` })
      .from(b)
      .where(isNull(b.deletedAt))
      .groupBy(b.parkId);
    const occupied = new Map(taken.map((t) => [t.parkId, t.n]));
    expect(roads.map((r) => [r.parkName, r.berths])).toEqual([
      ['世纪大道路侧停车', 48],
      ['解放路路侧停车', 36],
    ]);
    for (const r of roads) {
      expect(r.occupied).toBe(occupied.get(r.parkId as number));
      expect(r.free).toBe((r.berths as number) - (r.occupied as number));
    }
    expect(roads.every((r) => (r.occupied as number) > 0)).toBe(true);
    expect(((roads[0]?.sections ?? []) as Row[]).map((s) => s.sectionName)).toEqual(['世纪大道东段', '世纪大道西段']);
  });
  it('a park without coordinates is left off the map', async () => {
    const app = await start();
    const a = await signIn(app, 'company_a');
    await ok(app, 'POST', '/api/updown/basePark/submit', { token: a, body: { parkName: '无坐标车场' } });
    const all = await ok<Row[]>(app, 'GET', '/api/updown/basePark/getAllLngLat2', { token: a });
    expect(all.map((p) => p.parkName)).not.toContain('无坐标车场');
  });
});

describe('map configuration', () => {
  it('has no tile URL by default: the console draws markers on a plain background', async () => {
    const app = await start();
    const config = await ok<Row>(app, 'GET', '/api/updown/basePark/getMapConfig', {
      token: await signIn(app, 'company_b'),
    });
    expect(config).toMatchObject({ tileUrl: null, offline: true, parksWithCoordinates: 2 });
    expect((config.center as { longitude: number }).longitude).toBeCloseTo(120.18, 1);
    expect((await call(app, 'GET', '/api/updown/basePark/getMapConfig')).status).toBe(401);
  });

  it('answers MAP_TILE_URL and its attribution when configured', async () => {
    const app = await start('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const config = await ok<Row>(app, 'GET', '/api/updown/basePark/getMapConfig', {
      token: await signIn(app, 'admin'),
    });
    expect(config).toMatchObject({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
      offline: false,
    });
  });
});

describe('MAP_TILE_URL', () => {
  it('is an http(s) address or a path with {z}, {x} and {y}, or nothing', () => {
    expect(loadConfig({}).mapTileUrl).toBeNull();
    expect(loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTileUrl).toBe('/tiles/{z}/{x}/{y}.png');
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(/MAP_TILE_URL/);
  });
});
