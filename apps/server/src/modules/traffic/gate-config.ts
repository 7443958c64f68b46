import { and, eq, isNull } from 'drizzle-orm';
import { type Row, registerHooks } from '../../crud/hooks';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { type DeviceAccess, forgetDevice } from '../../platform/auth/device-access';
import { badRequest } from '../../platform/errors';
import { shortCache } from '../../platform/short-cache';

export type GateConfig = { id: number; parkId: number; areaId: number | null; allowTempCar: boolean };

const gates = shortCache<number, GateConfig | null>(5_000);

async function loadGate(db: Db, gateId: number): Promise<GateConfig | null> {
  const t = tableOf('baseParkGate');
  const [gate] = (await db
    .select()
    .from(t)
    .where(and(eq(t.id, gateId), isNull(t.deletedAt)))) as Row[];
  if (!gate) return null;
  return {
    id: Number(gate.id),
    parkId: Number(gate.parkId),
    areaId: gate.areaId == null ? null : Number(gate.areaId),
    allowTempCar: gate.allowTempCar !== false,
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
registerHooks('baseParkGate', {
  afterSubmit: (_ctx, row) => gates.forget(Number(row.id)),
  afterRemove: () => gates.forget(),
});
registerHooks('gateDevice', {
  afterSubmit: (_ctx, row, existing) => {
    forgetDevice(String(row.deviceCode));
    if (existing?.deviceCode) forgetDevice(String(existing.deviceCode));
  },
  afterRemove: () => forgetDevice(),
});
