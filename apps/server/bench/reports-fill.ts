import { addDays } from '@parking/domain';
import { parkResource } from '@parking/resources';
import { isNull } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/connection';
import { tableOf } from '../src/db/schema';
import { localToday } from '../src/modules/reports/summaries/local-days';
import { ensureSeeded } from '../src/seed/seed';
import { runBulk } from '../src/simulate/bulk-command';

/** A park's month of about 100,000 stays, as issue 20's what-if figure asks: 3,334 cars a day. */
const busyCarsPerDay = 3334;

export type FillPlan = { total: number; parks: number; carsPerDay: number; days: number; firstDay: string };

/**
 * Fills the bench database with `npm run simulate -- --bulk` run in this process (seeded parks, stays priced by
 * their rules, orders and payments, then the day summaries). Every park gets the same cars a day, at most the
 * 3,334 that make a month of ~100,000 stays, over as many days as the total needs and at least 62, so the last
 * full month is filled whole.
 */
export async function fillReports(
  databaseUrl: string,
  dataDir: string,
  total: number,
  log: (line: string) => void,
): Promise<FillPlan & { seconds: number }> {
  Object.assign(process.env, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let parks = 0;
  try {
    await migrate(database);
    const app = await buildApp(config, database, { logger: false });
    await ensureSeeded(app.context);
    await app.fastify.close();
    const t = tableOf(parkResource);
    parks = (await database.db.select({ id: t.id }).from(t).where(isNull(t.deletedAt))).length;
  } finally {
    await database.close();
  }
  const carsPerDay = Math.min(busyCarsPerDay, Math.ceil(total / parks / 62));
  const days = Math.ceil(total / parks / carsPerDay);
  const firstDay = addDays(localToday(config.timeZone), 1 - days);
  const plan = { total, parks, carsPerDay, days, firstDay };
  log(`  filling: ${JSON.stringify(plan)}`);
  const started = performance.now();
  // the command reports on stdout; the bench keeps stdout for its table
  const print = console.log;
  console.log = (...parts: unknown[]) => log(`  ${parts.join(' ')}`);
  try {
    await runBulk({ total, parks: [], from: firstDay, days, cars: carsPerDay, seed: 1, batch: 2000 });
  } finally {
    console.log = print;
  }
  const reopened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // as autovacuum would have by then: index-only scans need the pages marked all-visible
    await reopened.query('vacuum analyze');
  } finally {
    await reopened.close();
  }
  return { ...plan, seconds: (performance.now() - started) / 1000 };
}
