import {
  allFields,
  type Field,
  listRoutePath,
  type ResourceDef,
  refParent,
  resourceByModule,
  resources,
  routeUrl,
} from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBody } from '../support/samples';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { idOf, ok, type Page, type Row, rows } from './helpers';

let app: TestApp;
let admin: string;
let companyA: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  companyA = await signIn(app, 'company_a');
});
afterAll(() => app.close());

const lookup = (m: string) => resourceByModule.get(m);
const listUrl = (def: ResourceDef) => routeUrl(def, listRoutePath(def.routes.list[0] ?? 'list'));
const submitUrl = (def: ResourceDef) => routeUrl(def, def.routes.submit[0] as string);
/** The row names its company itself (the engine otherwise takes the caller's or its park's). */
const writableCompany = (def: ResourceDef) => {
  const company = (allFields(def) as Record<string, Field>).companyId;
  return company !== undefined && !company.readOnly;
};
const labelOf = (def: ResourceDef, key: string) => (allFields(def) as Record<string, Field>)[key]?.label;

describe('plat/baseRegion/list: the regions level by level, for the cascader', () => {
  it('parentId=0 lists the provinces; a parent lists its children; a district is found by name', async () => {
    const provinces = await ok<Page>(app, 'GET', '/api/updown/plat/baseRegion/list', {
      token: companyA,
      query: { parentId: 0, size: 100 },
    });
    expect(provinces.total).toBe(34);
    expect(provinces.data.every((r) => r.parentId === null && r.level === 1)).toBe(true);
    expect(provinces.data.find((r) => r.id === 31)?.name).toBe('上海市');
    const cities = await rows(app, companyA, '/api/updown/plat/baseRegion/list', { parentId: 31 });
    expect(cities.map((c) => [c.id, c.name, c.level])).toEqual([[3101, '上海市', 2]]);
    const districts = await rows(app, companyA, '/api/updown/plat/baseRegion/list', { parentId: 3101 });
    expect(districts.length).toBe(16);
    expect(districts.every((d) => d.parentId === 3101 && d.level === 3)).toBe(true);
    expect(districts.map((d) => d.name)).toContain('浦东新区');
    const found = await rows(app, companyA, '/api/updown/plat/baseRegion/list', { name: '浦东' });
    expect(found.map((d) => d.id)).toEqual([310115]);
    const pudong = await ok<Row>(app, 'GET', '/api/updown/plat/baseRegion/detail', {
      token: companyA,
      query: { id: 310115 },
    });
    expect(pudong).toMatchObject({ name: '浦东新区', parentId: 3101, level: 3 });
  });

  it('regions are read only', async () => {
    const res = await call(app, 'POST', '/api/updown/plat/baseRegion/submit', {
      token: admin,
      body: { name: '新区' },
    });
    expect(res.status).toBe(404);
  });
});

/** Every reference whose choices follow another field of the same row, as the declarations say. */
const parentRefs = resources.flatMap((def) =>
  Object.entries(allFields(def) as Record<string, Field>).flatMap(([key, field]) => {
    if (field.kind !== 'ref') return [];
    const target = lookup(field.to);
    const parent = refParent(def, key, target);
    return target && parent ? [{ def, key, field, target, parent }] : [];
  }),
);

describe('choices of a reference follow its parent field', () => {
  it('the structure of a park is declared that way: areas, booths and gates by park, villages by company', () => {
    const pairs = parentRefs.map((r) => `${r.def.module}.${r.key}<${r.parent}`);
    for (const p of [
      'baseParkArea.parentId<parkId',
      'baseParkBox.areaId<parkId',
      'baseParkGate.areaId<parkId',
      'baseParkGate.boxId<parkId',
      'basePark.villageId<companyId',
    ])
      expect(pairs).toContain(p);
  });

  const targets = [
    ...new Map(
      parentRefs.filter((r) => r.target.routes.list.length).map((r) => [`${r.target.module} ${r.parent}`, r]),
    ).values(),
  ];
  it.each(targets.map((r) => [`${r.target.module} by ${r.parent}`, r] as const))(
    '%s: the list answers only the rows of the parent asked for',
    async (_name, { target, parent }) => {
      const all = await rows(app, admin, listUrl(target));
      const parents = [...new Set(all.map((r) => r[parent]).filter((v) => v != null))];
      if (!parents.length) return;
      for (const value of parents.slice(0, 3)) {
        const some = await rows(app, admin, listUrl(target), { [parent]: value });
        expect(some.length).toBeGreaterThan(0);
        expect(some.every((r) => r[parent] === value)).toBe(true);
        expect(some.length).toBe(all.filter((r) => r[parent] === value).length);
      }
    },
  );
});

describe('refusals name the field by its label and the row by its title', () => {
  const parks = async () => rows(app, admin, '/api/updown/basePark/list');
  const companyOfPark = async (parkId: number) => (await parks()).find((p) => p.id === parkId)?.companyId;

  const writable = parentRefs.filter(
    (r) => r.def.routes.submit.length && !r.field.readOnly && r.field.form !== false && r.target.routes.list.length,
  );
  it.for(writable.map((r) => [`${r.def.module}.${r.key}`, r] as const))(
    '%s: a row of another parent is refused, in both languages',
    async ([, { def, key, target, parent }], ctx) => {
      const candidates = await rows(app, admin, listUrl(target));
      for (const chosen of candidates) {
        const theirs = chosen[parent];
        if (theirs == null) continue;
        // a parent value other than the chosen row's, with which the rest of the row can be filled
        const others =
          parent === 'parkId'
            ? (await parks()).map((p) => p.id).filter((id) => id !== theirs)
            : (await rows(app, admin, '/api/updown/basecompany/list')).map((c) => c.id).filter((id) => id !== theirs);
        for (const other of others) {
          const given: Record<string, unknown> = { [parent]: other };
          if (parent === 'parkId' && writableCompany(def)) given.companyId = await companyOfPark(other);
          // a park's row whose reference belongs to a company is filled in a park of the other company
          if (parent === 'companyId' && 'parkId' in (allFields(def) as Record<string, Field>)) {
            const park = (await parks()).find((p) => p.companyId === other);
            if (!park) continue;
            given.parkId = park.id;
          }
          const body = { ...(await sampleBody(app, admin, def, lookup, 0, given)), [key]: chosen.id };
          if (missingRef(def, body)) continue;
          const zh = await call(app, 'POST', submitUrl(def), { token: admin, body, lang: 'zh' });
          const en = await call(app, 'POST', submitUrl(def), { token: admin, body, lang: 'en' });
          const label = labelOf(def, key);
          const parentTarget = lookup((allFields(def) as Record<string, Field & { to?: string }>)[parent]?.to ?? '');
          const title = String(chosen[target.titleField]);
          expect(zh.status).toBe(400);
          expect(zh.body.msg).toBe(`${label?.zh}：「${title}」属于另一个${parentTarget?.label.zh}`);
          expect(en.body.msg).toBe(
            `${label?.en}: “${title}” belongs to another ${parentTarget?.label.en.toLowerCase()}`,
          );
          return;
        }
      }
      ctx.skip();
    },
  );

  const refs = resources.flatMap((def) =>
    def.routes.submit.length
      ? Object.entries(allFields(def) as Record<string, Field>).flatMap(([key, field]) =>
          field.kind === 'ref' &&
          !field.readOnly &&
          field.form !== false &&
          key !== 'companyId' &&
          key !== 'parkId' &&
          lookup(field.to)
            ? [{ def, key, field, target: lookup(field.to) as ResourceDef }]
            : [],
        )
      : [],
  );
  it.each(refs.map((r) => [`${r.def.module}.${r.key}`, r] as const))(
    '%s: a row that does not exist is refused by the field label, without codes or ids',
    async (_name, { def, key, target }) => {
      const given = writableCompany(def) ? { companyId: await companyIdOf('云停智慧') } : {};
      const body = { ...(await completeBody(def, given)), [key]: 987654321 };
      const zh = await call(app, 'POST', submitUrl(def), { token: admin, body, lang: 'zh' });
      const label = labelOf(def, key);
      expect(zh.status).toBe(400);
      expect(zh.body.msg).toBe(`${label?.zh}：所选${target.label.zh}不存在`);
      const en = await call(app, 'POST', submitUrl(def), { token: admin, body, lang: 'en' });
      expect(en.body.msg).toBe(`${label?.en}: the chosen ${target.label.en.toLowerCase()} does not exist`);
      for (const msg of [zh.body.msg, en.body.msg]) {
        expect(msg).not.toContain(key);
        expect(msg).not.toContain('987654321');
      }
    },
  );

  const trees = resources.filter((def) => def.treeParent && def.routes.submit.length && def.routes.list.length);
  it.each(trees.map((def) => [def.module, def] as const))('%s: a row cannot be its own parent', async (_name, def) => {
    const [row] = await rows(app, admin, listUrl(def), { size: 1 });
    if (!row) throw new Error(`no ${def.module} row`);
    const key = def.treeParent as string;
    const res = await call(app, 'POST', submitUrl(def), {
      token: admin,
      body: { id: row.id, [key]: row.id },
      lang: 'zh',
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`${labelOf(def, key)?.zh}：不能选择自身`);
  });

  const uniques = resources.flatMap((def) =>
    def.routes.submit.length && def.routes.list.length
      ? Object.entries(def.fields as Record<string, Field>)
          .filter(([, f]) => f.unique && !f.readOnly && f.kind !== 'ref')
          .map(([key, field]) => ({ def, key, field }))
      : [],
  );
  it.each(uniques.map((u) => [`${u.def.module}.${u.key}`, u] as const))(
    '%s: a value taken is refused by the field label and the value',
    async (_name, { def, key, field }) => {
      const given = writableCompany(def) ? { companyId: await companyIdOf('云停智慧') } : {};
      const first = await completeBody(def, given);
      const added = await call<Row>(app, 'POST', submitUrl(def), { token: admin, body: first });
      expect(added.status, added.body.msg).toBe(200);
      const again = { ...(await sampleBody(app, admin, def, lookup, 1, { ...given, parkId: first.parkId })) };
      again[key] = first[key];
      const res = await call(app, 'POST', submitUrl(def), { token: admin, body: again, lang: 'zh' });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(`${field.label.zh}：「${String(first[key])}」已存在`);
    },
  );
});

const missingRef = (def: ResourceDef, body: Record<string, unknown>) =>
  Object.entries(allFields(def) as Record<string, Field>).some(
    ([k, f]) => f.kind === 'ref' && f.required && body[k] == null,
  );

const emptyRefs = (def: ResourceDef, body: Record<string, unknown>) =>
  Object.entries(allFields(def) as Record<string, Field>).filter(
    ([k, f]) => f.kind === 'ref' && !f.readOnly && k !== 'companyId' && f.to !== def.module && body[k] == null,
  ).length;

/** A valid body for the resource, in the first park (if it has one) that has a row for each of its references. */
async function completeBody(def: ResourceDef, given: Record<string, unknown>): Promise<Record<string, unknown>> {
  const parks =
    'parkId' in allFields(def) && given.parkId === undefined
      ? (await rows(app, admin, '/api/updown/basePark/list')).map((p) => p.id)
      : [undefined];
  let best: Record<string, unknown> | null = null;
  for (const parkId of parks) {
    const body = await sampleBody(app, admin, def, lookup, 0, parkId === undefined ? given : { ...given, parkId });
    if (!best || emptyRefs(def, body) < emptyRefs(def, best)) best = body;
    if (emptyRefs(def, body) === 0) break;
  }
  return best ?? {};
}

async function companyIdOf(name: string): Promise<number> {
  return idOf(app, admin, '/api/updown/basecompany/list', { name });
}
