import { deviceKind, orderKind } from '@parking/resources';
import type { DeviceAccess } from '../../../platform/auth/device-access';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { owedAtExit } from '../gate-decision/decide-exit';
import { eventTimeOf } from '../gate-event.service';
import { upsertExitOrder } from '../orders/exit-order';
import type { BerthOrderInput } from './berth-event.input';
import { requireBerthDevice } from './berth-event.service';
import { lockedBerth, openStayInBerth } from './berth-stays';

/**
 * What the car in the berth owes now, as the stay's order (the waiting one brought up to date): paid
 * through the ordinary payment flow, it lets the car leave within the grace time without an escape.
 */
export async function orderForBerth(app: AppContext, device: DeviceAccess, input: BerthOrderInput) {
  requireBerthDevice(device, [deviceKind.values.handheld]);
  const at = eventTimeOf(app, input.eventTime);
  return app.db.transaction(async (tx) => {
    const berth = await lockedBerth(tx, device.parkId, input);
    const stay = await openStayInBerth(tx, berth.id);
    if (!stay) {
      throw badRequest({
        zh: `泊位(berthId): 泊位 ${berth.berthNo} 没有在停车辆`,
        en: `Berth(berthId): no car is parked in berth ${berth.berthNo}`,
      });
    }
    const recordId = stay.id;
    const plateNumber = stay.plateNumber;
    const { feeFen, owedFen } = await owedAtExit(app, tx, stay, at);
    if (owedFen === 0) return { recordId, plateNumber, feeFen, owedFen, onlineOrderId: null, payUrl: null };
    const { onlineOrderId } = await upsertExitOrder(tx, stay, owedFen, at, orderKind.values.advance);
    return {
      recordId,
      plateNumber,
      feeFen,
      owedFen,
      onlineOrderId,
      payUrl: `${app.config.publicBaseUrl}/pay/${encodeURIComponent(onlineOrderId)}`,
    };
  });
}
