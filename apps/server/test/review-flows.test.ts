import {
  examineState,
  listRoutePath,
  type ResourceDef,
  resourceByModule,
  resources,
  reviewCode,
  reviewOf,
  routeUrl,
} from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stored } from './parks/helpers';
import { sampleBody } from './support/samples';
import { call, createTestApp, signIn, type TestApp } from './support/test-app';
import { count, menuIdsByKey, ok, type Row, rows } from './system/helpers';

// Generated from the declarations: every resource whose rows are reviewed gets the same flow.
const reviewed = resources.filter((r) => reviewOf(r) && r.routes.list.length > 0 && r.routes.submit.length > 0);
const { pending, approved, refused } = examineState.values;

let app: TestApp;
let admin: string;
let reviewer: string;
let bystander: string;
let companyA: number;
let companyB: number;
let parkOfA: number;

const listUrl = (def: ResourceDef) => routeUrl(def, listRoutePath(def.routes.list[0] ?? 'list'));
const examineUrl = (def: ResourceDef) => routeUrl(def, 'examine');

/** A platform user granted the given buttons only, signed in. */
async function platformUser(username: string, codes: string[]): Promise<string> {
  const menu = await menuIdsByKey(app, admin);
  const role = await ok<Row>(app, 'POST', '/api/updown/sysrole/submit', {
    token: admin,
    body: { name: `${username} role`, code: `${username}_role` },
  });
  if (codes.length) {
    await ok(app, 'POST', '/api/updown/sysrole/grant', {
      token: admin,
      body: { roleIds: [role.id], menuIds: codes.map(menu) },
    });
  }
  const password = 'Review2026x';
  const user = await ok<Row>(app, 'POST', '/api/updown/sysuser/submit', {
    token: admin,
    body: { username, password, level: 'platform' },
  });
  await ok(app, 'POST', '/api/updown/sysuser/grantRole', {
    token: admin,
    body: { userId: user.id, roleIds: [role.id] },
  });
  return signIn(app, username, password);
}

/** A fresh row of the resource in company A, waiting for review. */
async function pendingRow(def: ResourceDef, variant: number): Promise<number> {
  const given = def.scope === 'park' ? { parkId: parkOfA } : { companyId: companyA };
  const body = await sampleBody(app, admin, def, (m) => resourceByModule.get(m), variant, given);
  const saved = await ok<Row>(app, 'POST', routeUrl(def, def.routes.submit[0] ?? 'submit'), { token: admin, body });
  const review = reviewOf(def);
  if (review?.approvedWhenAdded) {
    expect(saved[review?.state ?? '']).toBe(approved);
    // as a self-registered row arrives: waiting for review
    await app.database.query(`update ${def.table} set examine_state = $1 where id = $2`, [pending, saved.id]);
    return saved.id;
  }
  expect(saved[review?.state ?? '']).toBe(pending);
  return saved.id;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  const companyAdmin = await signIn(app, 'company_a');
  const [park] = await rows(app, companyAdmin, '/api/updown/basePark/list', { parkName: '世纪广场' });
  parkOfA = park?.id as number;
  companyA = park?.companyId as number;
  const companies = await rows(app, admin, '/api/updown/basecompany/list');
  companyB = companies.find((c) => c.id !== companyA && c.parentId == null)?.id as number;
  reviewer = await platformUser('reviewer', reviewed.map(reviewCode));
  bystander = await platformUser('bystander', []);
});
afterAll(() => app.close());

it('every resource with a review state is covered', () => {
  expect(reviewed.map((r) => r.module)).toEqual(
    expect.arrayContaining(['baseParkArea', 'baseVillage', 'plat/createwiring']),
  );
});

describe.each(reviewed.map((def) => [def.label.en, def] as const))('%s review', (_name, def) => {
  const review = reviewOf(def) as NonNullable<ReturnType<typeof reviewOf>>;
  const idName = def.idParam;

  it('approves a pending row, recording the reviewer, the time and the operate log', async () => {
    const id = await pendingRow(def, 1);
    const before = Date.now();
    const done = await ok<Row>(app, 'POST', examineUrl(def), {
      token: reviewer,
      body: { [idName]: id, [review.state]: approved },
    });
    expect(done).toMatchObject({ id, [review.state]: approved, [review.by]: 'reviewer', before: pending });
    const row = await stored(app, def.table, id);
    const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    expect(row[snake(review.state)]).toBe(approved);
    expect(row[snake(review.by)]).toBe('reviewer');
    const at = new Date(String(row[snake(review.at)])).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    // the list answers who and when, and filters by the review state
    const listed = await rows(app, admin, listUrl(def), { [review.state]: approved });
    expect(listed.find((r) => r.id === id)).toMatchObject({ [review.by]: 'reviewer' });
    expect(
      await count(
        app,
        `select count(*) as n from operate_log where path = $1 and success and params::text like '%reviewer%'`,
        [examineUrl(def)],
      ),
    ).toBeGreaterThanOrEqual(1);
    // an approved row stays approved
    const again = await call(app, 'POST', examineUrl(def), {
      token: reviewer,
      body: { [idName]: id, [review.state]: refused, [review.remark]: 'late' },
    });
    expect(again.status).toBe(400);
  });

  it('refuses only with a reason, named by its label', async () => {
    const id = await pendingRow(def, 2);
    const bare = await call(app, 'POST', examineUrl(def), {
      token: reviewer,
      query: { [idName]: id, [review.state]: refused },
      lang: 'zh',
    });
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toContain(`审核意见(${review.remark})`);
    expect((await stored(app, def.table, id)).examine_state).toBe(pending);
    await ok(app, 'POST', examineUrl(def), {
      token: reviewer,
      body: { [idName]: id, [review.state]: refused, [review.remark]: '资料不全' },
    });
    const row = await stored(app, def.table, id);
    expect(row).toMatchObject({ examine_state: refused, examine_remark: '资料不全', examine_by: 'reviewer' });
  });

  it('is refused without the review code, and outside the reviewer’s company', async () => {
    const id = await pendingRow(def, 3);
    const without = await call(app, 'POST', examineUrl(def), {
      token: bystander,
      body: { [idName]: id, [review.state]: approved },
    });
    expect(without.status).toBe(403);
    expect(without.body.msg).toBe(`missing permission: ${reviewCode(def)}`);
    const companyUser = await call(app, 'POST', examineUrl(def), {
      token: await signIn(app, 'company_a'),
      body: { [idName]: id, [review.state]: approved },
    });
    expect(companyUser.status).toBe(403);
    const switched = await signIn(app, 'reviewer', 'Review2026x');
    await ok(app, 'POST', '/api/updown/sysuser/switchCompany', { token: switched, body: { companyId: companyB } });
    const elsewhere = await call(app, 'POST', examineUrl(def), {
      token: switched,
      body: { [idName]: id, [review.state]: approved },
    });
    expect(elsewhere.status).toBe(404);
    expect((await stored(app, def.table, id)).examine_state).toBe(pending);
    await ok(app, 'POST', '/api/updown/sysuser/switchCompany', { token: switched, body: { companyId: '' } });
  });
});
