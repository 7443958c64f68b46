import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatLocalDateTime, parseLocalDateTime } from '@parking/domain';
import { demoPassword, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { midnightOf } from '../src/modules/reports/summaries/local-days';
import { startBareServer } from './bare-server';
import { createPostgresTarget } from './postgres-target';
import { bareMonthStays, medianMs, rawDashboardMs, startBareDashboards } from './reports-bare';
import { type ExportMeasured, measureExport } from './reports-export';
import { fillReports } from './reports-fill';
import { type ReportLoadJob, type ReportLoadResult, runLoads } from './reports-load';
import { dashboardCalls, lastDayOf, reportPages } from './reports-pages';
import { signIn, startServerChild } from './reports-server';
import { markdownTable, report } from './summary';

const total = Number(process.env.BENCH_REPORT_ROWS ?? 5_000_000);
const exportRows = Number(process.env.BENCH_EXPORT_ROWS ?? Math.min(1_000_000, Math.floor(total / 5)));
const measureSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmUpSeconds = 1;
const clients = 10;
const targets = { dashboardMs: 100, pageMs: 200, whatIfS: 3, rssMb: 300 };

const log = (line: string) => process.stderr.write(`${line}\n`);
const ms = (v: number) => `${v.toFixed(1)} ms`;
const verdict = (holds: boolean) => (holds ? ('holds' as const) : ('MISSED' as const));

type Line = {
  figure: string;
  value: string;
  target: string;
  verdict: 'holds' | 'MISSED' | '';
  bare?: string;
  ratio?: string;
  records?: string;
};
const lines: Line[] = [];
const add = (line: Line) => {
  lines.push(line);
  report({ bench: 'reports', what: line.figure, value: line.value, target: line.target, verdict: line.verdict });
};

// BENCH_REPORT_DATABASE: a database an earlier run filled and kept (BENCH_REPORT_KEEP=1), measured again as it is
const reused = process.env.BENCH_REPORT_DATABASE;
const postgres = reused
  ? { databaseUrl: reused, name: new URL(reused).pathname.slice(1), drop: async () => undefined }
  : await createPostgresTarget();
if (!postgres) {
  log('reports: needs PostgreSQL (DATABASE_URL, or a server on 127.0.0.1:5432 that trusts postgres); none answers');
  process.exit(1);
}
const keep = process.env.BENCH_REPORT_KEEP === '1';
log(`reports, PostgreSQL: ${reused ? 'filled earlier' : 'own'} database ${postgres.name}${keep ? ' (kept)' : ''}`);
const dataDir = mkdtempSync(join(tmpdir(), 'parking-reports-bench-'));
const closers: (() => Promise<void>)[] = [];
try {
  const fill = reused ? null : await fillReports(postgres.databaseUrl, dataDir, total, log);
  if (fill) log(`  filled in ${fill.seconds.toFixed(0)} s`);
  const config = loadConfig({ DATABASE_URL: postgres.databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const tz = config.timeZone;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  closers.unshift(() => database.close());
  const one = async <T>(text: string, params: unknown[] = []) => (await database.query<T>(text, params))[0] as T;

  const counts = await one<{ stays: string; orders: string; pays: string }>(
    `select (select count(*) from park_io_record) as stays, (select count(*) from park_order) as orders,
      (select count(*) from pay_record) as pays`,
  );
  log(`  database: ${counts.stays} stays, ${counts.orders} orders, ${counts.pays} payments`);
  // the busiest park's busiest whole month (the current month is not whole yet)
  const busy = await one<{ park_id: string; month: string; stays: string }>(
    `select park_id, to_char(day, 'YYYY-MM') as month, sum(entries) as stays from stat_park_day
      where deleted_at is null and day < date_trunc('month', $1::date) group by 1, 2 order by 3 desc limit 1`,
    [formatLocalDateTime(new Date(), tz).slice(0, 10)],
  );
  const parkId = Number(busy.park_id);
  const month = busy.month;
  const day = `${month}-15`;
  const company = await one<{ company_id: string }>(`select company_id from sys_user where username = 'company_a'`);
  const plate = await one<{ plate_number: string }>(
    'select plate_number from park_io_record where park_id = $1 order by id desc limit 1',
    [parkId],
  );
  log(`  busiest park month: park ${parkId}, ${month}, ${busy.stays} entries`);

  // a small run's export must still be large enough for the background path it measures
  const background = String(Math.min(100_000, Math.floor(exportRows / 2)));
  const server = await startServerChild(
    { DATABASE_URL: postgres.databaseUrl, DATA_DIR: dataDir, EXPORT_BACKGROUND_ROWS: background },
    log,
  );
  closers.unshift(() => server.stop());
  const admin = await signIn(server.url, config, 'admin', config.adminPassword ?? 'Parking@2026');
  const companyUser = await signIn(server.url, config, 'company_a', demoPassword);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  log(`  server pid ${server.pid} on ${server.url}, RSS ${server.rssMb().toFixed(0)} MB`);

  // 4. the export first, on a server that has served nothing else yet
  const boundary = await one<{ in_time: Date }>(
    'select in_time from park_io_record where deleted_at is null order by in_time desc offset $1 limit 1',
    [exportRows - 1],
  );
  const inTimeStart = formatLocalDateTime(boundary.in_time, tz);
  const inTimeEnd = `${formatLocalDateTime(new Date(), tz).slice(0, 10)} 23:59:59`;
  // the filter names whole seconds: the rows it selects are counted the same way
  const asked = Number(
    (
      await one<{ n: string }>(
        `select count(*) as n from park_io_record where deleted_at is null
          and in_time >= date_trunc('second', $1::timestamptz) and in_time <= $2`,
        [boundary.in_time, parseLocalDateTime(inTimeEnd, tz)],
      )
    ).n,
  );
  log(`  export: in/out records entered from ${inTimeStart}: ${asked} rows`);
  const exported: ExportMeasured = await measureExport(
    server,
    admin,
    { inTimeStart, inTimeEnd },
    join(dataDir, 'bench-export.xlsx'),
    log,
  );

  // 1. dashboards: the engine for the platform and a company user, the bare statements for both
  const bareDash = await startBareDashboards(database, tz);
  closers.unshift(() => bareDash.close());
  const job = (name: string, url: string, headers: Record<string, string>): ReportLoadJob => ({
    name,
    url,
    headers,
    clients,
    warmUpSeconds,
    seconds: measureSeconds,
  });
  const dashJobs = dashboardCalls.flatMap((call) => [
    job(`${call} admin`, `${server.url}/api/updown/staticFirst/${call}`, auth(admin)),
    job(`${call} admin bare`, `${bareDash.url}/dash/${call}`, {}),
    job(`${call} company`, `${server.url}/api/updown/staticFirst/${call}`, auth(companyUser)),
    job(`${call} company bare`, `${bareDash.url}/dash/${call}?company=${company.company_id}`, {}),
  ]);
  log(`  dashboards: ${dashJobs.length} loads of ${warmUpSeconds + measureSeconds} s`);
  const dash = new Map((await runLoads(dashJobs)).map((r) => [r.name, r]));
  const failed = (r: ReportLoadResult | undefined) => !r || r.failures > 0 || r.requests === 0;
  for (const call of dashboardCalls) {
    const raw = await rawDashboardMs(database, call, tz);
    for (const who of ['admin', 'company'] as const) {
      const engine = dash.get(`${call} ${who}`);
      const bare = dash.get(`${call} ${who} bare`);
      const p99 = engine?.p99Ms ?? Number.NaN;
      add({
        figure: `dashboard ${call} p99, ${who === 'admin' ? 'platform admin' : 'company user'}, ${clients} clients`,
        value: failed(engine) ? `${engine?.failures} failed` : ms(p99),
        target: `< ${targets.dashboardMs} ms`,
        verdict: verdict(!failed(engine) && p99 < targets.dashboardMs),
        bare: bare ? ms(bare.p99Ms) : '',
        ratio: bare ? `${(p99 / bare.p99Ms).toFixed(1)}x` : '',
        records: who === 'admin' ? ms(raw) : '',
      });
    }
  }

  // 2. report pages, each for the busy month (the in/out records: the busy park's day), and the bare in/out page
  const pages = reportPages({ month, parkId, day, plate: plate.plate_number });
  const pageJobs: ReportLoadJob[] = [];
  const refused = new Map<string, string>();
  for (const page of pages) {
    const url = `${server.url}${page.url}?${new URLSearchParams(page.query)}`;
    const res = await fetch(url, { headers: auth(admin) });
    const answer = (await res.json().catch(() => ({}))) as { success?: boolean; msg?: string };
    if (res.status === 200 && answer.success) pageJobs.push(job(page.url, url, auth(admin)));
    else refused.set(page.url, `${res.status} ${answer.msg ?? ''}`.slice(0, 80));
  }
  const bareList = await startBareServer(database, tz);
  closers.unshift(() => bareList.close());
  const inOutPage = pages.find((p) => p.url.endsWith('/getPageInOutRecord'));
  if (inOutPage)
    pageJobs.push(job('bare in/out page', `${bareList.url}/list?${new URLSearchParams(inOutPage.query)}`, {}));
  log(`  report pages: ${pageJobs.length} loads of ${warmUpSeconds + measureSeconds} s (${refused.size} refused)`);
  const paged = new Map((await runLoads(pageJobs)).map((r) => [r.name, r]));
  const bareInOut = paged.get('bare in/out page');
  for (const page of pages) {
    const name = page.url.replace('/api/updown/', '');
    const why = refused.get(page.url);
    const r = paged.get(page.url);
    const withBare = page === inOutPage && bareInOut;
    add({
      figure: `report ${name} p99, ${clients} clients`,
      value: why ? `refused: ${why}` : failed(r) ? `${r?.failures} failed` : ms(r?.p99Ms ?? Number.NaN),
      target: `< ${targets.pageMs} ms`,
      verdict: verdict(!why && !failed(r) && (r?.p99Ms ?? Infinity) < targets.pageMs),
      bare: withBare ? ms(bareInOut.p99Ms) : '',
      ratio: withBare && r ? `${(r.p99Ms / bareInOut.p99Ms).toFixed(1)}x` : '',
    });
  }

  // 3. the what-if of the busiest park's busiest month, beside the bare read of its stays
  const whatIfTimes: number[] = [];
  let priced = 0;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/updown/parkFeeRule/whatIf`, {
      method: 'POST',
      headers: { ...auth(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ parkId, month }),
    });
    const answer = (await res.json()) as {
      success: boolean;
      msg?: string;
      data?: { totals: { stays: number }; skippedStays: number };
    };
    whatIfTimes.push(performance.now() - t0);
    if (!answer.success || !answer.data) throw new Error(`what-if answered ${res.status}: ${answer.msg}`);
    priced = answer.data.totals.stays + answer.data.skippedStays;
  }
  const whatIfMs = whatIfTimes.sort((a, b) => a - b)[1] as number;
  const monthFrom = midnightOf(`${month}-01`, tz);
  const monthTo = midnightOf(lastDayOf(month), tz, 1);
  let bareRows = 0;
  const bareWhatIfMs = await medianMs(async () => {
    bareRows = (await bareMonthStays(database, parkId, monthFrom, monthTo)).length;
  });
  log(
    `  what-if: ${priced} stays answered, ${bareRows} read bare; runs ${whatIfTimes.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
  add({
    figure: `what-if of park ${parkId}, ${month} (${bareRows.toLocaleString('en-US')} stays), median of 3`,
    value: `${(whatIfMs / 1000).toFixed(2)} s`,
    target: `< ${targets.whatIfS} s`,
    verdict: verdict(whatIfMs < targets.whatIfS * 1000 && priced === bareRows),
    bare: `${(bareWhatIfMs / 1000).toFixed(2)} s`,
    ratio: `${(whatIfMs / bareWhatIfMs).toFixed(1)}x`,
  });

  add({
    figure: `export of ${exported.rows.toLocaleString('en-US')} in/out records: server peak RSS (at start ${exported.startRssMb.toFixed(0)} MB)`,
    value: `${exported.peakRssMb.toFixed(0)} MB`,
    target: `< ${targets.rssMb} MB`,
    verdict: verdict(exported.peakRssMb < targets.rssMb),
  });
  add({
    figure: `export rate (${exported.seconds.toFixed(0)} s to done, file ${exported.fileMb.toFixed(0)} MB)`,
    value: `${exported.rowsPerSecond.toFixed(0)} rows/s`,
    target: 'reported only',
    verdict: '',
  });
  add({
    figure: `export file's data rows (stream-read) = rows asked (${asked.toLocaleString('en-US')})`,
    value: exported.dataRowsInFile.toLocaleString('en-US'),
    target: `= ${asked.toLocaleString('en-US')}`,
    verdict: verdict(exported.dataRowsInFile === asked && exported.rows === asked),
  });

  console.log(
    markdownTable(
      ['figure', 'value', 'target', 'verdict', 'bare', 'vs bare', 'from records'],
      lines.map((l) => [l.figure, l.value, l.target, l.verdict, l.bare ?? '', l.ratio ?? '', l.records ?? '']),
    ),
  );
  console.log(
    [
      `\nPostgreSQL, ${Number(counts.stays).toLocaleString('en-US')} in/out records, ${Number(counts.orders).toLocaleString('en-US')} orders (simulate --bulk${fill ? `: ${fill.parks} parks, ${fill.carsPerDay} cars a park and day from ${fill.firstDay}, filled in ${fill.seconds.toFixed(0)} s` : ''}).`,
      `Loads: ${clients} concurrent clients from another process, ${measureSeconds} s each after a ${warmUpSeconds} s warm-up; the server runs`,
      'in a child process as `npm start` runs it. bare: the same figure from the same table by a plain node:http handler',
      '(dashboards: the summary tables; in/out page: bare-server.ts; what-if: reading the stays without pricing them).',
      'from records: the dashboard figure counted from the raw records instead of the day summaries (median of 3, one client).',
    ].join('\n'),
  );
} finally {
  for (const close of closers) await close().catch((err) => log(`  closing: ${err}`));
  if (keep) log(`  kept database ${postgres.databaseUrl}`);
  else await postgres.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
