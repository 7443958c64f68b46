import { type DictValue, regionLevel, regionResource } from '@parking/resources';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { liveCondition } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';

type Level = DictValue<typeof regionLevel>;
type Region = { id: number; name: string; parentId: number | null; level: Level };
type Node = {
  id: number;
  value: number;
  label: string;
  name: string;
  code: string;
  level: number;
  parentId: number | null;
  children?: Node[];
};

const { province, city, district } = regionLevel.values;

async function regions(db: Db, levels: Level[], parentIds?: number[]): Promise<Region[]> {
  const t = tableOf(regionResource);
  return db
    .select({ id: t.id, name: t.name, parentId: t.parentId, level: t.level })
    .from(t)
    .where(and(inArray(t.level, levels), liveCondition(t), ...(parentIds ? [inArray(t.parentId, parentIds)] : [])))
    .orderBy(asc(t.id));
}

const node = (r: Region): Node => ({
  id: r.id,
  value: r.id,
  label: r.name,
  name: r.name,
  code: String(r.id),
  level: r.level,
  parentId: r.parentId,
});

/** Nests regions under their parents; leaves carry no children array. */
function toTree(rows: Region[], roots: (r: Region) => boolean): Node[] {
  const nodes = new Map(rows.map((r) => [r.id, node(r)]));
  const out: Node[] = [];
  for (const r of rows) {
    const n = nodes.get(r.id);
    if (!n) continue;
    const parent = r.parentId != null ? nodes.get(r.parentId) : undefined;
    if (roots(r) || !parent) out.push(n);
    else {
      parent.children ??= [];
      parent.children.push(n);
    }
  }
  return out;
}

const regionLabels = (k: string) =>
  ({
    ProvinceID: { zh: '省份', en: 'Province' },
    CityID: { zh: '城市', en: 'City' },
  })[k];

export const regionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/baseprovince/tree',
    section: 'parks',
    summary: 'Provinces with their cities (ProvinceID, its GB/T 2260 code: one province); value is the code',
    query: z.object({ ProvinceID: optionalId }),
    labels: regionLabels,
    handler: async ({ app, query }) => {
      const rows = await regions(app.db, [province, city]);
      const tree = toTree(rows, (r) => r.level === province);
      return query.ProvinceID === undefined ? tree : tree.filter((p) => p.id === query.ProvinceID);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/basecity/tree',
    section: 'parks',
    summary: 'Cities with their districts: of one province (ProvinceID), or one city (CityID)',
    query: z.object({ ProvinceID: optionalId, CityID: optionalId }),
    labels: regionLabels,
    handler: async ({ app, query }) => {
      const t = tableOf(regionResource);
      let cities: Region[];
      if (query.CityID !== undefined) {
        cities = (await regions(app.db, [city])).filter((c) => c.id === query.CityID);
      } else {
        cities = await regions(app.db, [city], query.ProvinceID !== undefined ? [query.ProvinceID] : undefined);
      }
      if (!cities.length) return [];
      const districts = await app.db
        .select({ id: t.id, name: t.name, parentId: t.parentId, level: t.level })
        .from(t)
        .where(
          and(
            eq(t.level, district),
            inArray(
              t.parentId,
              cities.map((c) => c.id),
            ),
            liveCondition(t),
          ),
        )
        .orderBy(asc(t.id));
      return toTree([...cities, ...districts], (r) => r.level === city);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/basecity/getAllCity',
    section: 'parks',
    summary: 'Every city as a flat list (value: the GB/T 2260 code, provinceId: its province)',
    handler: async ({ app }) => (await regions(app.db, [city])).map((r) => ({ ...node(r), provinceId: r.parentId })),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/basecity/getAllArea',
    section: 'parks',
    summary: 'Every district as a flat list, or those of one city (CityID)',
    query: z.object({ CityID: optionalId }),
    labels: regionLabels,
    handler: async ({ app, query }) =>
      (await regions(app.db, [district], query.CityID !== undefined ? [query.CityID] : undefined)).map((r) => ({
        ...node(r),
        cityId: r.parentId,
      })),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/BaseBaseArea/getTree',
    section: 'parks',
    summary: 'The whole region tree, province > city > district, for a cascader',
    handler: async ({ app }) => toTree(await regions(app.db, [province, city, district]), (r) => r.level === province),
  }),
];
