import { parkDayStatResource, parkResource, payDayStatResource, takingSource } from '@parking/resources';
import { and, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import {
  arrearsOf,
  type DayWindow,
  entriesOf,
  exitsOf,
  insideAtStartOf,
  onlinePayWays,
  orderPaymentsOf,
  passPaymentsOf,
  refundsOf,
} from './day-counts';
import { daysFromTo, midnightOf } from './local-days';

type DayRow = {
  parkId: number;
  companyId: number;
  day: string;
  entries: number;
  exits: number;
  exitsPass: number;
  exitsPaid: number;
  exitsFree: number;
  exitsOwing: number;
  fee: number;
  couponDiscount: number;
  orderPaid: number;
  passPaid: number;
  onlinePaid: number;
  refunded: number;
  oweNew: number;
  owePaid: number;
  peakInside: number;
  insideAtEnd: number;
  entriesByKind: Record<string, number>;
  entriesByType: Record<string, number>;
  hourIn: number[];
  hourOut: number[];
  hourInside: number[];
  builtAt: Date;
};
type PayRow = {
  parkId: number;
  companyId: number;
  day: string;
  source: number;
  payWay: number | null;
  collector: string | null;
  payCount: number;
  paid: number;
  refundCount: number;
  refunded: number;
};

export type RebuildResult = { from: string; to: string; parks: number; days: number; dayRows: number; payRows: number };

/** One lock for every rebuild: two rebuilds of the same days must not both delete and then both insert. */
const rebuildLock = sql`select pg_advisory_xact_lock(hashtext('day-summaries'))`;

const zeros = () => Array.from({ length: 24 }, () => 0);

function emptyDay(parkId: number, companyId: number, day: string, builtAt: Date): DayRow {
  return {
    parkId,
    companyId,
    day,
    entries: 0,
    exits: 0,
    exitsPass: 0,
    exitsPaid: 0,
    exitsFree: 0,
    exitsOwing: 0,
    fee: 0,
    couponDiscount: 0,
    orderPaid: 0,
    passPaid: 0,
    onlinePaid: 0,
    refunded: 0,
    oweNew: 0,
    owePaid: 0,
    peakInside: 0,
    insideAtEnd: 0,
    entriesByKind: {},
    entriesByType: {},
    hourIn: zeros(),
    hourOut: zeros(),
    hourInside: zeros(),
    builtAt,
  };
}

const exitColumn = { pass: 'exitsPass', paid: 'exitsPaid', free: 'exitsFree', owing: 'exitsOwing' } as const;

const bump = (bag: Record<string, number>, key: unknown, by: number) => {
  const k = String(key ?? 0);
  bag[k] = (bag[k] ?? 0) + by;
};

/**
 * Counts the given local days again for the given parks (all parks when none are named) from their stays,
 * payments, refunds and arrears, and replaces their summaries, in the caller's transaction.
 */
export async function rebuildDaySummaries(
  tx: Tx,
  timeZone: string,
  range: { from: string; to: string },
  onlyParks?: number[],
): Promise<RebuildResult> {
  await tx.execute(rebuildLock);
  const parksTable = tableOf(parkResource);
  const parks = await tx
    .select({ id: parksTable.id, companyId: parksTable.companyId })
    .from(parksTable)
    .where(and(isNull(parksTable.deletedAt), onlyParks ? inArray(parksTable.id, onlyParks) : undefined));
  const days = daysFromTo(range.from, range.to);
  const result = { ...range, parks: parks.length, days: days.length, dayRows: 0, payRows: 0 };
  if (parks.length === 0 || days.length === 0) return result;
  const w: DayWindow = {
    parkIds: parks.map((p) => p.id),
    from: midnightOf(range.from, timeZone),
    to: midnightOf(days.at(-1) as string, timeZone, 1),
    timeZone,
  };
  // one after another: a transaction's statements share its one connection
  const entries = await entriesOf(tx, w);
  const exits = await exitsOf(tx, w);
  const insideAtStart = await insideAtStartOf(tx, w);
  const orderPays = await orderPaymentsOf(tx, w);
  const passPays = await passPaymentsOf(tx, w);
  const refunds = await refundsOf(tx, w);
  const arrears = await arrearsOf(tx, w);

  const builtAt = new Date();
  const companyOf = new Map(parks.map((p) => [p.id, p.companyId]));
  const dayRows = new Map<string, DayRow>();
  const dayOf = (parkId: number, day: string): DayRow => {
    const key = `${parkId}/${day}`;
    const known = dayRows.get(key);
    if (known) return known;
    const row = emptyDay(parkId, companyOf.get(parkId) as number, day, builtAt);
    dayRows.set(key, row);
    return row;
  };
  for (const e of entries) {
    const row = dayOf(e.parkId, e.day);
    row.entries += e.count;
    row.hourIn[e.hour] = (row.hourIn[e.hour] ?? 0) + e.count;
    bump(row.entriesByKind, e.carKind, e.count);
    bump(row.entriesByType, e.carTypeId, e.count);
  }
  for (const x of exits) {
    const row = dayOf(x.parkId, x.day);
    row.exits += x.count;
    const column = exitColumn[x.kind as keyof typeof exitColumn];
    row[column] += x.count;
    row.hourOut[x.hour] = (row.hourOut[x.hour] ?? 0) + x.count;
    row.fee += x.fee;
    row.couponDiscount += x.couponDiscount;
  }
  const payRows = new Map<string, PayRow>();
  const payOf = (parkId: number, day: string, source: number, way: number | null, collector: string | null) => {
    const key = `${parkId}/${day}/${source}/${way}/${collector}`;
    const known = payRows.get(key);
    if (known) return known;
    const row: PayRow = {
      parkId,
      companyId: companyOf.get(parkId) as number,
      day,
      source,
      payWay: way,
      collector,
      payCount: 0,
      paid: 0,
      refundCount: 0,
      refunded: 0,
    };
    payRows.set(key, row);
    return row;
  };
  for (const [list, source] of [
    [orderPays, takingSource.values.order],
    [passPays, takingSource.values.pass],
  ] as const) {
    for (const p of list) {
      const pay = payOf(p.parkId, p.day, source, p.payWay, 'collector' in p ? p.collector : null);
      pay.payCount += p.count;
      pay.paid += p.amount;
      const row = dayOf(p.parkId, p.day);
      if (source === takingSource.values.order) row.orderPaid += p.amount;
      else row.passPaid += p.amount;
      if (p.payWay != null && onlinePayWays.includes(p.payWay)) row.onlinePaid += p.amount;
    }
  }
  for (const r of refunds) {
    const pay = payOf(r.parkId, r.day, takingSource.values.order, r.payWay, null);
    pay.refundCount += r.count;
    pay.refunded += r.amount;
    const row = dayOf(r.parkId, r.day);
    row.refunded += r.amount;
  }
  for (const a of arrears.arisen) {
    const row = dayOf(a.parkId, a.day);
    row.oweNew += a.amount;
  }
  for (const a of arrears.recovered) {
    const row = dayOf(a.parkId, a.day);
    row.owePaid += a.amount;
  }

  // cars inside, hour by hour, carried from the window's start through every day of every park
  const inside = new Map(insideAtStart.map((i) => [i.parkId, i.count]));
  for (const park of parks) {
    let now = inside.get(park.id) ?? 0;
    for (const day of days) {
      const row = dayRows.get(`${park.id}/${day}`);
      if (!row) {
        if (now > 0) {
          const quiet = dayOf(park.id, day);
          quiet.hourInside = zeros().map(() => now);
          quiet.peakInside = now;
          quiet.insideAtEnd = now;
        }
        continue;
      }
      let peak = now;
      const hourInside = zeros();
      for (let h = 0; h < 24; h++) {
        now += (row.hourIn[h] ?? 0) - (row.hourOut[h] ?? 0);
        hourInside[h] = now;
        peak = Math.max(peak, now);
      }
      row.hourInside = hourInside;
      row.peakInside = peak;
      row.insideAtEnd = now;
    }
  }

  const dayTable = tableOf(parkDayStatResource);
  const payTable = tableOf(payDayStatResource);
  const inRange = (t: typeof dayTable | typeof payTable) =>
    and(inArray(t.parkId, w.parkIds), gte(t.day, range.from), lte(t.day, days.at(-1) as string));
  await tx.delete(dayTable).where(inRange(dayTable));
  await tx.delete(payTable).where(inRange(payTable));
  for (const chunk of chunks([...dayRows.values()], 500))
    await tx.insert(dayTable).values(chunk as (typeof dayTable.$inferInsert)[]);
  for (const chunk of chunks([...payRows.values()], 500))
    await tx.insert(payTable).values(chunk as (typeof payTable.$inferInsert)[]);
  return { ...result, dayRows: dayRows.size, payRows: payRows.size };
}

function* chunks<T>(rows: T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
