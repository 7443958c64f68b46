import { dictionaries } from '@parking/resources';
import { isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { topMenuMenu } from '../db/internal-tables';
import { tableOf } from '../db/schema';
import { paramDefaults } from '../modules/system/params';
import { nextRunOf } from '../platform/jobs';
import { plannedMenus, topMenuSeeds } from './menu-seed';

type Row = Record<string, unknown>;

export async function insertRow(db: Db, module: string, values: Row): Promise<number> {
  const [row] = (await db
    .insert(tableOf(module))
    .values(values as never)
    .returning()) as Row[];
  return Number(row?.id);
}

export type MenuIds = {
  groups: Map<string, number>;
  pages: Map<string, number>;
  buttons: Map<string, number>;
  /** Menus a company's roles may not receive. */
  platformOnly: Set<number>;
};

const externalPath = (config: Config, external: string) =>
  /^https?:\/\//.test(external) ? external : `${config.publicBaseUrl.replace(/\/$/, '')}${external}`;

/**
 * Lays out every menu, page and button the product has that the database lacks. Rows that exist,
 * or existed and were removed by an administrator, are left as they are.
 */
export async function syncMenus(db: Db, config: Config): Promise<MenuIds> {
  const menus = tableOf('sysAdminMenu');
  const existing = (await db.select().from(menus)) as Row[];
  const byPath = new Map(existing.filter((r) => r.kind === 'menu' && r.path).map((r) => [String(r.path), r]));
  const byCode = new Map(existing.filter((r) => r.kind === 'button' && r.code).map((r) => [String(r.code), r]));
  const ids: MenuIds = { groups: new Map(), pages: new Map(), buttons: new Map(), platformOnly: new Set() };
  const ensure = async (key: Map<string, Row>, k: string, values: Row) => {
    const found = key.get(k);
    if (found) return found.deletedAt ? null : Number(found.id);
    return insertRow(db, 'sysAdminMenu', { state: 1, ...values });
  };
  for (const [gi, g] of plannedMenus().entries()) {
    const groupId = await ensure(byPath, g.path, {
      name: g.zh,
      nameEn: g.en,
      path: g.path,
      icon: g.icon,
      kind: 'menu',
      sort: (gi + 1) * 10,
      platformOnly: !!g.platformOnly,
    });
    if (groupId == null) continue;
    ids.groups.set(g.path, groupId);
    if (g.platformOnly) ids.platformOnly.add(groupId);
    for (const [pi, page] of g.pages.entries()) {
      const path = page.external ? externalPath(config, page.external) : page.path;
      const platformOnly = !!(g.platformOnly || page.platformOnly);
      const pageId = await ensure(byPath, path, {
        parentId: groupId,
        name: page.zh,
        nameEn: page.en,
        path,
        icon: page.icon ?? null,
        kind: 'menu',
        sort: pi + 1,
        isAuth: page.isAuth ?? true,
        isTab: page.isTab ?? true,
        query: page.query ?? null,
        platformOnly,
      });
      if (pageId == null) continue;
      ids.pages.set(page.path, pageId);
      if (page.def) ids.pages.set(page.def.module, pageId);
      if (platformOnly) ids.platformOnly.add(pageId);
      for (const [bi, b] of page.buttons.entries()) {
        const buttonId = await ensure(byCode, b.code, {
          parentId: pageId,
          name: b.zh,
          nameEn: b.en,
          kind: 'button',
          code: b.code,
          sort: bi + 1,
          platformOnly,
        });
        if (buttonId == null) continue;
        ids.buttons.set(b.code, buttonId);
        if (platformOnly) ids.platformOnly.add(buttonId);
      }
    }
  }
  const tops = tableOf('topMenu');
  const [anyTop] = await db.select({ id: tops.id }).from(tops).limit(1);
  if (!anyTop) {
    const groups = plannedMenus();
    for (const [ti, t] of topMenuSeeds.entries()) {
      const mine = groups.filter((g) => g.top === t.key && ids.groups.has(g.path));
      const topId = await insertRow(db, 'topMenu', {
        name: t.zh,
        nameEn: t.en,
        icon: t.icon,
        path: mine[0]?.path ?? null,
        sort: ti + 1,
      });
      const links = mine.map((g) => ({ topMenuId: topId, menuId: ids.groups.get(g.path) as number }));
      if (links.length) await db.insert(topMenuMenu).values(links);
    }
  }
  return ids;
}

/** Every dictionary of the product that the database does not have yet, by code. */
export async function syncDictionaries(db: Db): Promise<void> {
  const t = tableOf('sysdict');
  const roots = await db.select({ code: t.code }).from(t).where(isNull(t.parentId));
  const have = new Set(roots.map((r) => String(r.code)));
  for (const [di, d] of dictionaries.entries()) {
    if (have.has(d.code)) continue;
    const parentId = await insertRow(db, 'sysdict', {
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
    if (items.length) await db.insert(t).values(items as never);
  }
}

/** The parameters the product reads, with their defaults, when missing. */
export async function syncParams(db: Db): Promise<void> {
  const t = tableOf('blade-system/param');
  const have = new Set((await db.select({ key: t.paramKey }).from(t)).map((r) => String(r.key)));
  for (const [key, p] of Object.entries(paramDefaults)) {
    if (have.has(key)) continue;
    await insertRow(db, 'blade-system/param', { paramKey: key, paramName: p.zh, paramValue: p.value, remark: p.en });
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
];

export async function syncJobs(db: Db, config: Config): Promise<void> {
  const t = tableOf('job');
  const have = new Set((await db.select({ target: t.invokeTarget }).from(t)).map((r) => String(r.target)));
  for (const j of shippedJobs) {
    if (have.has(j.invokeTarget)) continue;
    await insertRow(db, 'job', {
      ...j,
      jobGroup: 'SYSTEM',
      status: 0,
      nextRunAt: nextRunOf(j.cronExpression, config.timeZone),
    });
  }
}
