import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxAccountApi } from '../../src/modules/outbound/adapters/sandbox-adapters';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, type Page, type Row } from '../system/helpers';

let app: TestApp;
let admin: string;
let api: SandboxAccountApi;

type SyncCount = { followers: number; added: number; changed: number; unsubscribed: number; unchanged: number };

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  api = app.context.outbound.accountApi as SandboxAccountApi;
});
afterAll(() => app.close());

const list = async (query: Record<string, unknown> = {}) =>
  (await ok<Page>(app, 'GET', '/api/updown/wxuser/list', { token: admin, query: { size: 100, ...query } })).data;
const sync = () => ok<SyncCount>(app, 'POST', '/api/updown/wxuser/sync', { token: admin });
/** Each follower row as stored, with when it was last written. */
const stored = () =>
  app.database.query<{ openid: string; subscribed: boolean; remark: string | null; updated_at: string }>(
    'select openid, subscribed, remark, updated_at::text from wx_follower where deleted_at is null order by openid',
  );

describe('WeChat followers', () => {
  it('the demo synced the sandbox account once: its twelve followers are listed, with their tags', async () => {
    const rows = await list();
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.openid)).size).toBe(12);
    for (const r of rows) {
      expect(r.openid).toMatch(/^oSbx[A-Za-z0-9]{24}$/);
      expect(r.subscribed).toBe(true);
    }
    expect(rows.find((r) => r.nickname === '王师傅')).toMatchObject({ remark: '东门保安' });
    expect(rows.some((r) => String(r.tags ?? '').includes('月卡车主'))).toBe(true);
    // the sandbox's first follower followed on 2025-01-01 00:00 UTC, 08:00 in the operator's zone
    expect(rows.find((r) => r.nickname === '阿明')).toMatchObject({ subscribeTime: '2025-01-01 08:00:00' });
  });

  it('a second sync finds nothing new and writes nothing', async () => {
    const before = await stored();
    const count = await sync();
    expect(count).toEqual({ followers: 12, added: 0, changed: 0, unsubscribed: 0, unchanged: 12 });
    expect(await stored()).toEqual(before);
  });

  it('marks a follower who left as not following, keeps its row, and a sync after that changes nothing', async () => {
    const [gone] = api.followers.openids();
    api.followers.setFollowing(gone as string, false);
    expect(await sync()).toEqual({ followers: 11, added: 0, changed: 0, unsubscribed: 1, unchanged: 11 });
    const after = await stored();
    expect(after.find((r) => r.openid === gone)).toMatchObject({ subscribed: false });
    expect(after.filter((r) => r.subscribed)).toHaveLength(11);
    expect((await list({ subscribed: false })).map((r) => r.openid)).toEqual([gone]);
    expect(await sync()).toMatchObject({ added: 0, changed: 0, unsubscribed: 0, unchanged: 11 });
    expect(await stored()).toEqual(after);
    // following again: subscribed, with the new follow time
    api.followers.setFollowing(gone as string, true);
    expect(await sync()).toMatchObject({ followers: 12, added: 0, changed: 1, unsubscribed: 0 });
    expect((await stored()).every((r) => r.subscribed)).toBe(true);
  });

  it('pages through user/get and asks the details a hundred at a time, as WeChat answers them', async () => {
    api.followers.pageSize = 5;
    const gets = api.callsOf('user/get').length;
    const batches = api.callsOf('user/info/batchget').length;
    try {
      expect(await sync()).toMatchObject({ followers: 12, added: 0, changed: 0 });
    } finally {
      api.followers.pageSize = 10_000;
    }
    // 5 + 5 + 2 openids, then the empty answer that ends the list
    expect(api.callsOf('user/get').length - gets).toBe(4);
    expect(api.callsOf('user/info/batchget').length - batches).toBe(1);
    const last = api.callsOf('user/info/batchget').at(-1)?.input as { user_list: { openid: string }[] };
    expect(last.user_list).toHaveLength(12);
  });

  it('a remark edit reaches WeChat (user/info/updateremark) and is stored; bound plates are kept here', async () => {
    const [row] = (await list({ nickname: '小雨' })) as Row[];
    const res = await ok<Row>(app, 'POST', '/api/updown/wxuser/update', {
      token: admin,
      body: { id: row?.id, remark: '老客户 VIP', plateNumbers: '沪a12345，沪B-67890' },
    });
    expect(res).toMatchObject({ remark: '老客户 VIP', plateNumbers: '沪A12345,沪B67890' });
    const sent = api.callsOf('user/info/updateremark').at(-1);
    expect(sent).toMatchObject({ outcome: 'ok', input: { openid: row?.openid, remark: '老客户 VIP' } });
    expect((await list({ remark: '老客户' })).map((r) => r.id)).toEqual([row?.id]);
    // WeChat keeps the remark: the next sync brings the same one back and changes nothing
    expect(await sync()).toMatchObject({ changed: 0, unsubscribed: 0 });
    const [log] = await app.database.query<{ params: unknown; action: string }>(
      "select params, action from operate_log where path = '/api/updown/wxuser/update' and success order by id desc limit 1",
    );
    const params = typeof log?.params === 'string' ? JSON.parse(log.params) : log?.params;
    expect(params.change[`wxuser:${row?.id}`]).toMatchObject({ remark: { old: null, new: '老客户 VIP' } });
  });

  it('keeps the old remark when WeChat refuses or does not answer, and refuses a wrong plate naming the field', async () => {
    const [row] = (await list({ nickname: '停车达人' })) as Row[];
    api.failNext(1, 'sandbox: WeChat is down');
    const down = await call(app, 'POST', '/api/updown/wxuser/update', {
      token: admin,
      body: { id: row?.id, remark: '不会保存' },
    });
    expect(down.status).toBe(502);
    expect(down.body.msg).toContain('user/info/updateremark');
    const plate = await call(app, 'POST', '/api/updown/wxuser/update', {
      token: admin,
      body: { id: row?.id, plateNumbers: '沪A12345,ABC' },
    });
    expect(plate.status).toBe(400);
    expect(plate.body.msg).toContain('plateNumbers');
    const long = await call(app, 'POST', '/api/updown/wxuser/update', {
      token: admin,
      body: { id: row?.id, remark: '长'.repeat(31) },
    });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('remark');
    const [after] = (await list({ nickname: '停车达人' })) as Row[];
    expect(after).toMatchObject({ remark: row?.remark ?? null, plateNumbers: row?.plateNumbers ?? null });
  });

  it('a sync WeChat does not answer stores nothing and says so', async () => {
    const before = await stored();
    api.failNext(1, 'sandbox: WeChat is down');
    const res = await call(app, 'POST', '/api/updown/wxuser/sync', { token: admin });
    expect(res.status).toBe(502);
    expect(res.body.msg).toContain('user/get');
    expect(await stored()).toEqual(before);
  });

  it('is the platform’s: a company user can neither list nor sync the followers', async () => {
    const a = await signIn(app, 'company_a');
    expect((await call(app, 'POST', '/api/updown/wxuser/sync', { token: a })).status).toBe(403);
    expect((await call(app, 'GET', '/api/updown/wxuser/list', { token: a })).status).toBe(403);
  });
});
