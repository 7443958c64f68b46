import { formatLocalDate } from '@parking/domain';
import {
  deviceKind,
  enabledState,
  gateDeviceResource,
  gateResource,
  gateType,
  gateVerdict,
  parkResource,
  seatGateGrantResource,
  seatUserResource,
  userResource,
} from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { actingAs } from '../../db/actor';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { insertRow } from '../../seed/insert-row';
import { handleGateEvent } from '../traffic/gate-event.service';
import { resolveManualConfirm } from '../traffic/manual-confirm';

const day = 86_400_000;

/** What the seat does with each car the exit camera read without an entry: free, or the cash it took (fen). */
const releases = [
  { plate: '沪KY3801', minutesAgo: 50, amount: 0, reason: '演示：岗亭来电，业主车辆未识别入场，免费放行' },
  { plate: '沪KY3802', minutesAgo: 35, amount: 1000, reason: '演示：无入场记录，按一天收费' },
  { plate: '沪KY3803', minutesAgo: 20, amount: 1500, reason: '演示：无入场记录，车主出示凭条，现金收费' },
];

/**
 * A cloud seat of the demo: company A's administrator (company_a) is also seat 云坐席 01, granted the north exit
 * of 世纪广场; three cars the exit camera read without an entry were let out by the seat through the manual
 * confirm, one free and two for cash, so the seat orders page lists them.
 */
export async function seedDemoSeatOrders(app: AppContext, now = new Date()): Promise<void> {
  const p = tableOf(parkResource);
  const [park] = await app.db
    .select({ id: p.id, companyId: p.companyId })
    .from(p)
    .where(and(eq(p.parkCode, 'P-A-002'), isNull(p.deletedAt)));
  const u = tableOf(userResource);
  const [user] = await app.db
    .select({ id: u.id, username: u.username })
    .from(u)
    .where(and(eq(u.username, 'company_a'), isNull(u.deletedAt)));
  if (!park || !user) return;
  const g = tableOf(gateResource);
  const d = tableOf(gateDeviceResource);
  const [exit] = await app.db
    .select({ gateId: g.id, deviceId: d.id, deviceCode: d.deviceCode })
    .from(g)
    .innerJoin(d, and(eq(d.gateId, g.id), isNull(d.deletedAt)))
    .where(and(eq(g.parkId, park.id), eq(g.gateType, gateType.values.exit), isNull(g.deletedAt)))
    .orderBy(asc(g.id), asc(d.id))
    .limit(1);
  if (!exit) return;
  const at = { companyId: park.companyId };
  const seatUserId = await insertRow(app.db, seatUserResource, {
    ...at,
    seatName: '云坐席 01',
    userId: user.id,
    sipAccount: 'seat01',
    phone: '13700000011',
    state: enabledState.values.enabled,
    remark: '演示：公司管理员兼任云坐席',
  });
  const tz = app.config.timeZone;
  await insertRow(app.db, seatGateGrantResource, {
    ...at,
    parkId: park.id,
    gateId: exit.gateId,
    seatUserId,
    startDate: formatLocalDate(new Date(now.getTime() - 30 * day), tz),
    endDate: formatLocalDate(new Date(now.getTime() + 335 * day), tz),
    state: enabledState.values.enabled,
    remark: '演示：北门出口由云坐席值守',
  });
  const access: Access = {
    sessionId: 0,
    userId: user.id,
    username: user.username,
    level: 'company',
    companyId: park.companyId,
    activeCompanyId: park.companyId,
    companies: [park.companyId],
    parkIds: null,
    roles: [],
    permissions: 'all',
  };
  const device = {
    deviceId: exit.deviceId,
    deviceCode: exit.deviceCode,
    companyId: park.companyId,
    parkId: park.id,
    gateId: exit.gateId,
    kind: deviceKind.values.gateCamera,
  };
  for (const [i, r] of releases.entries()) {
    const read = await handleGateEvent(app, device, {
      eventId: `demo-seat-${i + 1}`,
      direction: 'out',
      plateNumber: r.plate,
      eventTime: new Date(now.getTime() - r.minutesAgo * 60_000).toISOString(),
      confidence: 95,
    });
    if (read.verdict !== gateVerdict.values.manualConfirm || read.recordId == null) continue;
    const recordId = read.recordId;
    // the seat's release runs as its console account, as the console's call would
    await actingAs(user.id, () =>
      resolveManualConfirm(app, access, {
        recordId,
        action: 'release',
        charge: r.amount > 0,
        ...(r.amount > 0 ? { amount: r.amount } : {}),
        reason: r.reason,
      }),
    );
  }
}
