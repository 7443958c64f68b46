import type { CouponKind, CouponUse, StayCoupon } from '@parking/domain';
import { couponKind, couponResource, couponRuleResource, couponState, parkResource } from '@parking/resources';
import { and, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import { executeNamed } from '../../db/named-statement';
import { tableOf } from '../../db/schema';

const kindNames = Object.fromEntries(Object.entries(couponKind.values).map(([name, value]) => [value, name])) as Record<
  number,
  CouponKind
>;

/** A coupon as the exit reads it: what it takes off, in the stored units. */
export type CouponJson = {
  id: number;
  kind: number;
  money: number | null;
  minutes: number | null;
  percent: number | null;
  untilTime: string | null;
  stacks: boolean | null;
  preferred: boolean | null;
};

const minuteOfDay = (hhmm: string | null): number => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
};

/** The coupon as the domain prices it. */
export function stayCouponOf(c: CouponJson): StayCoupon {
  const kind = kindNames[c.kind] ?? 'moneyOff';
  const value =
    kind === 'moneyOff' || kind === 'fixedPay'
      ? (c.money ?? 0)
      : kind === 'minutesOff'
        ? (c.minutes ?? 0)
        : kind === 'percentOff'
          ? (c.percent ?? 0)
          : kind === 'freeUntil'
            ? minuteOfDay(c.untilTime)
            : 0;
  return { id: String(c.id), kind, value, stacks: c.stacks === true, preferred: c.preferred === true };
}

/**
 * A JSON array of the coupons a plate may use on a stay leaving a park at `at`: its own unused ones
 * valid then, at that park (a claimed code's park, or its rule's parks), plus those an earlier read of the
 * same exit already set aside for the stay. One lookup of the (plate, state) index.
 */
export function stayCouponsColumn(db: Db, q: { parkId: SQL; plate: SQL; stayId: SQL; at: SQL }): SQL {
  const c = tableOf(couponResource);
  const r = tableOf(couponRuleResource);
  const p = tableOf(parkResource);
  const company = db.select({ id: p.companyId }).from(p).where(eq(p.id, q.parkId)).limit(1);
  const rows = db
    .select({
      j: sql`json_build_object('id', ${c.id}, 'kind', ${c.couponKind}, 'money', ${c.money}, 'minutes', ${c.minutes},
        'percent', ${c.percent}, 'untilTime', ${c.untilTime}, 'stacks', ${c.stacks}, 'preferred', ${r.preferred})`.as(
        'j',
      ),
    })
    .from(c)
    .leftJoin(r, eq(r.id, c.ruleId))
    .where(
      and(
        eq(c.plateNumber, q.plate),
        inArray(c.state, [couponState.values.normal, couponState.values.used]),
        isNull(c.deletedAt),
        eq(c.companyId, sql`(${company})`),
        or(
          and(eq(c.state, couponState.values.normal), sql`${c.validFrom} <= ${q.at}`, sql`${c.validTo} >= ${q.at}`),
          and(eq(c.state, couponState.values.used), eq(c.recordId, q.stayId)),
        ),
        sql`case when ${c.parkId} is not null then ${c.parkId} = ${q.parkId}
          else coalesce(${r.parkIds}, '[]'::jsonb) @> to_jsonb(${q.parkId}) end`,
      ),
    )
    .as('cj');
  return sql`(select coalesce(json_agg(cj.j), '[]'::json) from ${rows})`;
}

/** The coupons the plate may use on this stay now (see `stayCouponsColumn`). */
export async function stayCoupons(
  db: Db,
  q: { parkId: number; plate: string; stayId: number; at: Date },
): Promise<CouponJson[]> {
  const [row] = await executeNamed<{ coupons: CouponJson[] | null }>(
    db,
    sql`select ${stayCouponsColumn(db, {
      parkId: sql`${q.parkId}::bigint`,
      plate: sql`${q.plate}::text`,
      stayId: sql`${q.stayId}::bigint`,
      at: sql`${q.at.toISOString()}::timestamptz`,
    })} as coupons`,
  );
  return row?.coupons ?? [];
}

/**
 * The stay's order asks for its price with these coupons off: they are set aside for the stay (used, with
 * their share of the discount), and any it set aside at an earlier read and no longer needs are free again.
 */
export async function reserveCoupons(tx: Tx | Db, stayId: number, uses: CouponUse[], at: Date): Promise<void> {
  const c = tableOf(couponResource);
  const ids = uses.map((u) => Number(u.id));
  await tx
    .update(c)
    .set({ state: couponState.values.normal, recordId: null, usedAt: null, discount: 0 })
    .where(
      and(eq(c.recordId, stayId), eq(c.state, couponState.values.used), ...(ids.length ? [notInArray(c.id, ids)] : [])),
    );
  for (const use of uses) {
    await tx
      .update(c)
      .set({ state: couponState.values.used, recordId: stayId, usedAt: at, discount: use.discount })
      .where(
        and(
          eq(c.id, Number(use.id)),
          or(eq(c.state, couponState.values.normal), and(eq(c.state, couponState.values.used), eq(c.recordId, stayId))),
        ),
      );
  }
}

/** The stay is paid (or left owing nothing): the coupons it used are settled, tied to the order that took them. */
export async function settleStayCoupons(tx: Tx | Db, stayId: number, orderId: number | null): Promise<number> {
  const c = tableOf(couponResource);
  const settled = await tx
    .update(c)
    .set({ state: couponState.values.settled, orderId })
    .where(and(eq(c.recordId, stayId), eq(c.state, couponState.values.used)))
    .returning({ id: c.id });
  return settled.length;
}
