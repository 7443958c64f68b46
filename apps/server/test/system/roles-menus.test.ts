import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, idOf, menuIdsByKey, ok, type Row, rows } from './helpers';

type Tree = {
  id: number;
  key: number;
  title: string;
  path: string | null;
  code: string | null;
  platformOnly: boolean;
  children: Tree[];
};

let app: TestApp;
let admin: string;
let companyA: number;
let menu: (key: string) => number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  companyA = await idOf(app, admin, '/api/updown/basecompany/list', { name: '云停智慧' });
  menu = await menuIdsByKey(app, admin);
});
afterAll(() => app.close());

const flat = (nodes: Tree[]): Tree[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

describe('role lists', () => {
  it('list, listPageAuth, getListByCompany and getSelectCompanyRole show the roles of the active company', async () => {
    const a = await signIn(app, 'company_a');
    await ok(app, 'POST', '/api/updown/sysrole/submit', { token: a, body: { name: '巡检员', code: 'patrol' } });
    const b = await signIn(app, 'company_b');
    await ok(app, 'POST', '/api/updown/sysrole/submit', { token: b, body: { name: '收银', code: 'cashier' } });
    for (const path of ['list', 'listPageAuth']) {
      const codes = (await rows(app, a, `/api/updown/sysrole/${path}`)).map((r) => r.code);
      expect(codes).toEqual(['patrol']);
    }
    const byCompany = await ok<Row[]>(app, 'GET', '/api/updown/sysrole/getListByCompany', {
      token: admin,
      query: { companyId: companyA },
    });
    expect(byCompany.map((r) => r.code)).toEqual(['patrol']);
    const options = await ok<{ label: string; value: number }[]>(
      app,
      'GET',
      '/api/updown/sysrole/getSelectCompanyRole',
      {
        token: b,
      },
    );
    expect(options.map((o) => o.label)).toEqual(['收银']);
  });

  it('getUserAndCompanyRole lists what a user may get and what they hold', async () => {
    const a = await signIn(app, 'company_a');
    const [user] = (await rows(app, a, '/api/updown/sysuser/list', { username: 'operator_a' })) as Row[];
    const answer = await ok<{ roles: { label: string; code: string; value: number }[]; roleIds: number[] }>(
      app,
      'GET',
      '/api/updown/sysrole/getUserAndCompanyRole',
      { token: admin, query: { userId: user?.id } },
    );
    const codes = answer.roles.map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['patrol', 'park_operator']));
    expect(codes).not.toContain('cashier');
    const operator = answer.roles.find((r) => r.code === 'park_operator')?.value;
    expect(answer.roleIds).toEqual([operator]);
  });

  it('blade-system/role/tree lists the roles of a tenant', async () => {
    const tree = await ok<{ title: string; code: string }[]>(app, 'GET', '/api/updown/blade-system/role/tree', {
      token: admin,
      query: { tenantCode: 'A00001' },
    });
    expect(tree.map((r) => r.code)).toEqual(['patrol']);
    const platform = await ok<{ code: string }[]>(app, 'GET', '/api/updown/blade-system/role/tree', {
      token: admin,
      query: { tenantCode: '000000' },
    });
    expect(platform.map((r) => r.code)).toEqual([
      'platform_admin',
      'company_admin',
      'park_operator',
      'finance',
      'merchant',
    ]);
    const unknown = await call(app, 'GET', '/api/updown/blade-system/role/tree', {
      token: admin,
      query: { tenantCode: 'NOPE' },
    });
    expect(unknown.status).toBe(404);
  });

  it('the blade-system and sysmenu paths reach the same roles and menus', async () => {
    const viaBlade = (await rows(app, admin, '/api/updown/blade-system/role/list', { code: 'park_operator' }))[0];
    const viaSys = (await rows(app, admin, '/api/updown/sysrole/list', { code: 'park_operator' }))[0];
    expect(viaBlade?.id).toBe(viaSys?.id);
    const added = await ok<Row>(app, 'POST', '/api/updown/sysmenu/submit', {
      token: admin,
      body: { name: '临时页面', path: '/system/tmpPage', parentId: menu('/system') },
    });
    const seen = await ok<Row>(app, 'GET', '/api/updown/blade-system/menu/detail', {
      token: admin,
      query: { id: added.id },
    });
    expect(seen.path).toBe('/system/tmpPage');
    await ok(app, 'POST', '/api/updown/sysmenu/remove', { token: admin, query: { ids: String(added.id) } });
    expect(
      (await call(app, 'GET', '/api/updown/sysAdminMenu/detail', { token: admin, query: { id: added.id } })).status,
    ).toBe(404);
  });
});

describe('granting menus to roles', () => {
  it('sysAdminRole/grant gives a role its menus; role-tree-keys and the grant dialog answer them', async () => {
    const a = await signIn(app, 'company_a');
    const role = await ok<Row>(app, 'POST', '/api/updown/sysrole/submit', {
      token: a,
      body: { name: '车管', code: 'car_keeper' },
    });
    const keys = ['/wel', '/wel/index', '/car', '/car/blacklist'].map(menu);
    await ok(app, 'POST', '/api/updown/sysAdminRole/grant', { token: a, body: { roleIds: [role.id], menuIds: keys } });
    for (const m of ['sysmenu', 'sysAdminMenu', 'blade-system/menu']) {
      const held = await ok<number[]>(app, 'GET', `/api/updown/${m}/role-tree-keys`, {
        token: a,
        query: { roleIds: String(role.id) },
      });
      expect(held).toEqual([...keys].sort((x, y) => x - y));
    }
    const dialog = await ok<{ menu: Tree[]; keys: number[] }>(app, 'GET', '/api/updown/sysAdminMenu/role-grant-tree', {
      token: a,
      query: { roleId: role.id },
    });
    expect(dialog.keys).toHaveLength(4);
    expect(flat(dialog.menu).some((n) => n.path === '/car/blacklist')).toBe(true);
  });

  it("a company's role cannot be granted the platform's own menus, and keeps what it had", async () => {
    const role = await idOf(app, admin, '/api/updown/sysrole/list', { code: 'car_keeper' });
    const before = await count(app, 'select count(*) as n from role_menu where role_id = $1', [role]);
    const res = await call(app, 'POST', '/api/updown/blade-system/role/grant', {
      token: admin,
      body: { roleIds: [role], menuIds: [menu('/system'), menu('/system/adminMenu')] },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain(String(menu('/system/adminMenu')));
    expect(await count(app, 'select count(*) as n from role_menu where role_id = $1', [role])).toBe(before);
  });

  it("the grant trees offer a company only what it may give; the platform's tree for a company role leaves out its own menus", async () => {
    const a = await signIn(app, 'company_a');
    const own = flat(await ok<Tree[]>(app, 'GET', '/api/updown/sysAdminMenu/grant-tree', { token: a }));
    expect(own.some((n) => n.path === '/basedata/park')).toBe(true);
    expect(own.some((n) => n.path === '/system/adminMenu' || n.path === '/sysjob/job')).toBe(false);
    const all = flat(await ok<Tree[]>(app, 'GET', '/api/updown/sysmenu/grant-tree', { token: admin }));
    expect(all.some((n) => n.path === '/sysjob/job')).toBe(true);
    const forCompany = flat(
      await ok<Tree[]>(app, 'GET', '/api/updown/blade-system/menu/grant-tree', {
        token: admin,
        query: { companyRole: 'true' },
      }),
    );
    expect(forCompany.some((n) => n.platformOnly)).toBe(false);
    expect(forCompany.some((n) => n.code === 'basePark:add')).toBe(true);
    const tree = flat(await ok<Tree[]>(app, 'GET', '/api/updown/sysmenu/tree', { token: a }));
    expect(tree.length).toBe(own.length);
  });

  it("revoking a role's button refuses the call on the server", async () => {
    const role = await idOf(app, admin, '/api/updown/sysrole/list', { code: 'park_operator' });
    const held = await ok<number[]>(app, 'GET', '/api/updown/sysAdminMenu/role-tree-keys', {
      token: admin,
      query: { roleIds: role },
    });
    const park = (await rows(app, admin, '/api/updown/basePark/list', { parkName: '阳光花园' }))[0] as Row;
    const t = await signIn(app, 'operator_a');
    const edit = () =>
      call(app, 'POST', '/api/updown/basePark/submit', { token: t, body: { id: park.id, freeStalls: 80 } });
    expect((await edit()).status).toBe(200);
    await ok(app, 'POST', '/api/updown/sysrole/grant', {
      token: admin,
      body: { roleIds: [role], menuIds: held.filter((id) => id !== menu('basePark:edit')) },
    });
    const refused = await edit();
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('basePark:edit');
    const buttons = await ok<string[]>(app, 'GET', '/api/updown/sysAdminMenu/buttons', { token: t });
    expect(buttons).toContain('basePark:export');
    expect(buttons).not.toContain('basePark:edit');
  });

  it('a role still held by users cannot be removed; an unused one can, and its grants go with it', async () => {
    const held = await idOf(app, admin, '/api/updown/sysrole/list', { code: 'park_operator' });
    const res = await call(app, 'POST', '/api/updown/sysrole/remove', { token: admin, query: { ids: String(held) } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('停车场操作员');
    const unused = await idOf(app, admin, '/api/updown/sysrole/list', { code: 'car_keeper' });
    await ok(app, 'POST', '/api/updown/sysrole/remove', { token: admin, query: { ids: String(unused) } });
    expect(await count(app, 'select count(*) as n from role_menu where role_id = $1', [unused])).toBe(0);
  });

  it('a menu with sub-menus cannot be removed', async () => {
    const res = await call(app, 'POST', '/api/updown/sysAdminMenu/remove', {
      token: admin,
      query: { ids: String(menu('/basedata')) },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('sub-menus');
  });
});

describe('top menus', () => {
  it('topMenu/grant puts menus under a top menu; routesParentIdTop then shows them', async () => {
    const top = await ok<Row>(app, 'POST', '/api/updown/topMenu/submit', {
      token: admin,
      body: { name: '报表中心', sort: 9 },
    });
    expect(top.topId).toBe(top.id);
    const tree = flat(await ok<Tree[]>(app, 'GET', '/api/updown/topMenu/grant-tree', { token: admin }));
    expect(tree.some((n) => n.code !== null)).toBe(false);
    await ok(app, 'POST', '/api/updown/topMenu/grant', {
      token: admin,
      body: { topMenuId: top.id, menuIds: [menu('/static'), menu('/rdstatic')] },
    });
    const keys = await ok<number[]>(app, 'GET', '/api/updown/topMenu/top-tree-keys', {
      token: admin,
      query: { topMenuId: top.id },
    });
    expect(keys).toEqual([menu('/static'), menu('/rdstatic')].sort((x, y) => x - y));
    const a = await signIn(app, 'company_a');
    const routes = await ok<{ path: string }[]>(app, 'GET', '/api/updown/sysAdminMenu/routesParentIdTop', {
      token: a,
      query: { parentId: top.id },
    });
    expect(routes.map((r) => r.path)).toEqual(['/static', '/rdstatic']);
    const all = await ok<{ name: string; topId: number }[]>(app, 'GET', '/api/updown/topMenu/listAll', { token: a });
    expect(all.map((t) => t.name)).toContain('报表中心');
    const edited = await ok<Row>(app, 'POST', '/api/updown/topMenu/submit', {
      token: admin,
      body: { topId: top.id, name: '报表' },
    });
    expect(edited.name).toBe('报表');
    expect(
      (await ok<Row>(app, 'GET', '/api/updown/topMenu/detail', { token: admin, query: { topId: top.id } })).name,
    ).toBe('报表');
    await ok(app, 'POST', '/api/updown/topMenu/remove', { token: admin, query: { ids: String(top.id) } });
    expect(await count(app, 'select count(*) as n from top_menu_menu where top_menu_id = $1', [top.id])).toBe(0);
  });

  it('only the platform arranges top menus', async () => {
    const a = await signIn(app, 'company_a');
    const tops = await ok<{ id: number }[]>(app, 'GET', '/api/updown/topMenu/listAll', { token: a });
    const res = await call(app, 'POST', '/api/updown/topMenu/grant', {
      token: a,
      body: { topMenuId: tops[0]?.id, menuIds: [] },
    });
    expect(res.status).toBe(403);
  });
});
