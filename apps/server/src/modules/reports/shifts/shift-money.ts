import {
  berthResource,
  gateResource,
  inOutRecordResource,
  onlineOrderResource,
  orderKind,
  payRecordResource,
  payWay,
  type shiftResource,
  stayState,
} from '@parking/resources';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { executeRaw } from '../../../db/named-statement';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';

export type Shift = RowOf<typeof shiftResource>;
export type ShiftMoney = { cashAmount: number; onlineAmount: number; exitCount: number };

/** Money paid from a phone, a card or a tag at the booth's or attendant's prompt; stored value, coupons and free are not takings. */
const onlineWays = [
  payWay.values.wechat,
  payWay.values.alipay,
  payWay.values.etc,
  payWay.values.unionpay,
  payWay.values.contactlessPayment,
];

/**
 * What the shift took between its start and its end (now for an open shift), from the payment records:
 * at a booth, the payments of orders asked at the exit for stays that left through the booth's gates and the
 * cash its operator took by hand there; on a berth section (or the whole roadside park), the payments for stays
 * in its berths. Exits: the stays that left through those gates, or left those berths, in the same time.
 */
export async function shiftMoney(db: Db, shift: Shift, operatorName: string, until: Date): Promise<ShiftMoney> {
  const p = tableOf(payRecordResource);
  const o = tableOf(onlineOrderResource);
  const r = tableOf(inOutRecordResource);
  const g = tableOf(gateResource);
  const b = tableOf(berthResource);
  const from = shift.startedAt.toISOString();
  const to = until.toISOString();
  const place: SQL =
    shift.boxId != null
      ? sql`${r.outGateId} in (select ${g.id} from ${g} where ${g.boxId} = ${shift.boxId} and ${g.deletedAt} is null)`
      : shift.sectionId != null
        ? sql`${r.berthId} in (select ${b.id} from ${b} where ${b.sectionId} = ${shift.sectionId})`
        : sql`${r.berthId} is not null`;
  const paidHere: SQL =
    shift.boxId != null
      ? sql`((${place} and ${o.orderKind} <> ${orderKind.values.advance}) or ${p.adapter} = ${`cash:${operatorName}`})`
      : place;
  const [money] = await executeRaw<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(${p.amount}) filter (where ${p.payWay} = ${payWay.values.cash}), 0)::float8 as cash,
        coalesce(sum(${p.amount}) filter (where ${p.payWay} in (${sql.join(
          onlineWays.map((w) => sql`${w}`),
          sql`, `,
        )})), 0)::float8 as online
      from ${p} join ${o} on ${o.id} = ${p.orderId} left join ${r} on ${r.id} = ${o.recordId}
      where ${p.parkId} = ${shift.parkId} and ${p.deletedAt} is null
        and ${p.paidAt} >= ${from}::timestamptz and ${p.paidAt} < ${to}::timestamptz and ${paidHere}`,
  );
  const [exits] = await executeRaw<Record<string, unknown>>(
    db,
    sql`select count(*)::int as n from ${r}
      where ${r.parkId} = ${shift.parkId} and ${r.deletedAt} is null
        and ${r.state} in (${stayState.values.left}, ${stayState.values.escaped})
        and ${r.outTime} >= ${from}::timestamptz and ${r.outTime} < ${to}::timestamptz and ${place}`,
  );
  return {
    cashAmount: Number(money?.cash ?? 0),
    onlineAmount: Number(money?.online ?? 0),
    exitCount: Number(exits?.n ?? 0),
  };
}
