import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './support/test-app';

type Page = { total: number; data: { id: number; parkName: string; companyId: number }[] };
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const parks = async (token: string) =>
  (await call<Page>(app, 'GET', '/api/updown/basePark/list', { token, query: { size: 100 } })).body.data.data
    .map((p) => p.parkName)
    .sort();

describe('company scope', () => {
  it('a company administrator sees only the parks of its active company', async () => {
    const t = await signIn(app, 'company_b');
    expect(await parks(t)).toEqual(['东湖小区停车场', '解放路路侧停车']);
  });

  it('switching company changes every company-dependent list', async () => {
    const t = await signIn(app, 'company_a');
    const before = await parks(t);
    expect(before).toContain('阳光花园地下停车场');
    expect(before).not.toContain('南桥新苑停车场');
    const options = await call<{ label: string; value: number }[]>(
      app,
      'GET',
      '/api/updown/baseSelect/getUserAllCompany',
      { token: t },
    );
    const south = options.body.data.find((o) => o.label === '云停南区分公司');
    // a subsidiary is among the companies one may switch to, another company is not
    expect(options.body.data.map((o) => o.label)).toContain('云停南区分公司');
    expect(options.body.data.map((o) => o.label)).not.toContain('城东停车管理有限公司');
    const switched = await call(app, 'POST', '/api/updown/sysuser/switchCompany', {
      token: t,
      body: { companyId: south?.value },
    });
    expect(switched.status).toBe(200);
    expect(await parks(t)).toEqual(['南桥新苑停车场']);
    const villages = await call<Page>(app, 'GET', '/api/updown/baseVillage/listPage', { token: t });
    expect(villages.body.data.total).toBe(1);
  });

  it('cannot switch to a company it was not granted', async () => {
    const a = await signIn(app, 'company_a');
    const b = await call<{ label: string; value: number }[]>(app, 'GET', '/api/updown/baseSelect/getUserAllCompany', {
      token: await signIn(app, 'company_b'),
    });
    const res = await call(app, 'POST', '/api/updown/sysuser/switchCompany', {
      token: a,
      body: { companyId: b.body.data[0]?.value },
    });
    expect(res.status).toBe(403);
    expect(await parks(a)).toContain('阳光花园地下停车场');
  });

  it('the platform administrator sees all, or one company after switching', async () => {
    const t = await signIn(app, 'admin');
    expect((await parks(t)).length).toBeGreaterThanOrEqual(6);
    const options = await call<{ label: string; value: number }[]>(
      app,
      'GET',
      '/api/updown/baseSelect/selectLoginCompany',
      { token: t },
    );
    const east = options.body.data.find((o) => o.label === '城东停车管理有限公司');
    await call(app, 'POST', '/api/updown/sysuser/switchCompany', { token: t, body: { companyId: east?.value } });
    expect(await parks(t)).toEqual(['东湖小区停车场', '解放路路侧停车']);
    await call(app, 'POST', '/api/updown/sysuser/switchCompany', { token: t, body: { companyId: '' } });
    expect((await parks(t)).length).toBeGreaterThanOrEqual(6);
  });
});

describe('park operators and button permissions', () => {
  it('a park operator sees only its granted park, and the park dropdown agrees', async () => {
    const t = await signIn(app, 'operator_a');
    expect(await parks(t)).toEqual(['阳光花园地下停车场']);
    const options = await call<{ label: string; key: number }[]>(app, 'GET', '/api/updown/baseSelect/searchLoginPark', {
      token: t,
    });
    expect(options.body.data.map((o) => o.label)).toEqual(['阳光花园地下停车场']);
    expect(options.body.data[0]?.key).toBe(1);
  });

  it('the server refuses a button the roles do not grant', async () => {
    const t = await signIn(app, 'operator_a');
    const add = await call(app, 'POST', '/api/updown/basePark/submit', { token: t, body: { parkName: '新停车场' } });
    expect(add.status).toBe(403);
    expect(add.body.msg).toBe('missing permission: basePark:add');
    const [park] = (await call<Page>(app, 'GET', '/api/updown/basePark/list', { token: t })).body.data.data;
    const edit = await call(app, 'POST', '/api/updown/basePark/submit', {
      token: t,
      body: { id: park?.id, freeStalls: 12 },
    });
    expect(edit.status).toBe(200);
    const remove = await call(app, 'POST', '/api/updown/basePark/remove', {
      token: t,
      query: { ids: String(park?.id) },
    });
    expect(remove.status).toBe(403);
    const buttons = await call<string[]>(app, 'GET', '/api/updown/sysAdminMenu/buttons', { token: t });
    expect(buttons.body.data).toEqual(expect.arrayContaining(['basePark:edit', 'basePark:export']));
    expect(buttons.body.data).not.toContain('basePark:add');
    expect(buttons.body.data).not.toContain('basePark:delete');
  });

  it('a company user cannot change platform data such as menus', async () => {
    const t = await signIn(app, 'company_a');
    const res = await call(app, 'POST', '/api/updown/topMenu/submit', { token: t, body: { name: '越权菜单' } });
    expect(res.status).toBe(403);
  });

  it('the sidebar shows only granted pages', async () => {
    const t = await signIn(app, 'operator_a');
    const menu = await call<{ path: string; children: { path: string }[] }[]>(
      app,
      'GET',
      '/api/updown/sysAdminMenu/routes',
      { token: t },
    );
    const paths = menu.body.data.flatMap((g) => [g.path, ...g.children.map((c) => c.path)]);
    expect(paths).toEqual(expect.arrayContaining(['/basedata/park', '/basedata/village', '/wel/index']));
    expect(paths).not.toContain('/system/user');
  });
});

describe('grants', () => {
  it('a role granted a page shows it in user info and the sidebar; revoking its button refuses the call', async () => {
    const admin = await signIn(app, 'admin');
    const roles = await call<{ data: { id: number; code: string }[] }>(app, 'GET', '/api/updown/sysrole/list', {
      token: admin,
      query: { code: 'park_operator' },
    });
    const roleId = roles.body.data.data[0]?.id;
    const menus = await call<{ data: { id: number; code: string; path: string }[] }>(
      app,
      'GET',
      '/api/updown/sysAdminMenu/list',
      { token: admin, query: { size: 1000 } },
    );
    const byKey = (k: string) => menus.body.data.data.find((m) => m.code === k || m.path === k)?.id as number;
    const keep = [
      '/wel',
      '/wel/index',
      '/basedata',
      '/basedata/park',
      '/basedata/village',
      'basePark:edit',
      '/system',
      '/system/user',
    ];
    const granted = await call(app, 'POST', '/api/updown/sysrole/grant', {
      token: admin,
      body: { roleIds: [roleId], menuIds: keep.map(byKey) },
    });
    expect(granted.status).toBe(200);
    const t = await signIn(app, 'operator_a');
    const info = await call<{ permission: unknown }>(app, 'GET', '/api/api-uaa/oauth/user/getUserInfo', { token: t });
    expect(JSON.stringify(info.body.data.permission)).toContain('/system/user');
    expect(JSON.stringify(info.body.data.permission)).not.toContain('basePark:export');
    const exported = await call(app, 'GET', '/api/updown/basePark/export', { token: t });
    expect(exported.status).toBe(403);
  });

  it('a company administrator cannot grant menus it does not have itself', async () => {
    const t = await signIn(app, 'company_b');
    const mine = await call<{ id: number }>(app, 'POST', '/api/updown/sysrole/submit', {
      token: t,
      body: { name: '收费员', code: 'cashier_b' },
    });
    const menus = await call<{ data: { id: number; path: string }[] }>(app, 'GET', '/api/updown/sysAdminMenu/list', {
      token: await signIn(app, 'admin'),
      query: { path: '/system/adminMenu' },
    });
    const res = await call(app, 'POST', '/api/updown/sysrole/grant', {
      token: t,
      body: { roleIds: [mine.body.data.id], menuIds: [menus.body.data.data[0]?.id] },
    });
    expect(res.status).toBe(403);
  });

  it('limiting a user to parks changes what they see at once', async () => {
    const admin = await signIn(app, 'admin');
    const users = await call<{ data: { id: number }[] }>(app, 'GET', '/api/updown/sysuser/list', {
      token: admin,
      query: { username: 'company_b' },
    });
    const userId = users.body.data.data[0]?.id;
    const t = await signIn(app, 'company_b');
    const [first] = (
      await call<Page>(app, 'GET', '/api/updown/basePark/list', { token: t, query: { sort: 'parkName' } })
    ).body.data.data;
    await call(app, 'POST', '/api/updown/ParkUserGrant/submit', {
      token: admin,
      body: { userId, parkIds: [first?.id] },
    });
    expect(await parks(t)).toEqual([first?.parkName]);
    const read = await call<{ parkIds: number[] }>(app, 'GET', '/api/updown/ParkUserGrant/detail', {
      token: admin,
      query: { userId },
    });
    expect(read.body.data.parkIds).toEqual([first?.id]);
  });
});
