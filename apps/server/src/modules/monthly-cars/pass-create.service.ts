import { normalizePlate, plateProblem, renewedEnd } from '@parking/domain';
import { type DictValue, monthPassResource, type passKind, passState, type SubmitValues } from '@parking/resources';
import { and, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { liveCondition } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { type NewPassTerms, withTerms } from './new-pass-ledger';
import type { Pass } from './pass-rows';
import { endOfDay, startOfDay, todayIn } from './pass-time';

/** A plate as stored and compared, or 400 naming it and the rule it breaks. */
export function plateOrRefuse(raw: string, key = 'plateNumber'): string {
  const plate = normalizePlate(raw);
  const problem = plateProblem(plate);
  if (problem)
    throw badRequest({ zh: `车牌号(${key}): ${raw} ${problem.zh}`, en: `Plate(${key}): ${raw} ${problem.en}` });
  return plate;
}

/** 400 when the plate already has a live pass in the park (other than the pass being edited). */
export async function refuseDuplicatePlate(db: Db, parkId: number, plate: string, exceptId?: number): Promise<void> {
  const t = tableOf(monthPassResource);
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.parkId, parkId),
        liveCondition(t),
        notInArray(t.state, [passState.values.stopped, passState.values.refused]),
        or(eq(t.plateNumber, plate), sql`',' || coalesce(${t.plateNumbers}, '') || ',' like ${`%,${plate},%`}`),
        exceptId ? ne(t.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (row) {
    throw badRequest({
      zh: `车牌号(plateNumber): ${plate} 在此停车场已有月卡 ${row.id}`,
      en: `Plate(plateNumber): ${plate} already has pass ${row.id} in this park`,
    });
  }
}

export type NewPass = {
  parkId: number;
  plate: string;
  ownerName?: string | null;
  ownerPhone?: string | null;
  passKind: DictValue<typeof passKind>;
  months: number;
  monthlyFee: number;
  areaId?: number | null;
  groupId?: number | null;
  remark?: string | null;
};

/**
 * Makes an active pass from today for whole months; its ledger row (how it came to be, what was paid) is
 * written by the pass's after-submit hook from the terms given. The pass's checks are its hooks' too.
 */
export async function createPass(ctx: WriteCtx, p: NewPass, terms: NewPassTerms): Promise<Pass> {
  const tz = ctx.app.config.timeZone;
  const today = todayIn(tz);
  const end = endOfDay(renewedEnd({ currentEnd: null, today, months: p.months }), tz);
  const values = withTerms<SubmitValues<typeof monthPassResource>>(
    {
      parkId: p.parkId,
      plateNumber: p.plate,
      ownerName: p.ownerName ?? null,
      ownerPhone: p.ownerPhone ?? null,
      passKind: p.passKind,
      areaId: p.areaId ?? null,
      groupId: p.groupId ?? null,
      monthlyFee: p.monthlyFee,
      startTime: startOfDay(today, tz),
      endTime: end,
      state: passState.values.active,
      remark: p.remark ?? null,
    },
    terms,
  );
  return (await saveRow(ctx, monthPassResource, values)).row;
}
