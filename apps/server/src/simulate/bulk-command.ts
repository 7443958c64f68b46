import { formatLocalDateTime, parseLocalDateTime } from '@parking/domain';
import { parkResource } from '@parking/resources';
import { isNull } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/connection';
import { tableOf } from '../db/schema';
import { rebuildDaySummaries } from '../modules/reports/summaries/day-summaries.service';
import { countHoursInSteps } from '../modules/reports/summaries/hour-summaries';
import { localToday } from '../modules/reports/summaries/local-days';
import { ensureSeeded } from '../seed/seed';
import { bulkFill } from './bulk-fill';

export type BulkCommand = {
  total: number;
  /** Park ids or parts of names; every park when empty. */
  parks: string[];
  from?: string | undefined;
  days: number;
  cars?: number | undefined;
  seed: number;
  batch: number;
};

/** `npm run simulate -- --bulk N`: fills the configured database and prints the rate. */
export async function runBulk(c: BulkCommand): Promise<void> {
  if (!Number.isInteger(c.total) || c.total <= 0) throw new Error(`--bulk: not a positive count: ${c.total}`);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    // a fresh database gets its parks and fee rules as the server would give them on first start
    const app = await buildApp(config, database, { logger: false });
    await ensureSeeded(app.context);
    await app.fastify.close();
    const t = tableOf(parkResource);
    const all = await database.db.select({ id: t.id, name: t.parkName }).from(t).where(isNull(t.deletedAt));
    const parks = c.parks.length
      ? all.filter((p) => c.parks.some((w) => String(p.id) === w || p.name.includes(w)))
      : all;
    if (!parks.length) throw new Error('no park to fill');
    const days = Math.max(1, c.days);
    const carsPerDay = c.cars ?? Math.ceil(c.total / parks.length / days);
    const from =
      (c.from && parseLocalDateTime(c.from, config.timeZone)) ||
      parseLocalDateTime(
        formatLocalDateTime(new Date(Date.now() - days * 86_400_000), config.timeZone).slice(0, 10),
        config.timeZone,
      );
    if (!from) throw new Error(`--from: not a day: ${c.from}`);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(
      `filling ${c.total.toLocaleString('en')} stays into ${where}: ${parks.length} parks, ${carsPerDay} cars per park and day from ${formatLocalDateTime(from, config.timeZone).slice(0, 10)}, batches of ${c.batch}`,
    );
    const started = performance.now();
    let shown = 0;
    const result = await bulkFill(
      database,
      {
        parkIds: parks.map((p) => p.id),
        total: c.total,
        from,
        carsPerDay,
        seed: c.seed,
        timeZone: config.timeZone,
        batch: c.batch,
      },
      (written) => {
        if (written - shown >= 50_000 || written === c.total) {
          shown = written;
          const s = (performance.now() - started) / 1000;
          process.stderr.write(`\r${written.toLocaleString('en')} stays, ${(written / s).toFixed(0)} rows/s   `);
        }
      },
    );
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write('\n');
    console.log(
      `wrote ${result.stays.toLocaleString('en')} stays and ${result.orders.toLocaleString('en')} paid orders with their payments in ${seconds.toFixed(1)} s: ${(result.stays / seconds).toFixed(0)} stays/s, ${((result.stays + 2 * result.orders) / seconds).toFixed(0)} rows/s`,
    );
    // the reports read day summaries: count the filled days once, as the summary job would
    const t0 = performance.now();
    const firstDay = formatLocalDateTime(from, config.timeZone).slice(0, 10);
    const counted = await database.db.transaction((tx) =>
      rebuildDaySummaries(tx, config.timeZone, { from: firstDay, to: localToday(config.timeZone) }),
    );
    console.log(
      `day summaries: ${counted.dayRows.toLocaleString('en')} park days counted in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const t1 = performance.now();
    const hours = await countHoursInSteps(database.db);
    console.log(
      `hour summaries: ${hours.toLocaleString('en')} park hours counted in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}
