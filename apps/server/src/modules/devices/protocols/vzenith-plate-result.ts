import { plateColor } from '@parking/resources';
import { z } from 'zod';
import type { PlateColor, PlateRead } from './plate-read';
import { protocolError } from './protocol-error';

/**
 * Vzenith's plate result, the same in its MQTT ivs_result and its HTTP push (AlarmInfoPlate.result
 * .PlateResult); fields the product does not use are let through unread.
 */
export const vzenithPlateResult = z.object({
  license: z.string(),
  colorType: z.number().int().optional(),
  confidence: z.number().optional(),
  triggerType: z.number().int().optional(),
  plateid: z.union([z.number().int(), z.string().min(1)]),
  isoffline: z.union([z.number().int(), z.boolean()]).optional(),
  timeStamp: z
    .object({ Timeval: z.object({ sec: z.number().int().positive(), usec: z.number().int().min(0).optional() }) })
    .optional(),
});
export type VzenithPlateResult = z.infer<typeof vzenithPlateResult>;

export const vzenithAlarmInfoPlate = z.object({
  serialno: z.string().min(1).optional(),
  result: z.object({ PlateResult: vzenithPlateResult }),
});

// The vendor's plate colour table (3.3): 0 unknown, 1 blue, 2 yellow, 3 white, 4 black, 5 green,
// 6 yellow-green, which are the large new-energy plates, green in the product. Unknown stays unset.
const colors: Record<number, PlateColor> = {
  1: plateColor.values.blue,
  2: plateColor.values.yellow,
  3: plateColor.values.white,
  4: plateColor.values.black,
  5: plateColor.values.green,
  6: plateColor.values.green,
};

export const vzenithPlateColor = (colorType: number | undefined): PlateColor | undefined =>
  colorType === undefined ? undefined : colors[colorType];

/**
 * The plate result as a plate read; the license is already decoded. The camera's time of the read wins
 * over `sentAt`, the message's time.
 */
export function vzenithRead(
  source: string,
  sn: string,
  result: VzenithPlateResult,
  plateNumber: string,
  sentAt: Date | null,
): PlateRead {
  const tv = result.timeStamp?.Timeval;
  const eventTime = tv ? new Date(tv.sec * 1000 + Math.floor((tv.usec ?? 0) / 1000)) : sentAt;
  if (!eventTime) throw protocolError(source, 'timestamp', { zh: '缺失', en: 'is missing' });
  const read: PlateRead = {
    sn,
    eventKey: String(result.plateid),
    plateNumber,
    offline: result.isoffline === 1 || result.isoffline === true,
    eventTime,
  };
  const color = vzenithPlateColor(result.colorType);
  if (color !== undefined) read.plateColor = color;
  if (result.confidence !== undefined) read.confidence = result.confidence;
  if (result.triggerType !== undefined) read.triggerType = result.triggerType;
  return read;
}
