import { normalizePlate } from '@parking/domain';
import type { DictValue, gateDirection, plateColor } from '@parking/resources';
import type { GateEventInput } from '../../traffic/gate-event.service';

export type PlateColor = DictValue<typeof plateColor>;
export type GateDirection = DictValue<typeof gateDirection>;

/** A plate read as any camera reports it, before it is a gate event. */
export type PlateRead = {
  /** The camera's serial number (or, for cameras without one, its MAC or IP address). */
  sn: string;
  /** The camera's own id of the read, the same when it sends the read again. */
  eventKey: string;
  plateNumber: string;
  plateColor?: PlateColor;
  confidence?: number;
  /** How the camera was triggered, in the vendor's codes. */
  triggerType?: number;
  /** Stored while the camera was offline and sent late. */
  offline: boolean;
  /** When the car was read, by the camera's clock. */
  eventTime: Date;
};

// What cameras write when they saw a car but read no plate. The product's own no-plate marker (无牌车) is
// a plate for the gate (a car without plates), so it is not among them.
const unreadable = new Set(['', '_无_', '无', '无车牌', '未识别', 'UNKNOWN', 'NONE', 'NULL']);

export const isUnreadablePlate = (plate: string): boolean => unreadable.has(normalizePlate(plate));

/**
 * The read as the gate's event input, the camera facing the gate's direction; null when no plate was
 * read, which is no gate event.
 */
export function gateEventOf(read: PlateRead, direction: GateDirection, image?: string): GateEventInput | null {
  if (isUnreadablePlate(read.plateNumber)) return null;
  const input: GateEventInput = {
    eventId: read.eventKey,
    direction,
    plateNumber: read.plateNumber.trim(),
    eventTime: read.eventTime.toISOString(),
  };
  if (read.plateColor !== undefined) input.plateColor = read.plateColor;
  if (read.confidence !== undefined) input.confidence = Math.min(100, Math.max(0, Math.round(read.confidence)));
  if (image) input.image = image;
  return input;
}
