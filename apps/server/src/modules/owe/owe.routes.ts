import { onlineOrderResource, orderState, oweResource, oweSource, oweState, parkResource } from '@parking/resources';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { requiredId } from '../../platform/spec-params';
import { cancelInput, checkInput, orderInput, oweIdInput, oweIdLabel, oweLabels, requiredReason } from './owe-input';
import { cancelOwe, checkOwe, type Owe, payOwe, recordOwe } from './owe-ledger';

const base = '/api/updown/plat/owe';
const oweId = (...sources: (Record<string, unknown> | undefined | null)[]) =>
  requiredId(oweIdLabel, ['oweId', 'id'], ...sources);
const answer = (row: Owe, timeZone: string) => rowSerializer(oweResource, timeZone)(row);

export const oweRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/parks`,
    section: 'owe',
    summary: 'The parks with unpaid arrears the caller may see, with how many and how much (fen)',
    handler: async ({ app, access }) => {
      const t = tableOf(oweResource);
      const p = tableOf(parkResource);
      const rows = await app.db
        .select({
          parkId: t.parkId,
          count: count(),
          totalFen: sql<number>`cast(sum(${t.amount} - ${t.paidAmount}) as int)`,
        })
        .from(t)
        .where(and(eq(t.state, oweState.values.normal), visibleConditions(oweResource, access)))
        .groupBy(t.parkId);
      if (rows.length === 0) return [];
      const names = await app.db
        .select({ id: p.id, parkName: p.parkName })
        .from(p)
        .where(
          inArray(
            p.id,
            rows.map((r) => r.parkId),
          ),
        )
        .orderBy(asc(p.parkName));
      const byPark = new Map(rows.map((r) => [r.parkId, r]));
      return names.map((n) => ({
        parkId: n.id,
        parkName: n.parkName,
        count: byPark.get(n.id)?.count ?? 0,
        totalFen: Number(byPark.get(n.id)?.totalFen ?? 0),
      }));
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/feeOwe`,
    section: 'owe',
    summary: 'Pay an arrear in full (oweId); of two payments at once, one settles it and the other is refused',
    permission: 'plat/owe:edit',
    query: oweIdInput,
    body: oweIdInput.optional(),
    labels: oweLabels,
    handler: async ({ app, access, query, body, noteChange }) => {
      const id = oweId(query, body);
      const row = await app.db.transaction((tx) => payOwe(tx, access, id, new Date()));
      noteChange({ [`plat/owe:${id}`]: { state: { old: oweState.values.normal, new: row.state } } });
      return answer(row, app.config.timeZone);
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/cancelOwe`,
    section: 'owe',
    summary: 'Cancel an unpaid arrear (oweId) with a reason: the row stays, cancelled, with its reason',
    permission: 'plat/owe:edit',
    query: cancelInput,
    body: cancelInput.optional(),
    labels: oweLabels,
    handler: async ({ app, access, query, body, noteChange }) => {
      const id = oweId(query, body);
      const reason = requiredReason(body, query);
      const row = await app.db.transaction((tx) => cancelOwe(tx, access, id, reason, new Date()));
      noteChange({ [`plat/owe:${id}`]: { state: { old: oweState.values.normal, new: row.state }, reason } });
      return answer(row, app.config.timeZone);
    },
  }),
  ...(['check', 'cancelCheck'] as const).map((action) =>
    defineRoute({
      method: 'POST',
      url: `${base}/${action}`,
      section: 'owe',
      summary:
        action === 'check'
          ? 'Mark an arrear (oweId) reviewed; checked=false takes the mark back'
          : 'Take back the reviewed mark of an arrear (oweId)',
      permission: 'plat/owe:edit',
      query: checkInput,
      body: checkInput.optional(),
      labels: oweLabels,
      handler: async ({ app, access, query, body }) => {
        const id = oweId(query, body);
        const checked = action === 'check' ? (body?.checked ?? query.checked ?? true) : false;
        const row = await checkOwe(app.db, access, id, checked, new Date());
        return answer(row, app.config.timeZone);
      },
    }),
  ),
  defineRoute({
    method: 'POST',
    url: `${base}/genOweFromOrder`,
    section: 'owe',
    summary:
      "Turn an unpaid order (orderId) into an arrear of its stay; the order closes. A stay's arrear is made once",
    permission: 'plat/owe:add',
    query: orderInput,
    body: orderInput.optional(),
    labels: oweLabels,
    handler: async ({ app, access, query, body }) => {
      const orderId = requiredId({ zh: '订单', en: 'Order' }, ['orderId', 'id'], query, body);
      const order = await visibleOne(app.db, onlineOrderResource, access, orderId);
      const owedFen = order.amount - (order.paidAmount ?? 0);
      const o = tableOf(onlineOrderResource);
      const [closed] =
        owedFen > 0
          ? await app.db
              .update(o)
              .set({ state: orderState.values.closed, remark: '转为欠费' })
              .where(and(eq(o.id, orderId), eq(o.state, orderState.values.unpaid), isNull(o.deletedAt)))
              .returning({ id: o.id })
          : [];
      if (!closed) {
        throw badRequest({
          zh: '订单状态(state): 只有未支付且有欠款的订单可以转为欠费',
          en: 'Order state(state): only an unpaid order with money owed can become an arrear',
        });
      }
      const { row } = await recordOwe(app.db, {
        companyId: order.companyId,
        parkId: order.parkId,
        plateNumber: order.plateNumber,
        sourceKind: oweSource.values.order,
        sourceId: order.id,
        recordId: order.recordId ?? null,
        amount: owedFen,
        oweTime: order.stayTo ?? new Date(),
      });
      return answer(row, app.config.timeZone);
    },
  }),
];
