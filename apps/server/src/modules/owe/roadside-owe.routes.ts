import { escapeRecordResource, escapeState, inOutRecordResource, oweSource } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import { rowSerializer } from '../../crud/serialize';
import { visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { requiredId } from '../../platform/spec-params';
import { escapeInput, oweLabels, stayInput } from './owe-input';
import { cancelOwe, oweOfStay } from './owe-ledger';

export const roadsideOweRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/roadpark/inout/deleteOutOwe',
    section: 'owe',
    summary: "Cancel the arrear of a roadside stay (recordId) that left owing; the reason defaults to 'deleted'",
    permission: 'plat/owe:edit',
    query: stayInput,
    body: stayInput.optional(),
    labels: oweLabels,
    handler: async ({ app, access, query, body }) => {
      const recordId = requiredId({ zh: '进出记录', en: 'Stay' }, ['recordId', 'RecordID'], query, body);
      await visibleOne(app.db, inOutRecordResource, access, recordId);
      const owe = await oweOfStay(app.db, access, recordId);
      if (!owe) {
        throw badRequest({
          zh: `进出记录(recordId): 进出记录 ${recordId} 没有欠费`,
          en: `Stay(recordId): stay ${recordId} owes nothing`,
        });
      }
      const reason = body?.reason || body?.remark || query.reason || query.remark || '出场欠费删除';
      const row = await cancelOwe(app.db, access, owe.id, reason, new Date());
      return { oweId: row.id, state: row.state, cancelReason: row.cancelReason };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/roadstatic/cancelEscape',
    section: 'reports',
    summary: 'Cancel an unrecovered escape (id) and the arrear it made',
    permission: 'plat/owe:edit',
    query: escapeInput,
    body: escapeInput.optional(),
    labels: (k) => (k === 'id' ? escapeRecordResource.label : oweLabels(k)),
    handler: async ({ app, access, query, body }) => {
      const id = requiredId(escapeRecordResource.label, ['id'], query, body);
      const escaped = await visibleOne(app.db, escapeRecordResource, access, id);
      if (escaped.state !== escapeState.values.unrecovered) {
        throw badRequest({
          zh: '追缴状态(state): 只有未追缴的逃费记录可以撤销',
          en: 'Recovery state(state): only an unrecovered escape can be cancelled',
        });
      }
      const reason = body?.reason || body?.remark || query.reason || query.remark || '撤销逃费';
      const owe = await oweOfStay(app.db, access, escaped.recordId);
      if (owe && owe.sourceKind === oweSource.values.escape)
        await cancelOwe(app.db, access, owe.id, reason, new Date());
      const e = tableOf(escapeRecordResource);
      const [row] = await app.db
        .update(e)
        .set({ state: escapeState.values.cancelled, remark: reason })
        .where(and(eq(e.id, id), isNull(e.deletedAt)))
        .returning();
      if (!row) throw new Error(`escape ${id} is gone`);
      return rowSerializer(escapeRecordResource, app.config.timeZone)(row);
    },
  }),
];
