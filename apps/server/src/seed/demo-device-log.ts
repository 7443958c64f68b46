import { storedMessage } from '@parking/domain';
import {
  deviceCommandKind,
  deviceCommandResource,
  deviceCommandState,
  deviceConnectRecordResource,
  deviceLogResource,
  deviceLogState,
  deviceWhiteEntryResource,
} from '@parking/resources';
import type { Db } from '../db/connection';
import { presenceReason } from '../modules/devices/bus/device-presence';
import { insertRow } from './insert-row';

type DemoDevice = { deviceId: number; companyId: number; parkId: number };

/**
 * What a camera's first hour leaves behind, so the command log, connect records and white-list pages of a fresh
 * start are not empty: it connected, was opened once by hand and confirmed it, holds one white-listed plate, and
 * was asked for its log while it was briefly off the network, so no file came (a live camera's log does come).
 */
export async function seedDemoDeviceLog(db: Db, device: DemoDevice, plateNumber: string): Promise<void> {
  const { deviceId, companyId, parkId } = device;
  const hourAgo = new Date(Date.now() - 3_600_000);
  const sentAt = new Date(hourAgo.getTime() + 600_000);
  await insertRow(db, deviceConnectRecordResource, {
    companyId,
    parkId,
    deviceId,
    online: true,
    at: hourAgo,
    reason: storedMessage(presenceReason.connected, 200),
  });
  await insertRow(db, deviceCommandResource, {
    companyId,
    parkId,
    deviceId,
    kind: deviceCommandKind.values.openGate,
    reason: '访客车辆，值班员确认后放行',
    sentBy: 'admin',
    state: deviceCommandState.values.acknowledged,
    tries: 1,
    payload: { io: 0, value: 2, delay: 500 },
    sentAt,
    answeredAt: new Date(sentAt.getTime() + 180),
    answer: { code: 200 },
    result: storedMessage({ zh: '设备已确认', en: 'acknowledged by the device' }, 500),
  });
  const askedAt = new Date(hourAgo.getTime() - 600_000);
  const timedOut = storedMessage({ zh: '设备未在 5 秒内应答', en: 'the device did not answer within 5 s' }, 500);
  const commandId = await insertRow(db, deviceCommandResource, {
    companyId,
    parkId,
    deviceId,
    kind: deviceCommandKind.values.uploadLog,
    reason: '相机掉线排查',
    sentBy: 'admin',
    state: deviceCommandState.values.timedOut,
    tries: 3,
    payload: { hours: 24 },
    sentAt: askedAt,
    result: timedOut,
  });
  await insertRow(db, deviceLogResource, {
    companyId,
    parkId,
    deviceId,
    commandId,
    hours: 24,
    reason: '相机掉线排查',
    requestedBy: 'admin',
    state: deviceLogState.values.failed,
    note: timedOut,
  });
  await insertRow(db, deviceWhiteEntryResource, {
    companyId,
    parkId,
    deviceId,
    plateNumber,
    enableTime: hourAgo,
    overdueTime: new Date(hourAgo.getTime() + 30 * 86_400_000),
  });
}
