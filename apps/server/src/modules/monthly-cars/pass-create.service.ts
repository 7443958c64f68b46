import { normalizePlate, plateProblem, renewedEnd } from '@parking/domain';
import { monthPassResource } from '@parking/resources';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Row } from '../../crud/hooks';
import { liveCondition } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import type { Access, AppContext, Tx } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { passStates } from './pass-lifecycle.service';
import { writePayment } from './pass-renewal.service';
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
export async function refuseDuplicatePlate(tx: Tx, parkId: number, plate: string, exceptId?: number): Promise<void> {
  const t = tableOf(monthPassResource.module);
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.parkId, parkId),
        liveCondition(t),
        sql`${t.state} not in (3, 5)`,
        or(eq(t.plateNumber, plate), sql`',' || coalesce(${t.plateNumbers}, '') || ',' like ${`%,${plate},%`}`),
        exceptId ? sql`${t.id} <> ${exceptId}` : undefined,
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
  park: Row;
  plate: string;
  ownerName?: string | null;
  ownerPhone?: string | null;
  passKind: number;
  months: number;
  monthlyFee: number;
  areaId?: number | null;
  groupId?: number | null;
  payWay?: number | null;
  remark?: string | null;
};

/** Makes a normal pass from today for whole months, and records what was paid for it. */
export async function createPass(app: AppContext, tx: Tx, access: Access, p: NewPass): Promise<Row> {
  const tz = app.config.timeZone;
  await refuseDuplicatePlate(tx, Number(p.park.id), p.plate);
  const today = todayIn(tz);
  const end = endOfDay(renewedEnd({ currentEnd: null, today, months: p.months }), tz);
  const [row] = (await tx
    .insert(tableOf(monthPassResource.module))
    .values({
      companyId: p.park.companyId,
      parkId: p.park.id,
      plateNumber: p.plate,
      ownerName: p.ownerName ?? null,
      ownerPhone: p.ownerPhone ?? null,
      passKind: p.passKind,
      areaId: p.areaId ?? null,
      groupId: p.groupId ?? null,
      monthlyFee: p.monthlyFee,
      startTime: startOfDay(today, tz),
      endTime: end,
      state: passStates.normal,
      remark: p.remark ?? null,
      createdBy: access.userId,
      updatedBy: access.userId,
    } as never)
    .returning()) as Row[];
  const pass = row as Row;
  const vip = p.passKind === 5;
  await writePayment(tx, access, {
    pass,
    renewalKind: 4,
    payWay: vip ? 9 : (p.payWay ?? 1),
    money: vip ? 0 : p.months * p.monthlyFee,
    months: p.months,
    days: 0,
    oldEnd: null,
    newEnd: end,
    remark: p.remark ?? undefined,
  });
  return pass;
}
