import { boxResource, parkResource, userResource } from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { tableOf } from '../../../db/schema';
import type { Access, AppContext } from '../../../platform/context';
import { handOverShift, startShift } from './shift.service';

const shiftHours = 8;

/**
 * Eight-hour shifts at the first booth of the demo's busiest park over its last days of traffic, each handed
 * over through the same calls the console makes, so their money is counted from the demo's payments. The last
 * one ends as the seed runs: every operator starts the day with no shift open.
 */
export async function seedDemoShifts(app: AppContext, since: Date): Promise<void> {
  const parks = tableOf(parkResource);
  const boxes = tableOf(boxResource);
  const users = tableOf(userResource);
  const [park] = await app.db.select().from(parks).where(eq(parks.parkCode, 'P-A-002'));
  const [operator] = await app.db.select().from(users).where(eq(users.username, 'company_a'));
  if (!park || !operator) return;
  const [box] = await app.db
    .select({ id: boxes.id })
    .from(boxes)
    .where(and(eq(boxes.parkId, park.id), isNull(boxes.deletedAt)))
    .orderBy(asc(boxes.id))
    .limit(1);
  if (!box) return;
  const access: Access = {
    sessionId: 0,
    userId: operator.id,
    username: operator.username,
    level: 'company',
    companyId: park.companyId,
    activeCompanyId: park.companyId,
    companies: [park.companyId],
    parkIds: null,
    roles: [],
    permissions: 'all',
  };
  const now = Date.now();
  for (let at = since.getTime(); at < now; at += shiftHours * 3_600_000) {
    const end = Math.min(at + shiftHours * 3_600_000, now);
    const shift = await startShift(app, access, {
      parkId: park.id,
      boxId: box.id,
      startedAt: new Date(at).toISOString(),
    });
    await handOverShift(app, access, { id: shift.id, endedAt: new Date(end).toISOString() });
  }
}
