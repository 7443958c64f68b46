import { listRoutePath, type ResourceDef, resources, routeUrl } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkColumn } from '../src/crud/scope';
import { call, createTestApp, signIn, type TestApp } from './support/test-app';

// A user limited to some parks sees, of every resource that carries a park, only the rows of those parks:
// generated from the declarations, so a resource added later is covered too.

type Row = Record<string, unknown> & { id: number };
type Page = { total: number; data: Row[] };

let app: TestApp;
let operator: string;
let granted: number[];
/** Rows of parks of the operator's own company that it was not granted, by table. */
const elsewhere = new Map<string, number[]>();

const carriers = resources.filter((r) => parkColumn(r) && r.routes.list.length);
const listUrl = (def: ResourceDef) => routeUrl(def, listRoutePath(def.routes.list[0] ?? 'list'));
const parkOf = (def: ResourceDef, row: Row) => (parkColumn(def) === 'id' ? row.id : row.parkId);

beforeAll(async () => {
  app = await createTestApp();
  operator = await signIn(app, 'operator_a');
  const [user] = await app.database.query<{ id: string; company_id: string }>(
    `select id, company_id from sys_user where username = 'operator_a'`,
  );
  const grants = await app.database.query<{ park_id: string }>(
    'select park_id from user_park_grant where user_id = $1',
    [user?.id],
  );
  granted = grants.map((g) => Number(g.park_id));
  // a warning about a park of the company the operator was not granted, as the service-expiry job writes them
  const [other] = await app.database.query<{ id: string }>(
    'select id from park where company_id = $1 and not (id = any($2::bigint[])) and deleted_at is null limit 1',
    [user?.company_id, granted],
  );
  await app.database.query(
    `insert into sys_warning_log (company_id, park_id, warn_type, level, title, content)
       values ($1, $2, 1, 2, '服务即将到期', '另一个停车场的短信服务将于 7 天后到期')`,
    [user?.company_id, other?.id],
  );
  for (const def of carriers) {
    const column = parkColumn(def) === 'id' ? 'id' : 'park_id';
    const rows = await app.database.query<{ id: string }>(
      `select id from "${def.table}" where company_id = $1 and not (${column} = any($2::bigint[])) and deleted_at is null limit 5`,
      [user?.company_id, granted],
    );
    elsewhere.set(
      def.table,
      rows.map((r) => Number(r.id)),
    );
  }
});
afterAll(() => app.close());

it('the demo gives the operator a company with parks it was not granted, and rows in them', () => {
  expect(granted.length).toBe(1);
  const covered = carriers.filter((d) => (elsewhere.get(d.table) ?? []).length > 0).map((d) => d.module);
  expect(covered).toEqual(expect.arrayContaining(['basePark', 'parkIORecord', 'parkMonth', 'syswarninglog']));
});

describe.each(carriers.map((r) => [r.module, r] as const))('%s seen by a park operator', (_m, def) => {
  it('lists only rows of its parks', async () => {
    const res = await call<Page>(app, 'GET', listUrl(def), { token: operator, query: { size: 1000 } });
    expect(res.status, res.body.msg).toBe(200);
    const ids = res.body.data.data.map((r) => r.id);
    for (const row of res.body.data.data) expect(granted).toContain(Number(parkOf(def, row)));
    for (const id of elsewhere.get(def.table) ?? []) expect(ids).not.toContain(id);
  });

  it.runIf(def.routes.detail.length > 0)('cannot read a row of another park of its company', async () => {
    for (const id of elsewhere.get(def.table) ?? []) {
      const res = await call(app, 'GET', routeUrl(def, def.routes.detail[0] as string), {
        token: operator,
        query: { [def.idParam]: id },
      });
      expect(res.status).toBe(404);
    }
  });
});
