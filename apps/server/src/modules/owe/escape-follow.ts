import { escapeRecordResource, escapeState, type oweResource, oweSource, oweState } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';

type Owe = RowOf<typeof oweResource>;

/** An escape's recovery state follows its arrear's. */
export async function followEscape(tx: Tx | Db, owe: Owe) {
  if (owe.sourceKind !== oweSource.values.escape || owe.sourceId == null) return;
  const e = tableOf(escapeRecordResource);
  const paid = owe.state === oweState.values.paid;
  await tx
    .update(e)
    .set(
      paid
        ? { state: escapeState.values.recovered, recoveredAmount: owe.paidAmount }
        : { state: escapeState.values.cancelled },
    )
    .where(and(eq(e.id, owe.sourceId), eq(e.state, escapeState.values.unrecovered)));
}
