import { roadsideConfigResource } from '@parking/resources';
import { and, inArray } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import { tableOf } from '../../../db/schema';
import type { CentreScope } from './centre-query';

/** The battery level a park's roadside settings warn below, when the park has none: the settings' own default. */
export const defaultLowBattery = roadsideConfigResource.fields.lowBatteryPercent.default;

/** Each park's low-battery level from its roadside device settings (rdconfig), else the default. */
export async function lowBatteryLevels(s: CentreScope, parkIds: number[]): Promise<(parkId: number) => number> {
  const t = tableOf(roadsideConfigResource);
  const rows = parkIds.length
    ? await s.db
        .select({ parkId: t.parkId, level: t.lowBatteryPercent })
        .from(t)
        .where(and(visibleConditions(roadsideConfigResource, s.access), inArray(t.parkId, parkIds)))
    : [];
  const found = new Map(rows.map((r) => [Number(r.parkId), r.level]));
  return (parkId) => found.get(parkId) ?? defaultLowBattery;
}

/** A device not heard from for this long is listed as offline too long. */
export const longOfflineMs = 3_600_000;
