import type { Lang } from '@parking/domain';
import { allFields, examineState, type Field, type ResourceDef, reviewOf, type SubmitValues } from '@parking/resources';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { col, colsOf } from '../db/columns';
import type { Tx } from '../db/connection';
import type { RowOf } from '../db/resource-table';
import { engineTableOf } from '../db/schema';
import { bumpAccessVersion } from '../platform/auth/access';
import type { Access, AppContext } from '../platform/context';
import { notFound } from '../platform/errors';
import { checkReferences, checkUnique, fieldProblem } from './checks';
import { type HookCtx, hooksOf, type Row } from './hooks';
import { toColumns } from './input';
import { scopeForWrite, visibleConditions } from './scope';
import { rowSerializer } from './serialize';
import { findVisible, visibleAll } from './visible-rows';

/** Who writes, inside which transaction: what every write of a declared row is given. */
export type WriteCtx = {
  app: AppContext;
  tx: Tx;
  access: Access;
  lang: Lang;
  /** Adds to the operate log entry of the call (what changed, old and new). */
  noteChange?: (change: Row) => void;
};

export type Saved<D extends ResourceDef> = {
  row: RowOf<D>;
  /** The row as it was before (null when added). */
  existing: RowOf<D> | null;
  /** The row as the API answers it, with what the hooks added. */
  answer: Row;
};

/**
 * Adds or updates one row of a declared resource: the one way any module writes a declared row. In order:
 * the row to update must be visible (or is found by the declaration's `upsertBy` key), the before-hooks,
 * the caller's scope decides its company and park, references must name visible rows, unique fields must
 * be free, then the row is stored (stamped with the writer by its table), the after-hooks run, and the
 * change goes to the call's operate log. Values must already be valid for the declaration (the generic
 * submit validates them; a module builds them from its own validated input).
 */
export async function saveRow<D extends ResourceDef>(
  ctx: WriteCtx,
  def: D,
  values: SubmitValues<D>,
  opts: { id?: number } = {},
): Promise<Saved<D>> {
  const { app, tx, access } = ctx;
  const fields = allFields(def) as Readonly<Record<string, Field>>;
  const input = values as Row;
  let existing: RowOf<D> | null = null;
  if (opts.id !== undefined) {
    [existing = null] = await findVisible(tx, def, access, [opts.id]);
    if (!existing) throw notFound(def.label, opts.id);
  } else if (def.upsertBy) {
    existing = await rowByKey(ctx, def, fields, input);
  }
  const hookCtx: HookCtx<D> = { app, tx, access, lang: ctx.lang, def, shared: {} };
  const hooks = hooksOf(def);
  await hooks.beforeSubmit?.(hookCtx, values, existing);
  if (!existing) stampApprovedWhenAdded(def, input, access.username);
  Object.assign(input, await scopeForWrite(tx, def, access, input, existing));
  await checkReferences(tx, def, fields, access, input, existing);
  await checkUnique(tx, def, fields, input, existing);
  const columns = toColumns(fields, input, app.config.timeZone);
  const table = engineTableOf(def);
  const c = colsOf(table);
  const [row] = (
    existing
      ? await tx.update(table).set(columns).where(eq(c.id, existing.id)).returning()
      : await tx.insert(table).values(columns).returning()
  ) as RowOf<D>[];
  if (!row) throw new Error(`${def.module}: the row was not written`);
  const answer = rowSerializer(def, app.config.timeZone)(row);
  await hooks.afterSubmit?.(hookCtx, row, existing, answer);
  if (def.changesAccess) await bumpAccessVersion(tx);
  ctx.noteChange?.({ [`${def.module}:${row.id}`]: existing ? changedFields(fields, existing, row) : 'added' });
  return { row, existing, answer };
}

/** The live row the declaration's `upsertBy` fields name with these values (visible to the caller), if any. */
async function rowByKey<D extends ResourceDef>(
  ctx: WriteCtx,
  def: D,
  fields: Readonly<Record<string, Field>>,
  values: Row,
): Promise<RowOf<D> | null> {
  const table = engineTableOf(def);
  const c = colsOf(table);
  const keys = def.upsertBy ?? [];
  const conds = keys.map((key) => {
    const v = values[key];
    if (v == null) {
      const label = fields[key]?.label ?? { zh: key, en: key };
      throw fieldProblem(key, label, { zh: '不能为空', en: 'is required' });
    }
    return eq(col(c, key), v);
  });
  const [row] = await ctx.tx
    .select()
    .from(table)
    .where(and(...conds, visibleConditions(def, ctx.access)))
    .limit(1)
    .for('update');
  return (row as RowOf<D> | undefined) ?? null;
}

/** The fields an update changed, old and new, for the operate log (secrets left out). */
function changedFields(fields: Readonly<Record<string, Field>>, before: Row, after: Row): Row {
  const out: Row = {};
  const same = (a: unknown, b: unknown) =>
    a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : JSON.stringify(a) === JSON.stringify(b);
  for (const [key, field] of Object.entries(fields)) {
    if (field.secret || same(before[key], after[key])) continue;
    out[key] = { old: before[key] ?? null, new: after[key] ?? null };
  }
  return out;
}

/**
 * Removes rows of a declared resource the caller may see (all of them, or 404): the before-hooks, the soft
 * delete (the rows stay for the record, stamped with who removed them), the after-hooks.
 */
export async function removeRows<D extends ResourceDef>(ctx: WriteCtx, def: D, ids: number[]): Promise<RowOf<D>[]> {
  const { app, tx, access } = ctx;
  const rows = await visibleAll(tx, def, access, ids);
  const hookCtx: HookCtx<D> = { app, tx, access, lang: ctx.lang, def, shared: {} };
  const hooks = hooksOf(def);
  await hooks.beforeRemove?.(hookCtx, rows);
  const table = engineTableOf(def);
  const c = colsOf(table);
  await tx
    .update(table)
    .set({ deletedAt: new Date(), deletedBy: access.userId })
    .where(and(inArray(c.id, ids), isNull(c.deletedAt)));
  await hooks.afterRemove?.(hookCtx, rows);
  if (def.changesAccess) await bumpAccessVersion(tx);
  return rows;
}

/** A declaration whose rows the office approves by adding them: the new row is approved, by the adder, now. */
function stampApprovedWhenAdded(def: ResourceDef, input: Row, username: string): void {
  const review = reviewOf(def);
  if (!review?.approvedWhenAdded) return;
  input[review.state] = examineState.values.approved;
  input[review.by] = username.slice(0, 60);
  input[review.at] = new Date();
}
