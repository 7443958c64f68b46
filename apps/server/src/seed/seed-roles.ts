import { enabledState, roleResource } from '@parking/resources';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { appSetting, roleMenu } from '../db/internal-tables';
import { tableOf } from '../db/schema';
import { bumpAccessVersion } from '../platform/auth/access';
import { insertRow } from './insert-row';
import { plannedMenus } from './menu-seed';
import type { MenuIds } from './reference-data';

/** A page of a role's sidebar and the buttons the role holds on it. */
type PageGrant = { path: string; buttons?: string[] };

export type RoleSeed = {
  code: string;
  name: string;
  nameEn: string;
  remark: string;
  sort: number;
  allPermissions?: true;
  /** Fen; absent: no limit. */
  refundLimit?: number;
  /** Every menu a company may hold, or exactly these pages. */
  grants: 'company' | PageGrant[];
};

const account: PageGrant[] = [{ path: '/user/updatepassword' }, { path: '/user/switchcompany' }];

/** The roles the product ships, each made for a day's work. */
export const roleSeeds: RoleSeed[] = [
  {
    code: 'platform_admin',
    name: '平台管理员',
    nameEn: 'Platform administrator',
    remark: '平台的全部功能',
    sort: 1,
    allPermissions: true,
    grants: [],
  },
  {
    code: 'company_admin',
    name: '公司管理员',
    nameEn: 'Company administrator',
    remark: '本公司的全部业务',
    sort: 2,
    grants: 'company',
  },
  {
    code: 'park_operator',
    name: '停车场操作员',
    nameEn: 'Park operator',
    remark: '岗亭值班：在场车辆、进出记录、手动入场与放行、订单与限额退款、月租车、黑白名单',
    sort: 3,
    refundLimit: 5000,
    grants: [
      { path: '/wel/index' },
      { path: '/wel/dashboard' },
      { path: '/static/incar' },
      {
        path: '/static/inoutRecord',
        buttons: ['parkIORecord:export', 'parkIORecord:inCar', 'parkIORecord:outCar', 'parkIORecord:correctPlate'],
      },
      { path: '/static/myExports' },
      { path: '/static/onlineorder', buttons: ['parkorder:export', 'parkorder:refund'] },
      { path: '/static/unConfirmOrder' },
      { path: '/static/refundorder' },
      { path: '/car/carMonthNew', buttons: ['parkMonth:add', 'parkMonth:edit', 'parkMonth:export'] },
      { path: '/car/whitelist', buttons: ['parkWhiteNew:add'] },
      { path: '/car/blacklist', buttons: ['parkBlackList:add', 'parkBlackList:edit', 'parkBlackList:export'] },
      { path: '/basedata/park', buttons: ['basePark:export', 'basePark:edit'] },
      { path: '/basedata/village' },
      ...account,
    ],
  },
  {
    code: 'finance',
    name: '财务',
    nameEn: 'Finance',
    remark: '订单、收款、退款与报表',
    sort: 4,
    grants: [
      { path: '/wel/index' },
      { path: '/static/onlineorder', buttons: ['parkorder:export', 'parkorder:refund'] },
      { path: '/static/unConfirmOrder', buttons: ['parkorder:export'] },
      { path: '/static/refundorder', buttons: ['refundOrder:export'] },
      { path: '/static/dailyreport', buttons: ['staticSum:export'] },
      { path: '/static/chartPay' },
      { path: '/static/chartPark' },
      { path: '/static/monthlyReport' },
      { path: '/static/inoutRecord', buttons: ['parkIORecord:export'] },
      { path: '/static/myExports' },
      { path: '/car/carMonthNew', buttons: ['parkMonth:export'] },
      { path: '/rdstatic/escape', buttons: ['rdEscape:export'] },
      ...account,
    ],
  },
  {
    code: 'merchant',
    name: '商户',
    nameEn: 'Merchant',
    remark: '商户的用户：在工作台给车牌发券，查看本商户的余额、流水和每日对账单',
    sort: 5,
    grants: [
      { path: '/derate/merchantdesk' },
      { path: '/couponcard/couponRule', buttons: ['plat/couponRule:send'] },
      { path: '/couponcard/couponInfo' },
      { path: '/user/updatepassword' },
    ],
  },
];

/** Which grants the product gave each of its roles, so one an administrator took back is not given again. */
const ledgerKey = 'seed_role_grants';
type Ledger = Record<string, string[]>;

/** The menus a role's definition grants, by a key that outlives ids: `g:` group, `p:` page, `b:` button. */
function grantKeys(seed: RoleSeed, ids: MenuIds): Map<string, number> {
  const out = new Map<string, number>();
  const put = (key: string, id: number | undefined) => {
    if (id !== undefined) out.set(key, id);
  };
  if (seed.grants === 'company') {
    for (const [path, id] of ids.groups) if (!ids.platformOnly.has(id)) put(`g:${path}`, id);
    for (const [path, id] of ids.pages) if (!ids.platformOnly.has(id)) put(`p:${path}`, id);
    for (const [code, id] of ids.buttons) if (!ids.platformOnly.has(id)) put(`b:${code}`, id);
    return out;
  }
  const groupOf = new Map(plannedMenus().flatMap((g) => g.pages.map((p) => [p.path, g.path] as const)));
  for (const page of seed.grants) {
    const group = groupOf.get(page.path);
    if (group) put(`g:${group}`, ids.groups.get(group));
    put(`p:${page.path}`, ids.pages.get(page.path));
    for (const code of page.buttons ?? []) put(`b:${code}`, ids.buttons.get(code));
  }
  return out;
}

/**
 * Keeps the product's own roles (platform roles, by code) in step with their definitions: a missing role is
 * made, and each gets the grants its definition names that the product never gave it before, so a new
 * version's menus and buttons reach it while grants an administrator added or took back stay as they are.
 * Answers the ids of the roles by code.
 */
export async function syncSeedRoles(tx: Tx, ids: MenuIds): Promise<Map<string, number>> {
  const roles = tableOf(roleResource);
  const existing = await tx
    .select()
    .from(roles)
    .where(
      and(
        isNull(roles.companyId),
        inArray(
          roles.code,
          roleSeeds.map((r) => r.code),
        ),
      ),
    );
  const [stored] = await tx.select().from(appSetting).where(eq(appSetting.key, ledgerKey));
  const ledger: Ledger = { ...((stored?.value as Ledger | undefined) ?? {}) };
  const roleIds = new Map<string, number>();
  let changed = false;
  for (const seed of roleSeeds) {
    const found = existing.find((r) => r.code === seed.code);
    if (found?.deletedAt) continue;
    const firstSync = !(seed.code in ledger);
    let roleId: number;
    if (!found) {
      roleId = await insertRow(tx, roleResource, {
        name: seed.name,
        nameEn: seed.nameEn,
        code: seed.code,
        remark: seed.remark,
        allPermissions: seed.allPermissions ?? false,
        refundLimit: seed.refundLimit ?? null,
        sort: seed.sort,
        state: enabledState.values.enabled,
      });
    } else {
      roleId = found.id;
      // a database from before these columns: the product's settings, once
      if (firstSync && (found.nameEn == null || (seed.refundLimit != null && found.refundLimit == null))) {
        await tx
          .update(roles)
          .set({ nameEn: found.nameEn ?? seed.nameEn, refundLimit: found.refundLimit ?? seed.refundLimit ?? null })
          .where(eq(roles.id, found.id));
      }
    }
    roleIds.set(seed.code, roleId);
    const given = new Set(ledger[seed.code] ?? []);
    const fresh = [...grantKeys(seed, ids)].filter(([key]) => !given.has(key));
    if (fresh.length) {
      await tx
        .insert(roleMenu)
        .values(fresh.map(([, menuId]) => ({ roleId, menuId })))
        .onConflictDoNothing();
      changed = true;
    }
    if (fresh.length || firstSync) ledger[seed.code] = [...given, ...fresh.map(([key]) => key)];
  }
  if (changed || !stored || Object.keys(ledger).length !== Object.keys(stored.value as Ledger).length) {
    await tx
      .insert(appSetting)
      .values({ key: ledgerKey, value: ledger })
      .onConflictDoUpdate({ target: appSetting.key, set: { value: ledger } });
  }
  if (changed) await bumpAccessVersion(tx);
  return roleIds;
}
