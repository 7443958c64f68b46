import {
  examineState,
  nucleicAcidRecordResource,
  nucleicResult,
  parkKind,
  parkResource,
  visitorResource,
} from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { insertRow } from '../../seed/insert-row';

const hour = 3_600_000;
const places = ['物业服务中心采样点', '社区卫生服务中心', '市第一人民医院'];

/**
 * The tests the demo visitors showed, after the demo visitors: each approved visit of the demo parks has one,
 * taken the day before the visit (negative, one still without a result), and each park one of a person with
 * no visit record, positive, so the list's result filter has every value to find.
 */
export async function seedDemoHealthChecks(db: Db): Promise<void> {
  const p = tableOf(parkResource);
  const parks = await db
    .select({ id: p.id, companyId: p.companyId })
    .from(p)
    .where(and(eq(p.parkKind, parkKind.values.offStreet), isNull(p.deletedAt)))
    .orderBy(p.id);
  const v = tableOf(visitorResource);
  for (const [n, park] of parks.entries()) {
    const visits = await db
      .select()
      .from(v)
      .where(and(eq(v.parkId, park.id), eq(v.examineState, examineState.values.approved), isNull(v.deletedAt)))
      .orderBy(asc(v.startTime), asc(v.id));
    for (const [i, visit] of visits.entries()) {
      await insertRow(db, nucleicAcidRecordResource, {
        companyId: park.companyId,
        parkId: park.id,
        visitorId: visit.id,
        personName: visit.visitorName,
        phone: visit.phone,
        plateNumber: visit.plateNumber,
        testTime: new Date(visit.startTime.getTime() - (20 + i) * hour),
        result: i === visits.length - 1 ? nucleicResult.values.none : nucleicResult.values.negative,
        testPlace: places[(n + i) % places.length] as string,
        remark: i === visits.length - 1 ? '演示：检测结果尚未出具' : null,
      });
    }
    const first = visits[0];
    await insertRow(db, nucleicAcidRecordResource, {
      companyId: park.companyId,
      parkId: park.id,
      personName: '韩磊',
      phone: `1390001${String(n).padStart(4, '0')}`,
      testTime: new Date((first?.startTime.getTime() ?? Date.now()) - 30 * hour),
      result: nucleicResult.values.positive,
      testPlace: places[n % places.length] as string,
      remark: '演示：结果阳性，已劝返并通知社区',
    });
  }
}
