import type { Message } from '@parking/domain';
import { z } from 'zod';
import { specIdLabel } from '../../platform/spec-params';

export const reviewRemark = z.string().trim().max(200).optional();

const remarks: Record<string, Message> = {
  id: { zh: '编号', en: 'Id' },
  auditRemark: { zh: '审核意见', en: 'Review remark' },
  RefuseRemark: { zh: '拒绝原因', en: 'Refusal remark' },
  refuseRemark: { zh: '拒绝原因', en: 'Refusal remark' },
};

export const remarkLabels = (k: string): Message | undefined => remarks[k] ?? specIdLabel(k);
