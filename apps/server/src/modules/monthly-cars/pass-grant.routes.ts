import { areaResource, gateResource, monthPassResource, parkResource, passGroupResource } from '@parking/resources';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { findVisible } from '../../crud/crud-routes';
import { idList } from '../../crud/id-params';
import { liveCondition } from '../../crud/scope';
import { mustSeeAll } from '../../crud/visible-rows';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { labels, optionalId, requiredId, visibleOne } from '../parks/visible';
import { keyOf, once } from './idempotency';
import { grantInput, intParam, passParamLabels, textParam } from './params';
import { createPass, plateOrRefuse } from './pass-create.service';
import { passes, passFor, serializePass } from './pass-rows';

const grantLabel = monthPassResource.label;

const batchGrantInput = z.object({
  parkId: optionalId,
  PKID: optionalId,
  plates: z.union([z.array(z.string().max(20)).max(500), z.string().max(3000)]).optional(),
  plateNumbers: z.string().max(3000).optional(),
  ownerName: textParam(40),
  ownerPhone: textParam(20),
  passKind: intParam(1, 6),
  monthNum: intParam(1, 120),
  months: intParam(1, 120),
  monthlyFee: intParam(0, 100_000_000),
  areaId: optionalId,
  groupId: optionalId,
  payWay: intParam(1, 9),
  remark: textParam(200),
});

const plateListOf = (v: string[] | string | undefined) =>
  (Array.isArray(v) ? v : (v ?? '').split(/[,，;；\s]+/)).map((s) => s.trim()).filter(Boolean);

export const passGrantRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkMonth/batchParkMonthCard',
    area: 'monthly-cars',
    summary:
      'Batch grant: one pass per plate in a park from today for monthNum months, each with its payment record; all or none',
    permission: 'parkMonth:add',
    body: batchGrantInput,
    labels: passParamLabels,
    handler: async ({ app, access, body, req }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], body);
      const raw = [...plateListOf(body.plates), ...plateListOf(body.plateNumbers)];
      if (!raw.length) throw badRequest({ zh: '车牌号(plates): 不能为空', en: 'Plates(plates): is required' });
      const plates = [...new Set(raw.map((p) => plateOrRefuse(p, 'plates')))];
      const months = body.monthNum ?? body.months ?? 1;
      return app.db.transaction((tx) =>
        once(tx, access, keyOf(req), req.url, async () => {
          const park = await visibleOne(tx, parkResource, access, parkId);
          for (const [key, def, id] of [
            ['areaId', areaResource, body.areaId],
            ['groupId', passGroupResource, body.groupId],
          ] as const) {
            if (id == null) continue;
            const [row] = await findVisible(tx, def, access, [id]);
            if (!row || Number(row.parkId) !== parkId) {
              throw badRequest({
                zh: `${def.label.zh}(${key}): ${id} 不属于此停车场`,
                en: `${def.label.en}(${key}): ${id} is not of this park`,
              });
            }
          }
          const made = [];
          for (const plate of plates) {
            const pass = await createPass(app, tx, access, {
              park,
              plate,
              ownerName: body.ownerName,
              ownerPhone: body.ownerPhone,
              passKind: body.passKind ?? 1,
              months,
              monthlyFee: body.monthlyFee ?? 0,
              areaId: body.areaId,
              groupId: body.groupId,
              payWay: body.payWay,
              remark: body.remark,
            });
            made.push(serializePass(pass, app.config.timeZone));
          }
          return { total: made.length, data: made };
        }),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkMonth/authGate',
    area: 'monthly-cars',
    summary: 'Limit a pass to some gates of its park (gateIds; empty: every gate)',
    permission: 'parkMonth:edit',
    query: grantInput.extend({ gateIds: idList.optional() }),
    body: grantInput.extend({ gateIds: idList.optional() }).optional(),
    labels: passParamLabels,
    handler: async ({ app, access, query, body }) => {
      const grantId = requiredId(grantLabel, ['grantId', 'id'], query, body ?? {});
      const gateIds = [...new Set(body?.gateIds ?? query.gateIds ?? [])];
      return app.db.transaction(async (tx) => {
        const pass = await passFor(tx, access, grantId, true);
        if (gateIds.length) {
          const gates = await findVisible(tx, gateResource, access, gateIds);
          mustSeeAll(gates, gateIds, gateResource.label);
          const foreign = gates.filter((g) => Number(g.parkId) !== Number(pass.parkId));
          if (foreign.length) {
            throw badRequest({
              zh: `授权通道(gateIds): ${foreign.map((g) => g.gateName).join(',')} 不属于此月卡的停车场`,
              en: `Gates allowed(gateIds): ${foreign.map((g) => g.gateName).join(',')} are not of the pass's park`,
            });
          }
        }
        const t = passes();
        const [row] = await tx
          .update(t)
          .set({ gateIds: gateIds.length ? gateIds : null, updatedAt: new Date(), updatedBy: access.userId })
          .where(eq(t.id, grantId))
          .returning();
        return serializePass(row as never, app.config.timeZone);
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkMonth/setShortNoPlate',
    area: 'monthly-cars',
    summary:
      'Give a pass a short code (letters and digits) that a car without a plate is recognised by; empty clears it',
    permission: 'parkMonth:edit',
    body: grantInput.extend({ shortNoPlate: z.string().trim().max(20).optional() }),
    labels: passParamLabels,
    handler: async ({ app, access, body }) => {
      const grantId = requiredId(grantLabel, ['grantId', 'id'], body);
      const code = (body.shortNoPlate ?? '').toUpperCase();
      if (code && !/^[A-Z0-9]{2,20}$/.test(code)) {
        throw badRequest({
          zh: '无牌车短码(shortNoPlate): 应为2到20个字母或数字',
          en: 'No-plate short code(shortNoPlate): must be 2 to 20 letters or digits',
        });
      }
      return app.db.transaction(async (tx) => {
        const pass = await passFor(tx, access, grantId, true);
        const t = passes();
        if (code) {
          const [taken] = await tx
            .select({ id: t.id })
            .from(t)
            .where(and(eq(t.parkId, pass.parkId as number), eq(t.shortNoPlate, code), liveCondition(t)));
          if (taken && Number(taken.id) !== grantId) {
            throw badRequest({
              zh: `无牌车短码(shortNoPlate): ${code} 已被此停车场的月卡 ${taken.id} 使用`,
              en: `No-plate short code(shortNoPlate): ${code} is used by pass ${taken.id} of this park`,
            });
          }
        }
        const [row] = await tx
          .update(t)
          .set({ shortNoPlate: code || null, updatedAt: new Date(), updatedBy: access.userId })
          .where(inArray(t.id, [grantId]))
          .returning();
        return serializePass(row as never, app.config.timeZone);
      });
    },
  }),
];
