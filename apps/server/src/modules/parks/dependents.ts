import type { Message } from '@parking/domain';
import { allFields, type ResourceDef, resources } from '@parking/resources';
import { and, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { HookCtx } from '../../crud/hooks';
import { col, colsOf } from '../../db/columns';
import type { Db } from '../../db/connection';
import { engineTableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';

/** Commands and warnings are history: they neither hold a row back nor go with it. */
const history = new Set(['plat/parkCommand', 'syswarninglog', 'parkMonthPayment', 'parkCarApply']);

/** A park's own settings: removed with the row they belong to instead of holding it back. */
const owned = new Set([
  'gateIoTime',
  'baseParkinfoExtend',
  'plat/RdParameter',
  'parkprinttemplate',
  'garagead',
  'parkCarType',
  'plat/parkCarModel',
  // the lists of who may enter mean nothing without the park
  'parkWhiteNew',
  'parkBlackList',
  'parkNoninductiveType',
  'plat/managebook',
  'correctplateno',
  // fee rules: a rule for a removed park, area or car type prices nothing any more
  'parkFeeRule',
  'parkAreaFeeRuleEX',
  'parkFeeRuleEXTimePeriod',
  'parkFeeRuleEXSubTimePeriod',
  'feeRule',
  'platParkFeeRule',
  // day summaries are counted from the park's records: they go with the park
  'staticSum',
  'staticSumPay',
  // device settings: a screen's lines and bindings, a park's or section's device parameters and periods
  'parkledconfig',
  'parkledconfigdetail',
  'door/rdBindled',
  'parkParameter',
  'rdconfig',
  'rdconfig/area',
  'dmperiod',
]);

type Reference = { def: ResourceDef; key: string };

/** Every field of every resource that refers to rows of the resource (a park's rows refer to it by parkId). */
function referencesTo(target: ResourceDef): Reference[] {
  const out: Reference[] = [];
  for (const def of resources) {
    if (history.has(def.module)) continue;
    for (const [key, field] of Object.entries(allFields(def))) {
      if (field.kind === 'ref' && field.to === target.module) out.push({ def, key });
    }
  }
  return out;
}

export type Dependent = { label: Message; n: number };

/** Live rows that still refer to the given rows, by resource (rows among the given ones do not count). */
export async function dependentsOf(db: Db, target: ResourceDef, ids: number[]): Promise<Dependent[]> {
  const out: Dependent[] = [];
  for (const { def, key } of referencesTo(target)) {
    if (owned.has(def.module)) continue;
    const t = engineTableOf(def);
    const c = colsOf(t);
    const conds: SQL[] = [inArray(col(c, key), ids), isNull(c.deletedAt)];
    if (def.table === target.table) conds.push(notInArray(c.id, ids));
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(and(...conds));
    const n = row?.n ?? 0;
    if (n > 0) {
      const found = out.find((d) => d.label === def.label);
      if (found) found.n += n;
      else out.push({ label: def.label, n });
    }
  }
  return out;
}

export function dependentsMessage(what: Message, deps: Dependent[], ending: Message): Message {
  return {
    zh: `${what.zh}仍有${deps.map((d) => `${d.label.zh} ${d.n} 个`).join('、')}，${ending.zh}`,
    en: `the ${what.en.toLowerCase()} still has ${deps.map((d) => `${d.label.en.toLowerCase()} (${d.n})`).join(', ')}; ${ending.en}`,
  };
}

/** Refuses to remove rows anything still depends on, naming what. */
export async function refuseWhileDependents({ tx, def }: HookCtx, rows: { id: number }[]): Promise<void> {
  const deps = await dependentsOf(
    tx,
    def,
    rows.map((r) => r.id),
  );
  if (deps.length) {
    throw badRequest(
      dependentsMessage(def.label, deps, { zh: '不能删除', en: 'remove or move them first; nothing was removed' }),
    );
  }
}

/** Removes, in the same transaction, the rows that are part of the removed ones. */
export async function removeOwned({ tx, def, access }: HookCtx, rows: { id: number }[]): Promise<void> {
  const ids = rows.map((r) => r.id);
  for (const { def: part, key } of referencesTo(def)) {
    if (!owned.has(part.module)) continue;
    const t = engineTableOf(part);
    const c = colsOf(t);
    await tx
      .update(t)
      .set({ deletedAt: new Date(), deletedBy: access.userId })
      .where(and(inArray(col(c, key), ids), isNull(c.deletedAt)));
  }
}

export const removalHooks = { beforeRemove: refuseWhileDependents, afterRemove: removeOwned };
