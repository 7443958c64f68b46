import { formatLocalDate, parseLocalDateTime } from '@parking/domain';
import { monthPassResource, parkResource, passKind, passState } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../../src/db/schema';
import type { SandboxAccountApi, SandboxText } from '../../src/modules/outbound/adapters/sandbox-adapters';
import { deliverDue } from '../../src/modules/outbound/outbox/outbox';
import { sendPassReminders } from '../../src/modules/outbound/sms/pass-expiry-reminders.job';
import { insertRow } from '../../src/seed/insert-row';
import { basic, call, createTestApp, signIn, type TestApp } from '../support/test-app';

type Page<T> = { total: number; data: T[] };
let app: TestApp;
let admin: string;
let companyA: string;
let text: SandboxText;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  companyA = await signIn(app, 'company_a');
  text = app.context.outbound.text as SandboxText;
});
afterAll(() => app.close());

const deliver = (now = new Date()) => app.context.db.transaction((tx) => deliverDue(tx, app.context, now));
const textsTo = (phone: string) =>
  text.calls
    .filter((c) => (c.input as { phone: string }).phone === phone)
    .map((c) => (c.input as { text: string }).text);

describe('the sign-in code', () => {
  it('is texted through the outbox without showing the code there, and signs in', async () => {
    const phone = '13700000004';
    const sent = await call(app, 'POST', '/api/api-uaa/oauth/sendSmsCode', {
      body: { phone },
      headers: { authorization: basic },
    });
    expect(sent.status, sent.body.msg).toBe(200);
    const [received] = textsTo(phone);
    const code = /\d{6}/.exec(received ?? '')?.[0];
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await call<Page<Record<string, unknown>>>(app, 'GET', '/api/updown/outbox/list', {
      token: admin,
      query: { size: 100 },
    });
    expect(outbox.status, outbox.body.msg).toBe(200);
    const line = outbox.body.data.data.find((m) => String(m.summary).startsWith('137****0004'));
    expect(line, 'the code is a message of the outbox').toBeDefined();
    expect(line?.state).toBe(1);
    expect(JSON.stringify(outbox.body)).not.toContain(code as string);
    const login = await call(app, 'POST', '/api/api-uaa/oauth/loginCode', {
      body: { phone, code },
      headers: { authorization: basic },
    });
    expect(login.status, login.body.msg).toBe(200);
  });
});

describe('pass-expiry reminders', () => {
  it('text the holder N days before the end, once a day', async () => {
    const tz = app.context.config.timeZone;
    const made = await call<{ id: number }>(app, 'POST', '/api/updown/sms/strategy/submit', {
      token: companyA,
      body: {
        name: '提前 3 天提醒',
        event: 'passExpiry',
        daysBefore: 3,
        template: '{plate} 的月卡将于 {endDate} 到期，还有 {days} 天',
      },
    });
    expect(made.status, made.body.msg).toBe(200);
    const p = tableOf(parkResource);
    const [park] = await app.context.db
      .select()
      .from(p)
      .where(and(eq(p.parkCode, 'P-A-001'), isNull(p.deletedAt)));
    if (!park) throw new Error('demo park P-A-001 missing');
    const now = new Date();
    const dayIn = (n: number) => formatLocalDate(new Date(now.getTime() + n * 86_400_000), tz);
    const pass = async (plate: string, phone: string, endsIn: number) =>
      insertRow(app.context.db, monthPassResource, {
        companyId: park.companyId,
        parkId: park.id,
        plateNumber: plate,
        ownerName: '测试车主',
        ownerPhone: phone,
        passKind: passKind.values.monthly,
        monthlyFee: 30000,
        startTime: new Date(now.getTime() - 20 * 86_400_000),
        endTime: parseLocalDateTime(`${dayIn(endsIn)} 23:59:59`, tz) as Date,
        state: passState.values.active,
      });
    await pass('沪R30003', '13912340003', 3);
    await pass('沪R40004', '13912340004', 4);

    await app.context.db.transaction((tx) => sendPassReminders(tx, app.context, now));
    await deliver();
    expect(textsTo('13912340003')).toEqual([`沪R30003 的月卡将于 ${dayIn(3)} 到期，还有 3 天`]);
    expect(textsTo('13912340004')).toEqual([]);

    await app.context.db.transaction((tx) => sendPassReminders(tx, app.context, new Date(now.getTime() + 60_000)));
    await deliver();
    expect(textsTo('13912340003')).toHaveLength(1);

    const records = await call<Page<{ phone: string; state: number }>>(app, 'GET', '/api/updown/sms/plan/recordlist', {
      token: companyA,
      query: { phone: '13912340003' },
    });
    expect(records.status, records.body.msg).toBe(200);
    expect(records.body.data.data.map((r) => r.state)).toEqual([1]);
  });
});

describe('publishing the account menu', () => {
  const publish = () => call<{ outboxId: number }>(app, 'GET', '/api/updown/wxmenu/publishMenu', { token: admin });
  const addButton = (name: string, parentId?: number) =>
    call<{ id: number }>(app, 'POST', '/api/updown/wxmenu/submit', {
      token: admin,
      body: { name, kind: 'view', url: 'https://parking.example/h5', ...(parentId ? { parentId } : {}) },
    });

  it('sends the menu through the outbox to WeChat', async () => {
    const api = app.context.outbound.accountApi as SandboxAccountApi;
    const res = await publish();
    expect(res.status, res.body.msg).toBe(200);
    await deliver();
    const [sent] = api.callsOf('menu/create').slice(-1);
    expect(sent?.outcome).toBe('ok');
    const body = sent?.input as { button: { name: string; sub_button?: { name: string }[] }[] };
    expect(body.button.map((b) => b.name)).toEqual(['停车服务', '联系我们']);
    expect(body.button[0]?.sub_button?.map((b) => b.name)).toEqual(['停车缴费', '月卡续费']);
  });

  it('refuses more than five buttons under one, naming the field', async () => {
    const top = await addButton('更多');
    expect(top.status, top.body.msg).toBe(200);
    for (const n of [1, 2, 3, 4, 5, 6]) expect((await addButton(`子菜单${n}`, top.body.data.id)).status).toBe(200);
    const res = await publish();
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('parentId');
    expect(res.body.msg).toContain('5');
  });

  it('refuses a fourth top button, naming the field', async () => {
    const calls = (app.context.outbound.accountApi as SandboxAccountApi).callsOf('menu/create').length;
    expect((await addButton('第四个')).status).toBe(200);
    const res = await publish();
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('parentId');
    expect(res.body.msg).toContain('3');
    await deliver();
    expect((app.context.outbound.accountApi as SandboxAccountApi).callsOf('menu/create')).toHaveLength(calls);
  });
});

describe('platform and WeChat secrets', () => {
  it('are never answered back', async () => {
    const secrets = {
      thirdparty: ['appSecret', 'tp-secret-never-shown'],
      wxinfo: ['appSecret', 'wx-secret-never-shown'],
      'sms/platkey': ['accessSecret', 'sms-secret-never-shown'],
      'thirdparty/app': ['appSecret', 'app-secret-never-shown'],
    } as const;
    const bodies = {
      thirdparty: { name: '密钥测试平台', type: 'community', url: 'https://c.example.invalid', appKey: 'K1' },
      wxinfo: { name: '密钥测试公众号', appId: 'wxabcdef0123456789' },
      'sms/platkey': { name: '密钥测试短信', provider: 'aliyun', accessKeyId: 'AK1', signName: '测试' },
      'thirdparty/app': { appName: '密钥测试应用', appKey: 'abcdefABCDEF012345' },
    };
    for (const [module, [field, secret]] of Object.entries(secrets)) {
      const submitUrl =
        module === 'thirdparty/app' ? '/api/updown/thirdparty/appsubmit' : `/api/updown/${module}/submit`;
      const made = await call<{ id: number }>(app, 'POST', submitUrl, {
        token: admin,
        body: { ...bodies[module as keyof typeof bodies], [field]: secret },
      });
      expect(made.status, `${module}: ${made.body.msg}`).toBe(200);
      expect(JSON.stringify(made.body), module).not.toContain(secret);
      const listUrl = module === 'thirdparty/app' ? '/api/updown/thirdparty/applist' : `/api/updown/${module}/list`;
      const list = await call(app, 'GET', listUrl, { token: admin, query: { size: 100 } });
      expect(list.status, module).toBe(200);
      expect(JSON.stringify(list.body), module).not.toContain(secret);
      const detailUrl =
        module === 'thirdparty/app' ? '/api/updown/thirdparty/appdetail' : `/api/updown/${module}/detail`;
      const idParam = module === 'thirdparty' ? 'platId' : 'id';
      const detail = await call(app, 'GET', detailUrl, { token: admin, query: { [idParam]: made.body.data.id } });
      expect(detail.status, `${module}: ${detail.body.msg}`).toBe(200);
      expect(JSON.stringify(detail.body), module).not.toContain(secret);
    }
    const sso = await call<{ url: string }>(app, 'GET', '/api/updown/plat/auth/cooperation/loginyht', {
      token: admin,
    });
    expect(sso.status, sso.body.msg).toBe(200);
    expect(sso.body.data.url).not.toContain('tp-secret-never-shown');
  });
});
