import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, call, createTestApp, passwords, signIn, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Tokens = { accessToken: string; refreshToken: string; expiresIn: number; sysUserRecordId: number };
const token = (body: unknown, headers: Record<string, string> = { authorization: basic }) =>
  call<Tokens>(app, 'POST', '/api/api-uaa/oauth/user/token', { body, headers });

describe('password sign-in', () => {
  it('gives tokens, and user info lists roles and a permission tree', async () => {
    const res = await token({ username: 'admin', password: passwords.admin });
    expect(res.status).toBe(200);
    expect(res.body.data.expiresIn).toBe(30000);
    const info = await call<{
      userInfo: { username: string };
      roles: string[];
      permission: { code: string; children: unknown[] }[];
    }>(app, 'GET', '/api/api-uaa/oauth/user/getUserInfo', { token: res.body.data.accessToken });
    expect(info.body.data.userInfo.username).toBe('admin');
    expect(info.body.data.roles).toContain('platform_admin');
    const codes = JSON.stringify(info.body.data.permission);
    expect(codes).toContain('"code":"/basedata/park"');
    expect(codes).toContain('"code":"basePark:add"');
  });

  it('refuses a wrong password, and a wrong client, without saying which part was wrong', async () => {
    const wrong = await token({ username: 'company_a', password: 'nope-12345' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe('wrong account or password');
    const ghost = await token({ username: 'nobody', password: 'nope-12345' });
    expect(ghost.body.msg).toBe('wrong account or password');
    const badClient = await token(
      { username: 'admin', password: passwords.admin },
      { authorization: `Basic ${Buffer.from('console:wrong').toString('base64')}` },
    );
    expect(badClient.status).toBe(401);
    const noClient = await token({ username: 'admin', password: passwords.admin }, {});
    expect(noClient.status).toBe(401);
  });

  it('throttles an account after five failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await token({ username: 'operator_a', password: `bad-${i}-pass` })).status).toBe(401);
    const blocked = await token({ username: 'operator_a', password: passwords.operator_a });
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/too many failed sign-ins; try again in \d+ minutes/);
    const other = await token({ username: 'company_b', password: passwords.company_b });
    expect(other.status).toBe(200);
  });
});

describe('sessions', () => {
  it('refreshes once: the new token works, the old refresh token does not', async () => {
    const first = (await token({ username: 'company_a', password: passwords.company_a })).body.data;
    const refresh = (refreshToken: string) =>
      call<Tokens>(app, 'POST', '/api/api-uaa/oauth/user/refesh', {
        body: { refreshToken },
        headers: { authorization: basic },
      });
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.data.accessToken).not.toBe(first.accessToken);
    expect(
      (await call(app, 'GET', '/api/api-uaa/oauth/user/getUserInfo', { token: second.body.data.accessToken })).status,
    ).toBe(200);
    expect((await call(app, 'GET', '/api/api-uaa/oauth/user/getUserInfo', { token: first.accessToken })).status).toBe(
      401,
    );
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  it('logout revokes the token everywhere', async () => {
    const t = await signIn(app, 'company_b');
    expect((await call(app, 'GET', '/api/updown/basePark/list', { token: t })).status).toBe(200);
    expect((await call(app, 'GET', '/api/api-uaa/oauth/remove/token', { token: t })).status).toBe(200);
    for (const url of [
      '/api/updown/basePark/list',
      '/api/api-uaa/oauth/user/getUserInfo',
      '/api/updown/sysAdminMenu/routes',
    ]) {
      expect((await call(app, 'GET', url, { token: t })).status).toBe(401);
    }
  });

  it('token login opens a new session from a valid token only', async () => {
    const t = await signIn(app, 'company_b');
    const ok = await call<Tokens>(app, 'POST', '/api/api-uaa/oauth/logintoken', {
      body: { token: t },
      headers: { authorization: basic },
    });
    expect(ok.status).toBe(200);
    const bad = await call(app, 'POST', '/api/api-uaa/oauth/logintoken', {
      body: { token: 'made-up' },
      headers: { authorization: basic },
    });
    expect(bad.status).toBe(401);
  });

  it('third-party sign-in says it is not configured', async () => {
    const res = await call(app, 'POST', '/api/api-uaa/oauth/loginThirdCode', {
      body: { code: 'x', redirecturi: 'https://example.invalid', source: 'gxw' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('third-party sign-in is not configured: gxw');
  });
});

describe('phone sign-in', () => {
  it('sends a code through the sandbox and signs in with it once', async () => {
    const phone = '13700000002';
    const sent = await call(app, 'POST', '/api/api-uaa/oauth/sendSmsCode', {
      body: { phone },
      headers: { authorization: basic },
    });
    expect(sent.status).toBe(200);
    const [sms] = await app.database.query<{ content: string }>(
      'select content from sms_outbox where phone = $1 order by id desc',
      [phone],
    );
    const code = /\d{6}/.exec(sms?.content ?? '')?.[0];
    expect(code).toMatch(/^\d{6}$/);
    const again = await call(app, 'POST', '/api/api-uaa/oauth/sendSmsCode', {
      body: { phone },
      headers: { authorization: basic },
    });
    expect(again.status).toBe(429);
    const login = (c: string) =>
      call<Tokens>(app, 'POST', '/api/api-uaa/oauth/loginCode', {
        body: { phone, code: c },
        headers: { authorization: basic },
      });
    expect((await login('000000')).status).toBe(401);
    const ok = await login(code as string);
    expect(ok.status).toBe(200);
    expect((await login(code as string)).status).toBe(401);
  });

  it('checks the phone with the console rules', async () => {
    const send = (phone: string) =>
      call(app, 'POST', '/api/api-uaa/oauth/sendSmsCode', { body: { phone }, headers: { authorization: basic } });
    expect((await send('')).body.msg).toContain('phone number cannot be empty');
    expect((await send('1380000')).body.msg).toContain('phone number length is not 11 digits');
    expect((await send('23800000000')).body.msg).toContain('format incorrect');
  });
});

describe('password change', () => {
  it('checks the old password and the policy, then signs out the other sessions', async () => {
    const current = await signIn(app, 'company_a');
    const other = await signIn(app, 'company_a');
    const change = (body: unknown, lang: 'zh' | 'en' = 'en') =>
      call(app, 'POST', '/api/updown/sysuser/updatePassword', { token: current, body, lang });
    expect((await change({ oldPassword: 'wrong-123', newPassword: 'Better2027x' })).body.msg).toContain('oldPassword');
    expect((await change({ oldPassword: passwords.company_a, newPassword: 'short1' })).body.msg).toContain('8 to 64');
    expect((await change({ oldPassword: passwords.company_a, newPassword: 'onlyletters' }, 'zh')).body.msg).toContain(
      '字母和数字',
    );
    const ok = await change({ oldPassword: passwords.company_a, newPassword: 'Better2027x' });
    expect(ok.status).toBe(200);
    expect((await call(app, 'GET', '/api/updown/basePark/list', { token: other })).status).toBe(401);
    expect((await call(app, 'GET', '/api/updown/basePark/list', { token: current })).status).toBe(200);
    expect((await token({ username: 'company_a', password: 'Better2027x' })).status).toBe(200);
    expect((await token({ username: 'company_a', password: passwords.company_a })).status).toBe(401);
  });

  it('stores passwords only as argon2id hashes and never answers them', async () => {
    const rows = await app.database.query<{ password: string }>('select password from sys_user');
    expect(rows.every((r) => r.password.startsWith('$argon2id$'))).toBe(true);
    const t = await signIn(app, 'admin');
    const users = await call(app, 'GET', '/api/updown/sysuser/list', { token: t, query: { size: 100 } });
    expect(JSON.stringify(users.body)).not.toContain('argon2');
  });
});
