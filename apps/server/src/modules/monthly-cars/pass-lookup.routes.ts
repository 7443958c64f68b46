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
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Row } from '../../crud/hooks';
import { liveCondition, scopeConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { labels, optionalId, requiredId, visibleOne } from '../parks/visible';
import { grantInput, passParamLabels, textParam } from './params';
import { passFor, serializePass } from './pass-rows';

const parkInput = z.object({ parkId: optionalId, PKID: optionalId });

export const passLookupRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/getPayWayTypes',
    area: 'monthly-cars',
    summary: 'The ways a pass can be paid: payWay and payWayName',
    handler: async ({ lang }) => payWay.items.map((i) => ({ payWay: i.value, payWayName: i.label[lang] })),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/getPlateExitsParkName',
    area: 'monthly-cars',
    summary: 'The parks where a plate (plateNo or plateNumber) already has a live pass, by name',
    query: z.object({ plateNo: textParam(40), plateNumber: textParam(40), grantId: optionalId }),
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const raw = query.plateNo ?? query.plateNumber;
      if (!raw) throw badRequest({ zh: '车牌号(plateNo): 不能为空', en: 'Plate(plateNo): is required' });
      const plate = normalizePlate(raw);
      const t = tableOf(monthPassResource.module);
      const p = tableOf(parkResource.module);
      const rows = await app.db
        .select({ grantId: t.id, parkId: t.parkId, parkName: p.parkName, state: t.state })
        .from(t)
        .innerJoin(p, eq(p.id, t.parkId))
        .where(
          and(
            liveCondition(t),
            ...scopeConditions(monthPassResource, t, access),
            or(eq(t.plateNumber, plate), sql`',' || coalesce(${t.plateNumbers}, '') || ',' like ${`%,${plate},%`}`),
            query.grantId ? sql`${t.id} <> ${query.grantId}` : undefined,
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
    area: 'monthly-cars',
    summary: "A park's share groups (berth groups) with their stalls and the plates sharing them",
    query: parkInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], query);
      await visibleOne(app.db, parkResource, access, parkId);
      const g = tableOf(passGroupResource.module);
      const groups = (await app.db
        .select()
        .from(g)
        .where(and(eq(g.parkId, parkId), liveCondition(g), ...scopeConditions(passGroupResource, g, access)))
        .orderBy(asc(g.id))) as Row[];
      const t = tableOf(monthPassResource.module);
      const members = groups.length
        ? await app.db
            .select({ id: t.id, groupId: t.groupId, plateNumber: t.plateNumber, endTime: t.endTime, state: t.state })
            .from(t)
            .where(
              and(
                inArray(
                  t.groupId,
                  groups.map((r) => Number(r.id)),
                ),
                liveCondition(t),
              ),
            )
        : [];
      return groups.map((r) => {
        const own = members.filter((m) => Number(m.groupId) === Number(r.id));
        return {
          label: r.groupName,
          value: Number(r.id),
          groupId: Number(r.id),
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
    area: 'monthly-cars',
    summary: "A park's car types a pass can be of, as select options",
    query: parkInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], query);
      const t = tableOf(carTypeResource.module);
      const rows = await app.db
        .select({ id: t.id, name: t.carTypeName, carKind: t.carKind })
        .from(t)
        .where(and(eq(t.parkId, parkId), liveCondition(t), ...scopeConditions(carTypeResource, t, access)))
        .orderBy(asc(t.id));
      return rows.map((r) => ({ label: r.name, value: r.id, carKind: r.carKind }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/getParkArea',
    area: 'monthly-cars',
    summary: "A park's areas a pass can be limited to, as select options",
    query: parkInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], query);
      const t = tableOf(areaResource.module);
      const rows = await app.db
        .select({ id: t.id, name: t.areaName })
        .from(t)
        .where(and(eq(t.parkId, parkId), liveCondition(t), ...scopeConditions(areaResource, t, access)))
        .orderBy(asc(t.id));
      return rows.map((r) => ({ label: r.name, value: r.id }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/renewalDetail',
    area: 'monthly-cars',
    summary: 'A pass with what renewing it involves: its share group and its payments, newest first',
    query: grantInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const grantId = requiredId({ zh: '月卡', en: 'Pass' }, ['grantId', 'id'], query);
      const tz = app.config.timeZone;
      const pass = await passFor(app.db, access, grantId);
      const pay = tableOf(passPaymentResource.module);
      const payments = (await app.db
        .select()
        .from(pay)
        .where(and(eq(pay.grantId, grantId), liveCondition(pay)))
        .orderBy(desc(pay.paidAt))
        .limit(50)) as Row[];
      let group: Row | null = null;
      if (pass.groupId != null) {
        const g = tableOf(passGroupResource.module);
        const t = tableOf(monthPassResource.module);
        const [row] = (await app.db
          .select()
          .from(g)
          .where(eq(g.id, pass.groupId as number))) as Row[];
        const plates = await app.db
          .select({ plateNumber: t.plateNumber })
          .from(t)
          .where(and(eq(t.groupId, pass.groupId as number), liveCondition(t)));
        group = row
          ? {
              groupId: Number(row.id),
              groupName: row.groupName,
              stallCount: row.stallCount,
              plates: plates.map((p) => p.plateNumber),
            }
          : null;
      }
      return {
        ...serializePass(pass, tz),
        group,
        payments: payments.map(rowSerializer(passPaymentResource, tz)),
      };
    },
  }),
];
