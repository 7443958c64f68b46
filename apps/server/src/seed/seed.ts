import { dictionaries } from '@parking/resources';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { defaultAdminPassword, demoPassword } from '../config';
import type { Db } from '../db/connection';
import { roleMenu, topMenuMenu, userParkGrant, userRole } from '../db/internal-tables';
import { tableOf } from '../db/schema';
import { bumpAccessVersion, superRoleCode } from '../platform/auth/access';
import { hashPassword, verifyPassword } from '../platform/auth/passwords';
import type { AppContext } from '../platform/context';
import { menuGroups, pageMenus, platformOnlyModules, resourcePages } from './menu-seed';

type Row = Record<string, unknown>;

async function insert(db: Db, module: string, values: Row): Promise<number> {
  const [row] = (await db
    .insert(tableOf(module))
    .values(values as never)
    .returning()) as Row[];
  return Number(row?.id);
}

/** Keeps the console client's credentials equal to CLIENT_ID and CLIENT_SECRET. */
async function ensureClient(app: AppContext): Promise<void> {
  const t = tableOf('blade-system/client');
  const { clientId, clientSecret } = app.config;
  const [row] = await app.db
    .select()
    .from(t)
    .where(and(eq(t.clientId, clientId), isNull(t.deletedAt)));
  if (!row) {
    await insert(app.db, 'blade-system/client', {
      clientId,
      clientSecret: await hashPassword(clientSecret),
      accessTokenValidity: app.config.accessTokenTtl,
      refreshTokenValidity: app.config.refreshTokenTtl,
      state: 1,
    });
  } else if (!(await verifyPassword(row.clientSecret as string, clientSecret))) {
    await app.db
      .update(t)
      .set({ clientSecret: await hashPassword(clientSecret) })
      .where(eq(t.id, row.id));
  }
}

async function seedMenus(db: Db) {
  const menuIds = {
    groups: new Map<string, number>(),
    pages: new Map<string, number>(),
    buttons: new Map<string, number>(),
  };
  for (const [gi, g] of menuGroups.entries()) {
    menuIds.groups.set(
      g.path,
      await insert(db, 'sysAdminMenu', {
        name: g.zh,
        nameEn: g.en,
        path: g.path,
        icon: g.icon,
        kind: 'menu',
        sort: (gi + 1) * 10,
        state: 1,
      }),
    );
  }
  for (const p of pageMenus) {
    const id = await insert(db, 'sysAdminMenu', {
      parentId: menuIds.groups.get(p.group),
      name: p.zh,
      nameEn: p.en,
      path: p.path,
      icon: p.icon,
      kind: 'menu',
      sort: 1,
      state: 1,
      isTab: p.isTab,
    });
    menuIds.pages.set(p.path, id);
  }
  for (const { def, buttons } of resourcePages()) {
    const menu = def.menu;
    if (!menu) continue;
    const parentId = menuIds.groups.get(menu.group);
    const id = await insert(db, 'sysAdminMenu', {
      parentId,
      name: def.label.zh,
      nameEn: def.label.en,
      path: menu.path,
      icon: menu.icon,
      kind: 'menu',
      sort: menu.sort ?? 100,
      state: 1,
    });
    menuIds.pages.set(def.module, id);
    let bSort = 0;
    for (const b of buttons) {
      menuIds.buttons.set(
        b.code,
        await insert(db, 'sysAdminMenu', {
          parentId: id,
          name: b.zh,
          nameEn: b.en,
          kind: 'button',
          code: b.code,
          sort: ++bSort,
          state: 1,
        }),
      );
    }
  }
  const tops = [
    { key: 'business', name: '停车业务', nameEn: 'Parking business', icon: 'CarOutlined', sort: 1 },
    { key: 'system', name: '系统管理', nameEn: 'System', icon: 'SettingOutlined', sort: 2 },
  ];
  for (const t of tops) {
    const topId = await insert(db, 'topMenu', { name: t.name, nameEn: t.nameEn, icon: t.icon, sort: t.sort });
    const links = menuGroups
      .filter((g) => g.top === t.key)
      .map((g) => ({ topMenuId: topId, menuId: menuIds.groups.get(g.path) as number }));
    if (links.length) await db.insert(topMenuMenu).values(links);
  }
  return menuIds;
}

async function seedDictionaries(db: Db) {
  for (const [di, d] of dictionaries.entries()) {
    const parentId = await insert(db, 'sysdict', {
      code: d.code,
      dictValue: d.label.zh,
      dictValueEn: d.label.en,
      sort: di + 1,
    });
    let i = 0;
    for (const item of d.items) {
      await insert(db, 'sysdict', {
        parentId,
        code: d.code,
        dictKey: String(item.value),
        dictValue: item.label.zh,
        dictValueEn: item.label.en,
        sort: ++i,
      });
    }
  }
}

/** Two companies (one with a subsidiary), their villages and parks: a small living system. */
async function seedDemoWorld(tx: Db) {
  const companyA = await insert(tx, 'basecompany', {
    name: '云停智慧停车运营有限公司',
    shortName: '云停运营',
    contact: '王经理',
    phone: '13800000001',
    address: '上海市浦东新区世纪大道100号',
    maxOweFee: 50000,
    state: 1,
  });
  const companyA2 = await insert(tx, 'basecompany', {
    name: '云停南区分公司',
    shortName: '云停南区',
    parentId: companyA,
    contact: '赵主管',
    phone: '13800000003',
    state: 1,
  });
  const companyB = await insert(tx, 'basecompany', {
    name: '城东停车管理有限公司',
    shortName: '城东停车',
    contact: '李经理',
    phone: '13900000002',
    address: '杭州市上城区解放路8号',
    maxOweFee: 30000,
    state: 1,
  });
  const villages = [
    { companyId: companyA, name: '阳光花园', address: '上海市浦东新区阳光路1号', examineState: 1 },
    { companyId: companyA, name: '世纪广场', address: '上海市浦东新区世纪大道200号', examineState: 1 },
    { companyId: companyA2, name: '南桥新苑', address: '上海市奉贤区南桥路5号', examineState: 0 },
    { companyId: companyB, name: '东湖小区', address: '杭州市上城区东湖路3号', examineState: 1 },
  ];
  const villageIds: number[] = [];
  for (const v of villages) villageIds.push(await insert(tx, 'baseVillage', { ...v, locked: false }));
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const parks = [
    {
      companyId: companyA,
      villageId: villageIds[0],
      parkName: '阳光花园地下停车场',
      parkCode: 'P-A-001',
      parkKind: 1,
      totalStalls: 320,
      freeStalls: 87,
      serviceEnd: day(400),
    },
    {
      companyId: companyA,
      villageId: villageIds[1],
      parkName: '世纪广场停车场',
      parkCode: 'P-A-002',
      parkKind: 1,
      totalStalls: 560,
      freeStalls: 140,
      serviceEnd: day(20),
    },
    {
      companyId: companyA,
      villageId: null,
      parkName: '世纪大道路侧停车',
      parkCode: 'R-A-001',
      parkKind: 10,
      totalStalls: 48,
      freeStalls: 12,
      serviceEnd: day(-5),
    },
    {
      companyId: companyA2,
      villageId: villageIds[2],
      parkName: '南桥新苑停车场',
      parkCode: 'P-A2-001',
      parkKind: 1,
      totalStalls: 150,
      freeStalls: 66,
      serviceEnd: day(200),
    },
    {
      companyId: companyB,
      villageId: villageIds[3],
      parkName: '东湖小区停车场',
      parkCode: 'P-B-001',
      parkKind: 1,
      totalStalls: 210,
      freeStalls: 35,
      serviceEnd: day(365),
    },
    {
      companyId: companyB,
      villageId: null,
      parkName: '解放路路侧停车',
      parkCode: 'R-B-001',
      parkKind: 10,
      totalStalls: 36,
      freeStalls: 9,
      serviceEnd: day(90),
    },
  ];
  const parkIds: number[] = [];
  for (const p of parks) parkIds.push(await insert(tx, 'basePark', { ...p, state: 1, serviceStart: day(-300) }));
  return { companyA, companyB, parkIds };
}

export type SeedResult = { credentials: string[] };

/**
 * Makes sure the console can sign in (client and administrator), and on the first start of an
 * empty database lays out a small living system: two companies, their villages and parks, roles
 * and a user for each kind of operator.
 */
export async function ensureSeeded(app: AppContext): Promise<SeedResult> {
  await ensureClient(app);
  const users = tableOf('sysuser');
  const [{ n } = { n: 0 }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);
  const adminPassword = app.config.adminPassword ?? defaultAdminPassword;
  const credentials: string[] = [];
  if (n > 0) {
    const [admin] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.username, 'admin'), isNull(users.deletedAt)));
    if (admin && app.config.adminPassword && !(await verifyPassword(admin.password as string, adminPassword))) {
      await app.db
        .update(users)
        .set({ password: await hashPassword(adminPassword) })
        .where(eq(users.id, admin.id));
    }
    credentials.push(`admin / ${app.config.adminPassword ? '(ADMIN_PASSWORD)' : 'the password set at first start'}`);
    return { credentials };
  }
  await app.db.transaction(async (tx) => {
    const menuIds = await seedMenus(tx);
    await seedDictionaries(tx);

    const roleIds = {
      platform: await insert(tx, 'sysrole', {
        name: '平台管理员',
        code: superRoleCode,
        remark: '平台的全部功能',
        sort: 1,
        state: 1,
      }),
      company: await insert(tx, 'sysrole', {
        name: '公司管理员',
        code: 'company_admin',
        remark: '本公司的全部业务',
        sort: 2,
        state: 1,
      }),
      park: await insert(tx, 'sysrole', {
        name: '停车场操作员',
        code: 'park_operator',
        remark: '指定停车场的日常操作',
        sort: 3,
        state: 1,
      }),
    };
    const companyMenus = [
      ...menuIds.groups.values(),
      ...menuIds.pages.values(),
      ...resourcePages()
        .filter((p) => !platformOnlyModules.has(p.def.module))
        .flatMap((p) => p.buttons.map((b) => menuIds.buttons.get(b.code) as number)),
    ];
    const hidden = new Set(
      resourcePages()
        .filter((p) => platformOnlyModules.has(p.def.module))
        .map((p) => menuIds.pages.get(p.def.module)),
    );
    await tx
      .insert(roleMenu)
      .values(companyMenus.filter((id) => !hidden.has(id)).map((menuId) => ({ roleId: roleIds.company, menuId })));
    const operatorPages = ['basePark', 'baseVillage'];
    const operatorMenus = [
      menuIds.groups.get('/wel'),
      menuIds.pages.get('/wel/index'),
      menuIds.groups.get('/basedata'),
      ...operatorPages.map((m) => menuIds.pages.get(m)),
      menuIds.buttons.get('basePark:export'),
      menuIds.buttons.get('basePark:edit'),
    ].filter((x): x is number => x !== undefined);
    await tx.insert(roleMenu).values(operatorMenus.map((menuId) => ({ roleId: roleIds.park, menuId })));

    const demo = app.config.seedDemo ? await seedDemoWorld(tx) : null;
    const demoHash = await hashPassword(demoPassword);
    const people = [
      {
        username: 'admin',
        realName: '平台管理员',
        level: 'platform',
        companyId: null,
        role: roleIds.platform,
        phone: '13700000000',
        hash: await hashPassword(adminPassword),
      },
      {
        username: 'company_a',
        realName: '云停运营管理员',
        level: 'company',
        companyId: demo?.companyA ?? null,
        role: roleIds.company,
        phone: '13700000001',
        hash: demoHash,
      },
      {
        username: 'company_b',
        realName: '城东停车管理员',
        level: 'company',
        companyId: demo?.companyB ?? null,
        role: roleIds.company,
        phone: '13700000002',
        hash: demoHash,
      },
      {
        username: 'operator_a',
        realName: '阳光花园值班员',
        level: 'park',
        companyId: demo?.companyA ?? null,
        role: roleIds.park,
        phone: '13700000003',
        hash: demoHash,
      },
    ];
    for (const p of demo ? people : people.slice(0, 1)) {
      const id = await insert(tx, 'sysuser', {
        username: p.username,
        realName: p.realName,
        level: p.level,
        companyId: p.companyId,
        phone: p.phone,
        password: p.hash,
        state: 1,
      });
      await tx.insert(userRole).values({ userId: id, roleId: p.role });
      if (p.username === 'operator_a')
        await tx.insert(userParkGrant).values({ userId: id, parkId: demo?.parkIds[0] as number });
    }
    await bumpAccessVersion(tx);
  });
  credentials.push(
    `admin / ${app.config.adminPassword ? '(ADMIN_PASSWORD)' : defaultAdminPassword}  (platform administrator)`,
  );
  if (app.config.seedDemo) {
    credentials.push(`company_a, company_b / ${demoPassword}  (company administrators)`);
    credentials.push(`operator_a / ${demoPassword}  (park operator of one park)`);
  }
  return { credentials };
}
