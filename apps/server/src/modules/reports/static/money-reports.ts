import {
  carDerateView,
  chargeDetailView,
  couponResource,
  couponState,
  inOutRecordResource,
  onlineOrderResource,
  orderReconciliationView,
  orderState,
  oweResource,
  oweState,
  payRecordResource,
  plateAnalysisView,
  refundOrderResource,
  stayState,
} from '@parking/resources';
import { type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import { executeRaw } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import { as, type ReportCtx, type StaticReport, timeParam } from './report-table';

const s = tableOf(inOutRecordResource);
const c = tableOf(couponResource);
const o = tableOf(onlineOrderResource);
const p = tableOf(payRecordResource);
const f = tableOf(refundOrderResource);
const w = tableOf(oweResource);

const minutesBetween = (from: SQL, to: SQL) => sql`floor(extract(epoch from (${to} - ${from})) / 60)::bigint`;

/** Coupons stays used at their exits, with the merchant, the discount given and the stay they came off. */
export const carDerateReport: StaticReport = {
  view: carDerateView,
  summary: 'Coupons used at exits: merchant, plate, park, discount given and charged to the merchant (fen), the stay',
  keyed: true,
  rows: ({ access }) => sql`select ${as(c.id, 'id')}, ${as(s.parkId, 'parkId')}, ${as(s.companyId, 'companyId')},
      ${as(c.code, 'code')}, ${as(c.sellerId, 'sellerId')}, ${as(sql`coalesce(${c.plateNumber}, ${s.plateNumber})`, 'plateNumber')},
      ${as(c.couponKind, 'couponKind')}, ${as(c.discount, 'discount')}, ${as(c.price, 'price')}, ${as(c.state, 'state')},
      ${as(c.usedAt, 'usedAt')}, ${as(s.inTime, 'inTime')}, ${as(s.outTime, 'outTime')},
      ${as(minutesBetween(sql`${s.inTime}`, sql`coalesce(${s.outTime}, ${c.usedAt})`), 'stayMinutes')},
      ${as(c.recordId, 'recordId')}
    from ${c} join ${s} on ${s.id} = ${c.recordId}
    where ${visibleConditions(couponResource, access)} and ${visibleConditions(inOutRecordResource, access)}
      and ${c.state} in (${couponState.values.used}, ${couponState.values.settled})`,
};

const paidByRecords = sql`coalesce((select sum(${p.amount}) from ${p}
  where ${p.orderId} = ${o.id} and ${p.deletedAt} is null), 0)`;
const refundedByRecords = sql`coalesce((select sum(${f.amount}) from ${f}
  where ${f.orderId} = ${o.id} and ${f.deletedAt} is null), 0)`;

/**
 * Each order beside its payment and refund records. The order's paid and refunded amounts must equal what its
 * records add up to; a difference means a payment or refund was applied twice, or not at all.
 */
export const orderReconciliationReport: StaticReport = {
  view: orderReconciliationView,
  summary:
    'Each order: amount asked, paid and refunded as the order holds them and as its payment and refund records add up (fen); mismatch when they differ',
  keyed: true,
  rows: ({ access }) => sql`select *,
      ("paidAmount" - "refundedAmount") - ("paidByRecords" - "refundedByRecords") as "difference",
      ("paidAmount" <> "paidByRecords" or "refundedAmount" <> "refundedByRecords") as "mismatch"
    from (select ${as(o.id, 'id')}, ${as(o.parkId, 'parkId')}, ${as(o.companyId, 'companyId')},
        ${as(o.onlineOrderId, 'onlineOrderId')}, ${as(o.plateNumber, 'plateNumber')}, ${as(o.state, 'state')},
        ${as(o.payWay, 'payWay')}, ${as(o.paidAt, 'paidAt')}, ${as(o.amount, 'amount')},
        ${as(o.paidAmount, 'paidAmount')}, ${as(paidByRecords, 'paidByRecords')},
        ${as(o.refundedAmount, 'refundedAmount')}, ${as(refundedByRecords, 'refundedByRecords')}
      from ${o} where ${visibleConditions(onlineOrderResource, access)}) x`,
  sum: async ({ app }, filtered) => {
    const [row] = await executeRaw<Record<string, unknown>>(
      app.db,
      sql`select count(*) filter (where t."mismatch") as "mismatches",
        coalesce(sum(t."paidAmount"), 0) as "paidAmount", coalesce(sum(t."paidByRecords"), 0) as "paidByRecords",
        coalesce(sum(t."refundedAmount"), 0) as "refundedAmount",
        coalesce(sum(t."refundedByRecords"), 0) as "refundedByRecords"
        from (${filtered}) t`,
    );
    return numbers(row);
  },
};

const numbers = (row: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v ?? 0)]));

const ordersOfStay = (value: SQL) => sql`coalesce((select sum(${value}) from ${o}
  where ${o.recordId} = ${s.id} and ${o.deletedAt} is null), 0)`;

/**
 * What stays that left (or escaped) were charged, what coupons took off, the arrears their exit added, what
 * their orders were paid and refunded; the sums answer the same per pay way, from the payment and refund records.
 */
export const chargeDetailReport: StaticReport = {
  view: chargeDetailView,
  summary:
    'Charge detail of the stays that left in a period: fee, coupon discount, arrears added, paid and refunded (fen); sums per pay way',
  keyed: true,
  rows: ({ access }) => sql`select ${as(s.id, 'id')}, ${as(s.parkId, 'parkId')}, ${as(s.companyId, 'companyId')},
      ${as(s.plateNumber, 'plateNumber')}, ${as(s.carKind, 'carKind')}, ${as(s.inTime, 'inTime')},
      ${as(s.outTime, 'outTime')}, ${as(s.fee, 'fee')}, ${as(s.couponDiscount, 'couponDiscount')},
      ${as(s.oweAmount, 'oweAmount')}, ${as(ordersOfStay(sql`${o.paidAmount}`), 'paid')},
      ${as(ordersOfStay(sql`${o.refundedAmount}`), 'refunded')}, ${as(s.payWay, 'payWay')}
    from ${s}
    where ${visibleConditions(inOutRecordResource, access)}
      and ${s.state} in (${stayState.values.left}, ${stayState.values.escaped})`,
  sum: async ({ app }, filtered) => {
    const stays = sql`select t.id from (${filtered}) t`;
    const [totals] = await executeRaw<Record<string, unknown>>(
      app.db,
      sql`select count(*) as "stays", coalesce(sum(t."fee"), 0) as "fee",
        coalesce(sum(t."couponDiscount"), 0) as "couponDiscount", coalesce(sum(t."oweAmount"), 0) as "oweAmount",
        coalesce(sum(t."paid"), 0) as "paid", coalesce(sum(t."refunded"), 0) as "refunded"
        from (${filtered}) t`,
    );
    const paid = await executeRaw<{ payWay: unknown; paid: unknown }>(
      app.db,
      sql`select ${p.payWay} as "payWay", sum(${p.amount}) as "paid" from ${p} join ${o} on ${o.id} = ${p.orderId}
        where ${o.recordId} in (${stays}) and ${p.deletedAt} is null and ${o.deletedAt} is null
        group by ${p.payWay}`,
    );
    const refunded = await executeRaw<{ payWay: unknown; refunded: unknown }>(
      app.db,
      sql`select ${o.payWay} as "payWay", sum(${f.amount}) as "refunded" from ${f} join ${o} on ${o.id} = ${f.orderId}
        where ${o.recordId} in (${stays}) and ${f.deletedAt} is null and ${o.deletedAt} is null
        group by ${o.payWay}`,
    );
    const ways = new Map<number | null, { payWay: number | null; paid: number; refunded: number }>();
    const way = (v: unknown) => {
      const key = v == null ? null : Number(v);
      const found = ways.get(key) ?? { payWay: key, paid: 0, refunded: 0 };
      ways.set(key, found);
      return found;
    };
    for (const r of paid) way(r.payWay).paid += Number(r.paid);
    for (const r of refunded) way(r.payWay).refunded += Number(r.refunded);
    return { ...numbers(totals), byPayWay: [...ways.values()].sort((a, b) => (a.payWay ?? 99) - (b.payWay ?? 99)) };
  },
};

/** The period of the plate analysis applies to the stays before they are summed. */
function entryPeriod({ app, query }: ReportCtx): SQL {
  const field = plateAnalysisView.fields.inTime;
  const tz = app.config.timeZone;
  const out: SQL[] = [];
  if (query.inTimeStart != null)
    out.push(sql`${s.inTime} >= ${timeParam('inTimeStart', field, query.inTimeStart, false, tz)}::timestamptz`);
  if (query.inTimeEnd != null)
    out.push(sql`${s.inTime} <= ${timeParam('inTimeEnd', field, query.inTimeEnd, true, tz)}::timestamptz`);
  return out.length ? sql` and ${sql.join(out, sql` and `)}` : sql``;
}

/**
 * What each stay still owes (as `stillOwed`), summed once per stay that owes rather than looked up per stay:
 * unpaid arrears and unpaid orders are few beside the stays of a period.
 */
const owedJoins = sql`left join (select ${w.recordId} as "recordId", sum(${w.amount} - ${w.paidAmount}) as "owed"
    from ${w} where ${w.state} = ${oweState.values.normal} and ${w.deletedAt} is null group by ${w.recordId}) ow
    on ow."recordId" = ${s.id}
  left join (select ${o.recordId} as "recordId", sum(${o.amount} - ${o.paidAmount}) as "owed"
    from ${o} where ${o.state} = ${orderState.values.unpaid} and ${o.deletedAt} is null group by ${o.recordId}) oo
    on oo."recordId" = ${s.id}`;

/**
 * Per plate and park, the stays that entered in the period: how many, minutes parked (a car still inside
 * counts up to now), fee, paid, what those stays still owe (arrears), first entry and last seen.
 */
export const plateAnalysisReport: StaticReport = {
  view: plateAnalysisView,
  summary:
    'Per plate and park over a period of entries: stays, minutes parked, fee, paid and unpaid arrears (fen), first entry and last seen',
  keyed: true,
  hideId: true,
  handles: ['inTimeStart', 'inTimeEnd'],
  // a group's first stay keys the row
  rows: (
    ctx,
  ) => sql`select ${as(sql`min(${s.id})`, 'id')}, ${as(s.parkId, 'parkId')}, ${as(sql`max(${s.companyId})`, 'companyId')},
      ${as(s.plateNumber, 'plateNumber')}, ${as(sql`count(*)`, 'stays')},
      ${as(sql`sum(${minutesBetween(sql`${s.inTime}`, sql`coalesce(${s.outTime}, now())`)})`, 'minutes')},
      ${as(sql`sum(${s.fee})`, 'fee')}, ${as(sql`sum(${s.paid})`, 'paid')},
      ${as(sql`sum(coalesce(ow."owed", oo."owed", 0))`, 'arrears')},
      ${as(sql`min(${s.inTime})`, 'inTime')}, ${as(sql`max(coalesce(${s.outTime}, ${s.inTime}))`, 'lastSeen')}
    from ${s} ${owedJoins}
    where ${visibleConditions(inOutRecordResource, ctx.access)} and ${s.state} <> ${stayState.values.merged}${entryPeriod(ctx)}
    group by ${s.parkId}, ${s.plateNumber}`,
};
