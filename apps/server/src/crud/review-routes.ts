import { formatLocalDateTime } from '@parking/domain';
import {
  examineState,
  fieldLabel,
  idSchema,
  type ResourceDef,
  reviewCode,
  reviewOf,
  routeUrl,
} from '@parking/resources';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { col, colsOf } from '../db/columns';
import { engineTableOf } from '../db/schema';
import { badRequest } from '../platform/errors';
import { type AnyRoute, defineRoute } from '../platform/route-table';
import { requiredId } from '../platform/spec-params';
import type { Row } from './hooks';
import type { WriteCtx } from './save-row';
import { rowSerializer } from './serialize';
import { visibleOne } from './visible-rows';

export type Verdict = 'approve' | 'refuse';

const { approved, refused } = examineState.values;
const verdictState = { approve: approved, refuse: refused } as const;

/**
 * Approves or refuses a row waiting for review: its review state, the reviewer, the time and the remark are
 * written together, and the change goes to the call's operate log. A refusal needs a reason; an approved row
 * stays approved; a refused one may still be approved once put right. The one way a review is recorded.
 */
export async function reviewRow(
  ctx: WriteCtx,
  def: ResourceDef,
  id: number,
  verdict: Verdict,
  remark?: string,
): Promise<{ row: Row; before: unknown }> {
  const review = reviewOf(def);
  if (!review) throw new Error(`${def.module} has no review fields`);
  const label = (key: string) => fieldLabel(def, key) ?? { zh: key, en: key };
  const reason = remark?.trim() || null;
  if (verdict === 'refuse' && !reason) {
    const l = label(review.remark);
    throw badRequest({
      zh: `${l.zh}(${review.remark}): 拒绝时必须填写原因`,
      en: `${l.en}(${review.remark}): a refusal needs a reason`,
    });
  }
  const current = await visibleOne(ctx.tx, def, ctx.access, id);
  const before = (current as Row)[review.state];
  const target = verdictState[verdict];
  if (before === approved || before === target) {
    const l = label(review.state);
    const now = review.dict.items.find((i) => i.value === before)?.label ?? { zh: String(before), en: String(before) };
    throw badRequest({
      zh: `${l.zh}(${review.state}): 该记录已是${now.zh}，不能再${verdict === 'approve' ? '通过' : '拒绝'}`,
      en: `${l.en}(${review.state}): the row is ${now.en.toLowerCase()} already and cannot be ${verdict === 'approve' ? 'approved' : 'refused'}`,
    });
  }
  const table = engineTableOf(def);
  const c = colsOf(table);
  const at = new Date();
  const [row] = (await ctx.tx
    .update(table)
    .set({
      [review.state]: target,
      [review.by]: ctx.access.username.slice(0, 60),
      [review.at]: at,
      [review.remark]: reason,
    })
    .where(eq(col(c, 'id'), id))
    .returning()) as Row[];
  if (!row) throw new Error(`${def.module}: the row was not written`);
  ctx.noteChange?.({
    [`${def.module}:${id}`]: {
      [review.state]: { old: before ?? null, new: target },
      [review.by]: ctx.access.username,
      [review.at]: formatLocalDateTime(at, ctx.app.config.timeZone),
      ...(reason ? { [review.remark]: reason } : {}),
    },
  });
  return { row: rowSerializer(def, ctx.app.config.timeZone)(row), before };
}

const verdictInput = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.union([z.literal(approved), z.literal(refused)]).optional(),
);

/**
 * `POST <module>/examine` for a resource whose rows are reviewed: the row by its id parameter, the review
 * state to give it (approved or refused) and a remark (required to refuse), in the query or the body. Reviews
 * are the platform's, each guarded by the resource's `<prefix>:examine` code.
 */
export function reviewRoutes(def: ResourceDef): AnyRoute[] {
  const review = reviewOf(def);
  if (!review || def.routes.list.length === 0) return [];
  const idNames = [...new Set([def.idParam, 'id', ...(def.idAliases ?? [])])];
  const input = z.object({
    ...Object.fromEntries(idNames.map((n) => [n, idSchema.optional()])),
    [review.state]: verdictInput,
    [review.remark]: z.string().trim().max(200).optional(),
  });
  const idLabel = { zh: `${def.label.zh}编号`, en: `${def.label.en} id` };
  const labels = (k: string) => fieldLabel(def, k) ?? (idNames.includes(k) ? idLabel : undefined);
  return [
    defineRoute({
      method: 'POST',
      url: routeUrl(def, 'examine'),
      section: def.section,
      resource: def.module,
      summary: `${def.label.en}: approve (${review.state} ${approved}) or refuse (${refused}, with ${review.remark}) a row waiting for review`,
      platformOnly: true,
      permission: reviewCode(def),
      query: input,
      body: input.optional(),
      labels,
      handler: async ({ app, access, lang, query, body, noteChange }) => {
        const q = query as Record<string, unknown>;
        const b = (body ?? {}) as Record<string, unknown>;
        const id = requiredId(idLabel, idNames, q, b);
        const state = b[review.state] ?? q[review.state];
        if (state === undefined) {
          const l = fieldLabel(def, review.state) ?? idLabel;
          throw badRequest({ zh: `${l.zh}(${review.state}): 不能为空`, en: `${l.en}(${review.state}): is required` });
        }
        const remark = (b[review.remark] ?? q[review.remark]) as string | undefined;
        const verdict: Verdict = state === approved ? 'approve' : 'refuse';
        return app.db.transaction(async (tx) => {
          const { row, before } = await reviewRow({ app, tx, access, lang, noteChange }, def, id, verdict, remark);
          return { ...row, before };
        });
      },
    }),
  ];
}
