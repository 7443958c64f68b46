import { parseLocalDateTime } from '@parking/domain';
import {
  listQuerySchema,
  monthPassResource,
  parkResource,
  passPaymentResource,
  resolvePaging,
} from '@parking/resources';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { exportXlsx } from '../../crud/export-xlsx';
import type { Row } from '../../crud/hooks';
import { filterConditions } from '../../crud/list-query';
import { liveCondition, scopeConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute, FileAnswer } from '../../platform/route-table';
import { labels, optionalId, requiredId, visibleOne } from '../parks/visible';
import { passParamLabels, textParam } from './params';
import { serializePass } from './pass-rows';

const listQuery = listQuerySchema(passPaymentResource);

/** Share charges are the payments of passes in a share group. */
function shareConditions(app: AppContext, access: Access, query: Record<string, unknown>): SQL[] {
  const t = tableOf(passPaymentResource.module);
  return [
    liveCondition(t),
    isNotNull(t.groupId),
    ...scopeConditions(passPaymentResource, t, access),
    ...filterConditions(passPaymentResource, t, query, app.config.timeZone),
  ];
}

const reInitInput = z.object({
  parkId: optionalId,
  PKID: optionalId,
  startTime: textParam(19),
  endTime: textParam(19),
});

export const passShareRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/getShareChargePage',
    area: 'monthly-cars',
    summary: 'Payments of passes in share groups, paged (filters as parkMonthPayment/list)',
    query: listQuery,
    handler: async ({ app, access, query }) => {
      const q = query as Record<string, unknown>;
      const t = tableOf(passPaymentResource.module);
      const paging = resolvePaging(q as never);
      const where = and(...shareConditions(app, access, q));
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
        total: Number(total?.n ?? 0),
        data: (rows as Row[]).map(rowSerializer(passPaymentResource, app.config.timeZone)),
        current: paging.current,
        size: paging.size,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/exportShareMonthCharge',
    area: 'monthly-cars',
    summary: 'Export the payments of passes in share groups as xlsx',
    permission: 'parkMonth:export',
    query: listQuery,
    file: true,
    handler: async ({ app, access, query, lang, req }) => {
      const t = tableOf(passPaymentResource.module);
      const conditions = shareConditions(app, access, query as Record<string, unknown>);
      const stream = exportXlsx(app.db, passPaymentResource, t, conditions, lang, app.config.timeZone, (err) =>
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
    area: 'monthly-cars',
    summary:
      "Re-align a park's share groups: every live pass of a group whose end falls within startTime..endTime gets the group's latest end",
    permission: 'parkMonth:edit',
    query: reInitInput,
    body: reInitInput.optional(),
    labels: passParamLabels,
    handler: async ({ app, access, query, body }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], query, body ?? {});
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
      return app.db.transaction(async (tx) => {
        const t = tableOf(monthPassResource.module);
        const rows = (await tx
          .select()
          .from(t)
          .where(
            and(
              eq(t.parkId, parkId),
              isNotNull(t.groupId),
              liveCondition(t),
              ...scopeConditions(monthPassResource, t, access),
            ),
          )
          .orderBy(asc(t.id))
          .for('update')) as Row[];
        const byGroup = new Map<number, Row[]>();
        for (const r of rows) byGroup.set(Number(r.groupId), [...(byGroup.get(Number(r.groupId)) ?? []), r]);
        const changed: Row[] = [];
        for (const members of byGroup.values()) {
          const latest = members.reduce(
            (m, r) => (new Date(r.endTime as Date) > m ? new Date(r.endTime as Date) : m),
            new Date(0),
          );
          const behind = members.filter((r) => {
            const e = new Date(r.endTime as Date);
            return e < latest && e >= start && e <= end;
          });
          if (!behind.length) continue;
          const updated = (await tx
            .update(t)
            .set({ endTime: latest, updatedAt: new Date(), updatedBy: access.userId })
            .where(
              inArray(
                t.id,
                behind.map((r) => Number(r.id)),
              ),
            )
            .returning()) as Row[];
          changed.push(...updated);
        }
        return {
          parkId,
          groups: byGroup.size,
          changed: changed.length,
          passes: changed.map((r) => serializePass(r, tz)),
        };
      });
    },
  }),
];
