import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { addPass, freshPlate, idOf, ok, type Page, type Row } from './helpers';

let app: TestApp;
let token: string;
let roadside: number;
let plaza: number;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, 'company_a');
  roadside = await idOf(app, token, '/api/updown/basePark/list', { parkName: '世纪大道路侧停车' });
  plaza = await idOf(app, token, '/api/updown/basePark/list', { parkName: '世纪广场' });
});
afterAll(() => app.close());

const page = (url: string, query: Record<string, unknown>) =>
  ok<Page<Row>>(app, 'GET', url, { token, query: { current: 1, size: 100, ...query } });

describe('passes of roadside parks (/road/rdCarMonth)', () => {
  it('roadsideListPage lists the passes of roadside parks only, with the usual filters', async () => {
    const curbPlate = freshPlate('沪B');
    const plazaPlate = freshPlate('沪C');
    await addPass(app, token, { parkId: roadside, plateNumber: curbPlate, endTime: '2025-12-31 23:59:59' });
    await addPass(app, token, { parkId: plaza, plateNumber: plazaPlate, endTime: '2025-12-31 23:59:59' });

    const all = await page('/api/updown/parkMonth/list', {});
    const parksOfAll = new Set(all.data.map((r) => Number(r.parkId)));
    expect(parksOfAll.has(roadside) && parksOfAll.has(plaza)).toBe(true);

    const curb = await page('/api/updown/parkMonth/roadsideListPage', {});
    expect(curb.total).toBe(all.data.filter((r) => Number(r.parkId) === roadside).length);
    expect(curb.data.every((r) => Number(r.parkId) === roadside)).toBe(true);
    expect(curb.data.map((r) => r.plateNumber)).toContain(curbPlate);
    expect(curb.data.map((r) => r.plateNumber)).not.toContain(plazaPlate);

    const searched = await page('/api/updown/parkMonth/roadsideListPage', {
      plateNumber: plazaPlate,
      endTime: '2025-12-31 23:59:59',
    });
    expect(searched.total).toBe(0);
    const found = await page('/api/updown/parkMonth/roadsideListPage', { plateNumber: curbPlate });
    expect(found.data).toMatchObject([{ plateNumber: curbPlate, parkId: roadside }]);
  });

  it("another company's roadside passes stay hidden", async () => {
    const other = await signIn(app, 'company_b');
    const theirs = await ok<Page<Row>>(app, 'GET', '/api/updown/parkMonth/roadsideListPage', {
      token: other,
      query: { current: 1, size: 100 },
    });
    expect(theirs.data.some((r) => Number(r.parkId) === roadside)).toBe(false);
  });
});
