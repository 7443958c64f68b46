import { addDays } from '@parking/domain';
import { carKind, carTypeResource, type Label, parkResource, payWay } from '@parking/resources';
import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import { tableOf } from '../../../db/schema';
import { type AnyRoute, defineRoute, type HandlerCtx } from '../../../platform/route-table';
import { localToday } from '../summaries/local-days';
import {
  byDay,
  dayTable,
  jsonCounts,
  labelOf,
  type Point,
  payTable,
  sumOf,
  takings,
  visibleDays,
  visiblePayDays,
} from '../summaries/summary-reads';

const route = (
  name: string,
  summary: string,
  handler: (ctx: HandlerCtx<undefined, undefined, 'user'> & { today: string }) => Promise<unknown>,
): AnyRoute =>
  defineRoute({
    method: 'GET',
    url: `/api/updown/staticFirst/${name}`,
    section: 'reports',
    summary,
    handler: (ctx: HandlerCtx<undefined, undefined, 'user'>) =>
      handler({ ...ctx, today: localToday(ctx.app.config.timeZone) }),
  });

const releaseKinds: [column: 'exitsPass' | 'exitsPaid' | 'exitsFree' | 'exitsOwing', label: Label][] = [
  ['exitsPass', { zh: '月卡放行', en: 'Pass' }],
  ['exitsPaid', { zh: '缴费放行', en: 'Paid' }],
  ['exitsFree', { zh: '免费放行', en: 'Free' }],
  ['exitsOwing', { zh: '欠费放行', en: 'Left owing' }],
];

/**
 * The home page's figures (calls.md, staticFirst) over the parks the caller sees, read from the day
 * summaries; money in fen. Takings are parking payments and pass payments on the day they were paid.
 */
export const homeFigureRoutes: AnyRoute[] = [
  route('getFirstPayMoney', "Today's takings: parking and passes (fen)", async ({ app, access, today }) => {
    const [row] = await app.db
      .select({ value: takings() })
      .from(dayTable())
      .where(visibleDays(access, today, today));
    return row?.value ?? 0;
  }),
  route('getOnlinePhoneFee', "Today's takings paid online: WeChat and Alipay (fen)", async ({ app, access, today }) => {
    const d = dayTable();
    const [row] = await app.db
      .select({ value: sumOf(d.onlinePaid) })
      .from(d)
      .where(visibleDays(access, today, today));
    return row?.value ?? 0;
  }),
  ...(
    [
      ['get15Fee', 'Takings of each of the last 15 days (fen)', false],
      ['get15OnlineFee', 'Online takings of each of the last 15 days (fen)', true],
    ] as const
  ).map(([name, summary, onlineOnly]) =>
    route(name, summary, async ({ app, access, today }) => {
      const d = dayTable();
      const rows = await app.db
        .select({ day: d.day, value: onlineOnly ? sumOf(d.onlinePaid) : takings() })
        .from(d)
        .where(visibleDays(access, addDays(today, -14), today))
        .groupBy(d.day);
      return byDay(rows, today, 15);
    }),
  ),
  route('get15NewPark', 'Parks added on each of the last 15 days', async ({ app, access, today }) => {
    const tz = app.config.timeZone;
    const p = tableOf(parkResource);
    const day = sql<string>`to_char(${p.createdAt} at time zone ${tz}, 'YYYY-MM-DD')`;
    const rows = await app.db
      .select({ day, value: sql<number>`count(*)`.mapWith(Number) })
      .from(p)
      .where(and(visibleConditions(parkResource, access), gte(p.createdAt, sql`now() - interval '16 days'`)))
      .groupBy(sql`1`); // the day is a parameterised expression: grouped by its place
    return byDay(rows, today, 15);
  }),
  route('getTodayParkSumSort', "Today's takings by park, most first (fen)", async ({ app, access, today }) => {
    const d = dayTable();
    const p = tableOf(parkResource);
    const value = takings();
    const rows = await app.db
      .select({ name: p.parkName, value })
      .from(d)
      .innerJoin(p, eq(p.id, d.parkId))
      .where(visibleDays(access, today, today))
      .groupBy(p.parkName)
      .orderBy(desc(value))
      .limit(10);
    return rows satisfies Point[];
  }),
  route('getPaywayCount', 'Payments of the last 30 days by pay way', async ({ app, access, lang, today }) => {
    const p = payTable();
    const rows = await app.db
      .select({ key: p.payWay, value: sumOf(p.payCount) })
      .from(p)
      .where(and(visiblePayDays(access, addDays(today, -29), today), isNotNull(p.payWay)))
      .groupBy(p.payWay);
    return rows.filter((r) => r.value > 0).map((r) => ({ name: labelOf(payWay, r.key, lang), value: r.value }));
  }),
  route(
    'getParkReleaseTypeSum',
    'Cars let out in the last 30 days by how they left',
    async ({ app, access, lang, today }) => {
      const d = dayTable();
      const [row] = await app.db
        .select(
          Object.fromEntries(releaseKinds.map(([c]) => [c, sumOf(d[c])])) as Record<string, ReturnType<typeof sumOf>>,
        )
        .from(d)
        .where(visibleDays(access, addDays(today, -29), today));
      return releaseKinds
        .map(([c, label]) => ({ name: label[lang], value: Number(row?.[c] ?? 0) }))
        .filter((p) => p.value > 0);
    },
  ),
  route(
    'getParkCarFeeTypeSum',
    'Cars that came in the last 30 days by car kind',
    async ({ app, access, lang, today }) => {
      const rows = await jsonCounts(app.db, dayTable().entriesByKind, visibleDays(access, addDays(today, -29), today));
      return rows.filter((r) => r.value > 0).map((r) => ({ name: labelOf(carKind, r.key, lang), value: r.value }));
    },
  ),
  route('getParkCarTypeSum', 'Cars that came in the last 30 days by car type', async ({ app, access, lang, today }) => {
    const rows = await jsonCounts(app.db, dayTable().entriesByType, visibleDays(access, addDays(today, -29), today));
    const ids = rows.map((r) => Number(r.key)).filter((id) => id > 0);
    const types = tableOf(carTypeResource);
    const names = new Map(
      ids.length
        ? (
            await app.db.select({ id: types.id, name: types.carTypeName }).from(types).where(inArray(types.id, ids))
          ).map((t) => [t.id, t.name])
        : [],
    );
    const none = { zh: '未分类', en: 'Unclassified' }[lang];
    const merged = new Map<string, number>();
    for (const r of rows) {
      const name = names.get(Number(r.key)) ?? none;
      merged.set(name, (merged.get(name) ?? 0) + r.value);
    }
    return [...merged].filter(([, v]) => v > 0).map(([name, value]) => ({ name, value }));
  }),
];
