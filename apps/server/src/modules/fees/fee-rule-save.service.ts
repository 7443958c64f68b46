import type { Lang, Message } from '@parking/domain';
import {
  areaFeeRuleResource,
  feePeriodResource,
  feeStepResource,
  fieldLabel,
  idOfBody,
  idSchema,
  type ResourceDef,
  type SubmitValues,
  submitSchema,
} from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import type { Row } from '../../crud/hooks';
import { removeRows, saveRow, type WriteCtx } from '../../crud/save-row';
import { liveCondition } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { AppError, badRequest } from '../../platform/errors';
import { parseInput } from '../../platform/validation';
import { assembleRule } from './fee-rule.hooks';

const maxPeriods = 48;
const maxSteps = 50;

type Mode = 'add' | 'update';

/**
 * One row of the body, parsed by its declaration; a refusal names where it is (`periods[1].steps[0]`) and
 * the row's title (收费时段 2) before the field's label.
 */
function parseRow<D extends ResourceDef>(
  def: D,
  raw: Row,
  mode: Mode,
  lang: Lang,
  where?: { path: string; title: Message },
): SubmitValues<D> {
  try {
    return parseInput(submitSchema(def, mode), raw, lang, 'body', (k) => fieldLabel(def, k));
  } catch (e) {
    if (!where || !(e instanceof AppError)) throw e;
    const msg = (m: string) =>
      m
        .split('; ')
        .map((part) => part.replace(/\(([^()]+)\):/, `(${where.path}.$1):`))
        .join('; ');
    throw badRequest(
      { zh: `${where.title.zh}: ${msg(e.msg.zh)}`, en: `${where.title.en}: ${msg(e.msg.en)}` },
      e.details,
    );
  }
}

const idIn = (def: ResourceDef, raw: Row, lang: Lang): number | undefined => {
  const v = idOfBody(def, raw);
  return v === undefined ? undefined : parseInput(idSchema, v, lang, 'body', () => ({ zh: '编号', en: 'Id' }));
};

function listOf(raw: unknown, key: string, label: Message, max: number): Row[] {
  if (raw == null) return [];
  if (!Array.isArray(raw) || raw.length > max || raw.some((r) => typeof r !== 'object' || r == null)) {
    throw badRequest({
      zh: `${label.zh}(${key}): 应为不超过 ${max} 项的列表`,
      en: `${label.en}(${key}): must be a list of at most ${max} rows`,
    });
  }
  return raw as Row[];
}

/** Live child rows of a parent (periods of a rule, steps of a period): their ids. */
async function liveIds(ctx: WriteCtx, def: typeof feePeriodResource | typeof feeStepResource, parentId: number) {
  if (def === feePeriodResource) {
    const t = tableOf(feePeriodResource);
    const rows = await ctx.tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.areaFeeRuleId, parentId), liveCondition(t)));
    return rows.map((r) => r.id);
  }
  const t = tableOf(feeStepResource);
  const rows = await ctx.tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.periodId, parentId), liveCondition(t)));
  return rows.map((r) => r.id);
}

const notChild = (what: Message, id: number, parent: Message): never => {
  throw badRequest({
    zh: `${what.zh}(id): ${id} 不属于该${parent.zh}`,
    en: `${what.en}(id): ${id} does not belong to this ${parent.en.toLowerCase()}`,
  });
};

/**
 * Rows of one level saved as the body lists them: a row with an id updates that row (which must be a live
 * child of the parent), one without is added, and live children the body leaves out are removed.
 */
async function syncChildren(
  ctx: WriteCtx,
  def: typeof feePeriodResource | typeof feeStepResource,
  parentId: number,
  rows: { id?: number; save: (id?: number) => Promise<number> }[],
): Promise<number[]> {
  const live = await liveIds(ctx, def, parentId);
  const kept = new Set(rows.map((r) => r.id).filter((id): id is number => id !== undefined));
  const parent = def === feePeriodResource ? areaFeeRuleResource.label : feePeriodResource.label;
  for (const id of kept) if (!live.includes(id)) notChild(def.label, id, parent);
  const gone = live.filter((id) => !kept.has(id));
  if (gone.length) await removeRows(ctx, def, gone);
  const ids: number[] = [];
  for (const r of rows) ids.push(await r.save(r.id));
  return ids;
}

/**
 * Adds or updates an area fee rule with its periods and their steps from one body (the console's editor),
 * in the caller's transaction: every row goes through the engine's write (scope, references, operate log),
 * and the rule is checked whole once written. Answers the area rule's id.
 */
export async function saveWholeRule(ctx: WriteCtx, body: Row): Promise<{ areaRuleId: number; added: boolean }> {
  const { lang } = ctx;
  const id = idIn(areaFeeRuleResource, body, lang);
  const values = parseRow(areaFeeRuleResource, body, id === undefined ? 'add' : 'update', lang);
  const periods = listOf(body.periods, 'periods', feePeriodResource.label, maxPeriods);
  return assembleRule(ctx, async () => {
    const { row } = await saveRow(ctx, areaFeeRuleResource, values, { id });
    const parkId = row.parkId;
    const title = (i: number) => ({
      zh: `${feePeriodResource.label.zh} ${i + 1}`,
      en: `${feePeriodResource.label.en} ${i + 1}`,
    });
    // every period's fields are read before any is written, so a bad one refuses the call before it writes
    const parsed = periods.map((p, i) => {
      const pid = idIn(feePeriodResource, p, lang);
      const where = { path: `periods[${i}]`, title: title(i) };
      const fields = parseRow(
        feePeriodResource,
        { ...p, parkId, areaFeeRuleId: row.id, sort: i + 1 },
        pid === undefined ? 'add' : 'update',
        lang,
        where,
      );
      const steps = listOf(p.steps, `periods[${i}].steps`, feeStepResource.label, maxSteps).map((s, j) => {
        const sid = idIn(feeStepResource, s, lang);
        const stepWhere = { path: `periods[${i}].steps[${j}]`, title: title(i) };
        return { id: sid, raw: s, mode: (sid === undefined ? 'add' : 'update') as Mode, where: stepWhere };
      });
      return { id: pid, fields, steps };
    });
    await syncChildren(
      ctx,
      feePeriodResource,
      row.id,
      parsed.map((p) => ({
        id: p.id,
        save: async (pid) => {
          const period = (await saveRow(ctx, feePeriodResource, p.fields, { id: pid })).row;
          await syncChildren(
            ctx,
            feeStepResource,
            period.id,
            p.steps.map((s) => ({
              id: s.id,
              save: async (sid) => {
                const step = parseRow(
                  feeStepResource,
                  { ...s.raw, parkId, periodId: period.id },
                  s.mode,
                  lang,
                  s.where,
                );
                return (await saveRow(ctx, feeStepResource, step, { id: sid })).row.id;
              },
            })),
          );
          return period.id;
        },
      })),
    );
    return { areaRuleId: row.id, added: id === undefined };
  });
}
