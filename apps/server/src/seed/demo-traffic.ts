import { formatLocalDate, parseLocalDateTime } from '@parking/domain';
import {
  deviceKind,
  enabledState,
  gateDeviceResource,
  gateResource,
  gateType,
  gateVerdict,
  parkKind,
  parkResource,
  payWay,
} from '@parking/resources';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { RowOf } from '../db/resource-table';
import { tableOf } from '../db/schema';
import { seedDemoShifts } from '../modules/reports/shifts/demo-shifts.seed';
import { handleGateEvent } from '../modules/traffic/gate-event.service';
import { applyPayment } from '../modules/traffic/orders/order-payments';
import { refundOrder } from '../modules/traffic/orders/order-refund';
import type { DeviceAccess } from '../platform/auth/device-access';
import { hashToken, newToken } from '../platform/auth/tokens';
import type { Access, AppContext } from '../platform/context';
import { planDay, readsOf, seededRandom } from '../simulate/traffic-day';
import { type DemoGates, seedArrearsAtExit } from './demo-arrears-exit';
import { seedDemoDeviceLog } from './demo-device-log';
import { seedDemoRoadside } from './demo-roadside';
import { insertRow } from './insert-row';

/** Cars a day of the demo parks with the most traffic; every other park with gates gets `quietCars`. */
const busyParks = new Map([
  ['P-A-002', 40],
  ['P-B-001', 20],
]);
const quietCars = 12;
const days = 3;

const systemAccess = (userId: number): Access => ({
  sessionId: 0,
  userId,
  username: 'admin',
  level: 'platform',
  companyId: null,
  activeCompanyId: null,
  companies: 'all',
  parkIds: null,
  roles: [],
  permissions: 'all',
});

/** A device on each entry and exit gate of the park, with a key nobody knows (the demo drives them in-process). */
async function demoDevices(app: AppContext, park: RowOf<typeof parkResource>) {
  const gates = tableOf(gateResource);
  const rows = await app.db
    .select()
    .from(gates)
    .where(
      and(
        eq(gates.parkId, park.id),
        inArray(gates.gateType, [gateType.values.entry, gateType.values.exit, gateType.values.entryAndExit]),
        isNull(gates.deletedAt),
      ),
    );
  const out: { device: DeviceAccess; gateType: RowOf<typeof gateResource>['gateType'] }[] = [];
  for (const gate of rows) {
    const deviceCode = `DEMO-${park.parkCode}-${gate.id}`;
    const deviceId = await insertRow(app.db, gateDeviceResource, {
      companyId: park.companyId,
      parkId: park.id,
      gateId: gate.id,
      deviceCode,
      deviceName: `${gate.gateName}相机`,
      keyHash: hashToken(app.tokenSecret, newToken()),
      keyIssuedAt: new Date(),
      state: enabledState.values.enabled,
    });
    if (out.length === 0) {
      await seedDemoDeviceLog(app.db, { deviceId, companyId: park.companyId, parkId: park.id }, '沪A88888');
    }
    out.push({
      gateType: gate.gateType,
      device: {
        deviceId,
        deviceCode,
        companyId: park.companyId,
        parkId: park.id,
        gateId: gate.id,
        kind: deviceKind.values.gateCamera,
      },
    });
  }
  return out;
}

/**
 * A few days of entries, exits, payments and refunds in the demo parks, made through the same gate
 * decision and order code the devices and payment channels reach, so reports show real figures and
 * some cars are inside now.
 */
export async function seedDemoTraffic(app: AppContext, adminId: number): Promise<void> {
  const tz = app.config.timeZone;
  const now = new Date();
  const today = parseLocalDateTime(formatLocalDate(now, tz), tz);
  if (!today) throw new Error(`no local midnight in ${tz}`);
  const parkTable = tableOf(parkResource);
  const rand = seededRandom(7);
  const offStreet = await app.db
    .select()
    .from(parkTable)
    .where(and(eq(parkTable.parkKind, parkKind.values.offStreet), isNull(parkTable.deletedAt)))
    .orderBy(parkTable.id);
  // the busy parks first, as they always came, so their figures stay what they were
  const rank = (code: string | null) => [...busyParks.keys()].indexOf(code ?? '') + 1 || busyParks.size + 1;
  offStreet.sort((a, b) => rank(a.parkCode) - rank(b.parkCode));
  let busiest: DemoGates | null = null;
  for (const [i, park] of offStreet.entries()) {
    const devices = await demoDevices(app, park);
    const both = devices.find((d) => d.gateType === gateType.values.entryAndExit)?.device;
    const entry = devices.find((d) => d.gateType === gateType.values.entry)?.device ?? both;
    const exit = devices.find((d) => d.gateType === gateType.values.exit)?.device ?? both;
    if (!entry || !exit) continue;
    busiest ??= { companyId: park.companyId, parkId: park.id, entry, exit };
    const cars = busyParks.get(park.parkCode ?? '') ?? quietCars;
    // each park's first refund: a driver's complaint, settled in part
    let refunded = false;
    const visits = Array.from({ length: days + 1 }, (_, d) =>
      planDay({ midnight: new Date(today.getTime() - (days - d) * 86_400_000), cars, seed: 100 * i + d }),
    )
      .flat()
      .filter((v) => v.arriveAt < now);
    let serial = 0;
    // a couple of drivers reached the exit lately and have not paid yet: the unpaid-order report has rows
    let unpaidLeft = 2;
    for (const read of readsOf(visits, now)) {
      const send = (at: Date) =>
        handleGateEvent(app, read.direction === 'in' ? entry : exit, {
          eventId: `demo-${++serial}`,
          direction: read.direction,
          plateNumber: read.plate,
          eventTime: at.toISOString(),
          confidence: 90 + Math.floor(rand() * 10),
        });
      const answer = await send(read.at);
      if (answer.verdict !== gateVerdict.values.pay || !answer.onlineOrderId) continue;
      if (unpaidLeft > 0 && now.getTime() - read.at.getTime() < 12 * 3_600_000) {
        unpaidLeft--;
        continue;
      }
      const paidAt = new Date(read.at.getTime() + 60_000);
      await applyPayment(
        app,
        {
          onlineOrderId: answer.onlineOrderId,
          payNo: `DEMO${answer.onlineOrderId}`,
          amountFen: answer.owedFen ?? 0,
          payWay: rand() < 0.6 ? payWay.values.wechat : payWay.values.alipay,
          paidAt: paidAt.toISOString(),
        },
        'sandbox',
      );
      await send(new Date(paidAt.getTime() + 60_000));
      if (!refunded && (answer.owedFen ?? 0) >= 200 && rand() < 0.3) {
        refunded = true;
        await refundOrder(app, systemAccess(adminId), {
          onlineOrderId: answer.onlineOrderId,
          remark: '演示：车主投诉计费有误，退还部分',
          amount: Math.max(1, Math.floor((answer.owedFen ?? 2) / 2)),
        });
      }
    }
  }
  await seedDemoRoadside(app, today, days);
  if (busiest) await seedArrearsAtExit(app, busiest, now, adminId);
  await seedDemoShifts(app, new Date(today.getTime() - days * 86_400_000));
}
