import { gateVerdict, oweRecovery, oweRecoveryResource, oweResource, oweState, payWay } from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { tableOf } from '../db/schema';
import { handleGateEvent } from '../modules/traffic/gate-event.service';
import { applyPayment } from '../modules/traffic/orders/order-payments';
import type { DeviceAccess } from '../platform/auth/device-access';
import type { AppContext } from '../platform/context';
import { insertRow } from './insert-row';

export type DemoGates = { companyId: number; parkId: number; entry: DeviceAccess; exit: DeviceAccess };

/**
 * The busiest park adds a driver's arrears to the exit fee: a driver who left a roadside berth unpaid came to
 * it an hour ago, paid the stay and the debt in one order on the way out, and the debt shows recovered.
 */
export async function seedArrearsAtExit(app: AppContext, gates: DemoGates, now: Date, adminId: number): Promise<void> {
  const o = tableOf(oweResource);
  const [debt] = await app.db
    .select({ plate: o.plateNumber })
    .from(o)
    .where(and(eq(o.companyId, gates.companyId), eq(o.state, oweState.values.normal), isNull(o.deletedAt)))
    .orderBy(asc(o.oweTime), asc(o.id))
    .limit(1);
  if (!debt) return;
  await insertRow(app.db, oweRecoveryResource, {
    companyId: gates.companyId,
    parkId: gates.parkId,
    recovery: oweRecovery.values.addToFee,
    remark: '演示：欠费在出场时合并收取',
    createdBy: adminId,
    updatedBy: adminId,
  });
  const read = (device: DeviceAccess, direction: 'in' | 'out', at: Date, n: number) =>
    handleGateEvent(app, device, {
      eventId: `demo-arrears-${n}`,
      direction,
      plateNumber: debt.plate,
      eventTime: at.toISOString(),
      confidence: 97,
    });
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  const entered = await read(gates.entry, 'in', minutesAgo(95), 1);
  if (entered.verdict !== gateVerdict.values.open) return;
  const exit = await read(gates.exit, 'out', minutesAgo(30), 2);
  if (exit.verdict !== gateVerdict.values.pay || !exit.onlineOrderId) return;
  await applyPayment(
    app,
    {
      onlineOrderId: exit.onlineOrderId,
      payNo: `DEMO${exit.onlineOrderId}`,
      amountFen: exit.owedFen ?? 0,
      payWay: payWay.values.wechat,
      paidAt: minutesAgo(29).toISOString(),
    },
    'sandbox',
  );
  await read(gates.exit, 'out', minutesAgo(28), 3);
}
