import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, type Row, rows, until } from './helpers';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
});
afterAll(() => app.close());

const apiLog = (query: Record<string, unknown>) => rows(app, admin, '/api/updown/blade-log/api/list', query);

describe('the API log', () => {
  it('records a change with method, path, status, duration and user, with secrets masked', async () => {
    const a = await signIn(app, 'company_a');
    const village = await ok<Row>(app, 'POST', '/api/updown/baseVillage/submit', {
      token: a,
      body: { name: '日志小区' },
    });
    await until(async () => (await apiLog({ path: '/baseVillage/submit' })).length > 0);
    const [entry] = await apiLog({ path: '/baseVillage/submit' });
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/updown/baseVillage/submit',
      status: 200,
      username: 'company_a',
    });
    expect(entry?.durationMs).toBeGreaterThanOrEqual(0);
    const detail = await ok<Row>(app, 'GET', '/api/updown/blade-log/api/detail', {
      token: admin,
      query: { id: entry?.id },
    });
    expect(JSON.stringify(detail.params)).toContain('日志小区');
    expect(village.id).toBeGreaterThan(0);
  });

  it('records sign-ins and refusals of sign-in without the password', async () => {
    const wrong = await call(app, 'POST', '/api/api-uaa/oauth/user/token', {
      body: { username: 'company_b', password: 'Wrong-pass-123' },
      headers: { authorization: basic },
    });
    expect(wrong.status).toBe(401);
    await until(async () => (await apiLog({ status: 401, username: 'company_b' })).length > 0);
    const [entry] = await apiLog({ status: 401, username: 'company_b' });
    const detail = await ok<Row>(app, 'GET', '/api/updown/blade-log/api/detail', {
      token: admin,
      query: { id: entry?.id },
    });
    const params = JSON.stringify(detail.params);
    expect(params).not.toContain('Wrong-pass-123');
    expect(params).toContain('***');
  });

  it('leaves out plain reads that succeed (API_LOG=writes)', async () => {
    await ok(app, 'GET', '/api/updown/basePark/list', { token: admin, query: { parkName: '只读查询' } });
    await ok(app, 'GET', '/api/updown/sysuser/getMyRole', { token: admin });
    await new Promise((r) => setTimeout(r, 200));
    expect(await apiLog({ path: 'getMyRole' })).toEqual([]);
  });

  it('is read by platform users only', async () => {
    const a = await signIn(app, 'company_a');
    expect((await call(app, 'GET', '/api/updown/blade-log/api/list', { token: a })).status).toBe(403);
    expect((await call(app, 'GET', '/api/updown/blade-log/error/list', { token: a })).status).toBe(403);
    expect((await call(app, 'GET', '/api/updown/blade-log/usual/list', { token: a })).status).toBe(403);
  });
});

describe('the console error log', () => {
  it('stores each uploaded entry with who sent it', async () => {
    const a = await signIn(app, 'company_a');
    const entries = [
      {
        type: 'error',
        url: 'http://localhost/basedata/park',
        message: 'x is undefined',
        stack: 'at Park (park.tsx:10)',
        info: '',
        time: '2026-11-20 10:00:00',
      },
      {
        type: 'promise',
        url: 'http://localhost/wel/index',
        message: 'chunk failed',
        stack: '',
        info: 'retry',
        time: '2026-11-20 10:01:00',
      },
    ];
    const stored = await ok<{ stored: number }>(app, 'POST', '/api/updown/user/sendLogs', { token: a, body: entries });
    expect(stored.stored).toBe(2);
    const list = await rows(app, admin, '/api/updown/blade-log/error/list', { username: 'company_a' });
    expect(list.map((e) => e.message).sort()).toEqual(['chunk failed', 'x is undefined']);
    const detail = await ok<Row>(app, 'GET', '/api/updown/blade-log/error/detail', {
      token: admin,
      query: { id: list.find((e) => e.type === 'error')?.id },
    });
    expect(detail).toMatchObject({
      url: 'http://localhost/basedata/park',
      stack: 'at Park (park.tsx:10)',
      time: '2026-11-20 10:00:00',
    });
  });

  it('refuses a body that is not a list, storing nothing', async () => {
    const a = await signIn(app, 'company_a');
    const res = await call(app, 'POST', '/api/updown/user/sendLogs', { token: a, body: { message: 'not a list' } });
    expect(res.status).toBe(400);
    expect(await rows(app, admin, '/api/updown/blade-log/error/list', { message: 'not a list' })).toEqual([]);
  });
});

describe('the operate and warning logs', () => {
  it('the operate log lists the changes of the company the caller works for', async () => {
    const a = await signIn(app, 'company_a');
    const mine = (
      await ok<{ data: Row[] }>(app, 'GET', '/api/updown/parkoperatelog/getPageList', {
        token: a,
        query: { size: 100 },
      })
    ).data;
    expect(mine.some((r) => r.path === '/api/updown/baseVillage/submit' && r.username === 'company_a')).toBe(true);
    const b = await signIn(app, 'company_b');
    const theirs = (
      await ok<{ data: Row[] }>(app, 'GET', '/api/updown/parkoperatelog/getPageList', {
        token: b,
        query: { size: 100 },
      })
    ).data;
    expect(theirs.some((r) => r.username === 'company_a')).toBe(false);
  });

  it('the warning log can be read, filtered and exported by the company it concerns', async () => {
    const a = await signIn(app, 'company_a');
    const expired = await rows(app, a, '/api/updown/syswarninglog/list', { warnType: 2 });
    expect(expired.map((w) => w.title)).toEqual(['世纪大道路侧停车: service ended']);
    const detail = await ok<Row>(app, 'GET', '/api/updown/syswarninglog/detail', {
      token: a,
      query: { warnId: expired[0]?.id },
    });
    expect(String(detail.content)).toContain('(5 days ago)');
    const file = await call(app, 'GET', '/api/updown/syswarninglog/export', { token: a });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
  });
});
