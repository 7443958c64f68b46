import { storedMessageIn } from '@parking/domain';
import {
  deviceKind,
  gateDeviceResource,
  resolvePaging,
  userResource,
  warnDealResource,
  warnDealState,
  warningLogResource,
  warnLevel,
  warnType,
} from '@parking/resources';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import { executeRaw } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import { type CentreScope, type Park, timeOf, type WarnListQuery } from './centre-query';

type Raw = Record<string, unknown>;

const labelOf = (items: { value: unknown; label: { zh: string; en: string } }[], v: unknown, lang: 'zh' | 'en') =>
  items.find((i) => String(i.value) === String(v))?.label[lang] ?? '';

/**
 * The warnings about the caller's roadside parks, newest first, each with the device it is about (a device
 * going offline names it in its key) and what was done about it (handled or made a work order, by whom and
 * when, with the note). Filters: park, the device's kind, type, level, handling and a period.
 */
export async function warnList(s: CentreScope, parks: Park[], q: WarnListQuery) {
  const paging = resolvePaging(q, 20);
  const parkIds = parks.map((p) => p.id);
  if (!parkIds.length) return { total: 0, data: [], current: paging.current, size: paging.size };
  const w = tableOf(warningLogResource);
  const d = tableOf(warnDealResource);
  const g = tableOf(gateDeviceResource);
  const u = tableOf(userResource);
  const from = timeOf(s, q.startTime, 'startTime');
  const to = timeOf(s, q.endTime, 'endTime');
  const deviceId = sql`case when ${w.dedupeKey} ~ '^dev-offline:[0-9]{1,18}:' then split_part(${w.dedupeKey}, ':', 2)::bigint end`;
  const dealt =
    q.dealState === 'open'
      ? sql`dl.id is null`
      : q.dealState === 'dealt'
        ? sql`dl.deal_state = ${warnDealState.values.dealt}`
        : q.dealState === 'toWork'
          ? sql`dl.deal_state = ${warnDealState.values.toWork}`
          : undefined;
  const where = and(
    visibleConditions(warningLogResource, s.access),
    inArray(w.parkId, parkIds),
    q.warnType !== undefined ? sql`${w.warnType} = ${q.warnType}` : undefined,
    q.level !== undefined ? sql`${w.level} = ${q.level}` : undefined,
    from ? sql`${w.createdAt} >= ${from.toISOString()}::timestamptz` : undefined,
    to ? sql`${w.createdAt} < ${to.toISOString()}::timestamptz` : undefined,
    q.deviceKind !== undefined ? sql`dv.device_kind = ${q.deviceKind}` : undefined,
    dealt,
  ) as SQL;
  const rows = await executeRaw<Raw>(
    s.db,
    sql`select ${w.id} as id, ${w.parkId} as park_id, ${w.warnType} as warn_type, ${w.level} as level,
        ${w.title} as title, ${w.content} as content, ${w.createdAt} as created_at,
        dv.id as device_id, dv.device_code, dv.device_kind,
        dl.deal_state, dl.work_id, dl.dealt_at, dl.dealt_by, dl.remark as deal_remark,
        count(*) over () as total
      from ${w}
      left join lateral (select ${g.id} as id, ${g.deviceCode} as device_code, ${g.deviceKind} as device_kind
        from ${g} where ${g.id} = ${deviceId} and ${g.companyId} = ${w.companyId}) dv on true
      left join lateral (select ${d.id} as id, ${d.dealState} as deal_state, ${d.workId} as work_id,
          ${d.dealtAt} as dealt_at, ${d.dealtBy} as dealt_by, ${d.remark} as remark
        from ${d} where ${d.warnId} = ${w.id} and ${d.deletedAt} is null limit 1) dl on true
      where ${where}
      order by ${w.createdAt} desc, ${w.id} desc
      limit ${paging.limit} offset ${paging.offset}`,
  );
  const users = [
    ...new Set(
      rows
        .map((x) => x.dealt_by)
        .filter((v) => v != null)
        .map(Number),
    ),
  ];
  const names = users.length
    ? await s.db.select({ id: u.id, name: u.realName, username: u.username }).from(u).where(inArray(u.id, users))
    : [];
  const userName = new Map(names.map((x) => [Number(x.id), x.name || x.username]));
  const parkName = new Map(parks.map((p) => [p.id, p.name]));
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && paging.offset > 0) {
    // a page past the end: the count is asked on its own
    const [c] = await executeRaw<Raw>(
      s.db,
      sql`select count(*)::int as n from ${w}
        left join lateral (select ${g.deviceKind} as device_kind from ${g}
          where ${g.id} = ${deviceId} and ${g.companyId} = ${w.companyId}) dv on true
        left join lateral (select ${d.id} as id, ${d.dealState} as deal_state from ${d}
          where ${d.warnId} = ${w.id} and ${d.deletedAt} is null limit 1) dl on true
        where ${where}`,
    );
    total = Number(c?.n ?? 0);
  }
  return {
    total,
    current: paging.current,
    size: paging.size,
    data: rows.map((x) => {
      const dealtBy = x.dealt_by == null ? null : Number(x.dealt_by);
      return {
        id: Number(x.id),
        parkId: Number(x.park_id),
        parkName: parkName.get(Number(x.park_id)) ?? '',
        warnType: x.warn_type == null ? null : Number(x.warn_type),
        warnTypeName: labelOf(warnType.items, x.warn_type, s.lang),
        level: x.level == null ? null : Number(x.level),
        levelName: labelOf(warnLevel.items, x.level, s.lang),
        title: storedMessageIn(x.title as string | null, s.lang) ?? '',
        content: storedMessageIn(x.content as string | null, s.lang) ?? '',
        createdAt: new Date(x.created_at as string).toISOString(),
        deviceId: x.device_id == null ? null : Number(x.device_id),
        deviceCode: x.device_code == null ? null : String(x.device_code),
        deviceKind: x.device_kind == null ? null : Number(x.device_kind),
        deviceKindName: labelOf(deviceKind.items, x.device_kind, s.lang),
        dealState: x.deal_state == null ? null : Number(x.deal_state),
        workId: x.work_id == null ? null : Number(x.work_id),
        dealtAt: x.dealt_at == null ? null : new Date(x.dealt_at as string).toISOString(),
        dealtBy,
        dealtByName: dealtBy == null ? null : (userName.get(dealtBy) ?? ''),
        dealRemark: x.deal_remark == null ? null : String(x.deal_remark),
      };
    }),
  };
}
