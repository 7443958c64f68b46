import { berthResource, berthSectionResource, inOutRecordResource, parkResource, stayState } from '@parking/resources';
import { and, asc, desc, eq, gt, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import { rowSerializer } from '../../../crud/serialize';
import type { Db } from '../../../db/connection';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import type { SheetColumn } from '../report-xlsx';
import { type GroupRecordsQuery, parkOf, periodOf } from './roadside-query';

/** The roadside stays the filters select: entered in the period when one is given, of the park, section, plate, state. */
export function groupRecordConditions(access: Access, tz: string, q: GroupRecordsQuery): SQL | undefined {
  const r = tableOf(inOutRecordResource);
  const b = tableOf(berthResource);
  const period = q.startDate || q.endDate ? periodOf(q, tz) : null;
  const parkId = parkOf(q);
  return and(
    visibleConditions(inOutRecordResource, access),
    isNotNull(r.berthId),
    sql`${r.deletedAt} is null`,
    parkId ? eq(r.parkId, parkId) : undefined,
    q.sectionId ? eq(b.sectionId, q.sectionId) : undefined,
    q.plateNumber ? ilike(r.plateNumber, `%${q.plateNumber.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    q.state ? eq(r.state, q.state as never) : undefined,
    period ? sql`${r.inTime} >= ${period.from.toISOString()}::timestamptz` : undefined,
    period ? sql`${r.inTime} < ${period.to.toISOString()}::timestamptz` : undefined,
  );
}

function select(db: Db) {
  const r = tableOf(inOutRecordResource);
  const b = tableOf(berthResource);
  const sec = tableOf(berthSectionResource);
  const p = tableOf(parkResource);
  return db
    .select({ stay: r, berthNo: b.berthNo, sectionId: b.sectionId, sectionName: sec.sectionName, parkName: p.parkName })
    .from(r)
    .innerJoin(b, eq(b.id, r.berthId))
    .leftJoin(sec, eq(sec.id, b.sectionId))
    .leftJoin(p, eq(p.id, r.parkId));
}

type Found = {
  stay: RowOf<typeof inOutRecordResource>;
  berthNo: string;
  sectionId: number | null;
  sectionName: string | null;
  parkName: string | null;
};

const stateLabel = (v: unknown, lang: 'zh' | 'en') =>
  stayState.items.find((i) => i.value === v)?.label[lang] ?? String(v ?? '');

function shape(tz: string, lang: 'zh' | 'en') {
  const serialize = rowSerializer(inOutRecordResource, tz);
  return (f: Found) => {
    const stay = serialize(f.stay);
    return {
      ...stay,
      parkName: f.parkName,
      sectionId: f.sectionId,
      sectionName: f.sectionName,
      berthNo: f.berthNo,
      stateName: stateLabel(f.stay.state, lang),
      minutes: f.stay.outTime ? Math.round((f.stay.outTime.getTime() - f.stay.inTime.getTime()) / 60_000) : null,
    };
  };
}

/** One page of the roadside stays with their group, newest entry first. */
export async function groupRecordsPage(
  db: Db,
  where: SQL | undefined,
  paging: { offset: number; limit: number },
  tz: string,
  lang: 'zh' | 'en',
) {
  const r = tableOf(inOutRecordResource);
  const b = tableOf(berthResource);
  const [rows, [counted]] = await Promise.all([
    select(db).where(where).orderBy(desc(r.inTime), desc(r.id)).limit(paging.limit).offset(paging.offset),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(r)
      .innerJoin(b, eq(b.id, r.berthId))
      .where(where),
  ]);
  return { total: counted?.n ?? 0, rows: (rows as Found[]).map(shape(tz, lang)) };
}

/** The same stays in id order, a batch at a time, for the export. */
export async function* groupRecordBatches(db: Db, where: SQL | undefined, tz: string, lang: 'zh' | 'en') {
  const r = tableOf(inOutRecordResource);
  const toRow = shape(tz, lang);
  let lastId = 0;
  for (;;) {
    const rows = await select(db)
      .where(and(where, gt(r.id, lastId)))
      .orderBy(asc(r.id))
      .limit(2000);
    if (!rows.length) return;
    const found = rows as Found[];
    yield found.map(toRow);
    lastId = Number(found[found.length - 1]?.stay.id);
    if (rows.length < 2000) return;
  }
}

export const groupRecordColumns: SheetColumn[] = [
  { key: 'id', label: { zh: '记录ID', en: 'Record ID' } },
  { key: 'parkName', label: { zh: '停车场', en: 'Park' } },
  { key: 'sectionName', label: { zh: '泊位段', en: 'Berth section' } },
  { key: 'berthNo', label: { zh: '泊位编号', en: 'Berth number' } },
  { key: 'plateNumber', label: { zh: '车牌号', en: 'Plate' } },
  { key: 'stateName', label: { zh: '在场状态', en: 'Stay state' } },
  { key: 'inTime', label: { zh: '停入时间', en: 'Parked at' } },
  { key: 'outTime', label: { zh: '离开时间', en: 'Left at' } },
  { key: 'minutes', label: { zh: '停车时长(分钟)', en: 'Minutes' } },
  { key: 'fee', label: { zh: '应收金额', en: 'Fee' }, money: true },
  { key: 'paid', label: { zh: '实收金额', en: 'Paid' }, money: true },
];
