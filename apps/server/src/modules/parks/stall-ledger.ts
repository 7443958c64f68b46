import { areaResource, parkResource } from '@parking/resources';
import { type SQL, sql } from 'drizzle-orm';
import { type RowColumns, rowArrays, updateRowsSql, type ValueOf } from '../../db/bulk-rows';
import type { Tx } from '../../db/connection';
import { Statement } from '../../db/named-statement';
import { tableOf } from '../../db/schema';

type Kind = 'parks' | 'areas';

/** A locked stall count as `stallLocksSql` selects it, read from JSON. */
export type StallRow = { kind: Kind; id: number; free: number | null; total: number | null };

/**
 * The stall rows of `parks` and `areas` locked, parks before areas, each in id order. Without `areas`, every
 * area of the parks is locked (when the areas a batch needs are not known yet); `after` is a condition
 * evaluated before the first row is locked, so a statement can take other locks first.
 */
export function stallLocksSql(q: { parks: SQL; areas?: SQL; after?: SQL }): SQL {
  const parks = tableOf(parkResource);
  const areas = tableOf(areaResource);
  const after = q.after ? sql`and ${q.after}` : sql``;
  const whichAreas = q.areas
    ? sql`${areas.id} = any(${q.areas}::bigint[])`
    : sql`${areas.parkId} = any(${q.parks}::bigint[])`;
  return sql`select * from (with
      p as (select 'parks' as kind, ${parks.id} as id, ${parks.freeStalls} as free, ${parks.totalStalls} as total from ${parks}
        where ${parks.id} = any(${q.parks}::bigint[]) ${after} order by ${parks.id} for update),
      a as (select 'areas' as kind, ${areas.id} as id, ${areas.freeStalls} as free, ${areas.totalStalls} as total from ${areas}
        where ${whichAreas} ${after} order by ${areas.id} for update)
    select * from p union all select * from a) stalls`;
}

/** The locked rows as one JSON list, so they are read alike here and inside the gate's facts. */
const asJson = (locks: SQL) => sql`select coalesce(json_agg(stalls), '[]'::json) as stalls from (${locks}) stalls`;

const lockStalls = new Statement<{ parks: number[]; areas: number[] }>((value) =>
  asJson(stallLocksSql({ parks: value('parks'), areas: value('areas') })),
);
const lockParkStalls = new Statement<{ parks: number[] }>((value) => asJson(stallLocksSql({ parks: value('parks') })));

const changedColumns: Record<Kind, RowColumns> = {
  parks: { table: tableOf(parkResource), keys: ['id', 'freeStalls'], name: 'parks' },
  areas: { table: tableOf(areaResource), keys: ['id', 'freeStalls'], name: 'areas' },
};

const writeStalls = new Statement<Record<string, unknown>>((value) => {
  const [parks, areas] = StallLedger.writeSql(value);
  return sql`with p as (${parks}) ${areas}`;
});

type Stalls = { free: number | null; total: number | null; changed: boolean };

/**
 * The free stalls of some parks and their areas, locked for the transaction (parks before areas, each in
 * id order, so concurrent ledgers never wait on each other in a circle). Cars take and give back stalls
 * here in the order they pass; `writeSql` then stores the counts that changed. Every change of a free
 * stall count goes through a ledger.
 */
export class StallLedger {
  private constructor(
    private readonly parks: Map<number, Stalls>,
    private readonly areas: Map<number, Stalls>,
  ) {}

  static async lock(tx: Tx, parkIds: Iterable<number>, areaIds: Iterable<number | null>): Promise<StallLedger> {
    const ids = (xs: Iterable<number | null>) => [...new Set([...xs].filter((id): id is number => id != null))];
    const [row] = await lockStalls.run<{ stalls: StallRow[] }>(tx, { parks: ids(parkIds), areas: ids(areaIds) });
    return StallLedger.of(row?.stalls ?? []);
  }

  /** The parks' counts with those of every area of theirs. */
  static async lockParks(tx: Tx, parkIds: number[]): Promise<StallLedger> {
    const [row] = await lockParkStalls.run<{ stalls: StallRow[] }>(tx, { parks: [...new Set(parkIds)] });
    return StallLedger.of(row?.stalls ?? []);
  }

  /** The ledger of rows a statement of `stallLocksSql` locked. */
  static of(rows: StallRow[]): StallLedger {
    const of = (kind: Kind) =>
      new Map(
        rows
          .filter((r) => r.kind === kind)
          .map((r) => [r.id, { free: r.free, total: r.total, changed: false }] as const),
      );
    return new StallLedger(of('parks'), of('areas'));
  }

  /**
   * A temporary car takes a free stall of the park and of its area; false, and nothing taken, when
   * either is full.
   */
  takeFree(parkId: number, areaId: number | null): boolean {
    const park = this.parks.get(parkId);
    const area = areaId == null ? null : this.areas.get(areaId);
    if (!park || (park.free ?? 0) <= 0) return false;
    if (areaId != null && (!area || (area.free ?? 0) <= 0)) return false;
    for (const s of [park, area]) if (s) this.set(s, (s.free ?? 0) - 1);
    return true;
  }

  /** A car came in: one stall fewer, never below zero (a pass car may enter a full park). */
  take(parkId: number, areaId: number | null): void {
    this.each(parkId, areaId, (s) => Math.max((s.free ?? 0) - 1, 0));
  }

  /** A car left: one stall more, never above the total. */
  release(parkId: number, areaId: number | null): void {
    this.each(parkId, areaId, (s) => {
      const more = s.free == null ? null : s.free + 1;
      if (s.total == null) return more;
      return more == null ? s.total : Math.min(more, s.total);
    });
  }

  /** The park's stalls were counted again by an operator: it has this many free. */
  recount(parkId: number, free: number): void {
    const park = this.parks.get(parkId);
    if (park) this.set(park, free);
  }

  /** Every count locked starts afresh: as many free stalls as there are stalls. */
  resetToTotals(): void {
    for (const s of [...this.parks.values(), ...this.areas.values()]) this.set(s, s.total);
  }

  /** Updates of the parks' and the areas' counts, for one `with`; their values come from `changes`. */
  static writeSql(value: ValueOf): SQL[] {
    return [updateRowsSql(changedColumns.parks, value), updateRowsSql(changedColumns.areas, value)];
  }

  /** The counts that changed, as the values of `writeSql`. */
  changes(): Record<string, unknown> {
    const changed = (rows: Map<number, Stalls>) =>
      [...rows].filter(([, s]) => s.changed).map(([id, s]) => ({ id, freeStalls: s.free }));
    return {
      ...rowArrays(changedColumns.parks, changed(this.parks)),
      ...rowArrays(changedColumns.areas, changed(this.areas)),
    };
  }

  /** Stores the changed counts now. */
  async write(tx: Tx): Promise<void> {
    await writeStalls.run(tx, this.changes());
  }

  private each(parkId: number, areaId: number | null, next: (s: Stalls) => number | null) {
    const park = this.parks.get(parkId);
    if (!park) return;
    this.set(park, next(park));
    const area = areaId == null ? undefined : this.areas.get(areaId);
    if (area) this.set(area, next(area));
  }

  private set(s: Stalls, free: number | null) {
    if (free === s.free) return;
    s.free = free;
    s.changed = true;
  }
}

/** One car in: the park's and area's stalls for a single change outside the gate (an operator, a berth). */
export async function takeStall(tx: Tx, parkId: number, areaId: number | null): Promise<void> {
  const ledger = await StallLedger.lock(tx, [parkId], [areaId]);
  ledger.take(parkId, areaId);
  await ledger.write(tx);
}

/** One car out, likewise. */
export async function releaseStall(tx: Tx, parkId: number, areaId: number | null): Promise<void> {
  const ledger = await StallLedger.lock(tx, [parkId], [areaId]);
  ledger.release(parkId, areaId);
  await ledger.write(tx);
}

/** A park started afresh (after a stock-take): it and each of its areas have all their stalls free. */
export async function resetStalls(tx: Tx, parkId: number): Promise<void> {
  const ledger = await StallLedger.lockParks(tx, [parkId]);
  ledger.resetToTotals();
  await ledger.write(tx);
}
