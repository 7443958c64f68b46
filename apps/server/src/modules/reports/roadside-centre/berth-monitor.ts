import {
  berthResource,
  berthSectionResource,
  deviceKind,
  enabledState,
  gateDeviceResource,
  inOutRecordResource,
  roadsideSensorResource,
  stayState,
} from '@parking/resources';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { owedAtExit } from '../../traffic/gate-decision/decide-exit';
import type { CentreScope, Park } from './centre-query';
import { lowBatteryLevels } from './device-thresholds';

type Stay = RowOf<typeof inOutRecordResource>;

/** How a berth's sensors stand: none bound, all online, one offline, or online with a low battery. */
export type SensorState = 'none' | 'online' | 'offline' | 'lowBattery';

type Sensor = {
  source: 'gateDevice' | 'rdSensor';
  id: number;
  code: string;
  online: boolean;
  battery: number | null;
  lastSeenAt: string | null;
};

/** The most berths one view shows; a park with more is viewed a section at a time. */
export const monitorLimit = 2_000;

/** What the open stay owes so far, by the park's rule (passes, white lists and payments counted), or why not. */
async function priceSoFar(app: AppContext, s: CentreScope, stay: Stay) {
  const pricer = await app.gatePorts.stayPricer(s.db, stay.parkId);
  const price = pricer({
    parkId: stay.parkId,
    areaId: stay.areaId,
    carTypeId: stay.carTypeId,
    entryAt: stay.inTime,
    exitAt: s.now < stay.inTime ? stay.inTime : s.now,
  });
  if (!price.ok) return { priced: false as const, why: price.code };
  try {
    const { feeFen, owedFen } = await owedAtExit(app, s.db, stay, s.now < stay.inTime ? stay.inTime : s.now);
    return { priced: true as const, feeFen, dueFen: owedFen };
  } catch (err) {
    // a rule that fits but cannot price this stay: the tile says so rather than showing a figure
    return { priced: false as const, why: err instanceof Error ? err.message : 'unpriced' };
  }
}

/** Runs `f` over the items, a few at a time. */
async function inBatches<T, R>(items: T[], size: number, f: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(f))));
  return out;
}

/**
 * The berths of one roadside park (or one of its sections) as tiles: free, taken (plate, since when, minutes,
 * and what the stay owes so far where the park's rule prices it), disabled, and how the berth's sensors stand
 * (the registry's berth sensors and the roadside sensor register's, each bound to the berth). Money in fen.
 */
export async function berthMonitor(app: AppContext, s: CentreScope, park: Park, sectionId: number | undefined) {
  const b = tableOf(berthResource);
  const sec = tableOf(berthSectionResource);
  const r = tableOf(inOutRecordResource);
  const g = tableOf(gateDeviceResource);
  const rs = tableOf(roadsideSensorResource);
  const sections = await s.db
    .select({ id: sec.id, name: sec.sectionName, sort: sec.sort })
    .from(sec)
    .where(and(visibleConditions(berthSectionResource, s.access), eq(sec.parkId, park.id)))
    .orderBy(asc(sec.sort), asc(sec.id));
  const berths = await s.db
    .select()
    .from(b)
    .where(
      and(
        visibleConditions(berthResource, s.access),
        eq(b.parkId, park.id),
        sectionId !== undefined ? eq(b.sectionId, sectionId) : undefined,
      ),
    )
    .orderBy(asc(b.berthNo), asc(b.id))
    .limit(monitorLimit + 1);
  const capped = berths.length > monitorLimit;
  const shown = berths.slice(0, monitorLimit);
  const ids = shown.map((x) => x.id);
  const [stays, gateSensors, registerSensors, lowBattery] = await Promise.all([
    ids.length
      ? s.db
          .select()
          .from(r)
          .where(
            and(
              visibleConditions(inOutRecordResource, s.access),
              inArray(r.berthId, ids),
              eq(r.state, stayState.values.inside),
            ),
          )
          .orderBy(desc(r.inTime))
      : [],
    ids.length
      ? s.db
          .select()
          .from(g)
          .where(
            and(
              visibleConditions(gateDeviceResource, s.access),
              inArray(g.berthId, ids),
              eq(g.deviceKind, deviceKind.values.berthSensor),
              eq(g.state, enabledState.values.enabled),
            ),
          )
      : [],
    ids.length
      ? s.db
          .select()
          .from(rs)
          .where(
            and(
              visibleConditions(roadsideSensorResource, s.access),
              isNotNull(rs.berthId),
              inArray(rs.berthId, ids),
              eq(rs.state, enabledState.values.enabled),
            ),
          )
      : [],
    lowBatteryLevels(s, [park.id]),
  ]);
  const stayOf = new Map<number, Stay>();
  for (const st of stays) if (st.berthId != null && !stayOf.has(st.berthId)) stayOf.set(st.berthId, st);
  const sensorsOf = new Map<number, Sensor[]>();
  const add = (berthId: number | null, sensor: Sensor) => {
    if (berthId == null) return;
    sensorsOf.set(berthId, [...(sensorsOf.get(berthId) ?? []), sensor]);
  };
  for (const d of gateSensors) {
    add(d.berthId, {
      source: 'gateDevice',
      id: d.id,
      code: d.deviceCode,
      online: d.online ?? false,
      battery: d.battery ?? null,
      lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
    });
  }
  for (const d of registerSensors) {
    add(d.berthId, {
      source: 'rdSensor',
      id: d.id,
      code: d.sn,
      online: d.online ?? false,
      battery: d.battery ?? null,
      lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
    });
  }
  const level = lowBattery(park.id);
  const sensorState = (list: Sensor[]): SensorState => {
    if (!list.length) return 'none';
    if (list.some((x) => !x.online)) return 'offline';
    if (list.some((x) => x.battery != null && x.battery < level)) return 'lowBattery';
    return 'online';
  };
  const prices = new Map(
    await inBatches([...stayOf.values()], 8, async (st) => [st.id, await priceSoFar(app, s, st)] as const),
  );
  const sectionName = new Map(sections.map((x) => [x.id, x.name]));
  const order = new Map(sections.map((x, i) => [x.id, i]));
  const tiles = shown
    .map((berth) => {
      const stay = stayOf.get(berth.id) ?? null;
      const sensors = sensorsOf.get(berth.id) ?? [];
      const enabled = berth.state === enabledState.values.enabled;
      const occupied = stay != null || berth.hasCar === true;
      const since = stay?.inTime ?? berth.inTime ?? null;
      const price = stay ? prices.get(stay.id) : undefined;
      return {
        berthId: berth.id,
        berthNo: berth.berthNo,
        sectionId: berth.sectionId,
        sectionName: berth.sectionId == null ? '' : (sectionName.get(berth.sectionId) ?? ''),
        berthType: berth.berthType,
        enabled,
        status: !enabled ? ('disabled' as const) : occupied ? ('occupied' as const) : ('free' as const),
        recordId: stay?.id ?? null,
        plateNumber: stay?.plateNumber ?? (berth.hasCar ? (berth.plateNumber ?? null) : null),
        inTime: since ? since.toISOString() : null,
        minutes: occupied && since ? Math.max(0, Math.floor((s.now.getTime() - since.getTime()) / 60_000)) : null,
        priced: price?.priced ?? false,
        feeFen: price?.priced ? price.feeFen : null,
        dueFen: price?.priced ? price.dueFen : null,
        paidFen: stay ? (stay.paid ?? 0) : null,
        unpricedReason: price && !price.priced ? price.why : null,
        sensorState: sensorState(sensors),
        sensors,
      };
    })
    .sort(
      (x, y) =>
        (order.get(x.sectionId ?? -1) ?? Number.MAX_SAFE_INTEGER) -
          (order.get(y.sectionId ?? -1) ?? Number.MAX_SAFE_INTEGER) ||
        x.berthNo.localeCompare(y.berthNo, 'zh-CN', { numeric: true }) ||
        x.berthId - y.berthId,
    );
  const count = (f: (t: (typeof tiles)[number]) => boolean) => tiles.filter(f).length;
  return {
    at: s.now.toISOString(),
    parkId: park.id,
    parkName: park.name,
    sectionId: sectionId ?? null,
    sections: sections.map((x) => ({ sectionId: x.id, sectionName: x.name })),
    lowBatteryPercent: level,
    capped,
    counts: {
      berths: tiles.length,
      occupied: count((t) => t.status === 'occupied'),
      free: count((t) => t.status === 'free'),
      disabled: count((t) => t.status === 'disabled'),
      sensorOffline: count((t) => t.sensorState === 'offline'),
      lowBattery: count((t) => t.sensorState === 'lowBattery'),
      noSensor: count((t) => t.sensorState === 'none'),
      dueFen: tiles.reduce((n, t) => n + (t.dueFen ?? 0), 0),
    },
    tiles,
  };
}
