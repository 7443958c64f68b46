import {
  carKind,
  carTypeResource,
  type Dictionary,
  inOutRecordResource,
  type Label,
  type Lang,
  onlineOrderResource,
  parkResource,
  payWay,
  stayState,
} from '@parking/resources';
import { and, desc, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute, type HandlerCtx } from '../../platform/route-table';

/** Online pay ways: what drivers pay from their phones rather than at the booth. */
const online = [payWay.values.wechat, payWay.values.alipay];

type Point = { name: string; value: number };

const labelOf = (dict: Dictionary, value: unknown, lang: Lang): string => {
  const item = dict.items.find((i) => String(i.value) === String(value));
  return item ? item.label[lang] : String(value ?? '');
};

/** Local midnight `daysAgo` days back, in the operators' zone, as SQL. */
const midnight = (tz: string, daysAgo: number) =>
  sql`(date_trunc('day', now() at time zone ${tz}) - make_interval(days => ${daysAgo})) at time zone ${tz}`;

/** The last `days` local days, oldest first, each with its figure (0 when nothing happened). */
function byDay(rows: { day: string; value: number }[], days: number, tz: string): Point[] {
  const found = new Map(rows.map((r) => [r.day, r.value]));
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
  return Array.from({ length: days }, (_, i) => {
    const day = fmt.format(new Date(Date.now() - (days - 1 - i) * 86_400_000));
    return { name: day.slice(5), value: found.get(day) ?? 0 };
  });
}

const fen = (column: SQL | unknown) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const count = sql<number>`count(*)`.mapWith(Number);

const route = (
  name: string,
  summary: string,
  handler: (ctx: HandlerCtx<undefined, undefined, 'user'>) => Promise<unknown>,
): AnyRoute =>
  defineRoute({ method: 'GET', url: `/api/updown/staticFirst/${name}`, section: 'reports', summary, handler });

/** The home page's figures (calls.md, staticFirst), over the parks the caller sees; money in fen. */
export const homeFigureRoutes: AnyRoute[] = [
  route('getFirstPayMoney', "Today's takings (fen)", async ({ app, access }) => {
    const o = tableOf(onlineOrderResource);
    const [row] = await app.db
      .select({ value: fen(o.paidAmount) })
      .from(o)
      .where(and(visibleConditions(onlineOrderResource, access), gte(o.paidAt, midnight(app.config.timeZone, 0))));
    return row?.value ?? 0;
  }),
  route('getOnlinePhoneFee', "Today's takings paid online (fen)", async ({ app, access }) => {
    const o = tableOf(onlineOrderResource);
    const [row] = await app.db
      .select({ value: fen(o.paidAmount) })
      .from(o)
      .where(
        and(
          visibleConditions(onlineOrderResource, access),
          gte(o.paidAt, midnight(app.config.timeZone, 0)),
          inArray(o.payWay, online),
        ),
      );
    return row?.value ?? 0;
  }),
  ...(
    [
      ['get15Fee', 'Takings of each of the last 15 days (fen)', false],
      ['get15OnlineFee', 'Online takings of each of the last 15 days (fen)', true],
    ] as const
  ).map(([name, summary, onlineOnly]) =>
    route(name, summary, async ({ app, access }) => {
      const tz = app.config.timeZone;
      const o = tableOf(onlineOrderResource);
      const day = sql<string>`to_char(${o.paidAt} at time zone ${tz}, 'YYYY-MM-DD')`;
      const rows = await app.db
        .select({ day, value: fen(o.paidAmount) })
        .from(o)
        .where(
          and(
            visibleConditions(onlineOrderResource, access),
            gte(o.paidAt, midnight(tz, 14)),
            onlineOnly ? inArray(o.payWay, online) : undefined,
          ),
        )
        .groupBy(sql`1`); // the day is a parameterised expression: grouped by its place
      return byDay(rows, 15, tz);
    }),
  ),
  route('get15NewPark', 'Parks added on each of the last 15 days', async ({ app, access }) => {
    const tz = app.config.timeZone;
    const p = tableOf(parkResource);
    const day = sql<string>`to_char(${p.createdAt} at time zone ${tz}, 'YYYY-MM-DD')`;
    const rows = await app.db
      .select({ day, value: count })
      .from(p)
      .where(and(visibleConditions(parkResource, access), gte(p.createdAt, midnight(tz, 14))))
      .groupBy(sql`1`); // the day is a parameterised expression: grouped by its place
    return byDay(rows, 15, tz);
  }),
  route('getTodayParkSumSort', "Today's takings by park, most first (fen)", async ({ app, access }) => {
    const o = tableOf(onlineOrderResource);
    const p = tableOf(parkResource);
    const value = fen(o.paidAmount);
    const rows = await app.db
      .select({ name: p.parkName, value })
      .from(o)
      .innerJoin(p, eq(p.id, o.parkId))
      .where(and(visibleConditions(onlineOrderResource, access), gte(o.paidAt, midnight(app.config.timeZone, 0))))
      .groupBy(p.parkName)
      .orderBy(desc(value))
      .limit(10);
    return rows satisfies Point[];
  }),
  route('getPaywayCount', 'Paid orders of the last 30 days by pay way', async ({ app, access, lang }) => {
    const o = tableOf(onlineOrderResource);
    const rows = await app.db
      .select({ key: o.payWay, value: count })
      .from(o)
      .where(
        and(
          visibleConditions(onlineOrderResource, access),
          gte(o.paidAt, midnight(app.config.timeZone, 29)),
          isNotNull(o.payWay),
        ),
      )
      .groupBy(o.payWay);
    return rows.map((r) => ({ name: labelOf(payWay, r.key, lang), value: r.value }));
  }),
  route('getParkReleaseTypeSum', 'Cars let out in the last 30 days by how they left', async ({ app, access, lang }) => {
    const s = tableOf(inOutRecordResource);
    const kinds: Record<string, Label> = {
      pass: { zh: '月卡放行', en: 'Pass' },
      paid: { zh: '缴费放行', en: 'Paid' },
      free: { zh: '免费放行', en: 'Free' },
      owing: { zh: '欠费放行', en: 'Left owing' },
    };
    const kind = sql<string>`case when ${s.passId} is not null then 'pass'
      when ${s.fee} = 0 then 'free' when ${s.paid} >= ${s.fee} then 'paid' else 'owing' end`;
    const rows = await app.db
      .select({ kind, value: count })
      .from(s)
      .where(
        and(
          visibleConditions(inOutRecordResource, access),
          eq(s.state, stayState.values.left),
          gte(s.outTime, midnight(app.config.timeZone, 29)),
        ),
      )
      .groupBy(kind);
    return rows.map((r) => ({ name: kinds[r.kind]?.[lang] ?? r.kind, value: r.value }));
  }),
  route('getParkCarFeeTypeSum', 'Stays of the last 30 days by car kind', async ({ app, access, lang }) => {
    const s = tableOf(inOutRecordResource);
    const rows = await app.db
      .select({ key: s.carKind, value: count })
      .from(s)
      .where(and(visibleConditions(inOutRecordResource, access), gte(s.inTime, midnight(app.config.timeZone, 29))))
      .groupBy(s.carKind);
    return rows.map((r) => ({ name: labelOf(carKind, r.key, lang), value: r.value }));
  }),
  route('getParkCarTypeSum', 'Stays of the last 30 days by car type', async ({ app, access, lang }) => {
    const s = tableOf(inOutRecordResource);
    const types = tableOf(carTypeResource);
    const rows = await app.db
      .select({ name: types.carTypeName, value: count })
      .from(s)
      .leftJoin(types, eq(types.id, s.carTypeId))
      .where(and(visibleConditions(inOutRecordResource, access), gte(s.inTime, midnight(app.config.timeZone, 29))))
      .groupBy(types.carTypeName);
    const none = { zh: '未分类', en: 'Unclassified' }[lang];
    return rows.map((r) => ({ name: r.name ?? none, value: r.value }));
  }),
];
