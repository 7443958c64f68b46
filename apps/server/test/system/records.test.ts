import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, idOf, ok, type Page, type Row, rows } from './helpers';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
});
afterAll(() => app.close());

describe('agreements and templates', () => {
  it('getSelectTagValue answers the newest enabled agreement of a type, without sign-in', async () => {
    const first = await call<Row>(app, 'GET', '/api/updown/sysPrivacyAgreement/getSelectTagValue', {
      query: { tagType: 2 },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.title).toBe('隐私政策');
    const newer = await ok<Row>(app, 'POST', '/api/updown/sysPrivacyAgreement/submit', {
      token: admin,
      body: { title: '隐私政策（2027 版）', tagType: 2, version: '2.0', content: '新的隐私政策。' },
    });
    const now = await call<Row>(app, 'GET', '/api/updown/sysPrivacyAgreement/getSelectTagValue', {
      query: { tagType: '2' },
    });
    expect(now.body.data).toMatchObject({ id: newer.id, version: '2.0' });
    await ok(app, 'POST', '/api/updown/sysPrivacyAgreement/submit', { token: admin, body: { id: newer.id, state: 0 } });
    const back = await call<Row>(app, 'GET', '/api/updown/sysPrivacyAgreement/getSelectTagValue', {
      query: { tagType: 2 },
    });
    expect(back.body.data.title).toBe('隐私政策');
    const none = await call(app, 'GET', '/api/updown/sysPrivacyAgreement/getSelectTagValue', { query: { tagType: 4 } });
    expect(none.body.data).toBeNull();
    const bad = await call(app, 'GET', '/api/updown/sysPrivacyAgreement/getSelectTagValue', { query: { tagType: 9 } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('tagType');
  });

  it('getTheList offers the enabled templates, by type', async () => {
    await ok(app, 'POST', '/api/updown/sysTemplate/submit', {
      token: admin,
      body: {
        templateName: '欠费通知',
        templateCode: 'owe_notice',
        templateType: 3,
        content: '{plateNumber} 欠费 {money} 元',
      },
    });
    const sms = await ok<{ value: string }[]>(app, 'GET', '/api/updown/sysTemplate/getTheList', {
      token: admin,
      query: { templateType: 1 },
    });
    expect(sms.map((t) => t.value)).toEqual(['month_card_expire']);
    const all = await ok<{ value: string }[]>(app, 'GET', '/api/updown/sysTemplate/getTheList', { token: admin });
    expect(all.map((t) => t.value).sort()).toEqual(['month_card_expire', 'owe_notice']);
  });
});

describe('excuteSqlCommand', () => {
  it('refuses SQL text, runs nothing, and names the diagnostics it offers', async () => {
    const before = await count(app, 'select count(*) as n from park');
    const res = await call(app, 'POST', '/api/updown/sysTemplate/excuteSqlCommand', {
      token: admin,
      body: { sql: 'delete from park' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('tableSizes');
    expect(await count(app, 'select count(*) as n from park')).toBe(before);
    const unknown = await call(app, 'POST', '/api/updown/sysTemplate/excuteSqlCommand', {
      token: admin,
      body: { name: 'dropAll' },
    });
    expect(unknown.status).toBe(400);
  });

  it('runs an allow-listed, read-only diagnostic and notes it in the usual log', async () => {
    const size = await ok<{ rows: Record<string, unknown>[] }>(
      app,
      'POST',
      '/api/updown/sysTemplate/excuteSqlCommand',
      {
        token: admin,
        body: { name: 'tableSizes' },
      },
    );
    expect(size.rows.map((r) => r.table)).toEqual(expect.arrayContaining(['park', 'sys_user']));
    const sessions = await ok<{ rows: { sessions: number }[] }>(
      app,
      'POST',
      '/api/updown/sysTemplate/excuteSqlCommand',
      {
        token: admin,
        body: { name: 'activeSessions' },
      },
    );
    expect(sessions.rows[0]?.sessions).toBeGreaterThanOrEqual(1);
    const usual = await rows(app, admin, '/api/updown/blade-log/usual/list', { title: 'tableSizes' });
    expect(usual[0]?.message).toContain('admin ran the read-only diagnostic tableSizes');
  });

  it('is for platform users only', async () => {
    const a = await signIn(app, 'company_a');
    const res = await call(app, 'POST', '/api/updown/sysTemplate/excuteSqlCommand', {
      token: a,
      body: { name: 'databaseSize' },
    });
    expect(res.status).toBe(403);
  });
});

describe('departments and tenants', () => {
  it('blade-system/dept/tree answers a tenant’s departments as a tree', async () => {
    const tree = await ok<{ title: string; children: { title: string }[] }[]>(
      app,
      'GET',
      '/api/updown/blade-system/dept/tree',
      {
        token: admin,
        query: { tenantCode: 'A00001' },
      },
    );
    expect(tree.map((d) => d.title)).toEqual(['运营部', '财务部']);
    expect(tree[0]?.children.map((d) => d.title)).toEqual(['收费组']);
    const b = await signIn(app, 'company_b');
    const own = await ok<{ title: string }[]>(app, 'GET', '/api/updown/blade-system/dept/tree', { token: b });
    expect(own.map((d) => d.title)).toEqual(['综合部']);
    const foreign = await ok<unknown[]>(app, 'GET', '/api/updown/blade-system/dept/tree', {
      token: b,
      query: { tenantCode: 'A00001' },
    });
    expect(foreign).toEqual([]);
  });

  it('getAllDeptByParkId answers the departments of a park the caller sees', async () => {
    const a = await signIn(app, 'company_a');
    const park = await idOf(app, a, '/api/updown/basePark/list', { parkName: '阳光花园' });
    const depts = await ok<{ title: string; parkId: number }[]>(
      app,
      'GET',
      '/api/updown/plat/baseDept/getAllDeptByParkId',
      {
        token: a,
        query: { parkId: park },
      },
    );
    expect(depts.map((d) => d.title)).toEqual(['岗亭班组']);
    const b = await signIn(app, 'company_b');
    expect(
      await ok(app, 'GET', '/api/updown/plat/baseDept/getAllDeptByParkId', { token: b, query: { parkId: park } }),
    ).toEqual([]);
  });

  it('a tenant names an existing company; tenants, params and data sources are the platform’s', async () => {
    const bad = await call(app, 'POST', '/api/updown/blade-system/tenant/submit', {
      token: admin,
      body: { tenantName: '空', tenantCode: 'X1', companyId: 987654 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('companyId');
    const a = await signIn(app, 'company_a');
    for (const m of ['blade-system/tenant', 'blade-system/param', 'blade-develop/datasource', 'job', 'blade-log/api']) {
      expect((await call(app, 'GET', `/api/updown/${m}/list`, { token: a })).status, m).toBe(403);
    }
  });

  it('a data source password is kept as a hash and never answered', async () => {
    const added = await ok<Row>(app, 'POST', '/api/updown/blade-develop/datasource/submit', {
      token: admin,
      body: {
        name: 'report-db',
        url: 'jdbc:postgresql://db:5432/report',
        username: 'reader',
        password: 'Sup3rSecret!',
      },
    });
    expect(JSON.stringify(added)).not.toContain('Sup3rSecret');
    const [stored] = await app.database.query<{ password: string }>(
      'select password from sys_datasource where id = $1',
      [added.id],
    );
    expect(stored?.password).toMatch(/^\$argon2id\$/);
  });
});

describe('the code tool', () => {
  type Decl = Row & {
    module: string;
    fields: { name: string; kind: string }[];
    routes: { url: string }[];
    permissions: string[];
  };

  it('lists the resource declarations and shows the generated contract of each', async () => {
    const list = await ok<Page>(app, 'GET', '/api/updown/blade-develop/code/list', {
      token: admin,
      query: { module: 'job', size: 50 },
    });
    const job = list.data.find((d) => d.module === 'job');
    expect(job).toMatchObject({ table: 'sys_job', section: 'system', scope: 'platform', platformOnly: true });
    const reports = await ok<Page>(app, 'GET', '/api/updown/blade-develop/code/list', {
      token: admin,
      query: { section: 'reports', size: 200 },
    });
    expect(reports.data.map((d) => d.module)).toEqual(expect.arrayContaining(['syswarninglog', 'job/log']));
    expect(new Set(reports.data.map((d) => d.section))).toEqual(new Set(['reports']));
    const contract = await ok<Decl>(app, 'GET', '/api/updown/blade-develop/code/detail', {
      token: admin,
      query: { id: job?.id },
    });
    expect(contract.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['jobName', 'cronExpression', 'invokeTarget']),
    );
    expect(contract.routes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/updown/job/list', '/api/updown/job/info']),
    );
    const park = (
      await ok<Page>(app, 'GET', '/api/updown/blade-develop/code/list', { token: admin, query: { module: 'basePark' } })
    ).data[0];
    const parkContract = await ok<Decl>(app, 'GET', '/api/updown/blade-develop/code/detail', {
      token: admin,
      query: { id: park?.id },
    });
    expect(parkContract.permissions).toEqual(
      expect.arrayContaining(['basePark:add', 'basePark:edit', 'basePark:delete', 'basePark:export']),
    );
  });

  it('gen-code shows the declaration source without writing a file; submit and remove are refused', async () => {
    const park = (
      await ok<Page>(app, 'GET', '/api/updown/blade-develop/code/list', { token: admin, query: { module: 'basePark' } })
    ).data[0];
    for (const url of ['/api/updown/blade-develop/code/gen-code', '/api/updown/api-generator/code/gen-code']) {
      const gen = await ok<{ files: { path: string; content: string }[]; written: boolean }>(app, 'POST', url, {
        token: admin,
        body: { ids: [park?.id] },
      });
      expect(gen.written).toBe(false);
      expect(gen.files[0]?.content).toContain("module: 'basePark'");
      expect(gen.files[0]?.content).toContain("parkName: text(l('停车场名称', 'Park name')");
    }
    const copy = await ok<{ module: string; path: string; content: string }>(
      app,
      'POST',
      '/api/updown/blade-develop/code/copy',
      {
        token: admin,
        body: { id: park?.id },
      },
    );
    expect(copy.module).toBe('baseParkCopy');
    const repo = new URL('../../../../', import.meta.url).pathname;
    expect(existsSync(join(repo, copy.path))).toBe(false);
    expect(
      (await call(app, 'POST', '/api/updown/blade-develop/code/submit', { token: admin, body: { module: 'x' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(app, 'POST', '/api/updown/blade-develop/code/remove', { token: admin, query: { ids: '1' } })).status,
    ).toBe(400);
  });
});

describe('other records through the engine', () => {
  it('parameters, wired park requests and park services keep what is submitted', async () => {
    const param = await ok<Row>(app, 'POST', '/api/updown/blade-system/param/submit', {
      token: admin,
      body: { paramName: '演示', paramKey: 'demo.flag', paramValue: 'on' },
    });
    expect(
      (await ok<Row>(app, 'GET', '/api/updown/blade-system/param/detail', { token: admin, query: { id: param.id } }))
        .paramValue,
    ).toBe('on');
    const a = await signIn(app, 'company_a');
    const wiring = await ok<Row>(app, 'POST', '/api/updown/plat/createwiring/submit', {
      token: a,
      body: { parkName: '新建有线车场', laneCount: 4 },
    });
    expect(wiring).toMatchObject({ laneCount: 4, examineState: 0 });
    const parkId = await idOf(app, a, '/api/updown/basePark/list', { parkName: '世纪广场' });
    const bad = await call(app, 'POST', '/api/updown/parkServicesConfig/submit', {
      token: a,
      body: { parkId, serviceName: '云坐席', serviceType: 2, startDate: '2027-02-01', endDate: '2027-01-01' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('endDate');
    const plat = await ok<Page>(app, 'GET', '/api/updown/parkServicesConfig/plat', { token: a });
    expect(plat.data.map((r) => r.serviceName)).toEqual(['短信服务']);
  });
});
