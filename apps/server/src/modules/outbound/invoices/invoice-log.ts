import { type DictValue, invoiceLogOp, invoiceLogOutcome, invoiceLogResource } from '@parking/resources';
import type { Db } from '../../../db/connection';
import { tableOf } from '../../../db/schema';

/** Notes one request to the e-invoice platform and its answer on the invoice log. */
export async function logInvoiceCall(
  db: Db,
  entry: {
    op: DictValue<typeof invoiceLogOp>;
    companyId: number;
    parkId: number;
    applyNo?: string | null;
    applyFormId?: number | null;
    adapter: string;
    ok: boolean;
    invoiceNo?: string | null;
    request: string;
    answer: string;
  },
): Promise<void> {
  await db.insert(tableOf(invoiceLogResource)).values({
    op: entry.op,
    companyId: entry.companyId,
    parkId: entry.parkId,
    applyNo: entry.applyNo ?? null,
    applyFormId: entry.applyFormId ?? null,
    adapter: entry.adapter,
    outcome: entry.ok ? invoiceLogOutcome.values.ok : invoiceLogOutcome.values.failed,
    invoiceNo: entry.invoiceNo ?? null,
    request: entry.request.slice(0, 1000),
    answer: entry.answer.slice(0, 1000),
  });
}

export const ops = invoiceLogOp.values;
