import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@parking/domain';
import type { Database } from '../src/db/connection';
import { localToday, midnightOf } from '../src/modules/reports/summaries/local-days';

/**
 * The dashboard figures as bare SQL: each statement answers what its staticFirst call answers, from the same
 * summary tables, with the caller's company as a bound parameter ($1, null for the platform) and no sign-in,
 * no validation, no envelope beyond what the load client checks.
 */
type Period = { from: string; to: string };
type Bare = { sql: string; period: (today: string) => Period };

const days = (n: number) => (today: string) => ({ from: addDays(today, 1 - n), to: today });
const scoped = (alias: string) =>
  `${alias}.deleted_at is null and ($1::bigint is null or ${alias}.company_id = $1) and ${alias}.day between $2::date and $3::date`;

export const bareDashboards: Record<string, Bare> = {
  getFirstPayMoney: {
    sql: `select coalesce(sum(d.order_paid + d.pass_paid), 0) as value from stat_park_day d where ${scoped('d')}`,
    period: days(1),
  },
  get15Fee: {
    sql: `select d.day::text as day, coalesce(sum(d.order_paid + d.pass_paid), 0) as value from stat_park_day d
      where ${scoped('d')} group by d.day order by d.day`,
    period: days(15),
  },
  getTodayParkSumSort: {
    sql: `select p.park_name as name, coalesce(sum(d.order_paid + d.pass_paid), 0) as value
      from stat_park_day d join park p on p.id = d.park_id where ${scoped('d')}
      group by p.park_name order by value desc limit 10`,
    period: days(1),
  },
  getPaywayCount: {
    sql: `select p.pay_way as key, coalesce(sum(p.pay_count), 0) as value from stat_pay_day p
      where ${scoped('p')} and p.pay_way is not null group by p.pay_way`,
    period: days(30),
  },
  getParkReleaseTypeSum: {
    sql: `select coalesce(sum(d.exits_pass), 0) as pass, coalesce(sum(d.exits_paid), 0) as paid,
      coalesce(sum(d.exits_free), 0) as free, coalesce(sum(d.exits_owing), 0) as owing
      from stat_park_day d where ${scoped('d')}`,
    period: days(30),
  },
  getParkCarTypeSum: {
    sql: `select coalesce(t.car_type_name, '未分类') as name, sum(kv.value::bigint) as value
      from stat_park_day d cross join jsonb_each_text(coalesce(d.entries_by_type, '{}'::jsonb)) kv
      left join park_car_type t on t.id = nullif(kv.key, '')::bigint
      where ${scoped('d')} group by 1`,
    period: days(30),
  },
  getParkLive: {
    sql: `select p.id, p.park_name, p.total_stalls, p.free_stalls, d.hour_in,
        coalesce(d.order_paid + d.pass_paid, 0) as takings, coalesce(d.entries, 0) as entries,
        coalesce(d.exits, 0) as exits, count(*) over () as parks,
        sum(p.total_stalls) over () as all_stalls, sum(coalesce(d.entries, 0)) over () as all_entries
      from park p left join stat_park_day d on d.park_id = p.id and d.deleted_at is null and d.day = $2::date
      where p.deleted_at is null and ($1::bigint is null or p.company_id = $1) and $3::date is not null
      order by coalesce(d.entries, 0) desc, p.id limit 50`,
    period: days(1),
  },
};

/**
 * The same figures counted from the records instead of the summaries (what a dashboard would cost without
 * them): $1 company or null, $2 and $3 the instants the period starts and ends, $4 the zone.
 */
const rawScope = (alias: string, column: string) =>
  `${alias}.deleted_at is null and ($1::bigint is null or ${alias}.company_id = $1) and ${alias}.${column} >= $2 and ${alias}.${column} < $3`;
const takingsOf = (group: string) => `
  select ${group} as key, sum(amount) as value from (
    select r.park_id, r.paid_at, r.amount from pay_record r where ${rawScope('r', 'paid_at')}
    union all
    select m.park_id, m.paid_at, m.money from month_pass_payment m where ${rawScope('m', 'paid_at')} and m.money > 0
  ) t group by 1`;

export const rawDashboards: Record<string, { sql: string; days: number }> = {
  getFirstPayMoney: { sql: `${takingsOf(`'today'`)} having $4::text is not null`, days: 1 },
  get15Fee: { sql: takingsOf(`to_char(paid_at at time zone $4, 'YYYY-MM-DD')`), days: 15 },
  getTodayParkSumSort: {
    sql: `${takingsOf('park_id')} having $4::text is not null order by value desc limit 10`,
    days: 1,
  },
  getPaywayCount: {
    sql: `select pay_way, count(*) from (
      select r.pay_way from pay_record r where ${rawScope('r', 'paid_at')}
      union all select m.pay_way from month_pass_payment m where ${rawScope('m', 'paid_at')} and m.money > 0
    ) t where $4::text is not null group by 1`,
    days: 30,
  },
  getParkReleaseTypeSum: {
    sql: `select case when s.pass_id is not null then 'pass' when s.fee = 0 then 'free'
        when s.paid >= s.fee then 'paid' else 'owing' end, count(*)
      from park_io_record s where ${rawScope('s', 'out_time')} and s.state <> 5 and $4::text is not null group by 1`,
    days: 30,
  },
  getParkCarTypeSum: {
    sql: `select s.car_type_id, count(*) from park_io_record s
      where ${rawScope('s', 'in_time')} and $4::text is not null group by 1`,
    days: 30,
  },
  getParkLive: {
    sql: `select s.park_id, extract(hour from s.in_time at time zone $4) as hour, count(*)
      from park_io_record s where ${rawScope('s', 'in_time')} group by 1, 2`,
    days: 1,
  },
};

export type BareReports = { url: string; close: () => Promise<void> };

/** GET /dash/<call>?company=<id>: the bare dashboard statements over HTTP, no sign-in. */
export async function startBareDashboards(database: Database, timeZone: string): Promise<BareReports> {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://bare');
      const bare = bareDashboards[url.pathname.replace('/dash/', '')];
      if (!bare) {
        res.writeHead(404).end();
        return;
      }
      const company = url.searchParams.get('company') || null;
      const { from, to } = bare.period(localToday(timeZone));
      const rows = await database.query(bare.sql, [company, from, to]);
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ code: 200, success: true, msg: 'success', data: rows }));
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The median of three runs of a statement, in ms. */
export async function medianMs(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[1] as number;
}

/** How long a dashboard figure takes counted from the records, for the platform user (median of 3, ms). */
export function rawDashboardMs(database: Database, name: string, timeZone: string): Promise<number> {
  const raw = rawDashboards[name];
  if (!raw) return Promise.resolve(Number.NaN);
  const today = localToday(timeZone);
  const from = midnightOf(addDays(today, 1 - raw.days), timeZone).toISOString();
  const to = midnightOf(today, timeZone, 1).toISOString();
  return medianMs(() => database.query(raw.sql, [null, from, to, timeZone]));
}

/** The bare read of a what-if's stays: the month's stays of the park, the columns it prices with, no pricing. */
export function bareMonthStays(database: Database, parkId: number, from: Date, to: Date) {
  return database.query(
    `select s.id, s.in_time, s.out_time, s.state, s.car_kind, s.area_id, s.car_type_id, s.fee, s.no_entry_fee,
        s.pass_id, s.covered_from, p.end_time
      from park_io_record s left join month_pass p on p.id = s.pass_id and p.deleted_at is null
      where s.deleted_at is null and s.park_id = $1 and s.in_time >= $2 and s.in_time < $3
      order by s.in_time, s.id`,
    [parkId, from.toISOString(), to.toISOString()],
  );
}
