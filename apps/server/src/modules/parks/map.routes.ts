import { berthResource, berthSectionResource, dictSchema, parkKind, parkResource } from '@parking/resources';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { liveCondition, visibleConditions } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId, specIdLabel } from '../../platform/spec-params';

const base = '/api/updown/basePark';
/** A map shows every park the caller sees; past this many it is a country-wide view and stops there. */
const mapLimit = 5000;
const chinaCentre = { longitude: 104.195, latitude: 35.861 };

const mapQuery = z.object({
  parkKind: dictSchema(parkKind).optional(),
  companyId: optionalId,
  parkName: z.string().max(100).optional(),
});
type MapQuery = z.infer<typeof mapQuery>;

const coordinate = (v: string | null) => (v == null ? null : Number(v));

/** The visible parks that have coordinates, filtered as asked. */
async function parksOnMap(db: Db, access: Access, q: MapQuery, extra: SQL[] = []) {
  const t = tableOf(parkResource);
  const conds: SQL[] = [
    visibleConditions(parkResource, access),
    isNotNull(t.longitude),
    isNotNull(t.latitude),
    ...extra,
  ];
  if (q.parkKind !== undefined) conds.push(eq(t.parkKind, q.parkKind));
  if (q.companyId !== undefined) conds.push(eq(t.companyId, q.companyId));
  if (q.parkName) conds.push(sql`${t.parkName} ilike ${`%${q.parkName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return db
    .select()
    .from(t)
    .where(and(...conds))
    .orderBy(asc(t.parkName), asc(t.id))
    .limit(mapLimit);
}

/** Berths of roadside parks: how many, how many taken. */
async function berthCounts(db: Db, parkIds: number[]) {
  if (!parkIds.length) return new Map<number, { berths: number; occupied: number }>();
  const b = tableOf(berthResource);
  const rows = await db
    .select({
      parkId: b.parkId,
      berths: sql<number>`count(*)::int`,
      occupied: sql<number>`count(*) filter (where ${b.hasCar})::int`,
    })
    .from(b)
    .where(and(inArray(b.parkId, parkIds), liveCondition(b)))
    .groupBy(b.parkId);
  return new Map(rows.map((r) => [r.parkId, { berths: r.berths, occupied: r.occupied }]));
}

export const mapRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/getAllLngLat2`,
    section: 'parks',
    summary:
      'Every visible park with coordinates, for the map: position, kind, stalls (filters: parkKind, companyId, parkName)',
    query: mapQuery,
    labels: specIdLabel,
    handler: async ({ app, access, query }) =>
      (await parksOnMap(app.db, access, query)).map((p) => ({
        id: p.id,
        parkId: p.id,
        parkName: p.parkName,
        parkCode: p.parkCode,
        parkKind: p.parkKind,
        companyId: p.companyId,
        villageId: p.villageId,
        address: p.address,
        longitude: coordinate(p.longitude),
        latitude: coordinate(p.latitude),
        totalStalls: p.totalStalls,
        freeStalls: p.freeStalls,
        state: p.state,
      })),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/getSampleLngLat`,
    section: 'parks',
    summary: 'Visible parks as bare map points: id, name, kind, longitude, latitude',
    query: mapQuery,
    labels: specIdLabel,
    handler: async ({ app, access, query }) =>
      (await parksOnMap(app.db, access, query)).map((p) => ({
        id: p.id,
        name: p.parkName,
        kind: p.parkKind,
        lng: coordinate(p.longitude),
        lat: coordinate(p.latitude),
      })),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/getRoadParkLngLat`,
    section: 'parks',
    summary: 'Visible roadside parks with coordinates, their berths (total, occupied, free) and berth sections',
    query: mapQuery.omit({ parkKind: true }),
    labels: specIdLabel,
    handler: async ({ app, access, query }) => {
      const t = tableOf(parkResource);
      const parks = await parksOnMap(app.db, access, query, [eq(t.parkKind, parkKind.values.roadside)]);
      const ids = parks.map((p) => p.id);
      const counts = await berthCounts(app.db, ids);
      const s = tableOf(berthSectionResource);
      const sections = ids.length
        ? await app.db
            .select({
              id: s.id,
              parkId: s.parkId,
              sectionName: s.sectionName,
              roadName: s.roadName,
              longitude: s.longitude,
              latitude: s.latitude,
            })
            .from(s)
            .where(and(inArray(s.parkId, ids), liveCondition(s)))
            .orderBy(asc(s.sort), asc(s.id))
        : [];
      return parks.map((p) => {
        const c = counts.get(p.id) ?? { berths: 0, occupied: 0 };
        return {
          id: p.id,
          parkId: p.id,
          parkName: p.parkName,
          address: p.address,
          longitude: coordinate(p.longitude),
          latitude: coordinate(p.latitude),
          berths: c.berths,
          occupied: c.occupied,
          free: c.berths - c.occupied,
          sections: sections
            .filter((x) => x.parkId === p.id)
            .map((x) => ({ ...x, longitude: coordinate(x.longitude), latitude: coordinate(x.latitude) })),
        };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/getMapConfig`,
    section: 'parks',
    summary:
      'How the console draws the park map: the tile URL (MAP_TILE_URL; null: no tiles, markers on a plain background) and where to centre',
    handler: async ({ app, access }) => {
      const t = tableOf(parkResource);
      const [centre] = await app.db
        .select({
          longitude: sql<number>`avg(${t.longitude})::float8`,
          latitude: sql<number>`avg(${t.latitude})::float8`,
          n: sql<number>`count(*)::int`,
        })
        .from(t)
        .where(and(visibleConditions(parkResource, access), isNotNull(t.longitude), isNotNull(t.latitude)));
      const n = centre?.n ?? 0;
      return {
        tileUrl: app.config.mapTileUrl,
        attribution: app.config.mapTileAttribution,
        offline: app.config.mapTileUrl === null,
        parksWithCoordinates: n,
        center: centre && n ? { longitude: centre.longitude, latitude: centre.latitude } : chinaCentre,
        zoom: n ? 12 : 4,
      };
    },
  }),
];
