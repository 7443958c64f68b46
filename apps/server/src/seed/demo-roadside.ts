import {
  berthResource,
  type DictValue,
  deviceKind,
  enabledState,
  gateDeviceResource,
  oweResource,
  oweState,
  parkResource,
  payWay,
} from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { RowOf } from '../db/resource-table';
import { tableOf } from '../db/schema';
import { payOwe } from '../modules/owe/owe-ledger';
import { applyPayment } from '../modules/traffic/orders/order-payments';
import { handleBerthEvent } from '../modules/traffic/roadside/berth-event.service';
import { orderForBerth } from '../modules/traffic/roadside/berth-order.service';
import type { DeviceAccess } from '../platform/auth/device-access';
import { hashToken, newToken } from '../platform/auth/tokens';
import type { AppContext } from '../platform/context';
import { planBerthDay } from '../simulate/roadside-day';
import { insertRow } from './insert-row';

/** Roadside parks that get stays, with the plates' province. */
const parks = [
  { parkCode: 'R-A-001', prefix: '沪' },
  { parkCode: 'R-B-001', prefix: '浙' },
];

async function roadsideDevice(
  app: AppContext,
  park: RowOf<typeof parkResource>,
  kind: DictValue<typeof deviceKind>,
): Promise<DeviceAccess> {
  const handheld = kind === deviceKind.values.handheld;
  const deviceCode = `DEMO-${park.parkCode}-${handheld ? 'PDA' : 'MS'}`;
  const deviceId = await insertRow(app.db, gateDeviceResource, {
    companyId: park.companyId,
    parkId: park.id,
    deviceKind: kind,
    deviceCode,
    deviceName: handheld ? '收费员手持终端' : '泊位地磁网关',
    keyHash: hashToken(app.tokenSecret, newToken()),
    keyIssuedAt: new Date(),
    state: enabledState.values.enabled,
  });
  return { deviceId, deviceCode, companyId: park.companyId, parkId: park.id, gateId: null, kind };
}

/**
 * A few days of roadside stays on the free berths of the demo's roadside parks, through the same berth
 * events and orders the devices reach: most paid from the attendant's order, some free, a few escapes.
 */
export async function seedDemoRoadside(app: AppContext, today: Date, days: number): Promise<void> {
  const now = new Date();
  const parkTable = tableOf(parkResource);
  const berths = tableOf(berthResource);
  let serial = 0;
  for (const [i, p] of parks.entries()) {
    const [park] = await app.db.select().from(parkTable).where(eq(parkTable.parkCode, p.parkCode));
    if (!park) continue;
    const free = await app.db
      .select({ berthNo: berths.berthNo })
      .from(berths)
      .where(and(eq(berths.parkId, park.id), eq(berths.hasCar, false), isNull(berths.deletedAt)))
      .orderBy(asc(berths.berthNo))
      .limit(4);
    if (!free.length) continue;
    const sensor = await roadsideDevice(app, park, deviceKind.values.berthSensor);
    const handheld = await roadsideDevice(app, park, deviceKind.values.handheld);
    for (let d = 0; d <= days; d++) {
      const visits = planBerthDay({
        midnight: new Date(today.getTime() - (days - d) * 86_400_000),
        berthNos: free.map((b) => b.berthNo),
        stays: 8,
        seed: 500 + 10 * i + d,
        prefix: p.prefix,
      });
      for (const v of visits) {
        if (v.inAt >= now) continue;
        const send = (device: DeviceAccess, direction: 'in' | 'out', at: Date, plateNumber?: string) =>
          handleBerthEvent(app, device, {
            eventId: `demo-rd-${++serial}`,
            berthNo: v.berthNo,
            direction,
            plateNumber,
            eventTime: at.toISOString(),
          });
        await send(handheld, 'in', v.inAt, v.plate);
        // the car still parked now stays in its berth
        if (v.outAt >= now) continue;
        if (v.settle === 'pay') {
          const paidAt = new Date(v.outAt.getTime() - 2 * 60_000);
          const order = await orderForBerth(app, handheld, { berthNo: v.berthNo, eventTime: paidAt.toISOString() });
          if (order.onlineOrderId) {
            await applyPayment(
              app,
              {
                onlineOrderId: order.onlineOrderId,
                payNo: `DEMO${order.onlineOrderId}`,
                amountFen: order.owedFen,
                payWay: payWay.values.wechat,
                paidAt: paidAt.toISOString(),
              },
              'sandbox',
            );
          }
        }
        await send(sensor, 'out', v.outAt);
      }
    }
    await recoverOldest(app, park.id, now);
  }
}

/** The driver of the park's oldest escape came back and paid at the booth the next day: an arrear recovered. */
async function recoverOldest(app: AppContext, parkId: number, now: Date): Promise<void> {
  const o = tableOf(oweResource);
  const [oldest] = await app.db
    .select({ id: o.id, oweTime: o.oweTime })
    .from(o)
    .where(and(eq(o.parkId, parkId), eq(o.state, oweState.values.normal), isNull(o.deletedAt)))
    .orderBy(asc(o.oweTime), asc(o.id))
    .limit(1);
  if (!oldest) return;
  const nextDay = new Date(Math.min(now.getTime(), (oldest.oweTime?.getTime() ?? now.getTime()) + 86_400_000));
  await payOwe(app.db, null, oldest.id, nextDay);
}
