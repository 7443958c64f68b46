import { inOutRecordResource, onlineOrderResource, orderState, oweResource, oweState } from '@parking/resources';
import { sql } from 'drizzle-orm';
import { tableOf } from '../../../db/schema';

const s = tableOf(inOutRecordResource);
const o = tableOf(onlineOrderResource);
const w = tableOf(oweResource);

/**
 * What a stay (of the query's park_io_record row) still owes, in fen: its unpaid arrear when it has one (an arrear
 * takes over the debt of its stay), else what its unpaid orders still ask.
 */
export const stillOwed = sql`coalesce(
  (select sum(${w.amount} - ${w.paidAmount}) from ${w}
    where ${w.recordId} = ${s.id} and ${w.state} = ${oweState.values.normal} and ${w.deletedAt} is null),
  (select sum(${o.amount} - ${o.paidAmount}) from ${o}
    where ${o.recordId} = ${s.id} and ${o.state} = ${orderState.values.unpaid} and ${o.deletedAt} is null),
  0)`;
