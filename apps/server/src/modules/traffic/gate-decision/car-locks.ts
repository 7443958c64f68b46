import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/connection';
import { Statement } from '../../../db/named-statement';

/** A car in a park, as its lock knows it. */
export type CarKey = { parkId: number; plate: string };

const lockStatement = new Statement<{ parks: number[]; plates: string[]; batch: boolean }>(
  (value) =>
    sql`select set_config('plan_cache_mode', case when ${value('batch')}::boolean then 'force_generic_plan' else 'auto' end, true) as plans,
          set_config('enable_seqscan', case when ${value('batch')}::boolean then 'off' else 'on' end, true) as scans,
          (select count(pg_advisory_xact_lock(k.park, k.plate_hash)) from (
            select park, hashtext(plate) as plate_hash
            from unnest(${value('parks')}::int[], ${value('plates')}::text[]) as c(park, plate)
            order by 1, 2) k) as locked`,
);

/**
 * A car's reads at the gates and an operator's changes to its stays are decided one after the other,
 * whichever gate, server or console they come from: the car's lock is held to the commit. Several cars
 * are locked in one order (park, plate hash), so two holders of several never wait on each other in a
 * circle. Whoever holds a car's lock then locks its stays, then their orders, then the stall counts.
 *
 * `genericPlans`: the gate's batch statements take arrays whatever their length, so one plan made per
 * connection serves them all, where PostgreSQL would otherwise plan them anew each time. They find every
 * row through an index, so that plan is told to avoid whole-table scans: a table that was small when the
 * plan was made (a new park's orders) would otherwise be scanned on every read long after it has grown.
 */
export async function lockCars(tx: Tx, cars: CarKey[], opts: { genericPlans?: boolean } = {}): Promise<void> {
  await lockStatement.run(tx, {
    parks: cars.map((c) => c.parkId),
    plates: cars.map((c) => c.plate),
    batch: opts.genericPlans === true,
  });
}
