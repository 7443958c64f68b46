import {
  carDerateView,
  chargeDetailView,
  couponResource,
  couponState,
  inOutRecordResource,
  onlineOrderResource,
  orderReconciliationView,
  oweResource,
  payRecordResource,
  refundOrderResource,
  stayState,
} from '@parking/resources';
import { type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import { executeRaw } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import { exitHourTotals, orderHourTotals, summaryPeriod } from '../summaries/hour-summary-reads';
import { as, type StaticReport } from './report-table';

/** The filters the hour summaries keep apart; with any other, the sums read the records themselves. */
const orderFilters = ['parkId', 'state', 'payWay'];
const exitFilters = ['parkId', 'carKind', 'payWay'];

const s = tableOf(inOutRecordResource);
const c = tableOf(couponResource);
const o = tableOf(onlineOrderResource);
const p = tableOf(payRecordResource);
const f = tableOf(refundOrderResource);
const _w = tableOf(oweResource);

export const minutesBetween = (from: SQL, to: SQL) => sql`floor(extract(epoch from (${to} - ${from})) / 60)::bigint`;

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
  sum: async ({ app, access, query }, filtered) => {
    const period = summaryPeriod(orderReconciliationView, query, 'paidAt', orderFilters, app.config.timeZone);
    if (period) {
      const { mismatches, paidAmount, paidByRecords, refundedAmount, refundedByRecords } = await orderHourTotals(
        app.db,
        onlineOrderResource,
        access,
        period,
        query,
      );
      return { mismatches, paidAmount, paidByRecords, refundedAmount, refundedByRecords };
    }
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
  sum: async ({ app, access, query }, filtered) => {
    const period = summaryPeriod(chargeDetailView, query, 'outTime', exitFilters, app.config.timeZone);
    if (period) {
      const { totals, ways } = await exitHourTotals(app.db, inOutRecordResource, access, period, query);
      return { ...totals, byPayWay: ways.sort((a, b) => (a.payWay ?? 99) - (b.payWay ?? 99)) };
    }
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
