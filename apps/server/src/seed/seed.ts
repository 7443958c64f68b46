import { formatLocalDate } from '@parking/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { defaultAdminPassword, demoPassword } from '../config';
import { type Db, refreshPlannerStatistics } from '../db/connection';
import { roleMenu, userParkGrant, userRole } from '../db/internal-tables';
import { tableOf } from '../db/schema';
import { expiringServices, todayIn } from '../modules/system/service-expiry';
import { recordWarnings } from '../modules/system/warnings';
import { bumpAccessVersion, superRoleCode } from '../platform/auth/access';
import { hashPassword, verifyPassword } from '../platform/auth/passwords';
import type { AppContext } from '../platform/context';
import { seedCarLists } from './car-lists';
import { seedDemoTraffic } from './demo-traffic';
import { seedFeeRules } from './fee-rules';
import { seedMonthlyPasses } from './monthly-passes';
import { seedParkStructure } from './park-structure';
import { insertRow as insert, type MenuIds, syncDictionaries, syncJobs, syncMenus, syncParams } from './reference-data';
import { syncRegions } from './regions';

/** Menus a park operator works with, besides the home page and the own account pages. */
const operatorPages = ['/basedata/park', '/basedata/village'];
const operatorButtons = ['basePark:export', 'basePark:edit'];

/** Role grants of a fresh database: companies get all but the platform's own menus. */
async function grantSeedRoles(tx: Db, ids: MenuIds, roles: { company: number; park: number }) {
  const all = [...ids.groups.values(), ...new Set(ids.pages.values()), ...ids.buttons.values()];
  const companyMenus = [...new Set(all)].filter((id) => !ids.platformOnly.has(id));
  await tx.insert(roleMenu).values(companyMenus.map((menuId) => ({ roleId: roles.company, menuId })));
  const operatorMenus = [
    ids.groups.get('/wel'),
    ids.pages.get('/wel/index'),
    ids.groups.get('/basedata'),
    ...operatorPages.map((p) => ids.pages.get(p)),
    ...operatorButtons.map((b) => ids.buttons.get(b)),
    ids.groups.get('/user'),
    ids.pages.get('/user/updatepassword'),
    ids.pages.get('/user/switchcompany'),
  ].filter((x): x is number => x !== undefined);
  await tx.insert(roleMenu).values([...new Set(operatorMenus)].map((menuId) => ({ roleId: roles.park, menuId })));
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

/** Two companies (one with a subsidiary), their villages and parks: a small living system. */
async function seedDemoWorld(tx: Db, timeZone: string) {
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
    {
      companyId: companyA,
      name: '阳光花园',
      address: '上海市浦东新区阳光路1号',
      examineState: 1,
      longitude: '121.544000',
      latitude: '31.221000',
    },
    {
      companyId: companyA,
      name: '世纪广场',
      address: '上海市浦东新区世纪大道200号',
      examineState: 1,
      longitude: '121.526500',
      latitude: '31.229500',
    },
    {
      companyId: companyA2,
      name: '南桥新苑',
      address: '上海市奉贤区南桥路5号',
      examineState: 0,
      longitude: '121.458000',
      latitude: '30.919000',
    },
    {
      companyId: companyB,
      name: '东湖小区',
      address: '杭州市上城区东湖路3号',
      examineState: 1,
      longitude: '120.185000',
      latitude: '30.250000',
    },
  ];
  const villageIds: number[] = [];
  for (const v of villages) villageIds.push(await insert(tx, 'baseVillage', { ...v, locked: false }));
  const today = new Date();
  // dates as the operators read them, so that "expires in 20 days" holds at any hour
  const day = (offset: number) => formatLocalDate(new Date(today.getTime() + offset * 86_400_000), timeZone);
  // the roadside park of company A comes first and the plaza last: tests add rows to a company's newest park
  const parks = [
    {
      companyId: companyA,
      villageId: null,
      parkName: '世纪大道路侧停车',
      parkCode: 'R-A-001',
      parkKind: 10,
      totalStalls: 48,
      freeStalls: 12,
      serviceEnd: day(-5),
      regionId: 310115,
      address: '上海市浦东新区世纪大道（东方路至福山路）',
      longitude: '121.518000',
      latitude: '31.234000',
      wireless: true,
    },
    {
      companyId: companyA,
      villageId: villageIds[0],
      parkName: '阳光花园地下停车场',
      parkCode: 'P-A-001',
      parkKind: 1,
      totalStalls: 320,
      freeStalls: 87,
      serviceEnd: day(400),
      regionId: 310115,
      address: '上海市浦东新区阳光路1号',
      longitude: '121.544200',
      latitude: '31.221300',
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
      regionId: 310115,
      address: '上海市浦东新区世纪大道200号',
      longitude: '121.526800',
      latitude: '31.229100',
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
      regionId: 310120,
      address: '上海市奉贤区南桥路5号',
      longitude: '121.458300',
      latitude: '30.918700',
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
      regionId: 330102,
      address: '杭州市上城区东湖路3号',
      longitude: '120.185300',
      latitude: '30.250400',
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
      regionId: 330102,
      address: '杭州市上城区解放路（中河路至建国路）',
      longitude: '120.175000',
      latitude: '30.257000',
      wireless: true,
    },
  ];
  const parkIds: number[] = [];
  for (const p of parks) parkIds.push(await insert(tx, 'basePark', { ...p, state: 1, serviceStart: day(-300) }));
  const byCode = Object.fromEntries(
    parks.map((p, i) => [p.parkCode, { id: parkIds[i] as number, companyId: p.companyId }]),
  );
  const parkOf = (code: string) => byCode[code]?.id as number;
  await seedParkStructure(tx, byCode);
  await seedCarLists(tx, byCode);
  await seedFeeRules(tx, byCode);
  await seedMonthlyPasses(tx, byCode, timeZone);
  await insert(tx, 'blade-system/tenant', {
    tenantCode: 'A00001',
    tenantName: '云停运营',
    companyId: companyA,
    state: 1,
  });
  await insert(tx, 'blade-system/tenant', {
    tenantCode: 'B00001',
    tenantName: '城东停车',
    companyId: companyB,
    state: 1,
  });
  const opsA = await insert(tx, 'blade-system/dept', { companyId: companyA, deptName: '运营部', sort: 1, state: 1 });
  await insert(tx, 'blade-system/dept', { companyId: companyA, parentId: opsA, deptName: '收费组', sort: 1, state: 1 });
  await insert(tx, 'blade-system/dept', { companyId: companyA, deptName: '财务部', sort: 2, state: 1 });
  await insert(tx, 'blade-system/dept', { companyId: companyB, deptName: '综合部', sort: 1, state: 1 });
  await insert(tx, 'plat/baseDept', {
    companyId: companyA,
    parkId: parkOf('P-A-001'),
    deptName: '岗亭班组',
    sort: 1,
    state: 1,
  });
  await insert(tx, 'plat/baseDept', {
    companyId: companyB,
    parkId: parkOf('P-B-001'),
    deptName: '保安队',
    sort: 1,
    state: 1,
  });
  await insert(tx, 'plat/createwiring', {
    companyId: companyB,
    parkName: '西溪商务园停车场',
    address: '杭州市西湖区文二西路 8 号',
    contact: '陈工',
    phone: '13800000021',
    laneCount: 4,
    stallCount: 260,
    examineState: 0,
    remark: '两进两出，待审核后施工布线',
  });
  const services = [
    { park: 'P-A-001', serviceName: '短信服务', serviceType: 3, endDate: day(12) },
    { park: 'P-B-001', serviceName: '电子发票', serviceType: 5, endDate: day(200) },
  ];
  for (const { park, ...sv } of services) {
    const { id: parkId, companyId } = byCode[park] as { id: number; companyId: number };
    await insert(tx, 'parkServicesConfig', { ...sv, parkId, companyId, startDate: day(-300), state: 1 });
  }
  await insert(tx, 'sysPrivacyAgreement', {
    title: '用户服务协议',
    tagType: 1,
    version: '1.0',
    content: '欢迎使用智慧停车服务。使用本服务即表示您同意按停车场公示的标准缴纳停车费用，并遵守场内管理规定。',
    state: 1,
  });
  await insert(tx, 'sysPrivacyAgreement', {
    title: '隐私政策',
    tagType: 2,
    version: '1.0',
    content: '我们仅为提供停车服务收集车牌号、进出时间和支付信息，不会向无关第三方提供您的个人信息。',
    state: 1,
  });
  await insert(tx, 'sysTemplate', {
    templateName: '月卡到期提醒',
    templateCode: 'month_card_expire',
    templateType: 1,
    content: '您的车辆 {plateNumber} 在 {parkName} 的月卡将于 {endDate} 到期，请及时续费。',
    state: 1,
  });
  return { companyA, companyB, operatorParkId: parkOf('P-A-001') };
}

/** Keeps an existing database up to date with the product's menus, dictionaries, parameters and jobs. */
async function syncReferenceData(app: AppContext): Promise<void> {
  await app.db.transaction(async (tx) => {
    await syncMenus(tx, app.config);
    await syncDictionaries(tx);
    await syncParams(tx);
    await syncJobs(tx, app.config);
    await syncRegions(tx);
  });
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
    await syncReferenceData(app);
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
    const menuIds = await syncMenus(tx, app.config);
    await syncDictionaries(tx);
    await syncParams(tx);
    await syncJobs(tx, app.config);
    await syncRegions(tx);

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
    await grantSeedRoles(tx, menuIds, roleIds);

    await insert(tx, 'blade-system/tenant', { tenantCode: '000000', tenantName: '平台', companyId: null, state: 1 });
    const demo = app.config.seedDemo ? await seedDemoWorld(tx, app.config.timeZone) : null;
    if (demo) await recordWarnings(tx, await expiringServices(tx, null, todayIn(app.config.timeZone), 30));
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
        await tx.insert(userParkGrant).values({ userId: id, parkId: demo?.operatorParkId as number });
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
  if (app.config.seedDemo) {
    const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    await seedDemoTraffic(app, Number(admin?.id));
  }
  await refreshPlannerStatistics(app.database);
  return { credentials };
}
