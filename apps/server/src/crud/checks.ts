import type { Message } from '@parking/domain';
import { type Field, type Label, type ResourceDef, refParent, resourceByModule } from '@parking/resources';
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

/**
 * A refusal about one field, as people read it: the field by its label, the rows by their titles, never
 * a field code or an id (`所属岗亭：「1号岗亭」属于另一个停车场`). `details` names the field for the console.
 */
export const fieldProblem = (key: string, label: Label, problem: Message) =>
  badRequest({ zh: `${label.zh}：${problem.zh}`, en: `${label.en}: ${problem.en}` }, [{ field: key }]);

const quoted = (text: string): Message => ({ zh: `「${text}」`, en: `“${text}”` });

/** What people call the rows of a resource inside a sentence ("toll booth"). */
const rowsName = (label: Label): Message => ({ zh: label.zh, en: label.en.toLowerCase() });

/** The title of a row a reference names (its declaration's title field), if it is still there. */
async function titleOf(db: Db, target: ResourceDef, id: unknown): Promise<string | null> {
  const t = engineTableOf(target);
  const c = colsOf(t);
  const [row] = await db
    .select({ title: col(c, target.titleField) })
    .from(t)
    .where(eq(c.id, Number(id)))
    .limit(1);
  return row?.title == null ? null : String(row.title);
}

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
      const target = field.kind === 'ref' ? resourceByModule.get(field.to) : undefined;
      const shown = (target && (await titleOf(db, target, v))) ?? String(v);
      const q = quoted(shown);
      throw fieldProblem(key, field.label, { zh: `${q.zh}已存在`, en: `${q.en} already exists` });
    }
  }
}

/**
 * A reference must name a live row the caller can see, and a row sharing the value of the reference's
 * parent field (`refParent`: an area of the row's own park). A row moving to another parent keeps no
 * reference to a row of the old one.
 */
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
    const target = resourceByModule.get(field.to);
    const parent = refParent(def, key, target);
    const submitted = values[key] !== undefined;
    const moved =
      existing != null && parent != null && values[parent] !== undefined && values[parent] !== existing[parent];
    if (!submitted && !moved) continue;
    const v = merged(values, existing, key);
    if (v == null) continue;
    if (submitted && existing && field.to === def.module && Number(v) === Number(existing.id)) {
      throw fieldProblem(key, field.label, { zh: '不能选择自身', en: 'cannot be the row itself' });
    }
    if (!target) continue;
    const t = engineTableOf(target);
    const c = colsOf(t);
    const parentColumn = parent && c[parent] ? col(c, parent) : c.id;
    const [found] = await db
      .select({ title: col(c, target.titleField), parent: parentColumn })
      .from(t)
      .where(and(eq(c.id, Number(v)), visibleConditions(target, access)))
      .limit(1);
    if (!found) {
      // a reference kept from before is the row's history, not this call's mistake
      if (!submitted) continue;
      const name = rowsName(target.label);
      throw fieldProblem(key, field.label, {
        zh: `所选${name.zh}不存在`,
        en: `the chosen ${name.en} does not exist`,
      });
    }
    const parentValue = parent ? merged(values, existing, parent) : null;
    if (parent && parentValue != null && found.parent != null && Number(found.parent) !== Number(parentValue)) {
      const q = quoted(found.title == null ? target.label.zh : String(found.title));
      const qEn = quoted(found.title == null ? target.label.en : String(found.title));
      const other = rowsName(parentName(fields, parent));
      throw fieldProblem(key, field.label, {
        zh: `${q.zh}属于另一个${other.zh}`,
        en: `${qEn.en} belongs to another ${other.en}`,
      });
    }
  }
}

/** What the parent field names: the resource it refers to (a park), or its own label. */
function parentName(fields: Readonly<Record<string, Field>>, parent: string): Label {
  const field = fields[parent];
  const target = field?.kind === 'ref' ? resourceByModule.get(field.to) : undefined;
  return target?.label ?? field?.label ?? { zh: parent, en: parent };
}
