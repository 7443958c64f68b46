import { normalizePlate } from '@parking/domain';
import {
  areaResource,
  carTypeResource,
  monthPassResource,
  parkResource,
  passGroupResource,
  passPaymentResource,
  payWay,
} from '@parking/resources';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { liveCondition, visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { visibleOne } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idOf, idParams, optionalId } from '../../platform/spec-params';
import { grantIdOf, grantInput, passParamLabels, textParam } from './params';
import { passFor, serializePass } from './pass-rows';

const parkInput = z.object(idParams('park'));

/** A share group with the plates of its live passes, or null when it is gone. */
async function groupOf(db: Db, groupId: number) {
  const g = tableOf(passGroupResource);
  const t = tableOf(monthPassResource);
  const [row] = await db.select().from(g).where(eq(g.id, groupId));
  if (!row) return null;
  const plates = await db
    .select({ plateNumber: t.plateNumber })
    .from(t)
    .where(and(eq(t.groupId, groupId), liveCondition(t)));
  return {
    groupId: row.id,
    groupName: row.groupName,
    stallCount: row.stallCount,
    plates: plates.map((p) => p.plateNumber),
  };
}

export const passLookupRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/getPayWayTypes',
    section: 'monthly-cars',
    summary: 'The ways a pass can be paid: payWay and payWayName',
    handler: async ({ lang }) => payWay.items.map((i) => ({ payWay: i.value, payWayName: i.label[lang] })),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/getPlateExitsParkName',
    section: 'monthly-cars',
    summary: 'The parks where a plate (plateNo or plateNumber) already has a live pass, by name',
    query: z.object({ plateNo: textParam(40), plateNumber: textParam(40), grantId: optionalId }),
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const raw = query.plateNo ?? query.plateNumber;
      if (!raw) throw badRequest({ zh: '车牌号(plateNo): 不能为空', en: 'Plate(plateNo): is required' });
      const plate = normalizePlate(raw);
      const t = tableOf(monthPassResource);
      const p = tableOf(parkResource);
      const rows = await app.db
        .select({ grantId: t.id, parkId: t.parkId, parkName: p.parkName, state: t.state })
        .from(t)
        .innerJoin(p, eq(p.id, t.parkId))
        .where(
          and(
            visibleConditions(monthPassResource, access),
            or(eq(t.plateNumber, plate), sql`',' || coalesce(${t.plateNumbers}, '') || ',' like ${`%,${plate},%`}`),
            query.grantId ? ne(t.id, query.grantId) : undefined,
          ),
        )
        .orderBy(asc(t.id));
      return {
        plateNumber: plate,
        exists: rows.length > 0,
        parkNames: [...new Set(rows.map((r) => r.parkName))].join(','),
        passes: rows,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/selectParkCarBitGroup',
    section: 'monthly-cars',
    summary: "A park's share groups (berth groups) with their stalls and the plates sharing them",
    query: parkInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const parkId = idOf('park', query);
      await visibleOne(app.db, parkResource, access, parkId);
      const g = tableOf(passGroupResource);
      const groups = await app.db
        .select()
        .from(g)
        .where(and(eq(g.parkId, parkId), visibleConditions(passGroupResource, access)))
        .orderBy(asc(g.id));
      const t = tableOf(monthPassResource);
      const members = groups.length
        ? await app.db
            .select({ id: t.id, groupId: t.groupId, plateNumber: t.plateNumber, endTime: t.endTime, state: t.state })
            .from(t)
            .where(
              and(
                inArray(
                  t.groupId,
                  groups.map((r) => r.id),
                ),
                liveCondition(t),
              ),
            )
        : [];
      return groups.map((r) => {
        const own = members.filter((m) => m.groupId === r.id);
        return {
          label: r.groupName,
          value: r.id,
          groupId: r.id,
          groupName: r.groupName,
          stallCount: r.stallCount,
          plates: own.map((m) => m.plateNumber),
          passCount: own.length,
        };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/getParkCarGroup',
    section: 'monthly-cars',
    summary: "A park's car types a pass can be of, as select options",
    query: parkInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const parkId = idOf('park', query);
      const t = tableOf(carTypeResource);
      const rows = await app.db
        .select({ id: t.id, name: t.carTypeName, carKind: t.carKind })
        .from(t)
        .where(and(eq(t.parkId, parkId), visibleConditions(carTypeResource, access)))
        .orderBy(asc(t.id));
      return rows.map((r) => ({ label: r.name, value: r.id, carKind: r.carKind }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/getParkArea',
    section: 'monthly-cars',
    summary: "A park's areas a pass can be limited to, as select options",
    query: parkInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const parkId = idOf('park', query);
      const t = tableOf(areaResource);
      const rows = await app.db
        .select({ id: t.id, name: t.areaName })
        .from(t)
        .where(and(eq(t.parkId, parkId), visibleConditions(areaResource, access)))
        .orderBy(asc(t.id));
      return rows.map((r) => ({ label: r.name, value: r.id }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/renewalDetail',
    section: 'monthly-cars',
    summary: 'A pass with what renewing it involves: its share group and its payments, newest first',
    query: grantInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const grantId = grantIdOf(query);
      const tz = app.config.timeZone;
      const pass = await passFor(app.db, access, grantId);
      const pay = tableOf(passPaymentResource);
      const payments = await app.db
        .select()
        .from(pay)
        .where(and(eq(pay.grantId, grantId), liveCondition(pay)))
        .orderBy(desc(pay.paidAt))
        .limit(50);
      const group = pass.groupId == null ? null : await groupOf(app.db, pass.groupId);
      return {
        ...serializePass(pass, tz),
        group,
        payments: payments.map(rowSerializer(passPaymentResource, tz)),
      };
    },
  }),
];
