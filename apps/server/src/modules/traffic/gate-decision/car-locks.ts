import { inOutRecordResource } from '@parking/resources';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/connection';
import { Statement } from '../../../db/named-statement';
import { insideSharingMask } from '../../../db/plate-masks';
import { tableOf } from '../../../db/schema';
import { openStays } from './open-stay';

/** A car in a park, as its lock knows it. */
export type CarKey = { parkId: number; plate: string };

/**
 * An exit read whose plate may be a misread of another car inside: asked only when its own plate has no
 * open stay, with its plate's masks (`masksOf`).
 */
export type MisreadQuestion = { read: number; parkId: number; plate: string; masks: string[] };

/** Which exit reads were asked (their plate had no open stay), and the cars inside one character off each. */
export type MisreadCandidates = { asked: Set<number>; near: Map<number, string[]> };

type LockValues = {
  parks: number[];
  plates: string[];
  batch: boolean;
  askRead: number[];
  askPark: number[];
  askPlate: string[];
  maskRead: number[];
  mask: string[];
};

const lockStatement = new Statement<LockValues>((value) => {
  const t = tableOf(inOutRecordResource);
  // The park is in the masks and no other condition joins a read to the stays: a join on the park would let
  // PostgreSQL work out every stay's masks for each read instead of asking the masks' index once per read.
  return sql`with asked as (
      select a.read, a.park, a.plate,
        array(select m.mask from unnest(${value('maskRead')}::int[], ${value('mask')}::text[]) as m(read, mask)
          where m.read = a.read) as masks
      from unnest(${value('askRead')}::int[], ${value('askPark')}::int[], ${value('askPlate')}::text[]) as a(read, park, plate)
      where not exists (select 1 from ${t} where ${openStays(sql`a.park`, sql`${t.plateNumber} = a.plate`)})),
    near as (
      select a.read, a.park, ${t.plateNumber} as plate from asked a
      join ${t} on ${insideSharingMask(sql`a.masks`)} and ${t.plateNumber} <> a.plate)
    select set_config('plan_cache_mode', case when ${value('batch')}::boolean then 'force_generic_plan' else 'auto' end, true) as plans,
      set_config('enable_seqscan', case when ${value('batch')}::boolean then 'off' else 'on' end, true) as scans,
      (select count(pg_advisory_xact_lock(k.park, k.plate_hash)) from (
        select park, hashtext(plate) as plate_hash from (
          select park, plate from unnest(${value('parks')}::int[], ${value('plates')}::text[]) as c(park, plate)
          union select park, plate from near) cars
        order by 1, 2) k) as locked,
      (select json_agg(read) from asked) as asked,
      (select json_agg(json_build_object('read', read, 'plate', plate)) from near) as near`;
});

/**
 * A car's reads at the gates and an operator's changes to its stays are decided one after the other,
 * whichever gate, server or console they come from: the car's lock is held to the commit. Locks are
 * taken in one order: the cars, in (park, plate hash) order, all in this one statement; then their stays;
 * then the stays' orders; then the stall counts. So no two holders wait on each other in a circle.
 *
 * A plate one character off a car inside names that other car: `misreads` asks which cars inside are
 * one character off each exit read whose own plate has no open stay, before any lock is taken, and their
 * locks are taken with the others, in the same order.
 *
 * `genericPlans`: the gate's batch statements take arrays whatever their length, so one plan made per
 * connection serves them all, where PostgreSQL would otherwise plan them anew each time. They find every
 * row through an index, so that plan is told to avoid whole-table scans: a table that was small when the
 * plan was made (a new park's orders) would otherwise be scanned on every read long after it has grown.
 */
export async function lockCars(
  tx: Tx,
  cars: CarKey[],
  opts: { genericPlans?: boolean; misreads?: MisreadQuestion[] } = {},
): Promise<MisreadCandidates> {
  const misreads = opts.misreads ?? [];
  const [row] = await lockStatement.run<{ asked: number[] | null; near: { read: number; plate: string }[] | null }>(
    tx,
    {
      parks: cars.map((c) => c.parkId),
      plates: cars.map((c) => c.plate),
      batch: opts.genericPlans === true,
      askRead: misreads.map((m) => m.read),
      askPark: misreads.map((m) => m.parkId),
      askPlate: misreads.map((m) => m.plate),
      maskRead: misreads.flatMap((m) => m.masks.map(() => m.read)),
      mask: misreads.flatMap((m) => m.masks),
    },
  );
  const near = new Map<number, string[]>();
  for (const n of row?.near ?? []) near.set(n.read, [...(near.get(n.read) ?? []), n.plate]);
  return { asked: new Set(row?.asked ?? []), near };
}
