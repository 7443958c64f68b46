import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, idOf, ok, type Row, rows } from './helpers';

let app: TestApp;
let admin: string;
let companyA: number;
let companyB: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  companyA = await idOf(app, admin, '/api/updown/basecompany/list', { name: '云停智慧' });
  companyB = await idOf(app, admin, '/api/updown/basecompany/list', { name: '城东停车' });
});
afterAll(() => app.close());

/** The id of the user with exactly this account (the list search matches parts of names). */
async function idOfUser(username: string): Promise<number> {
  const found = (await rows(app, admin, '/api/updown/sysuser/list', { username })).find((u) => u.username === username);
  if (!found) throw new Error(`no user ${username}`);
  return found.id;
}

const tokenCall = (username: string, password: string) =>
  call<{ accessToken: string }>(app, 'POST', '/api/api-uaa/oauth/user/token', {
    body: { username, password },
    headers: { authorization: basic },
  });

describe('users of a company', () => {
  it('listAuth and getSelectByCompany show a company only its own users', async () => {
    const a = await signIn(app, 'company_a');
    const names = (await rows(app, a, '/api/updown/sysuser/listAuth')).map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['company_a', 'operator_a']));
    expect(names).not.toContain('company_b');
    expect(names).not.toContain('admin');
    const options = await ok<{ label: string; value: number; username: string }[]>(
      app,
      'GET',
      '/api/updown/sysuser/getSelectByCompany',
      { token: admin, query: { companyId: companyB } },
    );
    expect(options.map((o) => o.username)).toEqual(['company_b']);
    const foreign = await ok<unknown[]>(app, 'GET', '/api/updown/sysuser/getSelectByCompany', {
      token: a,
      query: { companyId: companyB },
    });
    expect(foreign).toEqual([]);
  });

  it('adds a user with a password shown once, who can then sign in; update changes the stored row', async () => {
    const a = await signIn(app, 'company_a');
    const added = await ok<Row & { initialPassword: string }>(app, 'POST', '/api/updown/sysuser/submit', {
      token: a,
      body: { username: 'cashier_a1', realName: '收费员一' },
    });
    expect(added.initialPassword).toMatch(/^[A-Za-z]{8}\d{4}$/);
    expect(added.companyId).toBe(companyA);
    expect(added).not.toHaveProperty('password');
    expect((await tokenCall('cashier_a1', added.initialPassword)).status).toBe(200);
    await ok(app, 'POST', '/api/updown/sysuser/update', { token: a, body: { id: added.id, realName: '收费员甲' } });
    const detail = await ok<Row>(app, 'GET', '/api/updown/sysuser/detail', { token: a, query: { id: added.id } });
    expect(detail.realName).toBe('收费员甲');
    expect(detail).not.toHaveProperty('initialPassword');
  });

  it('grantRole gives a user roles of their company; getMyRole and user info show them with their menus', async () => {
    const a = await signIn(app, 'company_a');
    const role = await ok<Row>(app, 'POST', '/api/updown/sysrole/submit', {
      token: a,
      body: { name: '值班长', code: 'shift_lead' },
    });
    const menus = await rows(app, admin, '/api/updown/sysAdminMenu/list');
    const id = (key: string) => menus.find((m) => m.path === key || m.code === key)?.id as number;
    await ok(app, 'POST', '/api/updown/sysrole/grant', {
      token: a,
      body: { roleIds: [role.id], menuIds: [id('/wel'), id('/wel/index'), id('/car'), id('/car/blacklist')] },
    });
    const user = await ok<Row & { initialPassword: string }>(app, 'POST', '/api/updown/sysuser/submit', {
      token: a,
      body: { username: 'lead_a1' },
    });
    await ok(app, 'POST', '/api/updown/sysuser/grantRole', { token: a, body: { userId: user.id, roleIds: [role.id] } });
    const t = (await tokenCall('lead_a1', user.initialPassword)).body.data.accessToken;
    const mine = await ok<{ code: string }[]>(app, 'GET', '/api/updown/sysuser/getMyRole', { token: t });
    expect(mine.map((r) => r.code)).toEqual(['shift_lead']);
    const info = await ok<{ roles: string[]; permission: unknown }>(app, 'GET', '/api/api-uaa/oauth/user/getUserInfo', {
      token: t,
    });
    expect(info.roles).toEqual(['shift_lead']);
    expect(JSON.stringify(info.permission)).toContain('/car/blacklist');
    expect(JSON.stringify(info.permission)).not.toContain('/basedata/park');
  });

  it("refuses another company's role and leaves the user's roles as they were", async () => {
    const b = await signIn(app, 'company_b');
    const roleB = await ok<Row>(app, 'POST', '/api/updown/sysrole/submit', {
      token: b,
      body: { name: 'B岗', code: 'b_post' },
    });
    const userA = await idOfUser('operator_a');
    const before = await count(app, 'select count(*) as n from user_role where user_id = $1', [userA]);
    const res = await call(app, 'POST', '/api/updown/sysuser/grantRole', {
      token: admin,
      body: { userId: userA, roleIds: [roleB.id] },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('roleIds');
    expect(await count(app, 'select count(*) as n from user_role where user_id = $1', [userA])).toBe(before);
  });

  it('resetUserPassword sets a random password shown once: the old one stops working, sessions end', async () => {
    const a = await signIn(app, 'company_a');
    const user = await ok<Row & { initialPassword: string }>(app, 'POST', '/api/updown/sysuser/submit', {
      token: a,
      body: { username: 'reset_a1' },
    });
    const session = (await tokenCall('reset_a1', user.initialPassword)).body.data.accessToken;
    const reset = await ok<{ newPassword: string }>(app, 'POST', '/api/updown/sysuser/resetUserPassword', {
      token: a,
      body: { userId: user.id },
    });
    expect(reset.newPassword).toMatch(/^[A-Za-z]{8}\d{4}$/);
    expect((await tokenCall('reset_a1', user.initialPassword)).status).toBe(401);
    expect((await tokenCall('reset_a1', reset.newPassword)).status).toBe(200);
    expect((await call(app, 'GET', '/api/updown/sysuser/getMyRole', { token: session })).status).toBe(401);
  });

  it('resetUserPassword to a given value checks the policy and never writes the password into a log', async () => {
    const a = await signIn(app, 'company_a');
    const userId = await idOfUser('operator_a');
    const weak = await call(app, 'POST', '/api/updown/sysuser/resetUserPassword', {
      token: a,
      body: { userId, password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toContain('password');
    const chosen = 'Chosen2027pass';
    const done = await ok<Record<string, unknown>>(app, 'POST', '/api/updown/sysuser/resetUserPassword', {
      token: a,
      body: { userId, password: chosen },
    });
    expect(JSON.stringify(done)).not.toContain(chosen);
    const [stamp] = await app.database.query<{ u: number }>('select updated_by::int as u from sys_user where id = $1', [
      userId,
    ]);
    expect(stamp?.u).toBe(await idOfUser('company_a'));
    expect((await tokenCall('operator_a', chosen)).status).toBe(200);
    const logged = await app.database.query<{ t: string }>(
      `select params::text as t from operate_log union all select coalesce(params::text, '') from sys_log_api
       union all select message from sys_log_usual`,
    );
    expect(logged.some((r) => r.t.includes(chosen))).toBe(false);
    expect(logged.some((r) => r.t.includes('resetUserPassword') || r.t.includes('***'))).toBe(true);
  });

  it('a company cannot reset the password of a user of another company', async () => {
    const b = await signIn(app, 'company_b');
    const userId = await idOfUser('company_a');
    const res = await call(app, 'POST', '/api/updown/sysuser/resetUserPassword', { token: b, body: { userId } });
    expect(res.status).toBe(404);
    expect((await tokenCall('company_a', 'Demo@2026')).status).toBe(200);
  });

  it("createOfflineAdmin makes a company's administrator who signs in and manages that company", async () => {
    const made = await ok<{ userId: number; roleId: number; companyId: number; initialPassword: string }>(
      app,
      'POST',
      '/api/updown/sysuser/createOfflineAdmin',
      { token: admin, body: { companyId: companyB, username: 'boss_b', realName: '城东老板' } },
    );
    expect(made.companyId).toBe(companyB);
    const adminId = await idOfUser('admin');
    const stamps = await app.database.query<{ c: number; u: number }>(
      `select created_by::int as c, updated_by::int as u from sys_user where id = $1
       union all select created_by::int, updated_by::int from sys_role where id = $2`,
      [made.userId, made.roleId],
    );
    expect(stamps).toEqual([
      { c: adminId, u: adminId },
      { c: adminId, u: adminId },
    ]);
    const role = await ok<Row>(app, 'GET', '/api/updown/sysrole/detail', { token: admin, query: { id: made.roleId } });
    expect(role).toMatchObject({ code: 'company_admin', companyId: companyB });
    const t = (await tokenCall('boss_b', made.initialPassword)).body.data.accessToken;
    const parks = (await rows(app, t, '/api/updown/basePark/list')).map((p) => p.companyId);
    expect(parks.length).toBeGreaterThan(0);
    expect(new Set(parks)).toEqual(new Set([companyB]));
    const menu = JSON.stringify(await ok(app, 'GET', '/api/updown/sysAdminMenu/routes', { token: t }));
    expect(menu).toContain('/basedata/park');
    expect(menu).not.toContain('/sysjob/job');
    // a second administrator of the same company shares the role
    const second = await ok<{ roleId: number }>(app, 'POST', '/api/updown/sysuser/createOfflineAdmin', {
      token: admin,
      body: { companyId: companyB, username: 'boss_b2', password: 'Second2027x' },
    });
    expect(second.roleId).toBe(made.roleId);
    expect(second).not.toHaveProperty('initialPassword');
  });

  it('createOfflineAdmin refuses a taken account and a company out of reach, writing nothing', async () => {
    const before = await count(app, 'select count(*) as n from sys_user');
    const taken = await call(app, 'POST', '/api/updown/sysuser/createOfflineAdmin', {
      token: admin,
      body: { companyId: companyA, username: 'company_a' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toContain('company_a');
    const b = await signIn(app, 'company_b');
    const foreign = await call(app, 'POST', '/api/updown/sysuser/createOfflineAdmin', {
      token: b,
      body: { companyId: companyA, username: 'intruder' },
    });
    expect(foreign.status).toBe(404);
    expect(await count(app, 'select count(*) as n from sys_user')).toBe(before);
  });
});

describe('the platform is never locked out', () => {
  it('an administrator cannot remove their own account', async () => {
    const me = await idOfUser('admin');
    const res = await call(app, 'POST', '/api/updown/sysuser/removeUserByIds', {
      token: admin,
      query: { ids: String(me) },
    });
    expect(res.status).toBe(400);
    expect((await ok<Row>(app, 'GET', '/api/updown/sysuser/detail', { token: admin, query: { id: me } })).state).toBe(
      1,
    );
  });

  it('the last platform administrator cannot lose the role, be disabled or be removed', async () => {
    const me = await idOfUser('admin');
    const demote = await call(app, 'POST', '/api/updown/sysuser/grantRole', {
      token: admin,
      body: { userId: me, roleIds: [] },
    });
    expect(demote.status).toBe(400);
    expect(demote.body.msg).toContain('platform administrator');
    expect(
      (await ok<{ code: string }[]>(app, 'GET', '/api/updown/sysuser/getMyRole', { token: admin })).map((r) => r.code),
    ).toContain('platform_admin');
    const superRole = await idOf(app, admin, '/api/updown/sysrole/list', { code: 'platform_admin' });
    const off = await call(app, 'POST', '/api/updown/sysrole/submit', {
      token: admin,
      body: { id: superRole, state: 0 },
    });
    expect(off.status).toBe(400);
    const gone = await call(app, 'POST', '/api/updown/sysrole/remove', {
      token: admin,
      query: { ids: String(superRole) },
    });
    expect(gone.status).toBe(400);
    expect(
      (await ok<Row>(app, 'GET', '/api/updown/sysrole/detail', { token: admin, query: { id: superRole } })).state,
    ).toBe(1);
  });

  it('with a second administrator, one may step down, and then the other cannot be removed', async () => {
    const superRole = await idOf(app, admin, '/api/updown/sysrole/list', { code: 'platform_admin' });
    const second = await ok<Row & { initialPassword: string }>(app, 'POST', '/api/updown/sysuser/submit', {
      token: admin,
      body: { username: 'admin2', level: 'platform' },
    });
    await ok(app, 'POST', '/api/updown/sysuser/grantRole', {
      token: admin,
      body: { userId: second.id, roleIds: [superRole] },
    });
    const t2 = (await tokenCall('admin2', second.initialPassword)).body.data.accessToken;
    const me = await idOfUser('admin');
    await ok(app, 'POST', '/api/updown/sysuser/grantRole', { token: admin, body: { userId: me, roleIds: [] } });
    const res = await call(app, 'POST', '/api/updown/sysuser/removeUserByIds', {
      token: t2,
      query: { ids: String(me) },
    });
    expect(res.status).toBe(200);
    const last = await call(app, 'POST', '/api/updown/sysuser/submit', {
      token: t2,
      body: { id: second.id, state: 0 },
    });
    expect(last.status).toBe(400);
  });
});
