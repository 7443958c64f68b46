import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSeeded } from '../../src/seed/seed';
import { roleSeeds } from '../../src/seed/seed-roles';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { idOf, menuIdsByKey, ok } from './helpers';

type Node = { id: number; path: string; children: Node[] };
type Top = { id: number; name: string };

let app: TestApp;
let admin: string;
let menu: (key: string) => number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  menu = await menuIdsByKey(app, admin);
});
afterAll(() => app.close());

const pages = (nodes: Node[]): string[] => nodes.flatMap((n) => (n.children.length ? pages(n.children) : [n.path]));
const sidebar = async (token: string) =>
  pages(await ok<Node[]>(app, 'GET', '/api/updown/sysAdminMenu/routes', { token }));
const buttons = (token: string) => ok<string[]>(app, 'GET', '/api/updown/sysAdminMenu/buttons', { token });
const roleId = (code: string) => idOf(app, admin, '/api/updown/sysrole/list', { code });
const heldBy = (role: number) =>
  ok<number[]>(app, 'GET', '/api/updown/sysAdminMenu/role-tree-keys', { token: admin, query: { roleIds: role } });
const grant = (role: number, menuIds: number[]) =>
  ok(app, 'POST', '/api/updown/sysrole/grant', { token: admin, body: { roleIds: [role], menuIds } });

describe('seeded roles made for the day’s work', () => {
  it('the park operator works the booth: cars inside, in/out, orders, passes and lists', async () => {
    const t = await signIn(app, 'operator_a');
    const own = await sidebar(t);
    for (const p of ['/static/incar', '/static/inoutRecord', '/static/onlineorder', '/static/unConfirmOrder'])
      expect(own).toContain(p);
    for (const p of ['/car/carMonthNew', '/car/whitelist', '/car/blacklist', '/user/updatepassword'])
      expect(own).toContain(p);
    expect(own).not.toContain('/car/parkfeerule');
    const codes = await buttons(t);
    for (const c of ['parkorder:refund', 'parkIORecord:inCar', 'parkIORecord:outCar', 'parkMonth:edit'])
      expect(codes).toContain(c);
    expect(codes).not.toContain('parkFeeRule:edit');
  });

  it('finance sees orders, refunds and reports, not the parks’ set-up', async () => {
    const t = await signIn(app, 'finance_a');
    const own = await sidebar(t);
    for (const p of ['/static/onlineorder', '/static/refundorder', '/static/unConfirmOrder']) expect(own).toContain(p);
    expect(own).not.toContain('/basedata/park');
    expect(await buttons(t)).toContain('parkorder:refund');
  });

  it('every top menu a role is offered opens a sidebar with pages; empty ones are not offered', async () => {
    for (const user of ['admin', 'company_a', 'operator_a', 'finance_a']) {
      const t = user === 'admin' ? admin : await signIn(app, user);
      const tops = await ok<Top[]>(app, 'GET', '/api/updown/topMenu/listAll', { token: t });
      expect(tops.length, user).toBeGreaterThan(0);
      for (const top of tops) {
        const tree = await ok<Node[]>(app, 'GET', '/api/updown/sysAdminMenu/routesParentIdTop', {
          token: t,
          query: { parentId: top.id },
        });
        expect(pages(tree).length, `${user}: ${top.name}`).toBeGreaterThan(0);
      }
    }
    const operatorTops = await ok<Top[]>(app, 'GET', '/api/updown/topMenu/listAll', {
      token: await signIn(app, 'operator_a'),
    });
    expect(operatorTops.map((t) => t.name)).not.toContain('门禁访客');
    expect(operatorTops.map((t) => t.name)).not.toContain('运营中心');
  });

  it('user info names the roles in both languages', async () => {
    const info = await ok<{ roleNames: { code: string; zh: string; en: string }[] }>(
      app,
      'GET',
      '/api/api-uaa/oauth/user/getUserInfo',
      { token: await signIn(app, 'operator_a') },
    );
    expect(info.roleNames).toEqual([{ code: 'park_operator', zh: '停车场操作员', en: 'Park operator' }]);
  });
});

describe('kept in step at every start', () => {
  it('an administrator’s changes to a seeded role survive a restart', async () => {
    const role = await roleId('park_operator');
    const held = await heldBy(role);
    const added = menu('/basedata/parkarea');
    const taken = menu('parkWhiteNew:add');
    await grant(role, [...held.filter((id) => id !== taken), menu('/basedata'), added]);
    await ensureSeeded(app.context);
    const after = await heldBy(role);
    expect(after).toContain(added);
    expect(after).not.toContain(taken);
  });

  it('a database from before a role’s grants were defined gets them, and a missing product role is made', async () => {
    const role = await roleId('park_operator');
    // the operator of an older version: home, parks and villages only; finance did not exist
    await grant(role, [menu('/wel'), menu('/wel/index'), menu('/basedata'), menu('/basedata/park')]);
    const finance = await roleId('finance');
    await app.database.query('delete from user_role where role_id = $1', [finance]);
    await app.database.query('delete from role_menu where role_id = $1', [finance]);
    await app.database.query('delete from sys_role where id = $1', [finance]);
    await app.database.query(`delete from app_setting where key = 'seed_role_grants'`);
    await ensureSeeded(app.context);
    const t = await signIn(app, 'operator_a');
    expect(await sidebar(t)).toEqual(expect.arrayContaining(['/static/incar', '/car/carMonthNew', '/basedata/park']));
    expect(await buttons(t)).toContain('parkorder:refund');
    const remade = await ok<{ data: { code: string; name: string }[] }>(app, 'GET', '/api/updown/sysrole/list', {
      token: admin,
      query: { code: 'finance' },
    });
    expect(remade.data.map((r) => r.name)).toEqual(['财务']);
  });

  it('a role an administrator removed is not made again', async () => {
    const res = await call(app, 'POST', '/api/updown/sysrole/remove', {
      token: admin,
      query: { ids: String(await roleId('finance')) },
    });
    expect(res.status, res.body.msg).toBe(200);
    await ensureSeeded(app.context);
    const left = await ok<{ data: unknown[] }>(app, 'GET', '/api/updown/sysrole/list', {
      token: admin,
      query: { code: 'finance' },
    });
    expect(left.data).toEqual([]);
    expect(roleSeeds.some((r) => r.code === 'finance')).toBe(true);
  });
});
