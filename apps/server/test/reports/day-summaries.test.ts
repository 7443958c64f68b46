import { addDays, formatLocalDate } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/simulate/gate-client';
import { runRoadside } from '../../src/simulate/run-roadside';
import { runSimulation } from '../../src/simulate/run-simulation';
import { parkIdOf } from '../parks/helpers';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { adminPassword, clientId, clientSecret } from '../support/test-config';
import { ok } from '../system/helpers';

const tz = 'Asia/Shanghai';
let app: TestApp;
let api: ApiClient;
let admin: string;
let company: string;
let plaza: number;
let roadside: number;
const today = formatLocalDate(new Date(), tz);

beforeAll(async () => {
  app = await createTestApp();
  const url = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  api = new ApiClient(url, { id: clientId, secret: clientSecret });
  await api.signIn('admin', adminPassword);
  admin = await signIn(app, 'admin');
  company = await signIn(app, 'company_a');
  plaza = await parkIdOf(app, company, '世纪广场停车场');
  roadside = await parkIdOf(app, company, '世纪大道路侧停车');
});
afterAll(() => app.close());

/** A refused call: its status and the message it gave. */
async function fails(method: string, url: string, o: Parameters<typeof call>[3], status = 400): Promise<string> {
  const res = await call(app, method, url, o);
  expect(res.status, `${method} ${url}`).toBe(status);
  return res.body?.msg ?? '';
}

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.database.query<T>(text, params);

/** The figures of one park and day counted straight from the records, written apart from the summary code. */
async function recount(parkId: number, day: string) {
  const local = (c: string) => `(${c} at time zone '${tz}')::date = $2::date`;
  const one = async (text: string) => Number((await q<{ n: string }>(text, [parkId, day]))[0]?.n ?? 0);
  return {
    entries: await one(
      `select count(*) n from park_io_record where park_id = $1 and ${local('in_time')} and state <> 5 and deleted_at is null`,
    ),
    exits: await one(
      `select count(*) n from park_io_record where park_id = $1 and ${local('out_time')} and state <> 5 and deleted_at is null`,
    ),
    fee: await one(
      `select coalesce(sum(fee), 0) n from park_io_record where park_id = $1 and ${local('out_time')} and state <> 5 and deleted_at is null`,
    ),
    orderPaid: await one(
      `select coalesce(sum(amount), 0) n from pay_record where park_id = $1 and ${local('paid_at')} and deleted_at is null`,
    ),
    onlinePaid: await one(
      `select coalesce(sum(amount), 0) n from pay_record where park_id = $1 and ${local('paid_at')} and pay_way in (2, 3) and deleted_at is null`,
    ),
    passPaid: await one(
      `select coalesce(sum(money), 0) n from month_pass_payment where park_id = $1 and ${local('paid_at')} and deleted_at is null`,
    ),
    refunded: await one(
      `select coalesce(sum(amount), 0) n from refund_order where park_id = $1 and ${local('refunded_at')} and deleted_at is null`,
    ),
    oweNew: await one(
      `select coalesce(sum(amount), 0) n from owe_record where park_id = $1 and ${local('owe_time')} and deleted_at is null`,
    ),
    // cars inside when the day ended
    insideAtEnd: await one(
      `select count(*) n from park_io_record where park_id = $1 and state <> 5 and deleted_at is null
        and in_time < ($2::date + 1)::timestamp at time zone '${tz}'
        and (out_time is null or out_time >= ($2::date + 1)::timestamp at time zone '${tz}')`,
    ),
  };
}

async function summaryOf(parkId: number, day: string) {
  const rows = await q<Record<string, string | number>>(
    `select entries, exits, fee, order_paid, online_paid, pass_paid, refunded, owe_new, inside_at_end
      from stat_park_day where park_id = $1 and day = $2::date`,
    [parkId, day],
  );
  const r = rows[0];
  const n = (k: string) => Number(r?.[k] ?? 0);
  return {
    entries: n('entries'),
    exits: n('exits'),
    fee: n('fee'),
    orderPaid: n('order_paid'),
    onlinePaid: n('online_paid'),
    passPaid: n('pass_paid'),
    refunded: n('refunded'),
    oweNew: n('owe_new'),
    insideAtEnd: n('inside_at_end'),
  };
}

describe('day summaries', () => {
  it('the seeded history is summarised at the first start: every park day equals a recount of its records', async () => {
    const days = await q<{ park_id: number; day: string }>(
      `select park_id, to_char(day, 'YYYY-MM-DD') as day from stat_park_day order by day desc limit 40`,
    );
    expect(days.length).toBeGreaterThan(10);
    for (const d of days)
      expect(await summaryOf(Number(d.park_id), d.day)).toEqual(await recount(Number(d.park_id), d.day));
  });

  it('after a simulated day at a park and a roadside street, recounting the period gives the records’ figures', async () => {
    const first = addDays(today, -3);
    const from = new Date(`${first}T00:00:00+08:00`);
    await runSimulation(api, {
      parkId: plaza,
      from,
      days: 1,
      carsPerDay: 80,
      speed: 0,
      seed: 11,
      lanes: 4,
      passShare: 0.2,
      blackShare: 0.05,
    });
    await runRoadside(api, {
      parkId: roadside,
      from,
      days: 1,
      staysPerDay: 12,
      seed: 4,
      escapeShare: 0.3,
      recoverShare: 0.5,
    });
    const rebuilt = await ok<{ parks: number; days: number }>(app, 'GET', '/api/updown/staticSum/reBuildDayData', {
      token: company,
      query: { startDate: first, endDate: today },
    });
    expect(rebuilt.days).toBe(4);
    for (const park of [plaza, roadside]) {
      for (const day of [first, addDays(first, 1), today]) {
        const summary = await summaryOf(park, day);
        expect(summary, `${park} ${day}`).toEqual(await recount(park, day));
      }
    }
    const sim = await summaryOf(plaza, first);
    expect(sim.entries).toBeGreaterThanOrEqual(60);
    expect(sim.orderPaid).toBeGreaterThan(0);
  });

  it('money taken per day, collector and pay way is read from the summaries and equals the payment records', async () => {
    const period = { startDate: addDays(today, -3), endDate: today };
    type Taken = { day: string; collector: string; payWay: number | null; count: number; amount: number };
    const answered = await ok<Taken[]>(app, 'GET', '/api/updown/staticSum/searchUserFeeDaily', {
      token: company,
      query: period,
    });
    const raw = await q<{ day: string; collector: string; pay_way: number | null; n: string; amount: string }>(
      `select to_char(p.paid_at at time zone '${tz}', 'YYYY-MM-DD') as day,
          case when p.adapter like 'cash:%' then substr(p.adapter, 6) else coalesce(p.adapter, '') end as collector,
          p.pay_way, count(*) n, sum(p.amount) amount
        from pay_record p join park k on k.id = p.park_id
        where k.company_id = (select company_id from sys_user where username = 'company_a') and p.deleted_at is null
          and (p.paid_at at time zone '${tz}')::date between $1::date and $2::date
        group by 1, 2, 3 order by 1, 2, 3`,
      [period.startDate, period.endDate],
    );
    expect(raw.length).toBeGreaterThan(0);
    expect(answered).toEqual(
      raw.map((r) => ({
        day: r.day,
        collector: r.collector,
        payWay: r.pay_way == null ? null : Number(r.pay_way),
        count: Number(r.n),
        amount: Number(r.amount),
      })),
    );
  });

  it('the shipped job keeps today’s summary in step: a payment made now is on the home page once it ran', async () => {
    const before = await ok<number>(app, 'GET', '/api/updown/staticFirst/getFirstPayMoney', { token: company });
    const from = new Date(Date.now() - 6 * 3_600_000);
    await runSimulation(api, { parkId: plaza, from, days: 1, carsPerDay: 30, speed: 0, seed: 21, lanes: 2, limit: 40 });
    const [job] = await q<{ id: number }>(`select id from sys_job where invoke_target = 'refreshDaySummaries'`);
    expect(job).toBeDefined();
    await ok(app, 'POST', '/api/updown/job/run', { token: admin, query: { jobId: job?.id } });
    const after = await ok<number>(app, 'GET', '/api/updown/staticFirst/getFirstPayMoney', { token: company });
    const [own] = await q<{ n: string }>(
      `select coalesce(sum(p.amount), 0) + (select coalesce(sum(m.money), 0) from month_pass_payment m join park k on k.id = m.park_id
          where k.company_id = (select company_id from park where id = $1) and (m.paid_at at time zone '${tz}')::date = $2::date and m.deleted_at is null) n
        from pay_record p join park k on k.id = p.park_id
        where k.company_id = (select company_id from park where id = $1) and (p.paid_at at time zone '${tz}')::date = $2::date and p.deleted_at is null`,
      [plaza, today],
    );
    expect(after).toBe(Number(own?.n));
    expect(after).toBeGreaterThanOrEqual(before);
  });

  it('the operator’s totals are those of its own park', async () => {
    const operator = await signIn(app, 'operator_a');
    const period = { startDate: addDays(today, -6), endDate: today };
    const own = await ok<{ entries: number; takings: number }>(app, 'GET', '/api/updown/staticSum/getNormalData', {
      token: operator,
      query: period,
    });
    const [park] = await q<{ park_id: number }>(
      `select g.park_id from user_park_grant g join sys_user u on u.id = g.user_id where u.username = 'operator_a'`,
    );
    const [sums] = await q<{ entries: string; takings: string }>(
      `select coalesce(sum(entries), 0) entries, coalesce(sum(order_paid + pass_paid), 0) takings from stat_park_day
        where park_id = $1 and day between $2::date and $3::date`,
      [park?.park_id, period.startDate, period.endDate],
    );
    expect(own.entries).toBe(Number(sums?.entries));
    expect(own.takings).toBe(Number(sums?.takings));
    const all = await ok<{ entries: number }>(app, 'GET', '/api/updown/staticSum/getNormalData', {
      token: company,
      query: period,
    });
    expect(all.entries).toBeGreaterThan(own.entries);
    // an operator may read the summaries but not recount them
    await fails('GET', '/api/updown/staticSum/reBuildDayData', { token: operator, query: period }, 403);
  });

  it('refuses a period that ends before it starts, naming the field', async () => {
    const msg = await fails('GET', '/api/updown/staticSum/getNormalData', {
      token: company,
      query: { startDate: today, endDate: addDays(today, -1) },
    });
    expect(msg).toContain('startDate');
    const bad = await fails('GET', '/api/updown/staticSum/getMonthFeeData', {
      token: company,
      query: { startMonth: '2026-13' },
    });
    expect(bad).toContain('startMonth');
  });

  it('answers months and days with every period present, money in fen', async () => {
    const months = await ok<{ month: string; takings: number }[]>(app, 'GET', '/api/updown/staticSum/getMonthFeeData', {
      token: company,
      query: { startMonth: '2026-01', endMonth: '2026-12' },
    });
    expect(months.map((m) => m.month)).toHaveLength(12);
    const days = await ok<{ day: string }[]>(app, 'GET', '/api/updown/staticSum/getParkInOutChartByDay', {
      token: company,
      query: { startDate: addDays(today, -9), endDate: today },
    });
    expect(days).toHaveLength(10);
    expect(days.at(-1)?.day).toBe(today);
    const third = await ok<{ data: unknown[]; note: string }>(
      app,
      'GET',
      '/api/updown/staticSum/getThirdInOutSumData',
      {
        token: company,
      },
    );
    expect(third.data).toEqual([]);
    expect(third.note).toMatch(/third-party/);
  });

  it('the live view shows each park’s stalls now and today’s takings from its summary', async () => {
    type Live = {
      totals: { parks: number; takings: number; occupied: number; totalStalls: number };
      parks: { parkId: number; totalStalls: number; freeStalls: number; occupied: number; takings: number }[];
    };
    const live = await ok<Live>(app, 'GET', '/api/updown/staticFirst/getParkLive', { token: company });
    const [park] = await q<{ total_stalls: number; free_stalls: number }>(
      'select total_stalls, free_stalls from park where id = $1',
      [plaza],
    );
    const row = live.parks.find((p) => p.parkId === plaza);
    expect(row?.totalStalls).toBe(Number(park?.total_stalls));
    expect(row?.occupied).toBe(Number(park?.total_stalls) - Math.max(0, Number(park?.free_stalls)));
    expect(row?.takings).toBe((await summaryOf(plaza, today)).orderPaid + (await summaryOf(plaza, today)).passPaid);
    expect(live.totals.takings).toBe(live.parks.reduce((n, p) => n + p.takings, 0));
    const operator = await signIn(app, 'operator_a');
    const own = await ok<Live>(app, 'GET', '/api/updown/staticFirst/getParkLive', { token: operator });
    expect(own.parks).toHaveLength(1);
    expect(own.totals.parks).toBe(1);
  });
});
