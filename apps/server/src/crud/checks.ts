import { type Field, type ResourceDef, resourceByModule } from '@parking/resources';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { col, colsOf } from '../db/columns';
import type { Db } from '../db/connection';
import { engineTableOf } from '../db/schema';
import type { Access } from '../platform/context';
import { badRequest } from '../platform/errors';
import type { Row } from './hooks';
import { liveCondition, visibleConditions } from './scope';

const merged = (values: Row, existing: Row | null, key: string) =>
  values[key] !== undefined ? values[key] : existing?.[key];

/** Values of unique fields must not be taken by another live row (in the same company where scoped). */
export async function checkUnique(
  db: Db,
  def: ResourceDef,
  fields: Readonly<Record<string, Field>>,
  values: Row,
  existing: Row | null,
) {
  const table = engineTableOf(def);
  const c = colsOf(table);
  for (const [key, field] of Object.entries(fields)) {
    if (!field.unique) continue;
    const v = merged(values, existing, key);
    if (v == null || v === '') continue;
    const conds: SQL[] = [eq(col(c, key), v), liveCondition(table)];
    if (field.unique !== 'global' && 'companyId' in fields && def.scope !== 'platform') {
      const company = merged(values, existing, 'companyId');
      if (company != null) conds.push(eq(c.companyId, company));
    }
    if (existing) conds.push(ne(c.id, existing.id));
    const [taken] = await db
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
export async function checkReferences(
  db: Db,
  def: ResourceDef,
  fields: Readonly<Record<string, Field>>,
  access: Access,
  values: Row,
  existing: Row | null,
) {
  for (const [key, field] of Object.entries(fields)) {
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
    const t = engineTableOf(target);
    const { id } = colsOf(t);
    const [found] = await db
      .select({ id })
      .from(t)
      .where(and(eq(id, Number(v)), visibleConditions(target, access)))
      .limit(1);
    if (!found) {
      throw badRequest({
        zh: `${field.label.zh}(${key}): ${target.label.zh} ${String(v)} 不存在`,
        en: `${field.label.en}(${key}): ${target.label.en} ${String(v)} does not exist`,
      });
    }
  }
}
