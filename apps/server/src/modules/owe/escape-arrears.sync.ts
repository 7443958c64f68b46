import { escapeRecordResource, escapeState, oweResource, oweSource, oweState } from '@parking/resources';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';

/**
 * Escapes recorded before arrears existed get theirs at start-up (an escape has written its arrear
 * itself since): every unrecovered escape whose stay has no arrear. Running it again adds nothing.
 */
export async function syncEscapeArrears(tx: Tx | Db): Promise<void> {
  const e = tableOf(escapeRecordResource);
  const o = tableOf(oweResource);
  await tx.execute(sql`
    insert into ${o} (company_id, park_id, plate_number, source_kind, source_id, record_id, amount, state, owe_time)
    select e.company_id, e.park_id, e.plate_number, ${oweSource.values.escape}, e.id, e.record_id, e.amount,
           ${oweState.values.normal}, e.out_time
      from ${e} e
     where e.state = ${escapeState.values.unrecovered} and e.deleted_at is null
       and not exists (select 1 from ${o} o where o.record_id = e.record_id and o.deleted_at is null)
    on conflict (record_id) where deleted_at is null do nothing`);
}
