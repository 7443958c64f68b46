import { formatLocalDate, parseLocalDateTime } from '@parking/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { tableOf } from '../db/schema';
import { handleGateEvent } from '../modules/traffic/gate-event.service';
import { applyPayment } from '../modules/traffic/orders/order-payments';
import { refundOrder } from '../modules/traffic/orders/order-refund';
import type { DeviceAccess } from '../platform/auth/device-access';
import { hashToken, newToken } from '../platform/auth/tokens';
import type { Access, AppContext } from '../platform/context';
import { planDay, readsOf, seededRandom } from '../simulate/traffic-day';
import { seedDemoRoadside } from './demo-roadside';

/** Demo parks that get traffic, with cars a day. */
const parks = [
  { parkCode: 'P-A-002', cars: 40 },
  { parkCode: 'P-B-001', cars: 20 },
];
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
async function demoDevices(app: AppContext, park: Record<string, unknown>) {
  const gates = tableOf('baseParkGate');
  const rows = await app.db
    .select()
    .from(gates)
    .where(and(eq(gates.parkId, Number(park.id)), inArray(gates.gateType, [1, 2]), isNull(gates.deletedAt)));
  const devices = tableOf('gateDevice');
  const out: { device: DeviceAccess; gateType: number }[] = [];
  for (const gate of rows) {
    const deviceCode = `DEMO-${String(park.parkCode)}-${gate.id}`;
    const [row] = await app.db
      .insert(devices)
      .values({
        companyId: park.companyId,
        parkId: park.id,
        gateId: gate.id,
        deviceCode,
        deviceName: `${gate.gateName}相机`,
        keyHash: hashToken(app.tokenSecret, newToken()),
        keyIssuedAt: new Date(),
        state: 1,
      })
      .returning({ id: devices.id });
    out.push({
      gateType: Number(gate.gateType),
      device: {
        deviceId: Number(row?.id),
        deviceCode,
        companyId: Number(park.companyId),
        parkId: Number(park.id),
        gateId: Number(gate.id),
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
  const today = parseLocalDateTime(formatLocalDate(now, tz), tz) as Date;
  const parkTable = tableOf('basePark');
  const rand = seededRandom(7);
  let refunds = 0;
  for (const [i, p] of parks.entries()) {
    const [park] = await app.db.select().from(parkTable).where(eq(parkTable.parkCode, p.parkCode));
    if (!park) continue;
    const devices = await demoDevices(app, park);
    const entry = devices.find((d) => d.gateType === 1)?.device;
    const exit = devices.find((d) => d.gateType === 2)?.device;
    if (!entry || !exit) continue;
    const visits = Array.from({ length: days + 1 }, (_, d) =>
      planDay({ midnight: new Date(today.getTime() - (days - d) * 86_400_000), cars: p.cars, seed: 100 * i + d }),
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
      if (answer.verdict !== 3 || !answer.onlineOrderId) continue;
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
          payWay: rand() < 0.6 ? 2 : 3,
          paidAt: paidAt.toISOString(),
        },
        'sandbox',
      );
      await send(new Date(paidAt.getTime() + 60_000));
      if (refunds < 3 && rand() < 0.1) {
        refunds++;
        await refundOrder(app, systemAccess(adminId), {
          onlineOrderId: answer.onlineOrderId,
          remark: '演示：车主投诉计费有误，退还部分',
          amount: Math.max(1, Math.floor((answer.owedFen ?? 2) / 2)),
        });
      }
    }
  }
  await seedDemoRoadside(app, today, days);
}
