import { inOutRecordResource, monthPassResource, passGroupResource, stayState } from '@parking/resources';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/connection';
import { Statement } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import type { ShareUnit } from '../gate-ports';
import { type SharedStay, ShareLedger } from './share-ledger';

/** First keys of the advisory locks of share groups and of passes with several plates. */
const lockSpaces = { group: 0x534752, pass: 0x535053 } as const;

const lockUnits = new Statement<{ spaces: number[]; ids: number[] }>(
  (value) => sql`select count(pg_advisory_xact_lock(k.space, k.id)) as locked from (
      select space, id from unnest(${value('spaces')}::int[], ${value('ids')}::int[]) as u(space, id)
      group by space, id order by space, id) k`,
);

type UnitRow = {
  kind: ShareUnit['kind'];
  id: string | number;
  capacity: string | number;
  stays: { id: number; plate: string; inTime: string; coveredFrom: string | null }[] | null;
};

const readUnits = new Statement<{ kinds: string[]; ids: number[]; leaving: number[] }>((value) => {
  const passes = tableOf(monthPassResource);
  const groups = tableOf(passGroupResource);
  const stays = tableOf(inOutRecordResource);
  const s = alias(stays, 's');
  const h = alias(stays, 'h');
  // a stay taken over from a car that left holds its stall from that car's exit
  const handedAt = sql`(select ${h.outTime} from ${stays} as h where ${h.stallTo} = ${s.id} and ${h.deletedAt} is null
    order by ${h.outTime} limit 1)`;
  const members = sql`select ${passes.id} from ${passes} where ${passes.deletedAt} is null
    and case when u.kind = 'group' then ${passes.groupId} = u.id else ${passes.id} = u.id end`;
  return sql`select u.kind, u.id,
      coalesce((select ${groups.stallCount} from ${groups}
        where u.kind = 'group' and ${groups.id} = u.id and ${groups.deletedAt} is null), 1) as capacity,
      (select json_agg(json_build_object('id', ${s.id}, 'plate', ${s.plateNumber}, 'inTime', ${s.inTime},
          'coveredFrom', coalesce(${s.coveredFrom}, ${handedAt})) order by ${s.inTime}, ${s.id})
        from ${stays} as s where ${s.passId} in (${members}) and ${s.deletedAt} is null
          and (${s.state} = ${stayState.values.inside} or ${s.id} = any(${value('leaving')}::bigint[]))) as stays
    from unnest(${value('kinds')}::text[], ${value('ids')}::bigint[]) as u(kind, id)`;
});

const stayOf = (s: NonNullable<UnitRow['stays']>[number]): SharedStay => ({
  id: Number(s.id),
  plate: s.plate,
  inTime: new Date(s.inTime),
  coveredFrom: s.coveredFrom ? new Date(s.coveredFrom) : null,
});

/**
 * The share units locked, after every other lock the caller takes (cars, stays, orders, stall counts),
 * groups before passes and each in id order; then their cars inside read in a statement of its own, so
 * that what the previous holder of a unit committed is seen. `leaving`: stays the caller has closed already
 * and is about to hand their stalls over, read as if still inside.
 */
export async function lockShareUnits(tx: Tx, given: ShareUnit[], leaving: number[] = []): Promise<ShareLedger> {
  const units = [...new Map(given.map((u) => [`${u.kind}:${u.id}`, u])).values()];
  if (!units.length) return new ShareLedger();
  await lockUnits.run(tx, { spaces: units.map((u) => lockSpaces[u.kind]), ids: units.map((u) => u.id) });
  const rows = await readUnits.run<UnitRow>(tx, {
    kinds: units.map((u) => u.kind),
    ids: units.map((u) => u.id),
    leaving,
  });
  return new ShareLedger(
    rows.map((r) => ({
      unit: { kind: r.kind, id: Number(r.id) },
      capacity: Number(r.capacity),
      stays: (r.stays ?? []).map(stayOf),
    })),
  );
}
