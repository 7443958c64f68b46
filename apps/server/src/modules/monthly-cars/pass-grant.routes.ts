import type { Message } from '@parking/domain';
import {
  areaResource,
  gateResource,
  monthPassResource,
  parkResource,
  passGroupResource,
  passKind,
  passRenewalKind,
  payWay,
} from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idList } from '../../crud/id-params';
import { liveCondition } from '../../crud/scope';
import { findVisible, mustSeeAll, visibleOne } from '../../crud/visible-rows';
import type { Db, Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idOf, idParams, optionalId, requiredId } from '../../platform/spec-params';
import { keyOf, once } from './idempotency';
import { dictParam, grantInput, intParam, passParamLabels, textParam } from './params';
import { createPass, plateOrRefuse } from './pass-create.service';
import { lockedPass, type Pass, serializePass, updatePass } from './pass-rows';

const grantLabel = monthPassResource.label;

const batchGrantInput = z.object({
  ...idParams('park'),
  plates: z.union([z.array(z.string().max(20)).max(500), z.string().max(3000)]).optional(),
  plateNumbers: z.string().max(3000).optional(),
  ownerName: textParam(40),
  ownerPhone: textParam(20),
  passKind: dictParam(passKind),
  monthNum: intParam(1, 120),
  months: intParam(1, 120),
  monthlyFee: intParam(0, 100_000_000),
  areaId: optionalId,
  groupId: optionalId,
  payWay: dictParam(payWay),
  remark: textParam(200),
});

const plateListOf = (v: string[] | string | undefined) =>
  (Array.isArray(v) ? v : (v ?? '').split(/[,，;；\s]+/)).map((s) => s.trim()).filter(Boolean);

/** 400 when the area or share group named is not one of the park's. */
async function refuseOtherPark(
  db: Db,
  access: Access,
  parkId: number,
  named: { areaId?: number | undefined; groupId?: number | undefined },
): Promise<void> {
  const refuseUnlessOfPark = (key: string, label: Message, id: number, row: { parkId: number } | undefined) => {
    if (row?.parkId === parkId) return;
    throw badRequest({
      zh: `${label.zh}(${key}): ${id} 不属于此停车场`,
      en: `${label.en}(${key}): ${id} is not of this park`,
    });
  };
  if (named.areaId != null) {
    const [area] = await findVisible(db, areaResource, access, [named.areaId]);
    refuseUnlessOfPark('areaId', areaResource.label, named.areaId, area);
  }
  if (named.groupId != null) {
    const [group] = await findVisible(db, passGroupResource, access, [named.groupId]);
    refuseUnlessOfPark('groupId', passGroupResource.label, named.groupId, group);
  }
}

/** authGate: the pass opens only the gates given, of its own park (none given: every gate). */
async function limitToGates(tx: Tx, access: Access, grantId: number, gateIds: number[]): Promise<Pass> {
  const pass = await lockedPass(tx, access, grantId);
  if (gateIds.length) {
    const gates = await findVisible(tx, gateResource, access, gateIds);
    mustSeeAll(gates, gateIds, gateResource.label);
    const foreign = gates.filter((g) => g.parkId !== pass.parkId);
    if (foreign.length) {
      throw badRequest({
        zh: `授权通道(gateIds): ${foreign.map((g) => g.gateName).join(',')} 不属于此月卡的停车场`,
        en: `Gates allowed(gateIds): ${foreign.map((g) => g.gateName).join(',')} are not of the pass's park`,
      });
    }
  }
  return updatePass(tx, grantId, { gateIds: gateIds.length ? gateIds : null });
}

/** setShortNoPlate: the code a car without a plate is known by, unique among the park's live passes. */
async function setShortCode(tx: Tx, access: Access, grantId: number, code: string): Promise<Pass> {
  const pass = await lockedPass(tx, access, grantId);
  const t = tableOf(monthPassResource);
  if (code) {
    const [taken] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.parkId, pass.parkId), eq(t.shortNoPlate, code), liveCondition(t)));
    if (taken && taken.id !== grantId) {
      throw badRequest({
        zh: `无牌车短码(shortNoPlate): ${code} 已被此停车场的月卡 ${taken.id} 使用`,
        en: `No-plate short code(shortNoPlate): ${code} is used by pass ${taken.id} of this park`,
      });
    }
  }
  return updatePass(tx, grantId, { shortNoPlate: code || null });
}

export const passGrantRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkMonth/batchParkMonthCard',
    section: 'monthly-cars',
    summary:
      'Batch grant: one pass per plate in a park from today for monthNum months, each with its payment record; all or none',
    permission: 'parkMonth:add',
    body: batchGrantInput,
    labels: passParamLabels,
    handler: async (ctx) => {
      const { app, access, body, req } = ctx;
      const parkId = idOf('park', body);
      const raw = [...plateListOf(body.plates), ...plateListOf(body.plateNumbers)];
      if (!raw.length) throw badRequest({ zh: '车牌号(plates): 不能为空', en: 'Plates(plates): is required' });
      const plates = [...new Set(raw.map((p) => plateOrRefuse(p, 'plates')))];
      const months = body.monthNum ?? body.months ?? 1;
      return app.db.transaction((tx) =>
        once(tx, access, keyOf(req), req.url, async () => {
          await visibleOne(tx, parkResource, access, parkId);
          await refuseOtherPark(tx, access, parkId, body);
          const made = [];
          for (const plate of plates) {
            const pass = await createPass(
              { ...ctx, tx },
              {
                parkId,
                plate,
                ownerName: body.ownerName,
                ownerPhone: body.ownerPhone,
                passKind: body.passKind ?? passKind.values.monthly,
                months,
                monthlyFee: body.monthlyFee ?? 0,
                areaId: body.areaId,
                groupId: body.groupId,
                remark: body.remark,
              },
              { reason: passRenewalKind.values.batchGrant, payWay: body.payWay },
            );
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
    section: 'monthly-cars',
    summary: 'Limit a pass to some gates of its park (gateIds; empty: every gate)',
    permission: 'parkMonth:edit',
    query: grantInput.extend({ gateIds: idList.optional() }),
    body: grantInput.extend({ gateIds: idList.optional() }).optional(),
    labels: passParamLabels,
    handler: async ({ app, access, query, body }) => {
      const grantId = requiredId(grantLabel, ['grantId', 'id'], query, body);
      const gateIds = [...new Set(body?.gateIds ?? query.gateIds ?? [])];
      const pass = await app.db.transaction((tx) => limitToGates(tx, access, grantId, gateIds));
      return serializePass(pass, app.config.timeZone);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkMonth/setShortNoPlate',
    section: 'monthly-cars',
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
      const pass = await app.db.transaction((tx) => setShortCode(tx, access, grantId, code));
      return serializePass(pass, app.config.timeZone);
    },
  }),
];
