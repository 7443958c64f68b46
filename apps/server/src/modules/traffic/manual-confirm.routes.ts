import type { Message } from '@parking/domain';
import { idSchema, inOutRecordResource } from '@parking/resources';
import { z } from 'zod';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { type ConfirmRequest, confirmActions, resolveManualConfirm } from './manual-confirm';

/** Settling what the gate left to an operator is a button of its own, like refunds. */
export const confirmPermission = 'parkIORecord:confirm';

const names: Record<string, Message> = {
  recordId: inOutRecordResource.label,
  action: { zh: '处理方式', en: 'Action' },
  stayId: { zh: '在场记录', en: 'Stay inside' },
  charge: { zh: '是否收费', en: 'Charge a fee' },
  amount: { zh: '收费金额(分)', en: 'Amount (fen)' },
  reason: { zh: '原因', en: 'Reason' },
};
const labels = (k: string) => names[k];

export const manualConfirmRoutes: AnyRoute[] = [
  defineRoute<Record<string, never>, ConfirmRequest>({
    method: 'POST',
    url: '/api/updown/parkIORecord/confirm',
    section: 'parks',
    summary:
      'Resolves a stay waiting for an operator: merge an unmatched exit into the car stay inside (priced, order or open, stall back), release the car at the exit (with what the booth charged, or free), or close a stay left open by a missed exit (its fee as an order, or free)',
    permission: confirmPermission,
    body: z.object({
      recordId: idSchema,
      action: z.enum(confirmActions),
      stayId: idSchema.optional(),
      charge: z.boolean().default(false),
      amount: z.number().int().min(0).max(100_000_000).optional(),
      reason: z.string().trim().min(1).max(100),
    }),
    labels,
    handler: async ({ app, access, body, noteChange }) => {
      const result = await resolveManualConfirm(app, access, body);
      noteChange({
        record: { id: result.recordId, oldState: result.oldState, newState: result.newState },
        ...(result.stayId
          ? { stay: { id: result.stayId, oldState: result.stayOldState, newState: result.stayNewState } }
          : {}),
        feeFen: result.feeFen,
        paidFen: result.paidFen,
        owedFen: result.owedFen,
        onlineOrderId: result.onlineOrderId,
      });
      return result;
    },
  }),
];
