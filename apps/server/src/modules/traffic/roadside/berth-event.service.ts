import { isNoPlate, normalizePlate } from '@parking/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Row } from '../../../crud/hooks';
import { tableOf } from '../../../db/schema';
import { type DeviceAccess, deviceKinds } from '../../../platform/auth/device-access';
import type { AppContext, Tx } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { oncePerEvent } from '../device-event-once';
import { eventTimeOf } from '../gate-event.service';
import type { BerthEventInput } from './berth-event.input';
import { freeBerth, leaveBerth, lockedBerth, namePlate, openStayInBerth, parkInBerth } from './berth-stays';

/** What the device is told: the berth as it is now and what became of the stay. */
export type BerthAnswer = {
  eventId: string;
  berthId: number;
  berthNo: string;
  direction: 1 | 2;
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
  kinds: number[] = [deviceKinds.berthSensor, deviceKinds.handheld],
) {
  if (!kinds.includes(device.kind ?? deviceKinds.gateCamera)) {
    throw badRequest({
      zh: '设备(deviceKind): 这种设备不能调用此接口',
      en: 'Device(deviceKind): this kind of device may not make this call',
    });
  }
}

async function storedAnswer(tx: Tx, eventKey: string): Promise<BerthAnswer | null> {
  const t = tableOf('berthEvent');
  const [row] = await tx
    .select({ answer: t.answer })
    .from(t)
    .where(and(eq(t.eventKey, eventKey), isNull(t.deletedAt)))
    .limit(1);
  return row ? (row.answer as BerthAnswer) : null;
}

async function decide(
  app: AppContext,
  tx: Tx,
  berth: Row,
  direction: 1 | 2,
  plate: string | null,
  plateColor: number,
  at: Date,
): Promise<Omit<BerthAnswer, 'eventId' | 'berthId' | 'berthNo' | 'direction'>> {
  let stay = await openStayInBerth(tx, Number(berth.id));
  if (direction === 1) {
    if (stay && (!plate || plate === stay.plateNumber || isNoPlate(String(stay.plateNumber)))) {
      if (plate && plate !== stay.plateNumber) stay = await namePlate(tx, stay, plate);
      return { hasCar: true, plateNumber: String(stay.plateNumber), recordId: Number(stay.id), outcome: 'kept' };
    }
    // another car is in the berth: the one before left without its leaving being reported
    if (stay) await leaveBerth(app, tx, berth, stay, at);
    const opened = await parkInBerth(tx, { ...berth, hasCar: stay ? false : berth.hasCar }, plate, plateColor, at);
    return { hasCar: true, plateNumber: String(opened.plateNumber), recordId: Number(opened.id), outcome: 'opened' };
  }
  if (!stay) {
    await freeBerth(tx, berth);
    return { hasCar: false, plateNumber: null, recordId: null, outcome: 'none' };
  }
  if (plate && isNoPlate(String(stay.plateNumber))) stay = await namePlate(tx, stay, plate);
  const settled = await leaveBerth(app, tx, berth, stay, at);
  return { hasCar: false, plateNumber: String(stay.plateNumber), recordId: Number(stay.id), ...settled };
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
  const direction = input.direction === 'in' || input.direction === 1 ? 1 : 2;
  const plate = input.plateNumber ? normalizePlate(input.plateNumber) || null : null;
  if (direction === 1 && !plate && device.kind === deviceKinds.handheld) {
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
      const decided = await decide(app, tx, berth, direction, plate, input.plateColor ?? 1, at);
      const answer: BerthAnswer = {
        eventId: input.eventId,
        berthId: Number(berth.id),
        berthNo: String(berth.berthNo),
        direction,
        ...decided,
      };
      await tx.insert(tableOf('berthEvent')).values({
        companyId: device.companyId,
        parkId: device.parkId,
        eventKey,
        deviceId: device.deviceId,
        berthId: Number(berth.id),
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
