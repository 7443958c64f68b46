import {
  deviceCommandResource,
  deviceCommandState,
  deviceVendor,
  deviceWhiteEntryResource,
  enabledState,
  gateDeviceResource,
  monthPassResource,
  passState,
  whiteListResource,
  whiteListStatus,
} from '@parking/resources';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { courierOf } from './commands/command-courier';
import { whiteListAddRequest, whiteListDeleteRequest, whiteListEntry } from './commands/command-requests';
import type { CommandRequest, DeviceRow } from './commands/device-command.service';

type Entry = { plate: string; from: Date; to: Date };

/** A white-list entry without an end stands until the camera's latest date. */
const forever = new Date('2099-12-31T15:59:59Z');
const syncReason = 'white-list sync';

/** The plates a camera of the park should let in while it cannot ask the server: valid passes and white lists. */
async function wanted(app: AppContext, parkId: number, now: Date): Promise<Map<string, Entry>> {
  const p = tableOf(monthPassResource);
  const w = tableOf(whiteListResource);
  const passes = await app.db
    .select({ plate: p.plateNumber, more: p.plateNumbers, from: p.startTime, to: p.endTime })
    .from(p)
    .where(
      and(
        eq(p.parkId, parkId),
        isNull(p.deletedAt),
        inArray(p.state, [passState.values.active, passState.values.endingSoon]),
        gt(p.endTime, now),
      ),
    );
  const whites = await app.db
    .select({ plate: w.plateNumber, from: w.startTime, to: w.endTime, created: w.createdAt })
    .from(w)
    .where(
      and(
        eq(w.parkId, parkId),
        isNull(w.deletedAt),
        eq(w.dataStatus, whiteListStatus.values.approved),
        or(isNull(w.endTime), gt(w.endTime, now)),
      ),
    );
  const out = new Map<string, Entry>();
  const put = (plate: string, from: Date, to: Date) => {
    const had = out.get(plate);
    if (!had || had.to < to) out.set(plate, { plate, from, to });
  };
  for (const r of passes) {
    for (const plate of [r.plate, ...(r.more ?? '').split(/[,，\s]+/)].filter(Boolean)) put(plate, r.from, r.to);
  }
  for (const r of whites) put(r.plate, r.from ?? r.created, r.to ?? forever);
  return out;
}

/** Cameras of the park that decide on their own list when offline, enabled and speaking MQTT. */
async function offlineDeciders(app: AppContext, parkId: number, deviceId?: number): Promise<DeviceRow[]> {
  const t = tableOf(gateDeviceResource);
  return app.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.parkId, parkId),
        eq(t.offlineWhiteList, true),
        eq(t.state, enabledState.values.enabled),
        inArray(t.vendor, [deviceVendor.values.vzenith, deviceVendor.values.own]),
        isNull(t.deletedAt),
        ...(deviceId ? [eq(t.id, deviceId)] : []),
      ),
    );
}

/** The command recorded as sent by the server itself (no user), for the courier to deliver. */
export async function queueByServer(app: AppContext, device: DeviceRow, r: CommandRequest) {
  const [row] = await app.db
    .insert(tableOf(deviceCommandResource))
    .values({
      companyId: device.companyId,
      parkId: device.parkId,
      deviceId: device.id,
      kind: r.kind,
      reason: r.reason ?? null,
      payload: r.message.payload,
      messageId: r.message.payload.id,
    })
    .returning({ id: tableOf(deviceCommandResource).id });
  if (!row) throw new Error('the sync command was not recorded');
  return {
    commandId: row.id,
    messageId: r.message.payload.id,
    topic: r.message.topic,
    payload: r.message.payload,
    retrySafe: r.retrySafe,
  };
}

/**
 * Brings one camera's own white list to what the park's passes and white lists say, sending only the
 * difference from what the camera last confirmed; an entry is counted held once the camera acknowledged it.
 */
export async function syncCameraWhiteList(app: AppContext, device: DeviceRow, now = new Date()): Promise<number> {
  const want = await wanted(app, device.parkId, now);
  const h = tableOf(deviceWhiteEntryResource);
  const held = await app.db
    .select()
    .from(h)
    .where(and(eq(h.deviceId, device.id), isNull(h.deletedAt)));
  const heldBy = new Map(held.map((e) => [e.plateNumber, e]));
  const same = (a: Date | null, b: Date) =>
    a !== null && Math.floor(a.getTime() / 1000) === Math.floor(b.getTime() / 1000);
  const adds = [...want.values()].filter((e) => {
    const had = heldBy.get(e.plate);
    return !had || !same(had.enableTime, e.from) || !same(had.overdueTime, e.to);
  });
  const drops = held.filter((e) => !want.has(e.plateNumber));
  const tz = app.config.timeZone;
  const courier = courierOf(app);
  const acknowledged = async (r: CommandRequest) => {
    const row = await courier.deliver(await queueByServer(app, device, r));
    return row.state === deviceCommandState.values.acknowledged;
  };
  await Promise.all([
    ...adds.map(async (e) => {
      if (!(await acknowledged(whiteListAddRequest(device, whiteListEntry(e.plate, e.from, e.to, tz), syncReason))))
        return;
      const had = heldBy.get(e.plate);
      if (had) await app.db.update(h).set({ enableTime: e.from, overdueTime: e.to }).where(eq(h.id, had.id));
      else
        await app.db.insert(h).values({
          companyId: device.companyId,
          parkId: device.parkId,
          deviceId: device.id,
          plateNumber: e.plate,
          enableTime: e.from,
          overdueTime: e.to,
        });
    }),
    ...drops.map(async (e) => {
      if (!(await acknowledged(whiteListDeleteRequest(device, e.plateNumber, syncReason)))) return;
      await app.db.update(h).set({ deletedAt: new Date() }).where(eq(h.id, e.id));
    }),
  ]);
  return adds.length + drops.length;
}

// one sync at a time per camera, so two changes close together do not send the same difference twice
const running = new Map<number, Promise<unknown>>();
function oneAtATime(deviceId: number, fn: () => Promise<unknown>): Promise<unknown> {
  const next = (running.get(deviceId) ?? Promise.resolve()).then(fn, fn);
  running.set(deviceId, next);
  void next.finally(() => running.get(deviceId) === next && running.delete(deviceId)).catch(() => undefined);
  return next;
}

/** Syncs the park's offline-deciding cameras that are online (or the one camera named). */
export async function syncParkWhiteLists(app: AppContext, parkId: number, deviceId?: number): Promise<void> {
  const cameras = await offlineDeciders(app, parkId, deviceId);
  await Promise.all(
    cameras.filter((c) => c.online || deviceId).map((c) => oneAtATime(c.id, () => syncCameraWhiteList(app, c))),
  );
}

/** One camera's sync now, after any running one; resolves with the number of changes sent. */
export async function syncCameraWhiteListNow(inCall: AppContext, device: DeviceRow): Promise<number> {
  const app = { ...inCall, db: inCall.database.db };
  return (await oneAtATime(device.id, () => syncCameraWhiteList(app, device))) as number;
}
