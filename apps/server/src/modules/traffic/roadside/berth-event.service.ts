import { isNoPlate, normalizePlate } from '@parking/domain';
import { berthEventResource, type DictValue, deviceKind, gateDirection, plateColor } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { DeviceAccess } from '../../../platform/auth/device-access';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { oncePerEvent } from '../device-event-once';
import { eventTimeOf } from '../gate-event.service';
import type { BerthEventInput } from './berth-event.input';
import { type Berth, freeBerth, leaveBerth, lockedBerth, namePlate, openStayInBerth, parkInBerth } from './berth-stays';

type Direction = DictValue<typeof gateDirection>;

/** What the device is told: the berth as it is now and what became of the stay. */
export type BerthAnswer = {
  eventId: string;
  berthId: number;
  berthNo: string;
  direction: Direction;
  hasCar: boolean;
  plateNumber: string | null;
  recordId: number | null;
  /** opened: a stay began; kept: the car was already there; closed: left with nothing owed;
   * escaped: left owing (escapeId names the record); none: the berth had no stay to end. */
  outcome: 'opened' | 'kept' | 'closed' | 'escaped' | 'none';
  feeFen?: number;
  owedFen?: number;
  escapeId?: number;
};

export function requireBerthDevice(
  device: DeviceAccess,
  kinds: DeviceAccess['kind'][] = [deviceKind.values.berthSensor, deviceKind.values.handheld],
) {
  if (!kinds.includes(device.kind)) {
    throw badRequest({
      zh: '设备(deviceKind): 这种设备不能调用此接口',
      en: 'Device(deviceKind): this kind of device may not make this call',
    });
  }
}

async function storedAnswer(db: Db, eventKey: string): Promise<BerthAnswer | null> {
  const t = tableOf(berthEventResource);
  const [row] = await db
    .select({ answer: t.answer })
    .from(t)
    .where(and(eq(t.eventKey, eventKey), isNull(t.deletedAt)))
    .limit(1);
  // the answer column holds what handleBerthEvent answered
  return row ? (row.answer as BerthAnswer) : null;
}

async function decide(
  app: AppContext,
  tx: Tx,
  berth: Berth,
  direction: Direction,
  plate: string | null,
  color: DictValue<typeof plateColor>,
  at: Date,
): Promise<Omit<BerthAnswer, 'eventId' | 'berthId' | 'berthNo' | 'direction'>> {
  let stay = await openStayInBerth(tx, berth.id);
  if (direction === gateDirection.values.entry) {
    if (stay && (!plate || plate === stay.plateNumber || isNoPlate(stay.plateNumber))) {
      if (plate && plate !== stay.plateNumber) stay = await namePlate(tx, berth, stay, plate);
      return { hasCar: true, plateNumber: stay.plateNumber, recordId: stay.id, outcome: 'kept' };
    }
    // another car is in the berth: the one before left without its leaving being reported
    if (stay) await leaveBerth(app, tx, berth, stay, at);
    const opened = await parkInBerth(tx, { ...berth, hasCar: stay ? false : berth.hasCar }, plate, color, at);
    return { hasCar: true, plateNumber: opened.plateNumber, recordId: opened.id, outcome: 'opened' };
  }
  if (!stay) {
    await freeBerth(tx, berth);
    return { hasCar: false, plateNumber: null, recordId: null, outcome: 'none' };
  }
  if (plate && isNoPlate(stay.plateNumber)) stay = await namePlate(tx, berth, stay, plate);
  const settled = await leaveBerth(app, tx, berth, stay, at);
  return { hasCar: false, plateNumber: stay.plateNumber, recordId: stay.id, ...settled };
}

/**
 * A car parking in or leaving a roadside berth, decided and recorded in one transaction and answered once
 * committed. The device's event id makes it idempotent: the same id again answers the stored answer.
 */
export async function handleBerthEvent(
  app: AppContext,
  device: DeviceAccess,
  input: BerthEventInput,
): Promise<BerthAnswer> {
  requireBerthDevice(device);
  const eventKey = `${device.deviceId}:${input.eventId}`;
  const direction =
    input.direction === 'in' || input.direction === gateDirection.values.entry
      ? gateDirection.values.entry
      : gateDirection.values.exit;
  const plate = input.plateNumber ? normalizePlate(input.plateNumber) || null : null;
  if (direction === gateDirection.values.entry && !plate && device.kind === deviceKind.values.handheld) {
    throw badRequest({
      zh: '车牌号(plateNumber): 手持终端登记停入时必须填写车牌',
      en: 'Plate(plateNumber): a handheld reporting a car parking in must give its plate',
    });
  }
  const at = eventTimeOf(app, input.eventTime);
  return oncePerEvent(
    app,
    (db) => storedAnswer(db, eventKey),
    async (tx) => {
      const berth = await lockedBerth(tx, device.parkId, input);
      const again = await storedAnswer(tx, eventKey);
      if (again) return again;
      const decided = await decide(app, tx, berth, direction, plate, input.plateColor ?? plateColor.values.blue, at);
      const answer: BerthAnswer = {
        eventId: input.eventId,
        berthId: berth.id,
        berthNo: berth.berthNo,
        direction,
        ...decided,
      };
      await tx.insert(tableOf(berthEventResource)).values({
        companyId: device.companyId,
        parkId: device.parkId,
        eventKey,
        deviceId: device.deviceId,
        berthId: berth.id,
        direction,
        plateNumber: plate,
        eventTime: at,
        recordId: answer.recordId,
        answer,
      });
      return answer;
    },
  );
}
