import { normalizePlate, parseLocalDateTime } from '@parking/domain';
import { deviceKind, dictSchema, gateDirection, plateColor } from '@parking/resources';
import { z } from 'zod';
import type { DeviceAccess } from '../../platform/auth/device-access';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { carArrived } from './car-arrivals';
import { decideGateEvent } from './gate-batch';
import { gateOfDevice } from './gate-config';
import type { GateAnswer, GateRead } from './gate-decision/gate-answer';
import { acceptImage, type PendingImage } from './gate-image-store';
import { takeRead } from './gate-read-rules';

/** A plate read, as a gate device sends it. */
export const gateEventInput = z.object({
  eventId: z.string().min(1).max(64),
  /** in / out, or 1 / 2 */
  direction: z.union([
    z.enum(['in', 'out']),
    z.literal(gateDirection.values.entry),
    z.literal(gateDirection.values.exit),
  ]),
  /** The gate, when the device serves several; by default the device's own. */
  gateId: z.number().int().positive().optional(),
  plateNumber: z.string().min(1).max(16),
  plateColor: dictSchema(plateColor).optional(),
  confidence: z.number().int().min(0).max(100).optional(),
  /** yyyy-MM-dd HH:mm:ss in the park's zone, or an ISO time; by default now. */
  eventTime: z.string().max(40).optional(),
  /** base64 of a JPEG or PNG, optionally as a data: URL; its size is checked against GATE_IMAGE_MAX_KB. */
  image: z
    .string()
    .max(6_000_000)
    .refine((v) => /^(data:image\/(jpeg|png);base64,)?(\/9j\/|iVBORw0KGgo)/.test(v), {
      params: { msg: { zh: '须为 base64 编码的 JPEG 或 PNG 图片', en: 'must be a base64 JPEG or PNG image' } },
    })
    .optional(),
});
export type GateEventInput = z.infer<typeof gateEventInput>;

const eventLabels: Record<string, { zh: string; en: string }> = {
  eventId: { zh: '事件编号', en: 'Event id' },
  direction: { zh: '进出方向', en: 'Direction' },
  gateId: { zh: '通道', en: 'Gate' },
  plateNumber: { zh: '车牌号', en: 'Plate' },
  plateColor: { zh: '车牌颜色', en: 'Plate colour' },
  confidence: { zh: '置信度', en: 'Confidence' },
  eventTime: { zh: '识别时间', en: 'Read at' },
  image: { zh: '图片', en: 'Image' },
};
export const gateEventLabels = (k: string) => eventLabels[k];

export function eventTimeOf(app: AppContext, text: string | undefined): Date {
  if (!text) return new Date();
  const d = /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? new Date(text) : parseLocalDateTime(text, app.config.timeZone);
  if (!d || Number.isNaN(d.getTime())) {
    throw badRequest({ zh: '识别时间(eventTime): 时间格式不正确', en: 'Read at(eventTime): not a valid time' });
  }
  return d;
}

/**
 * One plate read at a gate, decided and recorded in one transaction (with the reads that arrived with
 * it); the answer is returned only once it is committed. The device's event id makes it idempotent: the
 * same id again answers the stored answer and stores nothing.
 */
export async function handleGateEvent(
  app: AppContext,
  device: DeviceAccess,
  input: GateEventInput,
): Promise<GateAnswer> {
  if (device.kind !== deviceKind.values.gateCamera) {
    throw badRequest({
      zh: '设备(deviceKind): 只有通道相机可以上报过车事件',
      en: 'Device(deviceKind): only gate cameras report gate events',
    });
  }
  const eventKey = `${device.deviceId}:${input.eventId}`;
  const plateNumber = normalizePlate(input.plateNumber);
  if (!plateNumber) throw badRequest({ zh: '车牌号(plateNumber): 不能为空', en: 'Plate(plateNumber): is required' });
  const gate = await gateOfDevice(app.db, device, input.gateId ?? device.gateId);
  const taken = await takeRead(app, gate, {
    direction:
      input.direction === 'in' || input.direction === gateDirection.values.entry
        ? gateDirection.values.entry
        : gateDirection.values.exit,
    plateColor: input.plateColor ?? plateColor.values.blue,
    stampedAt: eventTimeOf(app, input.eventTime),
  });
  const image: PendingImage | null = input.image ? acceptImage(app, input.image, device.parkId, taken.at) : null;
  const read: GateRead = {
    eventId: input.eventId,
    companyId: device.companyId,
    parkId: device.parkId,
    gateId: gate.id,
    areaId: gate.areaId,
    allowTempCar: gate.allowTempCar,
    direction: taken.direction,
    plateNumber,
    plateColor: input.plateColor ?? plateColor.values.blue,
    carTypeId: taken.carTypeId,
    noEntryFeeFen: taken.noEntryFeeFen,
    at: taken.at,
    imagePath: image?.path ?? null,
  };
  const answer = await decideGateEvent(app, {
    read,
    eventKey,
    deviceId: device.deviceId,
    confidence: input.confidence ?? null,
    image,
    adjustment: taken.adjustment,
  });
  if (answer.open && read.direction === gateDirection.values.entry) {
    carArrived(app, { parkId: read.parkId, plateNumber, at: read.at });
  }
  return answer;
}
