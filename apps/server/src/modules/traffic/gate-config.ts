import { type DictValue, gateDeviceResource, gateResource, gateType } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import { registerHooks } from '../../crud/hooks';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { type DeviceAccess, forgetDevice } from '../../platform/auth/device-access';
import { badRequest } from '../../platform/errors';
import { shortCache } from '../../platform/short-cache';

export type GateConfig = {
  id: number;
  parkId: number;
  areaId: number | null;
  allowTempCar: boolean;
  gateType: DictValue<typeof gateType>;
};

const gates = shortCache<number, GateConfig | null>(5_000);

async function loadGate(db: Db, gateId: number): Promise<GateConfig | null> {
  const t = tableOf(gateResource);
  const [gate] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, gateId), isNull(t.deletedAt)));
  if (!gate) return null;
  return {
    id: gate.id,
    parkId: gate.parkId,
    areaId: gate.areaId,
    allowTempCar: gate.allowTempCar !== false,
    gateType: gate.gateType ?? gateType.values.entryAndExit,
  };
}

/** The gate a device reports for, as configured by the operator; refused when it is not in the device's park. */
export async function gateOfDevice(
  db: Db,
  device: DeviceAccess,
  gateId: number | null | undefined,
): Promise<GateConfig> {
  if (gateId == null) {
    throw badRequest({
      zh: '通道(gateId): 该设备不属于任何通道，请填写通道',
      en: 'Gate(gateId): this device serves no gate; name the gate',
    });
  }
  const gate = await gates.get(gateId, () => loadGate(db, gateId));
  if (!gate || gate.parkId !== device.parkId) {
    throw badRequest({
      zh: `通道(gateId): 本停车场没有通道 ${gateId}`,
      en: `Gate(gateId): no gate ${gateId} in this park`,
    });
  }
  return gate;
}

// an operator's change to a gate or a device applies to the next plate read
registerHooks(gateResource, {
  afterSubmit: (_ctx, row) => gates.forget(row.id),
  afterRemove: () => gates.forget(),
});
registerHooks(gateDeviceResource, {
  afterSubmit: (_ctx, row, existing) => {
    forgetDevice(row.deviceCode);
    if (existing) forgetDevice(existing.deviceCode);
  },
  afterRemove: () => forgetDevice(),
});
