import { clientResource, enabledState, tenantResource, userLevel, userResource } from '@parking/resources';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { defaultAdminPassword, demoPassword } from '../config';
import { refreshPlannerStatistics } from '../db/connection';
import { userParkGrant, userRole } from '../db/internal-tables';
import { tableOf } from '../db/schema';
import { seedDemoSeatOrders } from '../modules/cloudseats/demo-seat-orders.seed';
import { seedDemoCoupons } from '../modules/coupons/demo-coupons.seed';
import { seedDemoDoors } from '../modules/doors/demo-doors.seed';
import { seedDemoHealthChecks } from '../modules/doors/demo-health-checks.seed';
import { seedDemoVisitors } from '../modules/doors/demo-visitors.seed';
import { seedDemoFunds } from '../modules/funds/demo-funds.seed';
import { seedDemoOutbound } from '../modules/outbound/demo-outbound.seed';
import { seedDemoInvoices } from '../modules/outbound/invoices/demo-invoices.seed';
import { seedDemoFollowers } from '../modules/outbound/wechat/demo-followers.seed';
import { syncEscapeArrears } from '../modules/owe/escape-arrears.sync';
import { seedDemoBigScreens } from '../modules/reports/big-screen';
import { ensureDaySummaries } from '../modules/reports/summaries/ensure-day-summaries';
import { syncLogLanguages } from '../modules/system/log-languages.sync';
import { expiringServices, todayIn } from '../modules/system/service-expiry';
import { recordWarnings } from '../modules/system/warnings';
import { bumpAccessVersion } from '../platform/auth/access';
import { hashPassword, verifyPassword } from '../platform/auth/passwords';
import type { AppContext } from '../platform/context';
import { seedDemoTraffic } from './demo-traffic';
import { seedDemoWorld } from './demo-world';
import { insertRow as insert } from './insert-row';
import { syncDictionaries, syncJobs, syncMenus, syncParams } from './reference-data';
import { syncRegions } from './regions';
import { syncSeedRoles } from './seed-roles';

/** Keeps the console client's credentials equal to CLIENT_ID and CLIENT_SECRET. */
async function ensureClient(app: AppContext): Promise<void> {
  const t = tableOf(clientResource);
  const { clientId, clientSecret } = app.config;
  const [row] = await app.db
    .select()
    .from(t)
    .where(and(eq(t.clientId, clientId), isNull(t.deletedAt)));
  if (!row) {
    await insert(app.db, clientResource, {
      clientId,
      clientSecret: await hashPassword(clientSecret),
      accessTokenValidity: app.config.accessTokenTtl,
      refreshTokenValidity: app.config.refreshTokenTtl,
      state: enabledState.values.enabled,
    });
  } else if (!(await verifyPassword(row.clientSecret, clientSecret))) {
    await app.db
      .update(t)
      .set({ clientSecret: await hashPassword(clientSecret) })
      .where(eq(t.id, row.id));
  }
}

/** Keeps an existing database up to date with the product's menus, dictionaries, parameters and jobs. */
async function syncReferenceData(app: AppContext): Promise<void> {
  await app.db.transaction(async (tx) => {
    const menuIds = await syncMenus(tx, app.config);
    await syncSeedRoles(tx, menuIds);
    await syncDictionaries(tx);
    await syncParams(tx);
    await syncJobs(tx, app.config);
    await syncRegions(tx);
    await syncLogLanguages(tx);
    await syncEscapeArrears(tx);
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
  const users = tableOf(userResource);
  const [{ n } = { n: 0 }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);
  const adminPassword = app.config.adminPassword ?? defaultAdminPassword;
  const credentials: string[] = [];
  if (n > 0) {
    await syncReferenceData(app);
    const [admin] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.username, 'admin'), isNull(users.deletedAt)));
    if (admin && app.config.adminPassword && !(await verifyPassword(admin.password, adminPassword))) {
      await app.db
        .update(users)
        .set({ password: await hashPassword(adminPassword) })
        .where(eq(users.id, admin.id));
    }
    credentials.push(`admin / ${app.config.adminPassword ? '(ADMIN_PASSWORD)' : 'the password set at first start'}`);
    return { credentials };
  }
  const adminId = await app.db.transaction(async (tx) => {
    const menuIds = await syncMenus(tx, app.config);
    await syncDictionaries(tx);
    await syncParams(tx);
    await syncJobs(tx, app.config);
    await syncRegions(tx);

    const seeded = await syncSeedRoles(tx, menuIds);
    const roleOf = (code: string) => {
      const id = seeded.get(code);
      if (id === undefined) throw new Error(`seeded role ${code} missing`);
      return id;
    };

    await insert(tx, tenantResource, {
      tenantCode: '000000',
      tenantName: '平台',
      companyId: null,
      state: enabledState.values.enabled,
    });
    const demo = app.config.seedDemo ? await seedDemoWorld(tx, app.config.timeZone) : null;
    const [demoMerchant] = demo ? await seedDemoCoupons(tx, demo.companyA) : [];
    if (demo) await seedDemoBigScreens(tx, [demo.companyA, demo.companyB]);
    if (demo) await seedDemoDoors(tx, [demo.companyA, demo.companyB], app.config.timeZone);
    if (demo) await recordWarnings(tx, await expiringServices(tx, null, todayIn(app.config.timeZone), 30));
    const demoHash = await hashPassword(demoPassword);
    const people = [
      {
        username: 'admin',
        realName: '平台管理员',
        level: userLevel.values.platform,
        companyId: null,
        role: roleOf('platform_admin'),
        phone: '13700000000',
        hash: await hashPassword(adminPassword),
      },
      {
        username: 'company_a',
        realName: '云停运营管理员',
        level: userLevel.values.company,
        companyId: demo?.companyA ?? null,
        role: roleOf('company_admin'),
        phone: '13700000001',
        hash: demoHash,
      },
      {
        username: 'company_b',
        realName: '城东停车管理员',
        level: userLevel.values.company,
        companyId: demo?.companyB ?? null,
        role: roleOf('company_admin'),
        phone: '13700000002',
        hash: demoHash,
      },
      {
        username: 'operator_a',
        realName: '阳光花园值班员',
        level: userLevel.values.park,
        companyId: demo?.companyA ?? null,
        role: roleOf('park_operator'),
        phone: '13700000003',
        hash: demoHash,
      },
      {
        username: 'finance_a',
        realName: '云停财务',
        level: userLevel.values.company,
        companyId: demo?.companyA ?? null,
        role: roleOf('finance'),
        phone: '13700000004',
        hash: demoHash,
      },
      {
        username: 'merchant_a',
        realName: '世纪商场店长',
        level: userLevel.values.company,
        companyId: demo?.companyA ?? null,
        sellerId: demoMerchant ?? null,
        role: roleOf('merchant'),
        phone: '13600000001',
        hash: demoHash,
      },
    ];
    let adminId = 0;
    for (const p of demo ? people : people.slice(0, 1)) {
      const id = await insert(tx, userResource, {
        username: p.username,
        realName: p.realName,
        level: p.level,
        companyId: p.companyId,
        phone: p.phone,
        sellerId: 'sellerId' in p ? p.sellerId : null,
        password: p.hash,
        state: enabledState.values.enabled,
      });
      await tx.insert(userRole).values({ userId: id, roleId: p.role });
      if (p.username === 'operator_a' && demo)
        await tx.insert(userParkGrant).values({ userId: id, parkId: demo.operatorParkId });
      if (p.username === 'admin') adminId = id;
    }
    await bumpAccessVersion(tx);
    return adminId;
  });
  credentials.push(
    `admin / ${app.config.adminPassword ? '(ADMIN_PASSWORD)' : defaultAdminPassword}  (platform administrator)`,
  );
  if (app.config.seedDemo) {
    credentials.push(`company_a, company_b / ${demoPassword}  (company administrators)`);
    credentials.push(`operator_a / ${demoPassword}  (park operator of one park)`);
    credentials.push(`finance_a / ${demoPassword}  (finance of company A)`);
    credentials.push(`merchant_a / ${demoPassword}  (a merchant of company A: its own desk)`);
  }
  if (app.config.seedDemo) await seedDemoTraffic(app, adminId);
  if (app.config.seedDemo) await seedDemoVisitors(app.db);
  if (app.config.seedDemo) await seedDemoHealthChecks(app.db);
  if (app.config.seedDemo) await seedDemoInvoices(app, adminId);
  if (app.config.seedDemo) await seedDemoFunds(app, adminId);
  if (app.config.seedDemo) await seedDemoOutbound(app);
  if (app.config.seedDemo) await seedDemoFollowers(app);
  if (app.config.seedDemo) await seedDemoSeatOrders(app);
  await ensureDaySummaries(app.db, app.config.timeZone);
  await refreshPlannerStatistics(app.database);
  return { credentials };
}
