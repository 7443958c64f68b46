import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { tableFingerprint } from '../support/table-counts';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { testConfig } from '../support/test-config';

// What an audit of hostile input found (issue 16, points 3, 4 and 9), each pinned.

let app: TestApp;
let admin: string;
let companyId: number;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  const [company] = await app.database.query<{ id: string }>('select id from company order by id limit 1');
  companyId = Number(company?.id);
});
afterAll(() => app.close());

type Log = { params: { body?: unknown; change?: unknown }; success: boolean };
const lastLogs = (path: string, n = 1) =>
  app.database.query<Log>('select params, success from operate_log where path = $1 order by id desc limit $2', [
    path,
    n,
  ]);

describe('text the database cannot store', () => {
  const routes: [string, string, Record<string, string>][] = [
    ['GET', '/api/updown/basePark/list', { name: 'a\u0000b' }],
    ['GET', '/api/updown/baseSelect/searchLoginParkByName', { parkName: 'a\u0000' }],
    ['GET', '/api/updown/baseSelect/selectLoginCompanyByName', { name: '\u0000' }],
    ['GET', '/api/updown/sysdict/tree', { code: '\u0000' }],
    ['GET', '/api/updown/blade-system/role/tree', { tenantCode: '\u0000' }],
    ['GET', '/api/updown/blade-system/dept/tree', { tenantCode: '\u0000' }],
    ['GET', '/api/updown/parkorder/queryPayResult', { onlineOrderId: 'PO\u0000' }],
    ['GET', '/api/updown/static/getOnlineOrderDetail', { onlineOrderId: 'PO\u0000' }],
  ];
  it.each(routes)('%s %s answers 400 naming the parameter', async (method, url, query) => {
    const res = await call(app, method, url, { token: admin, query });
    const [key] = Object.keys(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false });
    expect(res.body.msg).toMatch(new RegExp(`\\b${key}\\)?: must not contain a NUL character$`));
  });

  it('answers in Chinese too', async () => {
    const res = await call(app, 'GET', '/api/updown/basePark/list', {
      token: admin,
      query: { name: 'a\u0000' },
      lang: 'zh',
    });
    expect(res.body.msg).toMatch(/name\)?: 不能包含空字符\(NUL\)$/);
  });
});

describe('single-line text', () => {
  it('a park name with a line break is refused, naming the field; nothing is written', async () => {
    const before = await tableFingerprint(app);
    const res = await call(app, 'POST', '/api/updown/basePark/submit', {
      token: admin,
      body: { parkName: '注入停车场"\r\nX-Injected: 1', companyId: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Park name(parkName): must be one line, without line breaks or control characters');
    expect(await tableFingerprint(app)).toEqual(before);
  });

  it('a long text written on several lines keeps its lines', async () => {
    const [park] = await app.database.query<{ id: string }>('select id from park order by id limit 1');
    const introduction = '第一行\n第二行\r\n第三行';
    const res = await call<{ introduction: string }>(app, 'POST', '/api/updown/baseParkinfoExtend/submit', {
      token: admin,
      body: { parkId: Number(park?.id), introduction },
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.introduction).toBe(introduction);
  });
});

describe('the audit trail', () => {
  const url = '/api/updown/baseVillage/submit';

  it('a change whose body holds a NUL somewhere is refused whole, and the refusal is logged', async () => {
    const before = await tableFingerprint(app);
    const res = await call(app, 'POST', url, {
      token: admin,
      body: { name: '日志小区', companyId, extra: 'a\u0000b' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('extra: must not contain a NUL character');
    expect(await tableFingerprint(app)).toEqual(before);
    const [log] = await lastLogs(url);
    expect(log).toMatchObject({ success: false, params: { body: { name: '日志小区', companyId, extra: 'a\uFFFDb' } } });
  });

  it('a body nested 10,000 deep is refused and logged, cut short', async () => {
    // written out by hand: the test client cannot serialise what it would send
    const deep = `${'{"n":'.repeat(10_000)}"leaf"${'}'.repeat(10_000)}`;
    const res = await call(app, 'POST', url, {
      token: admin,
      body: `{"name":"深层小区","companyId":${companyId},"extra":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(
      'extra.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n.n: must not nest deeper than 32 levels',
    );
    const [log] = await lastLogs(url);
    expect(log?.success).toBe(false);
    expect(JSON.stringify(log?.params)).toContain('[…]');
  });

  it('a password at any depth never reaches the log', async () => {
    const nest = (levels: number, leaf: unknown) => {
      let v = leaf;
      for (let i = 0; i < levels; i++) v = { n: v };
      return v;
    };
    const res = await call(app, 'POST', url, {
      token: admin,
      body: {
        name: '密码小区',
        companyId,
        extra: nest(3, { password: 'Hunter2-shallow' }),
        more: nest(20, { password: 'Hunter2-deep' }),
      },
    });
    expect(res.status, res.body.msg).toBe(200);
    const [log] = await lastLogs(url);
    expect(log?.success).toBe(true);
    const text = JSON.stringify(log?.params);
    expect(text).not.toContain('Hunter2');
    expect(text).toContain('"password":"***"');
  });

  it('every applied change has exactly one log row, written with it', async () => {
    const before = (await app.database.query<{ n: string }>('select count(*)::text as n from operate_log'))[0]?.n;
    const res = await call<{ id: number }>(app, 'POST', url, {
      token: admin,
      body: { name: '一条日志小区', companyId },
    });
    expect(res.status).toBe(200);
    const [log] = await lastLogs(url);
    expect(log).toMatchObject({
      success: true,
      params: { body: { name: '一条日志小区', companyId }, change: { [`baseVillage:${res.body.data.id}`]: 'added' } },
    });
    const after = (await app.database.query<{ n: string }>('select count(*)::text as n from operate_log'))[0]?.n;
    expect(Number(after) - Number(before)).toBe(1);
  });
});

describe('the API log', () => {
  it('one entry the database would refuse never costs the others theirs', async () => {
    const logged = await createTestApp({ config: { apiLog: 'all' } });
    try {
      const token = await signIn(logged, 'admin');
      await Promise.all([
        call(logged, 'GET', '/api/updown/basePark/list', { token, query: { name: 'a\u0000b' } }),
        call(logged, 'POST', '/api/api-uaa/oauth/user/token', {
          body: { username: 'nobody\u0000', password: 'x' },
          headers: { authorization: `Basic ${Buffer.from('console:console-secret').toString('base64')}` },
        }),
        call(logged, 'POST', '/api/updown/baseVillage/submit', { token, body: { name: 'API日志小区', companyId } }),
      ]);
      await logged.fastify.close();
      const rows = await logged.database.query<{ path: string; status: number }>(
        'select path, status from sys_log_api order by id',
      );
      expect(rows.map((r) => `${r.path} ${r.status}`)).toEqual(
        expect.arrayContaining([
          '/api/updown/basePark/list 400',
          '/api/api-uaa/oauth/user/token 400',
          '/api/updown/baseVillage/submit 200',
        ]),
      );
    } finally {
      await logged.close();
    }
  });
});

describe('headers and requests Node cannot read', () => {
  let dist: string;
  let base: string;
  let server: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'console-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    server = await buildApp({ ...testConfig(), webDist: dist }, app.database, { logger: false });
    await server.fastify.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.fastify.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.fastify.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('the console page says where its scripts may come from and that it is not to be framed by others', async () => {
    const res = await fetch(`${base}/basedata/park`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('API answers are not sniffed', async () => {
    const res = await fetch(`${base}/api/updown/basePark/list`);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('an address too long for Node gets 431 in the envelope', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${base}/api/updown/basePark/list?name=${'x'.repeat(20_000)}`, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 431, success: false, data: null });
  });
});
