import { bigint, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);
const park = () => bigint('park_id', { mode: 'number' }).notNull();
const company = () => bigint('company_id', { mode: 'number' });

/**
 * Hours of a park whose hour summaries no longer match their records. Triggers on orders, payments, refunds
 * and stays mark them in the writer's own transaction (migrations 0044, 0045), so no writer can forget; a reader or
 * the summary job counts them again. `kind`: `order` (orders by paid hour), `exit` (stays by exit hour), `roadpay`
 * (payments for roadside stays by paid hour).
 */
export const statDirtyHour = pgTable(
  'stat_dirty_hour',
  {
    kind: varchar('kind', { length: 10 }).notNull(),
    parkId: park(),
    hour: at('hour').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.parkId, t.hour] })],
);

/** Orders by the hour they were paid, state and pay way, beside what their payment and refund records add up to. */
export const statOrderHour = pgTable(
  'stat_order_hour',
  {
    parkId: park(),
    companyId: company(),
    hour: at('hour').notNull(),
    state: integer('state').notNull(),
    payWay: integer('pay_way'),
    orders: count('orders'),
    amount: fen('amount'),
    paidAmount: fen('paid_amount'),
    refundedAmount: fen('refunded_amount'),
    paidByRecords: fen('paid_by_records'),
    refundedByRecords: fen('refunded_by_records'),
    mismatches: count('mismatches'),
  },
  (t) => [index('stat_order_hour_park_hour_idx').on(t.parkId, t.hour)],
);

/** Stays that left or escaped, by exit hour, car kind and pay way: fee, discounts, arrears added, paid, refunded. */
export const statExitHour = pgTable(
  'stat_exit_hour',
  {
    parkId: park(),
    companyId: company(),
    hour: at('hour').notNull(),
    carKind: integer('car_kind'),
    payWay: integer('pay_way'),
    stays: count('stays'),
    fee: fen('fee'),
    couponDiscount: fen('coupon_discount'),
    oweAmount: fen('owe_amount'),
    paid: fen('paid'),
    refunded: fen('refunded'),
  },
  (t) => [index('stat_exit_hour_park_hour_idx').on(t.parkId, t.hour)],
);

/**
 * The money of the same stays by the way it moved: payments by their own pay way, refunds by the pay way of the
 * order refunded.
 */
export const statExitPayHour = pgTable(
  'stat_exit_pay_hour',
  {
    parkId: park(),
    companyId: company(),
    hour: at('hour').notNull(),
    carKind: integer('car_kind'),
    payWay: integer('pay_way'),
    way: integer('way'),
    paid: fen('paid'),
    refunded: fen('refunded'),
  },
  (t) => [index('stat_exit_pay_hour_park_hour_idx').on(t.parkId, t.hour)],
);

/**
 * Payments for roadside stays by the hour they were paid, the berth's section, the operator on shift there at
 * that moment (none: no shift was open) and pay way.
 */
export const statRoadPayHour = pgTable(
  'stat_road_pay_hour',
  {
    parkId: park(),
    companyId: company(),
    hour: at('hour').notNull(),
    sectionId: bigint('section_id', { mode: 'number' }),
    employeeId: bigint('employee_id', { mode: 'number' }),
    payWay: integer('pay_way'),
    payments: count('payments'),
    amount: fen('amount'),
  },
  (t) => [index('stat_road_pay_hour_park_hour_idx').on(t.parkId, t.hour)],
);

export const hourSummaryTables = { statDirtyHour, statOrderHour, statExitHour, statExitPayHour, statRoadPayHour };
