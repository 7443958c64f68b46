import { allFields, listRoutePath, type ResourceDef, resourceByModule, resources, routeUrl } from '@parking/resources';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBody } from './support/samples';
import { call, createTestApp, signIn, type TestApp } from './support/test-app';

type Row = Record<string, unknown> & { id: number };
type Page = { total: number; data: Row[] };

let app: TestApp;
let token: string;
let companyA: number;
let adminId: number;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, 'admin');
  const companies = await call<Page>(app, 'GET', '/api/updown/basecompany/list', {
    token,
    query: { name: '云停智慧' },
  });
  companyA = companies.body.data.data[0]?.id as number;
  const [admin] = await app.database.query<{ id: string }>(`select id from sys_user where username = 'admin'`);
  adminId = Number(admin?.id);
  // company-scoped rows made by the platform administrator go to the company it works for
  await call(app, 'POST', '/api/updown/sysuser/switchCompany', { token, body: { companyId: companyA } });
});
afterAll(() => app.close());

const writable = resources.filter((r) => r.routes.submit.length && r.routes.list.length && r.routes.detail.length);

/** The field a list can find the row by (its own fields before the company and park), and the query that finds it. */
function findQuery(def: ResourceDef, body: Record<string, unknown>): Record<string, unknown> {
  for (const [key, field] of [...Object.entries(def.fields), ...Object.entries(allFields(def))]) {
    const v = body[key];
    if (v === undefined || v === null || field.secret) continue;
    if (field.search === 'contains' || (field.search === 'eq' && field.kind !== 'dict' && field.kind !== 'bool')) {
      return { [key]: field.kind === 'plate' ? String(v) : v };
    }
  }
  return {};
}

/** Who the database says added, last changed and removed the row. */
async function stamps(def: ResourceDef, id: number) {
  const [row] = await app.database.query<Record<string, string | null>>(
    `select created_by::text, updated_by::text, deleted_by::text, (updated_at >= created_at) as ordered
       from "${def.table}" where id = $1`,
    [id],
  );
  return row;
}

const comparable = (def: ResourceDef, body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).filter(([k]) => {
      const f = allFields(def)[k];
      return f && !f.secret && body[k] !== undefined;
    }),
  );

describe.each(writable.map((r) => [r.module, r] as const))('%s through the engine', (_module, def) => {
  let row: Row;
  let body: Record<string, unknown>;

  it('adds a row with submit (no id)', async () => {
    body = await sampleBody(app, token, def, (m) => resourceByModule.get(m));
    const res = await call<Row>(app, 'POST', routeUrl(def, def.routes.submit[0] as string), { token, body });
    expect(res.body.msg).toBe('success');
    expect(res.status).toBe(200);
    row = res.body.data;
    expect(row.id).toBeGreaterThan(0);
    expect(row).toMatchObject(comparable(def, body));
    for (const [key, f] of Object.entries(allFields(def))) if (f.secret) expect(row).not.toHaveProperty(key);
    // a row kept once per park or gate may have been there already: then only its last writer is the caller
    expect(await stamps(def, row.id)).toMatchObject(
      def.upsertBy ? { updated_by: String(adminId) } : { created_by: String(adminId), updated_by: String(adminId) },
    );
  });

  it('finds it in the paged list by a filter', async () => {
    const query = { current: 1, size: 50, ...findQuery(def, body) };
    for (const listPath of def.routes.list.filter((r) => typeof r === 'string')) {
      const res = await call<Page>(app, 'GET', routeUrl(def, listRoutePath(listPath)), { token, query });
      expect(res.status).toBe(200);
      expect(res.body.data.data.map((r) => r.id)).toContain(row.id);
      expect(res.body.data.total).toBeGreaterThanOrEqual(1);
    }
  });

  it('reads it back by its id parameter', async () => {
    const res = await call<Row>(app, 'GET', routeUrl(def, def.routes.detail[0] as string), {
      token,
      query: { [def.idParam]: row.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: row.id, ...comparable(def, body) });
  });

  it('updates it with submit (with id) and keeps what was not sent', async () => {
    const changed = await sampleBody(app, token, def, (m) => resourceByModule.get(m), 1);
    const [key, value] = Object.entries(changed).find(([k, v]) => {
      const f = allFields(def)[k];
      return f && !f.secret && !f.unique && f.kind !== 'ref' && v !== body[k] && v !== undefined;
    }) ?? [undefined, undefined];
    expect(key, 'a field that can change').toBeDefined();
    const res = await call<Row>(app, 'POST', routeUrl(def, def.routes.submit[0] as string), {
      token,
      body: { id: row.id, [key as string]: value },
    });
    expect(res.status).toBe(200);
    const after = await call<Row>(app, 'GET', routeUrl(def, def.routes.detail[0] as string), {
      token,
      query: { [def.idParam]: row.id },
    });
    expect(after.body.data[key as string]).toEqual(value);
    const untouched = Object.entries(comparable(def, body)).filter(([k]) => k !== key);
    for (const [k, v] of untouched) expect(after.body.data[k]).toEqual(v);
    body[key as string] = value;
    expect(await stamps(def, row.id)).toMatchObject({ updated_by: String(adminId), ordered: true });
    const log = await app.database.query<{ params: { change?: Record<string, Record<string, unknown>> } }>(
      `select params from operate_log where path = $1 order by id desc limit 1`,
      [routeUrl(def, def.routes.submit[0] as string)],
    );
    const change = log[0]?.params.change?.[`${def.module}:${row.id}`];
    expect(Object.keys(change ?? {}), 'the operate log names the field the update changed').toContain(key);
  });

  it.runIf(def.routes.export.length > 0)('exports the filtered list as a real xlsx file', async () => {
    const res = await call(app, 'GET', routeUrl(def, listRoutePath(def.routes.export[0] as string)), {
      token,
      query: { id: row.id, ...findQuery(def, body) },
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as never);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('ID');
    const ids: unknown[] = [];
    sheet?.eachRow((r, i) => i > 1 && ids.push(r.getCell(1).value));
    expect(ids).toContain(row.id);
  });

  it.runIf(def.routes.remove.length > 0)('removes it: gone from detail and list', async () => {
    const remove = def.routes.remove[0];
    if (!remove) return;
    const url = routeUrl(def, remove.path);
    const res =
      remove.style === 'json-body'
        ? await call(app, 'POST', url, { token, body: { ids: [row.id] } })
        : remove.style === 'id-get'
          ? await call(app, 'GET', url, { token, query: { id: row.id } })
          : await call(app, remove.style === 'delete' ? 'DELETE' : 'POST', url, {
              token,
              query: { ids: String(row.id) },
            });
    expect(res.status).toBe(200);
    const detail = await call(app, 'GET', routeUrl(def, def.routes.detail[0] as string), {
      token,
      query: { [def.idParam]: row.id },
    });
    expect(detail.status).toBe(404);
    expect(await stamps(def, row.id)).toMatchObject({ deleted_by: String(adminId) });
    const list = await call<Page>(app, 'GET', routeUrl(def, listRoutePath(def.routes.list[0] ?? 'list')), {
      token,
      query: { size: 1000 },
    });
    expect(list.body.data.data.map((r) => r.id)).not.toContain(row.id);
  });

  it('wrote an operate-log row for each change, with secrets masked', async () => {
    const res = await call<Page>(app, 'GET', '/api/updown/parkoperatelog/getPageList', {
      token,
      query: { module: def.module.split('/')[0], size: 200 },
    });
    // a resource's calls may sit beside its module's (thirdparty/appsubmit): its own submit and remove paths
    const own = [...def.routes.submit, ...def.routes.remove].map((r) =>
      routeUrl(def, typeof r === 'string' ? r : r.path),
    );
    const rows = res.body.data.data.filter(
      (r) => String(r.path).startsWith(routeUrl(def, '')) || own.includes(String(r.path)),
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.username === 'admin')).toBe(true);
    const detail = await call<Row>(app, 'GET', '/api/updown/parkoperatelog/detail', {
      token,
      query: { id: rows[0]?.id },
    });
    const params = JSON.stringify(detail.body.data.params);
    for (const [key, f] of Object.entries(allFields(def))) {
      if (f.secret && body[key]) expect(params).not.toContain(String(body[key]));
    }
  });
});
