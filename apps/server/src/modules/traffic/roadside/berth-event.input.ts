import { dictSchema, gateDirection, plateColor } from '@parking/resources';
import { z } from 'zod';

/** A car parking in or leaving a roadside berth, as a berth sensor or an attendant's handheld reports it. */
export const berthEventInput = z.object({
  eventId: z.string().min(1).max(64),
  /** The berth by id, or by its number within the device's park. */
  berthId: z.number().int().positive().optional(),
  berthNo: z.string().trim().min(1).max(20).optional(),
  /** in / out, or 1 / 2 */
  direction: z.union([
    z.enum(['in', 'out']),
    z.literal(gateDirection.values.entry),
    z.literal(gateDirection.values.exit),
  ]),
  /** A sensor may not know it; a handheld parking a car in names it. */
  plateNumber: z.string().trim().min(1).max(16).optional(),
  plateColor: dictSchema(plateColor).optional(),
  /** yyyy-MM-dd HH:mm:ss in the park's zone, or an ISO time; by default now. */
  eventTime: z.string().max(40).optional(),
});
export type BerthEventInput = z.infer<typeof berthEventInput>;

/** A handheld asks what the car in a berth owes now, as an order the driver can pay before leaving. */
export const berthOrderInput = z.object({
  berthId: z.number().int().positive().optional(),
  berthNo: z.string().trim().min(1).max(20).optional(),
  /** Priced up to this time (the handheld's clock); by default now. */
  eventTime: z.string().max(40).optional(),
});
export type BerthOrderInput = z.infer<typeof berthOrderInput>;

const labels: Record<string, { zh: string; en: string }> = {
  eventId: { zh: '事件编号', en: 'Event id' },
  berthId: { zh: '泊位', en: 'Berth' },
  berthNo: { zh: '泊位编号', en: 'Berth number' },
  direction: { zh: '进出方向', en: 'Direction' },
  plateNumber: { zh: '车牌号', en: 'Plate' },
  plateColor: { zh: '车牌颜色', en: 'Plate colour' },
  eventTime: { zh: '事件时间', en: 'Event time' },
};
export const berthEventLabels = (k: string) => labels[k];
