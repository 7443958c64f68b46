import { allFields, listRoutePath, type ResourceDef, resourceByModule, resources, routeUrl } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBody } from './support/samples';
import { call, createTestApp, signIn, type TestApp } from './support/test-app';

type Row = Record<string, unknown> & { id: number };
type Page = { total: number; data: Row[] };

let app: TestApp;
let admin: string;
let companyB: string;
let companyA: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  companyB = await signIn(app, 'company_b');
  const companies = await call<Page>(app, 'GET', '/api/updown/basecompany/list', {
    token: admin,
    query: { name: '云停智慧' },
  });
  companyA = companies.body.data.data[0]?.id as number;
  await call(app, 'POST', '/api/updown/sysuser/switchCompany', { token: admin, body: { companyId: companyA } });
});
afterAll(() => app.close());

const scoped = resources.filter((r) => r.scope !== 'platform' && r.routes.list.length);
const listUrl = (def: ResourceDef) => routeUrl(def, listRoutePath(def.routes.list[0] ?? 'list'));

/** A row of company A: made by the platform administrator working for A, or the first one A has. */
async function rowOfCompanyA(def: ResourceDef): Promise<Row> {
  if (def.routes.submit.length) {
    const body = await sampleBody(app, admin, def, (m) => resourceByModule.get(m));
    const res = await call<Row>(app, 'POST', routeUrl(def, def.routes.submit[0] as string), {
      token: admin,
      body,
    });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  }
  const res = await call<Page>(app, 'GET', listUrl(def), {
    token: admin,
    query: { size: 1 },
  });
  const row = res.body.data.data[0];
  if (!row) throw new Error(`company A has no ${def.module} row`);
  return row;
}

async function stored(def: ResourceDef, id: number) {
  const [row] = await app.database.query(
    `select updated_at::text, deleted_at::text from "${def.table}" where id = $1`,
    [id],
  );
  return row;
}

// Another company's rows do not exist for B: every call answers 404, never 403, so B cannot even learn which ids
// are taken.
describe.each(scoped.map((r) => [r.module, r] as const))('%s of company A, seen by company B', (_m, def) => {
  let row: Row;
  beforeAll(async () => {
    row = await rowOfCompanyA(def);
  });

  it('is not in the list or the export', async () => {
    const res = await call<Page>(app, 'GET', listUrl(def), {
      token: companyB,
      query: { size: 1000 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((r) => r.id)).not.toContain(row.id);
  });

  it.runIf(def.routes.detail.length > 0)('cannot be read', async () => {
    const res = await call(app, 'GET', routeUrl(def, def.routes.detail[0] as string), {
      token: companyB,
      query: { [def.idParam]: row.id },
    });
    expect(res.status).toBe(404);
  });

  it.runIf(def.routes.submit.length > 0)('cannot be updated, and stays as it was', async () => {
    const before = await stored(def, row.id);
    const field = Object.entries(allFields(def)).find(([, f]) => f.kind === 'text' && !f.readOnly && !f.secret);
    const res = await call(app, 'POST', routeUrl(def, def.routes.submit[0] as string), {
      token: companyB,
      body: { id: row.id, ...(field ? { [field[0]]: 'changedByB' } : {}) },
    });
    expect(res.status).toBe(404);
    expect(await stored(def, row.id)).toEqual(before);
  });

  it.runIf(def.routes.remove.length > 0)('cannot be removed, and stays', async () => {
    const r = def.routes.remove[0];
    if (!r) return;
    const url = routeUrl(def, r.path);
    const res =
      r.style === 'json-body'
        ? await call(app, 'POST', url, { token: companyB, body: { ids: [row.id] } })
        : r.style === 'id-get'
          ? await call(app, 'GET', url, { token: companyB, query: { id: row.id } })
          : await call(app, r.style === 'delete' ? 'DELETE' : 'POST', url, {
              token: companyB,
              query: { ids: String(row.id) },
            });
    expect(res.status).toBe(404);
    expect((await stored(def, row.id))?.deleted_at).toBeNull();
  });
});

describe('writing into another company', () => {
  it('company B cannot add a village to company A', async () => {
    const res = await call(app, 'POST', '/api/updown/baseVillage/submit', {
      token: companyB,
      body: { name: '越权小区', companyId: companyA },
    });
    expect(res.status).toBe(403);
    const list = await call<Page>(app, 'GET', '/api/updown/baseVillage/listPage', {
      token: admin,
      query: { name: '越权小区' },
    });
    expect(list.body.data.total).toBe(0);
  });

  it('company B cannot put a park of company A on its records', async () => {
    const parks = await call<Page>(app, 'GET', '/api/updown/basePark/list', { token: admin, query: { size: 1 } });
    const parkOfA = parks.body.data.data[0]?.id;
    const res = await call(app, 'POST', '/api/updown/parkIORecord/submit', {
      token: companyB,
      body: { parkId: parkOfA, plateNumber: '浙A12345', inTime: '2026-11-20 08:00:00' },
    });
    expect(res.status).toBe(404);
  });
});
