import {
  enabledState,
  guidanceBuildingResource,
  guidanceDeviceResource,
  guidanceGatewayResource,
  guidanceSpaceResource,
  parkResource,
} from '@parking/resources';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';

export type FloorSpaces = { floor: number | null; spaces: number; occupied: number; free: number; disabled: number };
type Devices = { total: number; online: number; offline: number; disabled: number };

export type BuildingOverview = {
  buildingId: number | null;
  buildingName: string | null;
  parkId: number;
  parkName: string;
  spaces: number;
  occupied: number;
  free: number;
  disabled: number;
  floors: FloorSpaces[];
  devices: Devices;
  gateways: Devices;
};

const { enabled } = enabledState.values;
const n = (v: unknown) => Number(v ?? 0);

/**
 * The guided buildings of the caller's parks (or one park) as they stand: spaces by floor (occupied, free,
 * disabled), detectors and screens, and gateways online and offline. A space or device of no building is
 * counted under its park.
 */
export async function guidanceOverview(db: Db, access: Access, parkId?: number) {
  const s = tableOf(guidanceSpaceResource);
  const d = tableOf(guidanceDeviceResource);
  const g = tableOf(guidanceGatewayResource);
  const b = tableOf(guidanceBuildingResource);
  const p = tableOf(parkResource);
  const park = (col: typeof s.parkId) => (parkId ? [eq(col, parkId)] : []);
  const [spaces, devices, gateways, buildings] = await Promise.all([
    db
      .select({
        parkId: s.parkId,
        buildingId: s.buildingId,
        floor: s.floor,
        spaces: sql<number>`count(*)`,
        occupied: sql<number>`count(*) filter (where ${s.occupied} and ${s.state} = ${enabled})`,
        disabled: sql<number>`count(*) filter (where ${s.state} <> ${enabled})`,
      })
      .from(s)
      .where(and(visibleConditions(guidanceSpaceResource, access), ...park(s.parkId)))
      .groupBy(s.parkId, s.buildingId, s.floor),
    db
      .select({
        parkId: d.parkId,
        buildingId: d.buildingId,
        total: sql<number>`count(*)`,
        online: sql<number>`count(*) filter (where ${d.online} and ${d.state} = ${enabled})`,
        disabled: sql<number>`count(*) filter (where ${d.state} <> ${enabled})`,
      })
      .from(d)
      .where(and(visibleConditions(guidanceDeviceResource, access), ...park(d.parkId)))
      .groupBy(d.parkId, d.buildingId),
    db
      .select({
        parkId: g.parkId,
        buildingId: g.buildingId,
        total: sql<number>`count(*)`,
        online: sql<number>`count(*) filter (where ${g.online} and ${g.state} = ${enabled})`,
        disabled: sql<number>`count(*) filter (where ${g.state} <> ${enabled})`,
      })
      .from(g)
      .where(and(visibleConditions(guidanceGatewayResource, access), ...park(g.parkId)))
      .groupBy(g.parkId, g.buildingId),
    db
      .select({ id: b.id, buildingName: b.buildingName, parkId: b.parkId })
      .from(b)
      .where(and(visibleConditions(guidanceBuildingResource, access), ...park(b.parkId))),
  ]);

  const parkIds = [...new Set([...buildings, ...spaces, ...devices, ...gateways].map((x) => x.parkId))];
  const parkNames = new Map(
    parkIds.length
      ? (await db.select({ id: p.id, parkName: p.parkName }).from(p).where(inArray(p.id, parkIds))).map((r) => [
          r.id,
          r.parkName,
        ])
      : [],
  );

  const out = new Map<string, BuildingOverview>();
  const none = (): Devices => ({ total: 0, online: 0, offline: 0, disabled: 0 });
  const entry = (pid: number, bid: number | null) => {
    const key = `${pid}/${bid ?? ''}`;
    let e = out.get(key);
    if (!e) {
      const building = bid == null ? undefined : buildings.find((x) => x.id === bid);
      e = {
        buildingId: bid,
        buildingName: building?.buildingName ?? null,
        parkId: pid,
        parkName: parkNames.get(pid) ?? String(pid),
        spaces: 0,
        occupied: 0,
        free: 0,
        disabled: 0,
        floors: [],
        devices: none(),
        gateways: none(),
      };
      out.set(key, e);
    }
    return e;
  };
  for (const x of buildings) entry(x.parkId, x.id);
  for (const x of spaces) {
    const e = entry(x.parkId, x.buildingId ?? null);
    const floor = {
      floor: x.floor ?? null,
      spaces: n(x.spaces),
      occupied: n(x.occupied),
      disabled: n(x.disabled),
      free: n(x.spaces) - n(x.occupied) - n(x.disabled),
    };
    e.floors.push(floor);
    e.spaces += floor.spaces;
    e.occupied += floor.occupied;
    e.disabled += floor.disabled;
    e.free += floor.free;
  }
  const count = (into: Devices, x: { total: unknown; online: unknown; disabled: unknown }) => {
    into.total += n(x.total);
    into.online += n(x.online);
    into.disabled += n(x.disabled);
    into.offline = into.total - into.online - into.disabled;
  };
  for (const x of devices) count(entry(x.parkId, x.buildingId ?? null).devices, x);
  for (const x of gateways) count(entry(x.parkId, x.buildingId ?? null).gateways, x);

  const list = [...out.values()].sort(
    (x, y) => x.parkId - y.parkId || (x.buildingName ?? '\uffff').localeCompare(y.buildingName ?? '\uffff'),
  );
  for (const e of list) e.floors.sort((x, y) => (y.floor ?? -99) - (x.floor ?? -99));
  const total = (k: 'spaces' | 'occupied' | 'free' | 'disabled') => list.reduce((a, e) => a + e[k], 0);
  const sum = (k: 'devices' | 'gateways') =>
    list.reduce(
      (a, e) => ({
        total: a.total + e[k].total,
        online: a.online + e[k].online,
        offline: a.offline + e[k].offline,
        disabled: a.disabled + e[k].disabled,
      }),
      none(),
    );
  return {
    totals: {
      buildings: buildings.length,
      spaces: total('spaces'),
      occupied: total('occupied'),
      free: total('free'),
      disabled: total('disabled'),
      devices: sum('devices'),
      gateways: sum('gateways'),
    },
    buildings: list,
  };
}
