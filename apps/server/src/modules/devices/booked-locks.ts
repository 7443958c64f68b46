import {
  berthResource,
  berthType,
  deviceCommandState,
  deviceKind,
  enabledState,
  gateDeviceResource,
  lockPosition,
} from '@parking/resources';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { type CarArrival, onCarArrived } from '../traffic/car-arrivals';
import { courierOf } from './commands/command-courier';
import { lockOperateRequest } from './commands/command-requests';
import { queueByServer } from './white-list-sync.service';

/**
 * A booked car arrived: the locks of the bookable berths booked for its plate in that park are lowered by
 * command (a row with its state, sent by the server), so the car can park. A lock already lowered is left.
 */
export async function lowerBookedLocks(app: AppContext, arrival: CarArrival) {
  const b = tableOf(berthResource);
  const d = tableOf(gateDeviceResource);
  const locks = await app.db
    .select({ lock: d, berthNo: b.berthNo })
    .from(b)
    .innerJoin(d, eq(d.berthId, b.id))
    .where(
      and(
        eq(b.parkId, arrival.parkId),
        eq(b.berthType, berthType.values.bookable),
        eq(b.bookedPlate, arrival.plateNumber),
        or(isNull(b.bookedUntil), gt(b.bookedUntil, arrival.at)),
        isNull(b.deletedAt),
        eq(d.deviceKind, deviceKind.values.berthLock),
        eq(d.state, enabledState.values.enabled),
        ne(d.lockPosition, lockPosition.values.lowered),
        isNull(d.deletedAt),
      ),
    );
  if (!locks.length) return [];
  const rows = await Promise.all(
    locks.map(async ({ lock, berthNo }) => {
      const reason = `预约车辆 ${arrival.plateNumber} 到达，降下泊位 ${berthNo} 的地锁`;
      return courierOf(app).deliver(await queueByServer(app, lock, lockOperateRequest(lock, 'down', reason)));
    }),
  );
  for (const row of rows) {
    if (row.state !== deviceCommandState.values.acknowledged) continue;
    await app.db.update(d).set({ lockPosition: lockPosition.values.lowered }).where(eq(d.id, row.deviceId));
  }
  return rows;
}

onCarArrived(lowerBookedLocks);
