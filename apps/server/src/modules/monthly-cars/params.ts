import type { Message } from '@parking/domain';
import { type Dictionary, dictSchema } from '@parking/resources';
import { z } from 'zod';
import { requiredId, specIdLabel } from '../../platform/spec-params';

const intFromText = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v;

/** An optional whole number sent as a number or as text (query parameters are text). */
export const intParam = (min: number, max: number) =>
  z.preprocess(intFromText, z.number().int().min(min).max(max).optional());

/** An optional value of a dictionary, sent as a number or as text. */
export const dictParam = <D extends Dictionary>(dict: D) => z.preprocess(intFromText, dictSchema(dict).optional());

export const textParam = (max: number) => z.string().trim().max(max).optional();

const grantLabel: Message = { zh: '月卡', en: 'Pass' };

const own: Record<string, Message> = {
  grantId: grantLabel,
  recordId: { zh: '申请记录', en: 'Application' },
  monthNum: { zh: '续费月数', en: 'Months' },
  months: { zh: '续费月数', en: 'Months' },
  money: { zh: '续费金额', en: 'Renewal money' },
  payWay: { zh: '支付方式', en: 'Pay way' },
  remark: { zh: '备注', en: 'Remark' },
  auditRemark: { zh: '审核意见', en: 'Review remark' },
  type: { zh: '审核结果', en: 'Review result' },
  gateIds: { zh: '授权通道', en: 'Gates allowed' },
  shortNoPlate: { zh: '无牌车短码', en: 'No-plate short code' },
  plateNumber: { zh: '车牌号', en: 'Plate' },
  plateNo: { zh: '车牌号', en: 'Plate' },
  startTime: { zh: '开始时间', en: 'Start' },
  endTime: { zh: '结束时间', en: 'End' },
};

export const passParamLabels = (k: string): Message | undefined => own[k] ?? specIdLabel(k);

/** The grant id a call names in its query or its body. */
export const grantInput = z.object({
  grantId: intParam(1, Number.MAX_SAFE_INTEGER),
  id: intParam(1, Number.MAX_SAFE_INTEGER),
});

/** The pass a call names as grantId (or id) in its query or body, or 400. */
export const grantIdOf = (...sources: (Record<string, unknown> | undefined)[]): number =>
  requiredId(grantLabel, ['grantId', 'id'], ...sources);
