import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';

type Layout = {
  id: number;
  name: string;
  columns: number;
  rows: number;
  tiles: { figure: string; x: number; y: number; w: number; h: number }[];
  refreshSeconds: number;
  theme: string;
};
type Page<T> = { total: number; data: T[]; current: number; size: number };

let app: TestApp;
let companyA: string;
let companyB: string;

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  companyB = await signIn(app, 'company_b');
});
afterAll(() => app.close());

const en = { 'accept-language': 'en' };
const list = (token: string, query: Record<string, unknown> = {}) =>
  call<Page<Layout>>(app, 'GET', '/api/updown/sysbigreport/screenList', {
    token,
    query: { current: 1, size: 50, ...query },
  });
const submit = (token: string, body: Record<string, unknown>) =>
  call<Layout>(app, 'POST', '/api/updown/sysbigreport/submit', { token, body, headers: en });

const wall = {
  name: '收费大屏',
  columns: 2,
  rows: 2,
  refreshSeconds: 30,
  theme: 'blue',
  tiles: [
    { figure: 'firstPayMoney', x: 0, y: 0, w: 1, h: 1 },
    { figure: 'fee15', x: 1, y: 0, w: 1, h: 2 },
    { figure: 'paywayCount', x: 0, y: 1 },
  ],
};

describe('big-screen layouts', () => {
  it('each demo company starts with its own default layout', async () => {
    const a = await list(companyA);
    expect(a.status).toBe(200);
    expect(a.body.data.data.map((l) => l.name)).toEqual(['运营总览']);
    const seeded = a.body.data.data[0] as Layout;
    expect(seeded).toMatchObject({ columns: 3, rows: 3, refreshSeconds: 60, theme: 'dark' });
    expect(seeded.tiles.length).toBeGreaterThan(4);
    const b = await list(companyB);
    expect(b.body.data.total).toBe(1);
    expect(b.body.data.data[0]?.id).not.toBe(seeded.id);
  });

  it('adds, reads, updates and removes a layout; a tile without size takes one cell', async () => {
    const added = await submit(companyA, wall);
    expect(added.status, added.body.msg).toBe(200);
    const id = added.body.data.id;
    const detail = await call<Layout>(app, 'GET', '/api/updown/sysbigreport/detail', {
      token: companyA,
      query: { id },
    });
    expect(detail.body.data).toMatchObject({
      name: '收费大屏',
      columns: 2,
      rows: 2,
      refreshSeconds: 30,
      theme: 'blue',
    });
    expect(detail.body.data.tiles[2]).toEqual({ figure: 'paywayCount', x: 0, y: 1, w: 1, h: 1 });
    const changed = await submit(companyA, { id, refreshSeconds: 120 });
    expect(changed.status, changed.body.msg).toBe(200);
    expect((await list(companyA, { name: '收费' })).body.data.data).toMatchObject([{ id, refreshSeconds: 120 }]);
    const removed = await call(app, 'POST', '/api/updown/sysbigreport/remove', {
      token: companyA,
      query: { ids: String(id) },
    });
    expect(removed.status).toBe(200);
    expect((await list(companyA, { name: '收费' })).body.data.total).toBe(0);
  });

  it('copies a layout under a new name, or "<name> 副本" then "<name> 副本2"', async () => {
    const source = (await list(companyA)).body.data.data.find((l) => l.name === '运营总览') as Layout;
    const named = await call<Layout>(app, 'POST', '/api/updown/sysbigreport/copy', {
      token: companyA,
      query: { id: source.id, name: '大厅屏' },
    });
    expect(named.status, named.body.msg).toBe(200);
    expect(named.body.data).toMatchObject({ name: '大厅屏', columns: 3, rows: 3, tiles: source.tiles });
    expect(named.body.data.id).not.toBe(source.id);
    const first = await call<Layout>(app, 'POST', '/api/updown/sysbigreport/copy', {
      token: companyA,
      query: { id: source.id },
    });
    const second = await call<Layout>(app, 'POST', '/api/updown/sysbigreport/copy', {
      token: companyA,
      query: { id: source.id },
    });
    expect([first.body.data.name, second.body.data.name]).toEqual(['运营总览 副本', '运营总览 副本2']);
    const again = await call(app, 'POST', '/api/updown/sysbigreport/copy', {
      token: companyA,
      query: { id: source.id, name: '大厅屏' },
      headers: en,
    });
    expect(again.status).toBe(400);
  });

  it('refuses unknown figures, tiles outside the grid and overlapping tiles, naming the tile', async () => {
    const cases: [unknown[], string][] = [
      [[{ figure: 'weather', x: 0, y: 0 }], 'tiles[0].figure'],
      [[{ figure: 'fee15', x: 2, y: 0 }], 'tiles[0].x'],
      [[{ figure: 'fee15', x: 1, y: 0, w: 2, h: 1 }], 'tiles[0].w'],
      [[{ figure: 'fee15', x: 0, y: 1, h: 2 }], 'tiles[0].h'],
      [
        [
          { figure: 'fee15', x: 0, y: 0, w: 2, h: 1 },
          { figure: 'carType', x: 1, y: 0 },
        ],
        'tiles[1]',
      ],
      [[], 'Tiles(tiles)'],
    ];
    for (const [tiles, field] of cases) {
      const res = await submit(companyA, { ...wall, name: `坏${field}`, tiles });
      expect(res.status, field).toBe(400);
      expect(res.body.msg).toContain(field);
    }
    const bigGrid = await submit(companyA, { ...wall, name: '太大', columns: 9 });
    expect(bigGrid.status).toBe(400);
    expect(bigGrid.body.msg).toContain('columns');
    // shrinking the grid under its tiles is refused too
    const saved = await submit(companyA, { ...wall, name: '缩小' });
    const shrunk = await submit(companyA, { id: saved.body.data.id, columns: 1 });
    expect(shrunk.status).toBe(400);
    expect(shrunk.body.msg).toContain('tiles[1]');
  });

  it('a company sees, copies and removes only its own layouts', async () => {
    const mine = (await list(companyA)).body.data.data[0] as Layout;
    const detail = await call(app, 'GET', '/api/updown/sysbigreport/detail', {
      token: companyB,
      query: { id: mine.id },
    });
    expect(detail.status).toBe(404);
    const copy = await call(app, 'POST', '/api/updown/sysbigreport/copy', { token: companyB, query: { id: mine.id } });
    expect(copy.status).toBe(404);
    const removed = await call(app, 'POST', '/api/updown/sysbigreport/remove', {
      token: companyB,
      query: { ids: String(mine.id) },
    });
    expect(removed.status).toBe(404);
    expect((await list(companyB)).body.data.data.some((l) => l.id === mine.id)).toBe(false);
  });
});
