import type { Message } from '@parking/domain';
import { oweResource } from '@parking/resources';
import { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { optionalId, specIdLabel } from '../../platform/spec-params';

export const oweIdLabel = oweResource.label;
const reasonLabel: Message = { zh: '撤销原因', en: 'Cancel reason' };
const reasonText = z.string().trim().max(200).optional();

/** An arrear named by oweId (the spec's name) or id, in the query or the body. */
export const oweIdInput = z.object({ oweId: optionalId, id: optionalId });

export const cancelInput = oweIdInput.extend({ reason: reasonText, cancelReason: reasonText, remark: reasonText });

export const checkInput = oweIdInput.extend({
  checked: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')])
    .optional(),
});

export const orderInput = z.object({ orderId: optionalId, id: optionalId });
export const stayInput = z.object({
  recordId: optionalId,
  RecordID: optionalId,
  remark: reasonText,
  reason: reasonText,
});
export const escapeInput = z.object({ id: optionalId, remark: reasonText, reason: reasonText });

export const oweLabels = (key: string): Message | undefined => {
  if (key === 'oweId' || key === 'id') return oweIdLabel;
  if (key === 'reason' || key === 'cancelReason' || key === 'remark') return reasonLabel;
  if (key === 'checked') return { zh: '已核查', en: 'Reviewed' };
  if (key === 'orderId') return { zh: '订单', en: 'Order' };
  if (key === 'recordId' || key === 'RecordID') return { zh: '进出记录', en: 'Stay' };
  return specIdLabel(key);
};

type Reasoned = { reason?: string | undefined; cancelReason?: string | undefined; remark?: string | undefined };

/** The reason a cancel gives under any of its names, or 400: an arrear is never forgiven without one. */
export function requiredReason(...sources: (Reasoned | undefined | null)[]): string {
  for (const s of sources) {
    const r = s?.reason || s?.cancelReason || s?.remark;
    if (r) return r;
  }
  throw badRequest({ zh: `${reasonLabel.zh}(reason): 不能为空`, en: `${reasonLabel.en}(reason): is required` });
}
