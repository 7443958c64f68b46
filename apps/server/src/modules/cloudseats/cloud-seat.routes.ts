import { berthSectionResource, seatGateGrantResource, seatParkGrantResource, userResource } from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { visibleConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';
import { renewSeatGrant } from './seat-renewal';

const id = z.coerce.number().int().positive();
const how = {
  months: z.coerce.number().int().min(1).max(120).optional(),
  newEndDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
};
const labels = (k: string) =>
  ({
    parkId: { zh: '停车场', en: 'Park' },
    gateId: { zh: '通道', en: 'Gate' },
    months: { zh: '续期月数', en: 'Months' },
    newEndDate: { zh: '新到期日期', en: 'New end date' },
  })[k];

export const cloudSeatRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/cloudseats/grantPark/renewal',
    section: 'third-party',
    summary:
      'Renews the cloud-seat grant of a park (parkId): its end day moves by months (from today when already ended) or to newEndDate; never shortens it',
    permission: 'cloudseats/grantPark:edit',
    query: z.object({ parkId: id, ...how }),
    body: z.object(how).optional(),
    labels,
    handler: ({ app, access, lang, query, body, noteChange }) =>
      app.db.transaction((tx) =>
        renewSeatGrant(
          { app, tx, access, lang, noteChange },
          seatParkGrantResource,
          { parkId: query.parkId },
          {
            ...query,
            ...body,
          },
        ),
      ),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/cloudseats/grantGate/renewal',
    section: 'third-party',
    summary:
      'Renews the cloud-seat grant of a gate (gateId): its end day moves by months (from today when already ended) or to newEndDate; never shortens it',
    permission: 'cloudseats/grantGate:edit',
    query: z.object({ gateId: id, ...how }),
    body: z.object(how).optional(),
    labels,
    handler: ({ app, access, lang, query, body, noteChange }) =>
      app.db.transaction((tx) =>
        renewSeatGrant(
          { app, tx, access, lang, noteChange },
          seatGateGrantResource,
          { gateId: query.gateId },
          {
            ...query,
            ...body,
          },
        ),
      ),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/userSectionGrant/getUserList',
    section: 'third-party',
    summary: 'The console users the caller may grant berth sections to: id, account and name',
    handler: async ({ app, access }) => {
      const u = tableOf(userResource);
      return app.db
        .select({ id: u.id, username: u.username, realName: u.realName })
        .from(u)
        .where(and(visibleConditions(userResource, access), isNull(u.deletedAt)))
        .orderBy(asc(u.username))
        .limit(500);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/userSectionGrant/getSectionList',
    section: 'third-party',
    summary: 'The berth sections the caller may grant (of one park with parkId): id, name, park',
    query: z.object({ parkId: optionalId }),
    labels,
    handler: async ({ app, access, query }) => {
      const s = tableOf(berthSectionResource);
      return app.db
        .select({ id: s.id, sectionName: s.sectionName, parkId: s.parkId })
        .from(s)
        .where(
          and(
            visibleConditions(berthSectionResource, access),
            isNull(s.deletedAt),
            ...(query.parkId ? [eq(s.parkId, query.parkId)] : []),
          ),
        )
        .orderBy(asc(s.sectionName))
        .limit(500);
    },
  }),
];
