import { type SQL, sql } from 'drizzle-orm';
import { type RowColumns, rowArrays, updateRowsSql, type ValueOf } from '../../../db/bulk-rows';
import { Statement } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import type { Tx } from '../../../platform/context';

const ledgerTables = [
  ['basePark', 'parks'],
  ['baseParkArea', 'areas'],
] as const;

export type StallRow = { kind: 'parks' | 'areas'; id: unknown; free: number | null; total: number | null };

/**
 * The stall rows of `parks` and `areas` locked, parks before areas, each in id order. Without `areas`, every
 * area of the parks is locked (when the areas a batch needs are not known yet); `after` is a condition
 * evaluated before the first row is locked, so a statement can take other locks first.
 */
export function stallLocksSql(q: { parks: SQL; areas?: SQL; after?: SQL }): SQL {
  const [parks, areas] = ledgerTables.map(([module, kind]) => {
    const t = tableOf(module);
    const which =
      kind === 'parks' || !q.areas
        ? sql`${kind === 'parks' ? t.id : t.parkId} = any(${q.parks}::bigint[])`
        : sql`${t.id} = any(${q.areas}::bigint[])`;
    return sql`select ${sql.raw(`'${kind}'`)} as kind, ${t.id} as id, ${t.freeStalls} as free, ${t.totalStalls} as total from ${t}
      where ${which} ${q.after ? sql`and ${q.after}` : sql``} order by ${t.id} for update`;
  });
  return sql`select * from (with p as (${parks}), a as (${areas}) select * from p union all select * from a) stalls`;
}

const lockStalls = new Statement<{ parks: number[]; areas: number[] }>((value) =>
  stallLocksSql({ parks: value('parks'), areas: value('areas') }),
);

const changedColumns = (module: string, kind: string): RowColumns => ({
  table: tableOf(module),
  keys: ['id', 'freeStalls'],
  name: kind,
});

const writeStalls = new Statement<Record<string, unknown>>((value) => {
  const [parks, areas] = StallLedger.writeSql(value);
  return sql`with p as (${parks}) ${areas}`;
});

type Stalls = { free: number | null; total: number | null; changed: boolean };

/**
 * The free stalls of some parks and their areas, locked for the transaction (parks before areas, each in
 * id order, so concurrent ledgers never wait on each other in a circle). Cars take and give back stalls
 * here in the order they pass; `writeSql` then stores the counts that changed.
 */
export class StallLedger {
  private constructor(
    private readonly parks: Map<number, Stalls>,
    private readonly areas: Map<number, Stalls>,
  ) {}

  static async lock(tx: Tx, parkIds: Iterable<number>, areaIds: Iterable<number | null>): Promise<StallLedger> {
    const ids = (xs: Iterable<number | null>) => [...new Set([...xs].filter((id): id is number => id != null))];
    return StallLedger.of(await lockStalls.run<StallRow>(tx, { parks: ids(parkIds), areas: ids(areaIds) }));
  }

  /** The ledger of rows a statement of `stallLocksSql` locked. */
  static of(rows: StallRow[]): StallLedger {
    const of = (kind: string) =>
      new Map(
        rows
          .filter((r) => r.kind === kind)
          .map((r) => [Number(r.id), { free: r.free, total: r.total, changed: false }] as const),
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

  /** Updates of the parks' and the areas' counts, for one `with`; their values come from `changes`. */
  static writeSql(value: ValueOf): SQL[] {
    return ledgerTables.map(([module, kind]) => updateRowsSql(changedColumns(module, kind), value));
  }

  /** The counts that changed, as the values of `writeSql`. */
  changes(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [module, kind] of ledgerTables) {
      const rows = kind === 'parks' ? this.parks : this.areas;
      const changed = [...rows].filter(([, s]) => s.changed).map(([id, s]) => ({ id, freeStalls: s.free }));
      Object.assign(out, rowArrays(changedColumns(module, kind), changed));
    }
    return out;
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
