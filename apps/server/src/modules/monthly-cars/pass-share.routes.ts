import { addDays, parseLocalDateTime, periodBetween } from '@parking/domain';
import {
  listQuerySchema,
  monthPassResource,
  parkResource,
  passPaymentResource,
  passRenewalKind,
  payWay,
  resolvePaging,
} from '@parking/resources';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { exportXlsx } from '../../crud/export-xlsx';
import { filterConditions } from '../../crud/list-query';
import type { WriteCtx } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute, FileAnswer } from '../../platform/route-table';
import { idOf, idParams } from '../../platform/spec-params';
import { passParamLabels, textParam } from './params';
import { recordPassPeriod } from './pass-ledger.service';
import { type Pass, serializePass } from './pass-rows';
import { localDate } from './pass-time';

const listQuery = listQuerySchema(passPaymentResource);

/** Share charges are the payments of passes in a share group. */
function shareConditions(app: AppContext, access: Access, query: Record<string, unknown>): SQL[] {
  const t = tableOf(passPaymentResource);
  return [
    visibleConditions(passPaymentResource, access),
    isNotNull(t.groupId),
    ...filterConditions(passPaymentResource, query, app.config.timeZone),
  ];
}

/**
 * reInitShare: in every share group of the park, the passes whose end falls within start..end and behind the
 * group's latest end are given that end.
 */
async function alignShareGroups(
  ctx: WriteCtx,
  parkId: number,
  start: Date,
  end: Date,
): Promise<{ groups: number; passes: Pass[] }> {
  const { tx, access } = ctx;
  const tz = ctx.app.config.timeZone;
  const t = tableOf(monthPassResource);
  const rows = await tx
    .select()
    .from(t)
    .where(and(eq(t.parkId, parkId), isNotNull(t.groupId), visibleConditions(monthPassResource, access)))
    .orderBy(asc(t.id))
    .for('update');
  const byGroup = new Map<number | null, Pass[]>();
  for (const r of rows) byGroup.set(r.groupId, [...(byGroup.get(r.groupId) ?? []), r]);
  const passes: Pass[] = [];
  for (const members of byGroup.values()) {
    const latest = new Date(Math.max(...members.map((r) => r.endTime.getTime())));
    const behind = members.filter((r) => r.endTime < latest && r.endTime >= start && r.endTime <= end);
    if (!behind.length) continue;
    const updated = await tx
      .update(t)
      .set({ endTime: latest })
      .where(
        inArray(
          t.id,
          behind.map((r) => r.id),
        ),
      )
      .returning();
    for (const before of behind) {
      const after = updated.find((u) => u.id === before.id);
      if (!after) continue;
      const { months, days } = periodBetween(addDays(localDate(before.endTime, tz), 1), localDate(latest, tz));
      await recordPassPeriod(ctx, {
        pass: after,
        reason: passRenewalKind.values.groupAligned,
        payWay: payWay.values.free,
        money: 0,
        months,
        days,
        oldEnd: before.endTime,
        newEnd: latest,
      });
    }
    passes.push(...updated);
  }
  return { groups: byGroup.size, passes };
}

const reInitInput = z.object({
  ...idParams('park'),
  startTime: textParam(19),
  endTime: textParam(19),
});

export const passShareRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/getShareChargePage',
    section: 'monthly-cars',
    summary: 'Payments of passes in share groups, paged (filters as parkMonthPayment/list)',
    query: listQuery,
    handler: async ({ app, access, query }) => {
      const t = tableOf(passPaymentResource);
      const paging = resolvePaging(query);
      const where = and(...shareConditions(app, access, query));
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(t)
          .where(where)
          .orderBy(desc(t.paidAt), desc(t.id))
          .limit(paging.limit)
          .offset(paging.offset),
        app.db.select({ n: count() }).from(t).where(where),
      ]);
      return {
        total: total?.n ?? 0,
        data: rows.map(rowSerializer(passPaymentResource, app.config.timeZone)),
        current: paging.current,
        size: paging.size,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/exportShareMonthCharge',
    section: 'monthly-cars',
    summary: 'Export the payments of passes in share groups as xlsx',
    permission: 'parkMonth:export',
    query: listQuery,
    file: true,
    handler: async ({ app, access, query, lang, req }) => {
      const conditions = shareConditions(app, access, query);
      const stream = exportXlsx(app.db, passPaymentResource, conditions, lang, app.config.timeZone, (err) =>
        req.log.error({ err }, 'export failed'),
      );
      return new FileAnswer(
        lang === 'zh' ? '共享月卡收费.xlsx' : 'Share group charges.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        stream,
      );
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkMonth/reInitShare',
    section: 'monthly-cars',
    summary:
      "Re-align a park's share groups: every live pass of a group whose end falls within startTime..endTime gets the group's latest end",
    permission: 'parkMonth:edit',
    query: reInitInput,
    body: reInitInput.optional(),
    labels: passParamLabels,
    handler: async (ctx) => {
      const { app, access, query, body } = ctx;
      const parkId = idOf('park', query, body);
      const tz = app.config.timeZone;
      const startText = body?.startTime ?? query.startTime;
      const endText = body?.endTime ?? query.endTime;
      const start = startText ? parseLocalDateTime(startText, tz) : null;
      const end = endText ? parseLocalDateTime(endText, tz) : null;
      if (!start || !end || start > end) {
        throw badRequest({
          zh: '开始时间(startTime)和结束时间(endTime): 都不能为空，格式 yyyy-MM-dd HH:mm:ss，且开始不晚于结束',
          en: 'Start(startTime) and end(endTime): both required as yyyy-MM-dd HH:mm:ss, start not after end',
        });
      }
      await visibleOne(app.db, parkResource, access, parkId);
      const changed = await app.db.transaction((tx) => alignShareGroups({ ...ctx, tx }, parkId, start, end));
      return {
        parkId,
        groups: changed.groups,
        changed: changed.passes.length,
        passes: changed.passes.map((r) => serializePass(r, tz)),
      };
    },
  }),
];
