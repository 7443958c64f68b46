import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok } from '../system/helpers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type EmptyPage = { total: number; data: unknown[]; current: number; size: number; note: string };

describe('report calls of areas not built yet', () => {
  it('answer empty pages of the right shape, saying which area fills them', async () => {
    const t = await signIn(app, 'company_a');
    const pages: [string, RegExp][] = [
      ['/api/updown/attendance/attendanceSum', /door/],
      ['/api/updown/attendance/attendanceDetail', /door/],
      ['/api/updown/shanghai/yong/selectDetails', /city platform/],
      ['/api/updown/plat/collect/searchAdverOrder', /advertising/],
      ['/api/updown/cloudseats/order/getList', /[Cc]loud seats/],
    ];
    for (const [url, about] of pages) {
      const page = await ok<EmptyPage>(app, 'GET', url, { token: t, query: { current: 2, size: 5 } });
      expect(page).toMatchObject({ total: 0, data: [], current: 2, size: 5 });
      expect(page.note).toMatch(about);
    }
    const zh = await ok<EmptyPage>(app, 'GET', '/api/updown/attendance/attendanceSum', { token: t, lang: 'zh' });
    expect(zh.note).toContain('门禁');
  });

  it('the city platform’s counts are all zero: nothing has been sent', async () => {
    const t = await signIn(app, 'admin');
    const counts = await ok<Record<string, unknown>>(app, 'GET', '/api/updown/shanghai/yong/selectCount', { token: t });
    const numbers = Object.entries(counts).filter(([k]) => k !== 'note');
    expect(numbers.length).toBeGreaterThan(0);
    for (const [, v] of numbers) expect(v).toBe(0);
    expect(String(counts.note)).toMatch(/third-party/);
  });
});
