import {
  carKind,
  enabledState,
  examineState,
  inOutRecordResource,
  parkKind,
  parkResource,
  visitorQrCodeResource,
  visitorResource,
  visitorSource,
  whiteListResource,
  whiteListStatus,
} from '@parking/resources';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { insertRow as insert } from '../../seed/insert-row';

const hour = 3_600_000;
const names = ['周晓明', '吴婷', '郑凯', '冯丽', '陈涛'];
const hosts = ['3幢1201 钱先生', '5幢0602 孙女士', '行政楼 8层 李经理'];

/**
 * Visitors of the demo parks, after the demo traffic: each park's visitor QR code; visits approved for some of
 * the temporary cars that came (so the visitor car pages list their stays and orders); one waiting from the QR
 * code, one a resident invited for later today, one refused, and one approved for tomorrow with its white-list
 * entry.
 */
export async function seedDemoVisitors(db: Db, now = new Date()): Promise<void> {
  const p = tableOf(parkResource);
  const parks = await db
    .select({ id: p.id, companyId: p.companyId })
    .from(p)
    .where(and(eq(p.parkKind, parkKind.values.offStreet), isNull(p.deletedAt)))
    .orderBy(p.id);
  const s = tableOf(inOutRecordResource);
  for (const [n, park] of parks.entries()) {
    const at = { companyId: park.companyId, parkId: park.id };
    const qrCodeId = await insert(db, visitorQrCodeResource, {
      ...at,
      qrName: '访客登记',
      place: '物业服务中心前台',
      maxHours: 24,
      state: enabledState.values.enabled,
    });
    const stays = await db
      .select({ plateNumber: s.plateNumber, inTime: s.inTime })
      .from(s)
      .where(and(eq(s.parkId, park.id), eq(s.carKind, carKind.values.temporary), isNull(s.deletedAt)))
      .orderBy(desc(s.inTime))
      .limit(3);
    const visit = (i: number, extra: Record<string, unknown>) =>
      insert(db, visitorResource, {
        ...at,
        visitorName: names[(n + i) % names.length] as string,
        phone: `1390000${String(100 * n + i).padStart(4, '0')}`,
        hostName: (hosts[(n + i) % hosts.length] as string).split(' ').at(-1) as string,
        houseNo: (hosts[(n + i) % hosts.length] as string).split(' ').slice(0, -1).join(' '),
        visitReason: '拜访',
        ...extra,
      } as never);
    const approve = async (i: number, plateNumber: string, startTime: Date, endTime: Date, source: number) => {
      const whiteId = await insert(db, whiteListResource, {
        ...at,
        plateNumber,
        ownerName: names[(n + i) % names.length] as string,
        startTime,
        endTime,
        remark: '访客',
        dataStatus: whiteListStatus.values.approved,
        auditTime: startTime,
      });
      await visit(i, {
        plateNumber,
        startTime,
        endTime,
        source,
        examineState: examineState.values.approved,
        examineBy: 'company_a',
        examineTime: new Date(startTime.getTime() - hour),
        examineRemark: '同意',
        whiteId,
      });
    };
    for (const [i, stay] of stays.entries()) {
      const start = new Date(stay.inTime.getTime() - hour / 2);
      await approve(i, stay.plateNumber, start, new Date(start.getTime() + 4 * hour), visitorSource.values.office);
    }
    const later = new Date(Math.ceil(now.getTime() / hour) * hour);
    const plate = (k: number) => `沪D7${String(n * 10 + k).padStart(4, '0')}`;
    await visit(3, {
      plateNumber: plate(1),
      startTime: later,
      endTime: new Date(later.getTime() + 3 * hour),
      source: visitorSource.values.qrCode,
      qrCodeId,
    });
    await visit(4, {
      plateNumber: plate(2),
      startTime: new Date(later.getTime() + 2 * hour),
      endTime: new Date(later.getTime() + 5 * hour),
      source: visitorSource.values.resident,
      qrCodeId,
    });
    await visit(0, {
      plateNumber: plate(3),
      startTime: later,
      endTime: new Date(later.getTime() + 2 * hour),
      source: visitorSource.values.qrCode,
      qrCodeId,
      examineState: examineState.values.refused,
      examineBy: 'company_a',
      examineTime: now,
      examineRemark: '被访人不在，拒绝来访',
    });
    const tomorrow = new Date(later.getTime() + 24 * hour);
    await approve(1, plate(4), tomorrow, new Date(tomorrow.getTime() + 4 * hour), visitorSource.values.resident);
  }
}
