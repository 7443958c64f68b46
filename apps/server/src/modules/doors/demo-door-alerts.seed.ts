import { formatLocalDate } from '@parking/domain';
import {
  doorEmployeePhotoResource,
  doorEmployeeResource,
  enabledState,
  gateResource,
  seatGateGrantResource,
  seatParkGrantResource,
  seatUserResource,
  yjAlarmKind,
  yjCameraResource,
  yjEmployeeResource,
  yjIdentitydownResource,
  yjListKind,
  yjPlaceResource,
  yjRecordResource,
  yjSendState,
} from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { insertRow as insert } from '../../seed/insert-row';

const { enabled } = enabledState.values;

/** Early-warning cameras and records, employee photo rows and cloud seats of one demo park. */
export async function seedDemoDoorAlerts(
  tx: Tx,
  park: { id: number; companyId: number },
  n: number,
  timeZone: string,
): Promise<void> {
  const at = { parkId: park.id, companyId: park.companyId };
  const place = await insert(tx, yjPlaceResource, {
    ...at,
    placeName: '1号楼大堂',
    address: '1号楼一层',
    state: enabled,
  });
  const camera = await insert(tx, yjCameraResource, {
    ...at,
    cameraName: '大堂预警摄像机',
    cameraCode: `YJ-${park.id}-1`,
    placeId: place,
    ipAddress: `192.168.10.${10 + n}`,
    threshold: 80,
    state: enabled,
  });
  const watched = await insert(tx, yjEmployeeResource, {
    companyId: park.companyId,
    personName: `关注人员${n + 1}`,
    listKind: yjListKind.values.watch,
  });
  await insert(tx, yjIdentitydownResource, {
    ...at,
    cameraId: camera,
    yjEmployeeId: watched,
    sendState: yjSendState.values.sent,
    sentAt: new Date(),
  });
  const today = Date.parse(`${formatLocalDate(new Date(), timeZone)}T00:00:00Z`);
  for (let d = 0; d < 6; d++) {
    const alarm = d % 2 === 0;
    await insert(tx, yjRecordResource, {
      ...at,
      recordTime: new Date(today - d * 86_400_000 - 3 * 3_600_000),
      cameraId: camera,
      placeId: place,
      yjEmployeeId: alarm ? watched : null,
      personName: alarm ? `关注人员${n + 1}` : null,
      similarity: alarm ? 92 : 40,
      alarm,
      alarmKind: alarm ? yjAlarmKind.values.listed : yjAlarmKind.values.stranger,
    });
  }
  const e = tableOf(doorEmployeeResource);
  const [employee] = await tx
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.companyId, park.companyId), isNull(e.deletedAt)))
    .orderBy(asc(e.id))
    .limit(1);
  if (employee) {
    await insert(tx, doorEmployeePhotoResource, {
      companyId: park.companyId,
      employeeId: employee.id,
      storedAt: new Date(),
      remark: '入职登记照片',
    });
  }
  const seat = await insert(tx, seatUserResource, {
    companyId: park.companyId,
    seatName: `云坐席${n + 1}号`,
    sipAccount: `sip${park.id}01`,
    state: enabled,
  });
  const from = formatLocalDate(new Date(), timeZone);
  const until = formatLocalDate(new Date(Date.now() + 180 * 86_400_000), timeZone);
  await insert(tx, seatParkGrantResource, { ...at, seatUserId: seat, startDate: from, endDate: until, state: enabled });
  const g = tableOf(gateResource);
  const [gate] = await tx
    .select({ id: g.id })
    .from(g)
    .where(and(eq(g.parkId, park.id), isNull(g.deletedAt)))
    .orderBy(asc(g.id))
    .limit(1);
  if (gate) {
    await insert(tx, seatGateGrantResource, {
      ...at,
      gateId: gate.id,
      seatUserId: seat,
      startDate: from,
      endDate: until,
      state: enabled,
    });
  }
}
