import { deviceKind, gateDeviceResource } from '@parking/resources';
import { eq } from 'drizzle-orm';
import { tableOf } from '../../db/schema';
import type { DeviceAccess } from '../../platform/auth/device-access';
import type { AppContext } from '../../platform/context';
import { handleBerthEvent, requireBerthDevice } from '../traffic/roadside/berth-event.service';
import { protocolError } from './protocols/protocol-error';
import type { BerthReport } from './protocols/vzenith';

/**
 * A berth sensor's report over the bus, taken by the roadside berth flow as the HTTP berth event is: taken
 * opens a stay (or keeps the one there), free closes it. The sensor's berth is the one it is registered on,
 * or the berth number it names. The message id is the event id, so a report sent again is taken once.
 */
export async function berthSensorReported(app: AppContext, device: DeviceAccess, messageId: string, r: BerthReport) {
  requireBerthDevice(device, [deviceKind.values.berthSensor]);
  const t = tableOf(gateDeviceResource);
  const [row] = r.berthNo
    ? [undefined]
    : await app.db.select({ berthId: t.berthId }).from(t).where(eq(t.id, device.deviceId));
  const berthId = row?.berthId ?? undefined;
  if (!r.berthNo && !berthId) {
    throw protocolError('berth sensor', 'payload.berthNo', {
      zh: `地磁 ${device.deviceCode} 未绑定泊位，上报须带泊位编号`,
      en: `sensor ${device.deviceCode} is bound to no berth: its report must name the berth number`,
    });
  }
  return handleBerthEvent(app, device, {
    eventId: messageId,
    berthId,
    berthNo: r.berthNo,
    direction: r.occupied ? 'in' : 'out',
    plateNumber: r.plateNumber,
    eventTime: r.at?.toISOString(),
  });
}
