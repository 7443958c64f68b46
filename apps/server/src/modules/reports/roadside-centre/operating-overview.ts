import {
  berthResource,
  berthSectionResource,
  enabledState,
  escapeRecordResource,
  escapeState,
  inOutRecordResource,
  onlineOrderResource,
  oweResource,
  oweState,
  payRecordResource,
  payWay,
  shiftResource,
  stayState,
} from '@parking/resources';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import { executeRaw } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import { namesFor } from '../roadside/report-names';
import { type CentreScope, type DayWindow, type Park, percent } from './centre-query';

type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const idOrNull = (v: unknown) => (v == null ? null : Number(v));
const iso = (d: Date) => d.toISOString();

/**
 * The berths of the parks now, per section: enabled berths, and of them those a car stands in (an open stay
 * in the berth, or the berth marked taken by hand or by its sensor before any event).
 */
async function berthsNow(s: CentreScope, parkIds: number[]) {
  const b = tableOf(berthResource);
  const r = tableOf(inOutRecordResource);
  const rows = await executeRaw<Raw>(
    s.db,
    sql`select ${b.parkId} as park_id, ${b.sectionId} as section_id, count(*)::int as berths,
        count(*) filter (where ${b.hasCar} or exists (
          select 1 from ${r} where ${r.berthId} = ${b.id} and ${r.state} = ${stayState.values.inside}
            and ${r.deletedAt} is null))::int as occupied,
        count(*) filter (where ${b.hasCar} and not exists (
          select 1 from ${r} where ${r.berthId} = ${b.id} and ${r.state} = ${stayState.values.inside}
            and ${r.deletedAt} is null))::int as marked_only
      from ${b}
      where ${and(visibleConditions(berthResource, s.access), inArray(b.parkId, parkIds))}
        and ${b.state} = ${enabledState.values.enabled}
      group by 1, 2`,
  );
  return rows.map((x) => ({
    parkId: Number(x.park_id),
    sectionId: idOrNull(x.section_id),
    berths: num(x.berths),
    occupied: num(x.occupied),
    markedOnly: num(x.marked_only),
  }));
}

/** Stays of the day in the parks' berths: cars that parked in it, and the stays settled in it with their fee. */
async function staysOfDay(s: CentreScope, parkIds: number[], w: DayWindow) {
  const r = tableOf(inOutRecordResource);
  const b = tableOf(berthResource);
  const from = iso(w.from);
  const to = iso(w.to);
  const settled = sql`${r.state} in (${stayState.values.left}, ${stayState.values.escaped})
    and ${r.outTime} >= ${from}::timestamptz and ${r.outTime} < ${to}::timestamptz`;
  const rows = await executeRaw<Raw>(
    s.db,
    sql`select ${b.sectionId} as section_id,
        count(*) filter (where ${r.inTime} >= ${from}::timestamptz and ${r.inTime} < ${to}::timestamptz)::int as cars_in,
        count(*) filter (where ${settled})::int as settled,
        coalesce(sum(${r.fee}) filter (where ${settled}), 0)::float8 as fee
      from ${r} join ${b} on ${b.id} = ${r.berthId}
      where ${and(visibleConditions(inOutRecordResource, s.access), inArray(r.parkId, parkIds))}
        and ${r.state} <> ${stayState.values.merged}
        and ((${r.inTime} >= ${from}::timestamptz and ${r.inTime} < ${to}::timestamptz)
          or (${r.outTime} >= ${from}::timestamptz and ${r.outTime} < ${to}::timestamptz))
      group by 1`,
  );
  return rows.map((x) => ({
    sectionId: idOrNull(x.section_id),
    carsIn: num(x.cars_in),
    settled: num(x.settled),
    fee: num(x.fee),
  }));
}

/**
 * Money taken in the parks on the day: every payment recorded for them, by pay way and, where the payment's
 * order belongs to a stay in a berth, by the berth's section.
 */
async function paymentsOfDay(s: CentreScope, parkIds: number[], w: DayWindow) {
  const p = tableOf(payRecordResource);
  const o = tableOf(onlineOrderResource);
  const r = tableOf(inOutRecordResource);
  const b = tableOf(berthResource);
  const rows = await executeRaw<Raw>(
    s.db,
    sql`select ${b.sectionId} as section_id, ${p.payWay} as pay_way, count(*)::int as payments,
        coalesce(sum(${p.amount}), 0)::float8 as amount
      from ${p}
      left join ${o} on ${o.id} = ${p.orderId}
      left join ${r} on ${r.id} = ${o.recordId}
      left join ${b} on ${b.id} = ${r.berthId}
      where ${and(visibleConditions(payRecordResource, s.access), inArray(p.parkId, parkIds))}
        and ${p.paidAt} >= ${iso(w.from)}::timestamptz and ${p.paidAt} < ${iso(w.to)}::timestamptz
      group by 1, 2`,
  );
  return rows.map((x) => ({
    sectionId: idOrNull(x.section_id),
    payWay: idOrNull(x.pay_way),
    payments: num(x.payments),
    amount: num(x.amount),
  }));
}

/** Arrears that arose on the day and were recovered on it (not counting arrears since forgiven), and escapes. */
async function arrearsOfDay(s: CentreScope, parkIds: number[], w: DayWindow) {
  const o = tableOf(oweResource);
  const e = tableOf(escapeRecordResource);
  const from = iso(w.from);
  const to = iso(w.to);
  const [owes, escapes] = await Promise.all([
    executeRaw<Raw>(
      s.db,
      sql`select
          count(*) filter (where ${o.oweTime} >= ${from}::timestamptz and ${o.oweTime} < ${to}::timestamptz)::int as made,
          coalesce(sum(${o.amount}) filter (where ${o.oweTime} >= ${from}::timestamptz and ${o.oweTime} < ${to}::timestamptz), 0)::float8 as made_amount,
          count(*) filter (where ${o.paidTime} >= ${from}::timestamptz and ${o.paidTime} < ${to}::timestamptz)::int as recovered,
          coalesce(sum(${o.paidAmount}) filter (where ${o.paidTime} >= ${from}::timestamptz and ${o.paidTime} < ${to}::timestamptz), 0)::float8 as recovered_amount
        from ${o}
        where ${and(visibleConditions(oweResource, s.access), inArray(o.parkId, parkIds))}
          and ${o.state} <> ${oweState.values.cancelled}
          and ((${o.oweTime} >= ${from}::timestamptz and ${o.oweTime} < ${to}::timestamptz)
            or (${o.paidTime} >= ${from}::timestamptz and ${o.paidTime} < ${to}::timestamptz))`,
    ),
    executeRaw<Raw>(
      s.db,
      sql`select count(*)::int as escapes, coalesce(sum(${e.amount}), 0)::float8 as amount
        from ${e}
        where ${and(visibleConditions(escapeRecordResource, s.access), inArray(e.parkId, parkIds))}
          and ${e.state} <> ${escapeState.values.cancelled}
          and ${e.outTime} >= ${from}::timestamptz and ${e.outTime} < ${to}::timestamptz`,
    ),
  ]);
  const a = owes[0] ?? {};
  const x = escapes[0] ?? {};
  return {
    arrearsMade: num(a.made),
    arrearsMadeAmount: num(a.made_amount),
    arrearsRecovered: num(a.recovered),
    arrearsRecoveredAmount: num(a.recovered_amount),
    escapes: num(x.escapes),
    escapeAmount: num(x.amount),
  };
}

/** Roadside shifts open now in the parks (a booth's shift is not a collector's), the latest begun first. */
async function shiftsNow(s: CentreScope, parkIds: number[]) {
  const sh = tableOf(shiftResource);
  const rows = await executeRaw<Raw>(
    s.db,
    sql`select ${sh.id} as id, ${sh.parkId} as park_id, ${sh.sectionId} as section_id,
        ${sh.operatorId} as operator_id, ${sh.startedAt} as started_at
      from ${sh}
      where ${and(visibleConditions(shiftResource, s.access), inArray(sh.parkId, parkIds))}
        and ${sh.boxId} is null and ${sh.endedAt} is null and ${sh.startedAt} <= ${iso(s.now)}::timestamptz
      order by ${sh.startedAt} desc, ${sh.id} desc`,
  );
  return rows.map((x) => ({
    id: Number(x.id),
    parkId: Number(x.park_id),
    sectionId: idOrNull(x.section_id),
    operatorId: Number(x.operator_id),
    startedAt: new Date(x.started_at as string),
  }));
}

/**
 * Each hour of the day: the minutes cars stood in the enabled berths over the minutes the berths were there
 * (cut at now; an hour still to come is null), and the cars that parked in it.
 */
async function hoursOfDay(s: CentreScope, parkIds: number[], w: DayWindow) {
  const b = tableOf(berthResource);
  const r = tableOf(inOutRecordResource);
  const now = iso(s.now);
  const berths: SQL = sql`select ${b.id} as id from ${b}
    where ${and(visibleConditions(berthResource, s.access), inArray(b.parkId, parkIds))}
      and ${b.state} = ${enabledState.values.enabled}`;
  const rows = await executeRaw<Raw>(
    s.db,
    sql`with h as (
        select g.h, ${iso(w.from)}::timestamptz + make_interval(hours => g.h) as hs,
          least(${iso(w.from)}::timestamptz + make_interval(hours => g.h + 1), ${iso(w.to)}::timestamptz, ${now}::timestamptz) as he
        from generate_series(0, 23) as g(h)
      ),
      bs as (${berths}),
      st as (
        select ${r.berthId} as berth_id, ${r.inTime} as in_time, coalesce(${r.outTime}, ${now}::timestamptz) as out_time
        from ${r}
        where ${and(visibleConditions(inOutRecordResource, s.access), inArray(r.parkId, parkIds))}
          and ${r.berthId} in (select bs.id from bs) and ${r.state} <> ${stayState.values.merged}
          and ${r.inTime} < ${iso(w.to)}::timestamptz
          and (${r.outTime} is null or ${r.outTime} > ${iso(w.from)}::timestamptz)
      )
      select h.h, extract(epoch from h.he - h.hs)::float8 as seconds,
        (select count(*) from bs)::int as berths,
        coalesce((select sum(extract(epoch from least(st.out_time, h.he) - greatest(st.in_time, h.hs)))
          from st where st.in_time < h.he and st.out_time > h.hs), 0)::float8 as held,
        (select count(*) from ${r}
          where ${and(visibleConditions(inOutRecordResource, s.access), inArray(r.parkId, parkIds))}
            and ${r.berthId} is not null and ${r.state} <> ${stayState.values.merged}
            and ${r.inTime} >= h.hs and ${r.inTime} < h.hs + interval '1 hour')::int as cars_in
      from h order by h.h`,
  );
  return rows.map((x) => {
    const seconds = num(x.seconds);
    const available = seconds > 0 ? seconds * num(x.berths) : 0;
    return {
      hour: Number(x.h),
      rate: seconds > 0 ? percent(num(x.held), available) : null,
      occupiedMinutes: Math.round((num(x.held) / 60) * 100) / 100,
      carsIn: num(x.cars_in),
    };
  });
}

/** Sections of the parks, with their names, in the parks' order. */
async function sectionsOf(s: CentreScope, parkIds: number[]) {
  const t = tableOf(berthSectionResource);
  const rows = await executeRaw<Raw>(
    s.db,
    sql`select ${t.id} as id, ${t.parkId} as park_id, ${t.sectionName} as name from ${t}
      where ${and(visibleConditions(berthSectionResource, s.access), inArray(t.parkId, parkIds))}
      order by ${t.parkId}, ${t.sort}, ${t.id}`,
  );
  return rows.map((x) => ({ id: Number(x.id), parkId: Number(x.park_id), name: String(x.name ?? '') }));
}

const ranked = 10;

/**
 * The operating overview of the roadside parks: berths and how many are taken now, the day's cars, money
 * due (fee of the stays settled in the day) and taken (payments of the day), arrears, escapes, collectors on
 * shift now, occupancy by hour, and the sections ranked by occupancy now and by money taken. Money in fen.
 */
export async function operatingOverview(s: CentreScope, parks: Park[], w: DayWindow) {
  const parkIds = parks.map((p) => p.id);
  if (!parkIds.length) {
    return {
      at: iso(s.now),
      day: w.day,
      today: w.today,
      parks: [],
      totals: emptyTotals(),
      payWays: [],
      shifts: [],
      hours: [],
      sections: [],
      byOccupancy: [],
      byMoney: [],
    };
  }
  const [berths, stays, payments, arrears, shifts, hours, sections] = await Promise.all([
    berthsNow(s, parkIds),
    staysOfDay(s, parkIds, w),
    paymentsOfDay(s, parkIds, w),
    arrearsOfDay(s, parkIds, w),
    shiftsNow(s, parkIds),
    hoursOfDay(s, parkIds, w),
    sectionsOf(s, parkIds),
  ]);
  const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((n, r) => n + f(r), 0);
  const berthTotal = sum(berths, (r) => r.berths);
  const occupied = sum(berths, (r) => r.occupied);
  const names = await namesFor(s.db, {
    users: shifts.map((x) => x.operatorId),
  });
  const parkName = new Map(parks.map((p) => [p.id, p.name]));
  const sectionName = new Map(sections.map((x) => [x.id, x.name]));
  const sectionRows = sections.map((x) => {
    const b = berths.filter((r) => r.sectionId === x.id);
    const st = stays.filter((r) => r.sectionId === x.id);
    const pay = payments.filter((r) => r.sectionId === x.id);
    const sectionBerths = sum(b, (r) => r.berths);
    const sectionOccupied = sum(b, (r) => r.occupied);
    return {
      sectionId: x.id,
      sectionName: x.name,
      parkId: x.parkId,
      parkName: parkName.get(x.parkId) ?? '',
      berths: sectionBerths,
      occupied: sectionOccupied,
      occupancy: percent(sectionOccupied, sectionBerths),
      carsIn: sum(st, (r) => r.carsIn),
      feeDue: sum(st, (r) => r.fee),
      taken: sum(pay, (r) => r.amount),
    };
  });
  const byWay = new Map<number | null, { payments: number; amount: number }>();
  for (const p of payments) {
    const had = byWay.get(p.payWay) ?? { payments: 0, amount: 0 };
    byWay.set(p.payWay, { payments: had.payments + p.payments, amount: had.amount + p.amount });
  }
  const ways = new Map<unknown, { zh: string; en: string }>(payWay.items.map((i) => [i.value, i.label]));
  return {
    at: iso(s.now),
    day: w.day,
    today: w.today,
    parks: parks.map((p) => ({ parkId: p.id, parkName: p.name })),
    totals: {
      parks: parks.length,
      berths: berthTotal,
      occupied,
      free: berthTotal - occupied,
      occupancy: percent(occupied, berthTotal),
      // taken by the berth's own mark (by hand, or a sensor before any event) with no stay to price or time
      occupiedWithoutStay: sum(berths, (r) => r.markedOnly),
      carsIn: sum(stays, (r) => r.carsIn),
      settled: sum(stays, (r) => r.settled),
      feeDue: sum(stays, (r) => r.fee),
      taken: sum(payments, (r) => r.amount),
      payments: sum(payments, (r) => r.payments),
      ...arrears,
      collectorsOnShift: new Set(shifts.map((x) => x.operatorId)).size,
    },
    payWays: [...byWay.entries()]
      .map(([way, v]) => ({ payWay: way, payWayName: way == null ? '' : (ways.get(way)?.[s.lang] ?? ''), ...v }))
      .sort((a, b) => b.amount - a.amount),
    shifts: shifts.map((x) => ({
      ...x,
      startedAt: iso(x.startedAt),
      operatorName: names.user.get(x.operatorId) ?? '',
      parkName: parkName.get(x.parkId) ?? '',
      sectionName: x.sectionId == null ? '' : (sectionName.get(x.sectionId) ?? ''),
    })),
    hours,
    sections: sectionRows,
    byOccupancy: [...sectionRows]
      .filter((x) => x.berths > 0)
      .sort((a, b) => b.occupancy - a.occupancy || b.occupied - a.occupied || a.sectionId - b.sectionId)
      .slice(0, ranked),
    byMoney: [...sectionRows]
      .sort((a, b) => b.taken - a.taken || b.feeDue - a.feeDue || a.sectionId - b.sectionId)
      .slice(0, ranked),
  };
}

function emptyTotals() {
  return {
    parks: 0,
    berths: 0,
    occupied: 0,
    free: 0,
    occupancy: 0,
    occupiedWithoutStay: 0,
    carsIn: 0,
    settled: 0,
    feeDue: 0,
    taken: 0,
    payments: 0,
    arrearsMade: 0,
    arrearsMadeAmount: 0,
    arrearsRecovered: 0,
    arrearsRecoveredAmount: 0,
    escapes: 0,
    escapeAmount: 0,
    collectorsOnShift: 0,
  };
}
