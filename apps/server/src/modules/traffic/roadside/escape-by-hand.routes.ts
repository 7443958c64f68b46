import { parseLocalDateTime } from '@parking/domain';
import { escapeRecordResource, escapeState, inOutRecordResource, oweSource, stayState } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { idsText } from '../../../crud/id-params';
import { rowSerializer } from '../../../crud/serialize';
import { visibleAll, visibleOne } from '../../../crud/visible-rows';
import { tableOf } from '../../../db/schema';
import { badRequest } from '../../../platform/errors';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { cancelOwe, oweOfStay } from '../../owe/owe-ledger';
import { leaveBerth, lockedBerth, openStayInBerth } from './berth-stays';

const labels = (k: string) =>
  (
    ({
      id: escapeRecordResource.label,
      ids: escapeRecordResource.label,
      recordId: escapeRecordResource.fields.recordId.label,
      outTime: escapeRecordResource.fields.outTime.label,
      remark: escapeRecordResource.fields.remark.label,
    }) as Record<string, { zh: string; en: string }>
  )[k];

const submitBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  recordId: z.coerce.number().int().positive().optional(),
  outTime: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    .optional(),
  remark: z.string().trim().max(200).optional(),
});

export const escapeByHandRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/rdEscape/submit',
    section: 'devices',
    summary:
      'An attendant records by hand a car that left its roadside berth without paying, when the sensor missed it: the open stay (recordId) is priced to outTime (now when not given) and closed as an escape with its arrear, as the berth events would; with `id`, corrects an escape’s remark only',
    permission: 'plat/owe:edit',
    body: submitBody,
    labels,
    handler: async ({ app, access, body }) => {
      const tz = app.config.timeZone;
      const e = tableOf(escapeRecordResource);
      if (body.id !== undefined) {
        await visibleOne(app.db, escapeRecordResource, access, body.id);
        const [row] = await app.db
          .update(e)
          .set({ remark: body.remark || null })
          .where(eq(e.id, body.id))
          .returning();
        if (!row) throw new Error(`escape ${body.id} is gone`);
        return rowSerializer(escapeRecordResource, tz)(row);
      }
      if (body.recordId === undefined) {
        throw badRequest({
          zh: '进出记录(recordId): 记录逃费须指明在泊位中的停车记录',
          en: 'Stay(recordId): name the stay in the berth the car left',
        });
      }
      const recordId = body.recordId;
      const at = body.outTime ? parseLocalDateTime(body.outTime, tz) : new Date();
      if (!at || at.getTime() > Date.now() + 60_000) {
        throw badRequest({
          zh: '离开时间(outTime): 须为有效且不晚于现在的时间',
          en: 'Left at(outTime): must be a valid time, not in the future',
        });
      }
      return app.db.transaction(async (tx) => {
        const stay = await visibleOne(tx, inOutRecordResource, access, recordId);
        if (stay.berthId == null || stay.state !== stayState.values.inside) {
          throw badRequest({
            zh: `进出记录(recordId): 停车记录 ${recordId} 不是泊位中仍在停放的车辆`,
            en: `Stay(recordId): stay ${recordId} is not a car still parked in a roadside berth`,
          });
        }
        const berth = await lockedBerth(tx, stay.parkId, { berthId: stay.berthId });
        const open = await openStayInBerth(tx, berth.id);
        if (!open || open.id !== stay.id) {
          throw badRequest({
            zh: `进出记录(recordId): 停车记录 ${recordId} 已不在泊位中`,
            en: `Stay(recordId): stay ${recordId} is no longer in its berth`,
          });
        }
        if (at < open.inTime) {
          throw badRequest({
            zh: '离开时间(outTime): 不能早于停入时间',
            en: 'Left at(outTime): cannot be before the car parked',
          });
        }
        const settled = await leaveBerth(app, tx, berth, open, at);
        if (settled.outcome !== 'escaped' || settled.escapeId === undefined) {
          throw badRequest({
            zh: `进出记录(recordId): 停车记录 ${recordId} 到离开时无欠费，不是逃费`,
            en: `Stay(recordId): stay ${recordId} owes nothing when it left: it is not an escape`,
          });
        }
        const [row] = await tx
          .update(e)
          .set({ remark: body.remark || '人工登记逃费' })
          .where(eq(e.id, settled.escapeId))
          .returning();
        if (!row) throw new Error(`escape ${settled.escapeId} is gone`);
        return rowSerializer(escapeRecordResource, tz)(row);
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/rdEscape/remove',
    section: 'devices',
    summary:
      'Withdraws escapes recorded in error (ids): each unrecovered one is cancelled with the arrear it made, and kept for the record; a recovered one is refused',
    permission: 'plat/owe:edit',
    query: z.object({ ids: idsText, remark: z.string().trim().max(200).optional() }),
    labels,
    handler: async ({ app, access, query }) => {
      const reason = query.remark || '逃费登记有误，撤销';
      return app.db.transaction(async (tx) => {
        const escapes = await visibleAll(tx, escapeRecordResource, access, query.ids);
        const settled = escapes.filter((x) => x.state !== escapeState.values.unrecovered);
        if (settled.length) {
          throw badRequest({
            zh: `逃费记录(ids): ${settled.map((x) => x.id).join('、')} 已追缴或已撤销，不能撤销`,
            en: `Escape(ids): ${settled.map((x) => x.id).join(', ')} is recovered or cancelled already`,
          });
        }
        const e = tableOf(escapeRecordResource);
        const now = new Date();
        for (const x of escapes) {
          const owe = await oweOfStay(tx, access, x.recordId);
          if (owe && owe.sourceKind === oweSource.values.escape) await cancelOwe(tx, access, owe.id, reason, now);
          await tx
            .update(e)
            .set({ state: escapeState.values.cancelled, remark: reason })
            .where(and(eq(e.id, x.id), isNull(e.deletedAt)));
        }
        return { cancelled: escapes.length };
      });
    },
  }),
];
