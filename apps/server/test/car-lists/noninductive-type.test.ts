import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, parkIdOf, type Row, rows, stored } from './helpers';

const base = '/api/updown/parkNoninductiveType';
let app: TestApp;
let companyA: string;
let companyB: string;
let sun: number;

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  companyB = await signIn(app, 'company_b');
  sun = await parkIdOf(app, companyA, '阳光花园地下停车场');
});
afterAll(() => app.close());

describe('contactless payment types', () => {
  it('adds, lists by park, updates and removes a type', async () => {
    const row = await ok<Row>(app, 'POST', `${base}/submit`, {
      token: companyA,
      body: { parkId: sun, typeName: 'ETC 无感', channel: 3, merchantNo: 'ETC-001', sort: 3 },
    });
    expect(await stored(app, 'park_noninductive_type', row.id)).toMatchObject({ channel: 3, state: 1, park_id: sun });
    const listed = await rows(app, companyA, `${base}/list`, { parkId: sun });
    expect(listed.map((r) => r.typeName)).toEqual(['微信无感支付', '支付宝车牌付', 'ETC 无感']);
    await ok(app, 'POST', `${base}/submit`, { token: companyA, body: { id: row.id, state: 0 } });
    expect((await stored(app, 'park_noninductive_type', row.id)).state).toBe(0);
    const foreign = await call(app, 'POST', `${base}/remove`, { token: companyB, query: { ids: String(row.id) } });
    expect(foreign.status).toBe(404);
    await ok(app, 'POST', `${base}/remove`, { token: companyA, query: { ids: String(row.id) } });
    expect((await stored(app, 'park_noninductive_type', row.id)).deleted_at).not.toBeNull();
  });

  it('refuses an unknown channel, naming the field', async () => {
    const res = await call(app, 'POST', `${base}/submit`, {
      token: companyA,
      body: { parkId: sun, typeName: 'x', channel: 99 },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('channel');
  });
});
