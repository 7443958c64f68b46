import { allFields, type ResourceDef, resourceByModule } from '@parking/resources';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { type Cols, col } from '../db/columns';
import type { ResourceTable } from '../db/resource-table';
import { tableOf } from '../db/schema';
import type { Access, Tx } from '../platform/context';
import { badRequest } from '../platform/errors';
import type { Row } from './hooks';
import { liveCondition, scopeConditions } from './scope';

/** Values of unique fields must not be taken by another live row (in the same company where scoped). */
export async function checkUnique(tx: Tx, def: ResourceDef, table: ResourceTable, values: Row, existing: Row | null) {
  const c = table as unknown as Cols;
  const fields = allFields(def);
  for (const [key, field] of Object.entries(fields)) {
    if (!field.unique) continue;
    const v = values[key] !== undefined ? values[key] : existing?.[key];
    if (v == null || v === '') continue;
    const conds: SQL[] = [eq(col(c, key), v as never), liveCondition(table)];
    if (field.unique !== 'global' && 'companyId' in fields && def.scope !== 'platform') {
      const company = values.companyId !== undefined ? values.companyId : existing?.companyId;
      if (company != null) conds.push(eq(c.companyId, company as never));
    }
    if (existing) conds.push(ne(c.id, existing.id as never));
    const [taken] = await tx
      .select({ id: c.id })
      .from(table)
      .where(and(...conds))
      .limit(1);
    if (taken) {
      throw badRequest({
        zh: `${field.label.zh}(${key}): “${String(v)}”已存在`,
        en: `${field.label.en}(${key}): "${String(v)}" already exists`,
      });
    }
  }
}

/** A reference must name a live row the caller can see. */
export async function checkReferences(tx: Tx, def: ResourceDef, access: Access, values: Row, existing: Row | null) {
  for (const [key, field] of Object.entries(allFields(def))) {
    if (field.kind !== 'ref' || key === 'companyId' || key === 'parkId') continue;
    const v = values[key];
    if (v == null) continue;
    if (existing && field.to === def.module && v === existing.id) {
      throw badRequest({
        zh: `${field.label.zh}(${key}): 不能指向自身`,
        en: `${field.label.en}(${key}): cannot be itself`,
      });
    }
    const target = resourceByModule.get(field.to);
    if (!target) continue;
    const t = tableOf(field.to);
    const [found] = await tx
      .select({ id: (t as unknown as Cols).id })
      .from(t)
      .where(and(eq((t as unknown as Cols).id, v as never), liveCondition(t), ...scopeConditions(target, t, access)))
      .limit(1);
    if (!found) {
      throw badRequest({
        zh: `${field.label.zh}(${key}): ${target.label.zh} ${String(v)} 不存在`,
        en: `${field.label.en}(${key}): ${target.label.en} ${String(v)} does not exist`,
      });
    }
  }
}
