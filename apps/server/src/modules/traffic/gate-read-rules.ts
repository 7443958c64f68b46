import {
  carTypeResource,
  type DictValue,
  enabledState,
  gateDirection,
  gateType,
  parkResource,
  type plateColor,
} from '@parking/resources';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { registerHooks } from '../../crud/hooks';
import { liveCondition } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { shortCache } from '../../platform/short-cache';
import type { GateConfig } from './gate-config';
import type { Stay } from './stays/close-stay';

type Direction = DictValue<typeof gateDirection>;
type PlateColor = DictValue<typeof plateColor>;

/** What a park's settings make of its gates' reads: the no-entry charge, and the car type of each plate colour. */
export type ParkReadRules = { noEntryFeeFen: number | null; carTypeOfColor: Map<PlateColor, number> };

/** What the device sent where the server took another value, and why; stored with the event. */
export type ReadAdjustment = { deviceTime: Date | null; deviceDirection: Direction | null; notes: string[] };

const parks = shortCache<number, ParkReadRules>(5_000);

async function loadRules(db: Db, parkId: number): Promise<ParkReadRules> {
  const p = tableOf(parkResource);
  const types = tableOf(carTypeResource);
  const [park] = await db.select({ noEntryFee: p.noEntryFee }).from(p).where(eq(p.id, parkId));
  const colored = await db
    .select({ id: types.id, plateColor: types.plateColor })
    .from(types)
    .where(
      and(
        eq(types.parkId, parkId),
        isNotNull(types.plateColor),
        eq(types.state, enabledState.values.enabled),
        liveCondition(types),
      ),
    )
    .orderBy(asc(types.sort), asc(types.id));
  const carTypeOfColor = new Map<PlateColor, number>();
  for (const t of colored)
    if (t.plateColor != null && !carTypeOfColor.has(t.plateColor)) carTypeOfColor.set(t.plateColor, t.id);
  return { noEntryFeeFen: park?.noEntryFee ?? null, carTypeOfColor };
}

export const parkReadRules = (db: Db, parkId: number) => parks.get(parkId, () => loadRules(db, parkId));

const laneNotes: Partial<Record<DictValue<typeof gateType>, string>> = {
  [gateType.values.entry]: '入口通道，设备上报出场，按入场处理',
  [gateType.values.exit]: '出口通道，设备上报入场，按出场处理',
};

/** The lane decides: an entry-only gate's reads are entries, an exit-only gate's exits; a two-way gate takes the device's. */
function laneDirection(gate: GateConfig, reported: Direction): Direction {
  if (gate.gateType === gateType.values.entry) return gateDirection.values.entry;
  if (gate.gateType === gateType.values.exit) return gateDirection.values.exit;
  return reported;
}

const hoursText = (ms: number) => `${(ms / 3_600_000).toFixed(2)} 小时`;

/**
 * A read as the park takes it: its direction from the lane, its time from the device unless that lies
 * beyond the allowed skew ahead of the server's clock (then the server's time), and the car type of its
 * plate colour. Past times are believed: a camera sends what it stored during an outage late.
 */
export async function takeRead(
  app: AppContext,
  gate: GateConfig,
  read: { direction: Direction; plateColor: PlateColor; stampedAt: Date },
  now = new Date(),
) {
  const rules = await parkReadRules(app.db, gate.parkId);
  const adjustment: ReadAdjustment = { deviceTime: null, deviceDirection: null, notes: [] };
  const direction = laneDirection(gate, read.direction);
  if (direction !== read.direction) {
    adjustment.deviceDirection = read.direction;
    adjustment.notes.push(laneNotes[gate.gateType] ?? '');
  }
  let at = read.stampedAt;
  const ahead = at.getTime() - now.getTime();
  if (ahead > app.config.gateClockSkewSeconds * 1000) {
    adjustment.deviceTime = at;
    adjustment.notes.push(`设备时间超前服务器 ${hoursText(ahead)}，按服务器时间记录`);
    at = now;
  }
  return {
    direction,
    at,
    carTypeId: rules.carTypeOfColor.get(read.plateColor) ?? null,
    noEntryFeeFen: rules.noEntryFeeFen,
    adjustment,
  };
}

/**
 * An exit stamped before its stay's entry is taken at the server's time (never before the entry): a camera
 * whose clock runs late, or was reset, must neither price a negative stay nor hold the car at the barrier.
 */
export function exitAfterEntry<R extends { direction: Direction; at: Date }>(
  read: R,
  adjustment: ReadAdjustment,
  stay: Pick<Stay, 'inTime'> | null,
  now = new Date(),
): { read: R; adjustment: ReadAdjustment } {
  if (read.direction !== gateDirection.values.exit || !stay || read.at >= stay.inTime) return { read, adjustment };
  const at = now > stay.inTime ? now : stay.inTime;
  return {
    read: { ...read, at },
    adjustment: {
      ...adjustment,
      deviceTime: adjustment.deviceTime ?? read.at,
      notes: [...adjustment.notes, '设备时间早于入场时间，按服务器时间记录'],
    },
  };
}

// an operator's change to a park's no-entry charge or a car type's plate colour applies to the next read
registerHooks(parkResource, {
  afterSubmit: (_ctx, row) => parks.forget(row.id),
  afterRemove: () => parks.forget(),
});
registerHooks(carTypeResource, {
  afterSubmit: (_ctx, row, existing) => {
    parks.forget(row.parkId);
    if (existing) parks.forget(existing.parkId);
  },
  afterRemove: () => parks.forget(),
});
