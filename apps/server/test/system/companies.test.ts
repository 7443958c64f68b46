import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, idOf, ok, type Row } from './helpers';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
});
afterAll(() => app.close());

const live = (table: string, column: string, companyId: number) =>
  count(app, `select count(*) as n from ${table} where ${column} = $1 and deleted_at is null`, [companyId]);

const removeCompanies = (ids: number[], lang: 'zh' | 'en' = 'en') =>
  call(app, 'POST', '/api/updown/basecompany/remove', { token: admin, query: { ids: ids.join(',') }, lang });

describe('removing a company', () => {
  it('is refused while it still has users, villages and parks, naming how many of each', async () => {
    const company = await idOf(app, admin, '/api/updown/basecompany/list', { name: '城东停车' });
    const users = await live('sys_user', 'company_id', company);
    const villages = await live('village', 'company_id', company);
    const parks = await live('park', 'company_id', company);
    expect(users).toBeGreaterThan(0);
    expect(villages).toBeGreaterThan(0);
    expect(parks).toBeGreaterThan(0);
    const en = await removeCompanies([company]);
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe(
      `the company still has ${users} users, ${villages} villages, ${parks} parks; it cannot be removed`,
    );
    const zh = await removeCompanies([company], 'zh');
    expect(zh.body.msg).toBe(`公司仍有用户 ${users} 个、小区 ${villages} 个、停车场 ${parks} 个，不能删除`);
    expect(await count(app, 'select count(*) as n from company where id = $1 and deleted_at is null', [company])).toBe(
      1,
    );
  });

  it('removes an empty company, and a parent together with its subsidiary but not alone', async () => {
    const empty = await ok<Row>(app, 'POST', '/api/updown/basecompany/submit', {
      token: admin,
      body: { name: '空公司' },
    });
    expect((await removeCompanies([empty.id])).status).toBe(200);
    expect(
      (await call(app, 'GET', '/api/updown/basecompany/detail', { token: admin, query: { id: empty.id } })).status,
    ).toBe(404);
    const parent = await ok<Row>(app, 'POST', '/api/updown/basecompany/submit', {
      token: admin,
      body: { name: '母公司' },
    });
    const child = await ok<Row>(app, 'POST', '/api/updown/basecompany/submit', {
      token: admin,
      body: { name: '子公司', parentId: parent.id },
    });
    const alone = await removeCompanies([parent.id]);
    expect(alone.status).toBe(400);
    expect(alone.body.msg).toBe('the company still has 1 subsidiaries; it cannot be removed');
    expect((await removeCompanies([parent.id, child.id])).status).toBe(200);
  });
});
