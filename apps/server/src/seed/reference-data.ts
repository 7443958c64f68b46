import {
  adminMenuResource,
  dictionaries,
  dictResource,
  enabledState,
  jobGroup,
  jobResource,
  jobStatus,
  menuKind,
  paramResource,
  topMenuResource,
} from '@parking/resources';
import { eq, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { Tx } from '../db/connection';
import { topMenuMenu } from '../db/internal-tables';
import type { NewRowOf, RowOf } from '../db/resource-table';
import { tableOf } from '../db/schema';
import { paramDefaults } from '../modules/system/params';
import { nextRunOf } from '../platform/jobs';
import { insertRow } from './insert-row';
import { plannedMenus, topMenuSeeds } from './menu-seed';

type MenuRow = RowOf<typeof adminMenuResource>;

export type MenuIds = {
  groups: Map<string, number>;
  pages: Map<string, number>;
  buttons: Map<string, number>;
  /** Menus a company's roles may not receive. */
  platformOnly: Set<number>;
};

/**
 * Addresses a page of the server itself was stored under before it was kept relative, so the console opens it
 * on whatever host and port it runs.
 */
const formerPaths = (config: Config, external: string) =>
  [config.publicBaseUrl, 'http://localhost:8080'].map((base) => `${base.replace(/\/$/, '')}${external}`);

/**
 * Lays out every menu, page and button the product has that the database lacks. Rows that exist,
 * or existed and were removed by an administrator, are left as they are.
 */
export async function syncMenus(db: Tx, config: Config): Promise<MenuIds> {
  const menus = tableOf(adminMenuResource);
  const existing = await db.select().from(menus);
  const keyed = (kind: MenuRow['kind'], keyOf: (r: MenuRow) => string | null) => {
    const byKey = new Map<string, MenuRow>();
    for (const r of existing) {
      const key = keyOf(r);
      if (r.kind === kind && key) byKey.set(key, r);
    }
    return byKey;
  };
  const byPath = keyed(menuKind.values.menu, (r) => r.path);
  const byCode = keyed(menuKind.values.button, (r) => r.code);
  const ids: MenuIds = { groups: new Map(), pages: new Map(), buttons: new Map(), platformOnly: new Set() };
  const ensure = async (key: Map<string, MenuRow>, k: string, values: NewRowOf<typeof adminMenuResource>) => {
    const found = key.get(k);
    if (found) return found.deletedAt ? null : found.id;
    return insertRow(db, adminMenuResource, { state: enabledState.values.enabled, ...values });
  };
  for (const page of plannedMenus().flatMap((g) => g.pages)) {
    if (!page.external?.startsWith('/') || byPath.has(page.external)) continue;
    const former = formerPaths(config, page.external)
      .map((p) => byPath.get(p))
      .find((r) => r !== undefined);
    if (!former) continue;
    await db.update(menus).set({ path: page.external }).where(eq(menus.id, former.id));
    byPath.set(page.external, { ...former, path: page.external });
  }
  for (const [gi, g] of plannedMenus().entries()) {
    const groupId = await ensure(byPath, g.path, {
      name: g.zh,
      nameEn: g.en,
      path: g.path,
      icon: g.icon,
      kind: menuKind.values.menu,
      sort: (gi + 1) * 10,
      platformOnly: !!g.platformOnly,
    });
    if (groupId == null) continue;
    ids.groups.set(g.path, groupId);
    if (g.platformOnly) ids.platformOnly.add(groupId);
    for (const [pi, page] of g.pages.entries()) {
      const path = page.external ?? page.path;
      const platformOnly = !!(g.platformOnly || page.platformOnly);
      const pageId = await ensure(byPath, path, {
        parentId: groupId,
        name: page.zh,
        nameEn: page.en,
        path,
        icon: page.icon ?? null,
        kind: menuKind.values.menu,
        sort: pi + 1,
        isAuth: page.isAuth ?? true,
        isTab: page.isTab ?? true,
        query: page.query ?? null,
        platformOnly,
      });
      if (pageId == null) continue;
      ids.pages.set(page.path, pageId);
      if (platformOnly) ids.platformOnly.add(pageId);
      for (const [bi, b] of page.buttons.entries()) {
        const buttonId = await ensure(byCode, b.code, {
          parentId: pageId,
          name: b.zh,
          nameEn: b.en,
          kind: menuKind.values.button,
          code: b.code,
          sort: bi + 1,
          platformOnly: platformOnly || !!b.platformOnly,
        });
        if (buttonId == null) continue;
        ids.buttons.set(b.code, buttonId);
        if (platformOnly || b.platformOnly) ids.platformOnly.add(buttonId);
      }
    }
  }
  const tops = tableOf(topMenuResource);
  const [anyTop] = await db.select({ id: tops.id }).from(tops).limit(1);
  if (!anyTop) {
    const groups = plannedMenus();
    for (const [ti, t] of topMenuSeeds.entries()) {
      const mine = groups.filter((g) => g.top === t.key && ids.groups.has(g.path));
      const topId = await insertRow(db, topMenuResource, {
        name: t.zh,
        nameEn: t.en,
        icon: t.icon,
        path: mine[0]?.path ?? null,
        sort: ti + 1,
      });
      const links = mine.flatMap((g) => {
        const menuId = ids.groups.get(g.path);
        return menuId === undefined ? [] : [{ topMenuId: topId, menuId }];
      });
      if (links.length) await db.insert(topMenuMenu).values(links);
    }
  }
  return ids;
}

/** Every dictionary of the product that the database does not have yet, by code. */
export async function syncDictionaries(db: Tx): Promise<void> {
  const t = tableOf(dictResource);
  const roots = await db.select({ code: t.code }).from(t).where(isNull(t.parentId));
  const have = new Set(roots.map((r) => r.code));
  for (const [di, d] of dictionaries.entries()) {
    if (have.has(d.code)) continue;
    const parentId = await insertRow(db, dictResource, {
      code: d.code,
      dictValue: d.label.zh,
      dictValueEn: d.label.en,
      sort: di + 1,
    });
    const items = d.items.map((item, i) => ({
      parentId,
      code: d.code,
      dictKey: String(item.value),
      dictValue: item.label.zh,
      dictValueEn: item.label.en,
      sort: i + 1,
    }));
    if (items.length) await db.insert(t).values(items);
  }
}

/** The parameters the product reads, with their defaults, when missing. */
export async function syncParams(db: Tx): Promise<void> {
  const t = tableOf(paramResource);
  const have = new Set((await db.select({ key: t.paramKey }).from(t)).map((r) => r.key));
  for (const [key, p] of Object.entries(paramDefaults)) {
    if (have.has(key)) continue;
    await insertRow(db, paramResource, { paramKey: key, paramName: p.zh, paramValue: p.value, remark: p.en });
  }
}

/** The jobs the product ships, running, when no job refers to their handler yet. */
export const shippedJobs = [
  { jobName: '清理过期日志', invokeTarget: 'cleanOldLogs', cronExpression: '0 30 3 * * *', params: '{"days": 180}' },
  { jobName: '清理过期会话', invokeTarget: 'purgeExpiredSessions', cronExpression: '0 10 4 * * *', params: null },
  { jobName: '车场服务到期提醒', invokeTarget: 'parkServiceExpiry', cronExpression: '0 0 8 * * *', params: null },
  {
    jobName: '过期车场指令',
    invokeTarget: 'expireParkCommands',
    cronExpression: '0 */10 * * * *',
    params: '{"hours": 24}',
  },
  {
    jobName: '清理幂等键',
    invokeTarget: 'cleanIdempotencyKeys',
    cronExpression: '0 30 3 * * *',
    params: '{"hours": 24}',
  },
  {
    jobName: '关闭超时未付订单',
    invokeTarget: 'closeStaleOrders',
    cronExpression: '0 20 * * * *',
    params: '{"hours": 24}',
  },
  {
    jobName: '欠费短信提醒',
    invokeTarget: 'sendOweNotices',
    cronExpression: '0 0 10 * * *',
    params: '{"maxDays": 90}',
  },
  {
    jobName: '刷新日汇总',
    invokeTarget: 'refreshDaySummaries',
    cronExpression: '0 * * * * *',
    params: '{"days": 2}',
  },
  { jobName: '清理过期导出', invokeTarget: 'cleanReportExports', cronExpression: '0 */10 * * * *', params: null },
  { jobName: '发送外发消息', invokeTarget: 'deliverOutbox', cronExpression: '*/30 * * * * *', params: null },
  { jobName: '月卡到期短信提醒', invokeTarget: 'passExpiryReminders', cronExpression: '0 0 9 * * *', params: null },
  { jobName: '诱导屏空位推送', invokeTarget: 'pushGuidanceScreens', cronExpression: '0 * * * * *', params: null },
  { jobName: '资金日结算', invokeTarget: 'settleFunds', cronExpression: '0 30 2 * * *', params: '{"days": 3}' },
];

export async function syncJobs(db: Tx, config: Config): Promise<void> {
  const t = tableOf(jobResource);
  const have = new Set((await db.select({ target: t.invokeTarget }).from(t)).map((r) => r.target));
  for (const j of shippedJobs) {
    if (have.has(j.invokeTarget)) continue;
    await insertRow(db, jobResource, {
      ...j,
      jobGroup: jobGroup.values.system,
      status: jobStatus.values.running,
      nextRunAt: nextRunOf(j.cronExpression, config.timeZone),
    });
  }
}
