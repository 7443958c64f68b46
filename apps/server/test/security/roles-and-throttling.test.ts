import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, call, createTestApp, passwords, signIn, type TestApp } from '../support/test-app';
import { count, menuIdsByKey, ok, type Row, rows } from '../system/helpers';

let app: TestApp;
let admin: string;
let companyAdmin: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  companyAdmin = await signIn(app, 'company_a');
});
afterAll(() => app.close());

const buttons = (token: string) => ok<string[]>(app, 'GET', '/api/updown/sysAdminMenu/buttons', { token });

/** A user of company A made by its administrator, with a known password. */
async function companyUser(username: string, phone?: string): Promise<{ id: number; password: string }> {
  const password = 'Secret2026x';
  const user = await ok<Row>(app, 'POST', '/api/updown/sysuser/submit', {
    token: companyAdmin,
    body: { username, password, ...(phone ? { phone } : {}) },
  });
  return { id: user.id, password };
}

/** A call from its own address, as a request from another machine would come. */
async function from(ip: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await app.fastify.inject({
    method: 'POST',
    url,
    payload: body as never,
    remoteAddress: ip,
    headers: { authorization: basic, 'accept-language': 'en', ...headers },
  });
  return { status: res.statusCode, msg: (res.json() as { msg: string }).msg };
}

const statuses = (answers: { status: number }[]) => {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
  return out;
};

describe('power comes from grants, never from a role’s code', () => {
  let roleId: number;
  let holder: { id: number; password: string };

  it('a company role coded platform_admin is only a name: its holder keeps what it was granted', async () => {
    const menu = await menuIdsByKey(app, admin);
    holder = await companyUser('escalator_a');
    roleId = (
      await ok<Row>(app, 'POST', '/api/updown/sysrole/submit', {
        token: companyAdmin,
        body: { name: '导出员', code: 'exporter' },
      })
    ).id;
    await ok(app, 'POST', '/api/updown/sysrole/grant', {
      token: companyAdmin,
      body: { roleIds: [roleId], menuIds: [menu('basePark:export')] },
    });
    await ok(app, 'POST', '/api/updown/sysuser/grantRole', {
      token: companyAdmin,
      body: { userId: holder.id, roleIds: [roleId] },
    });
    const renamed = await ok<Row>(app, 'POST', '/api/updown/sysrole/submit', {
      token: companyAdmin,
      body: { id: roleId, name: '平台管理员', code: 'platform_admin', allPermissions: true },
    });
    expect(renamed).toMatchObject({ code: 'platform_admin', allPermissions: false });
    const token = await signIn(app, 'escalator_a', holder.password);
    expect(await buttons(token)).toEqual(['basePark:export']);
    const add = await call(app, 'POST', '/api/updown/basePark/submit', { token, body: { name: 'x' } });
    expect(add.status).toBe(403);
    expect(add.body.msg).toBe('missing permission: basePark:add');
  });

  it('the platform administrator renames such a company role, takes it back and removes it', async () => {
    await ok(app, 'POST', '/api/updown/sysrole/submit', {
      token: admin,
      body: { id: roleId, name: '导出员', code: 'exporter' },
    });
    await ok(app, 'POST', '/api/updown/sysuser/grantRole', { token: admin, body: { userId: holder.id, roleIds: [] } });
    await ok(app, 'POST', '/api/updown/sysrole/remove', { token: admin, query: { ids: String(roleId) } });
    expect(await count(app, 'select count(*) as n from sys_role where id = $1 and deleted_at is null', [roleId])).toBe(
      0,
    );
  });

  it('company users cannot make, change, grant or remove a platform role', async () => {
    const [platformRole] = await app.database.query<{ id: string }>(
      `select id from sys_role where company_id is null and all_permissions and deleted_at is null`,
    );
    const id = Number(platformRole?.id);
    const platformMade = await call(app, 'POST', '/api/updown/sysrole/submit', {
      token: companyAdmin,
      body: { name: '超级', code: 'root', companyId: null },
    });
    expect(platformMade.status).toBe(400);
    expect(platformMade.body.msg).toBe('Company(companyId): is required');
    const made = await ok<Row>(app, 'POST', '/api/updown/sysrole/submit', {
      token: companyAdmin,
      body: { name: '超级', code: 'root', allPermissions: true },
    });
    expect(made.companyId).not.toBeNull();
    expect(made.allPermissions).toBe(false);
    const change = await call(app, 'POST', '/api/updown/sysrole/submit', {
      token: companyAdmin,
      body: { id, name: '我的' },
    });
    expect(change.status).toBe(404);
    const grant = await call(app, 'POST', '/api/updown/sysuser/grantRole', {
      token: companyAdmin,
      body: { userId: holder.id, roleIds: [id] },
    });
    expect(grant.status).toBe(404);
    const remove = await call(app, 'POST', '/api/updown/sysrole/remove', {
      token: companyAdmin,
      query: { ids: String(id) },
    });
    expect(remove.status).toBe(404);
    const platformOnly = await call(app, 'POST', '/api/updown/sysuser/grantRole', {
      token: admin,
      body: { userId: holder.id, roleIds: [id] },
    });
    expect(platformOnly.status).toBe(400);
    expect(platformOnly.body.msg).toBe('Roles(roleIds): the platform administrator role is for platform users only');
  });

  it('the platform administrator keeps every permission whatever their role is called', async () => {
    const [platformRole] = await rows(app, admin, '/api/updown/sysrole/list', { code: 'platform_admin' });
    await ok(app, 'POST', '/api/updown/sysrole/submit', {
      token: admin,
      body: { id: platformRole?.id, name: '平台总管', code: 'platform_root' },
    });
    expect(await buttons(admin)).toEqual(['*']);
    expect(await buttons(await signIn(app, 'admin'))).toEqual(['*']);
  });
});

describe('secrets are checked no more often than the throttle allows, even when sent together', () => {
  const token = '/api/api-uaa/oauth/user/token';

  it('30 wrong passwords for one account at once: five are checked, the rest refused unchecked', async () => {
    const victim = await companyUser('victim_pw');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        from(`10.1.0.${i + 1}`, token, { username: 'victim_pw', password: `wrong-${i}-pass` }),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 25 });
    expect(answers.find((a) => a.status === 429)?.msg).toMatch(/^too many failed sign-ins; try again in \d+ minutes$/);
    const right = await from('10.1.1.1', token, { username: 'victim_pw', password: victim.password });
    expect(right.status).toBe(429);
  });

  it('25 wrong codes for one phone from 25 addresses: five are checked', async () => {
    const phone = '13911110001';
    await companyUser('victim_sms', phone);
    expect((await from('10.2.0.1', '/api/api-uaa/oauth/sendSmsCode', { phone })).status).toBe(200);
    const code = await sentCode(phone);
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        from(`10.2.1.${i + 1}`, '/api/api-uaa/oauth/loginCode', { phone, code: wrong }),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 20 });
    expect(await attemptsOf(phone)).toBe(5);
  });

  it('a code’s five tries are taken one at a time: 25 checks at once through five accounts of one phone', async () => {
    const phone = '13911110002';
    const owners = await Promise.all([1, 2, 3, 4, 5].map((n) => companyUser(`shared_phone_${n}`, phone)));
    expect((await from('10.3.0.1', '/api/api-uaa/oauth/sendSmsCode', { phone })).status).toBe(200);
    const code = await sentCode(phone);
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        from(`10.3.1.${i + 1}`, '/api/api-uaa/oauth/tokenByCode', {
          username: `shared_phone_${(i % 5) + 1}`,
          password: owners[i % 5]?.password,
          validCode: wrong,
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 20 });
    expect(answers.find((a) => a.status === 429)?.msg).toBe(
      'Verification code(validCode): wrong 5 times; request a new one',
    );
    expect(await attemptsOf(phone)).toBe(5);
    const right = await from('10.3.2.1', '/api/api-uaa/oauth/tokenByCode', {
      username: 'shared_phone_1',
      password: owners[0]?.password,
      validCode: code,
    });
    expect(right.status).toBe(429);
  });

  it('changing the own password: wrong old passwords sent together are throttled like sign-ins', async () => {
    const user = await companyUser('victim_change');
    const session = await signIn(app, 'victim_change', user.password);
    const change = (oldPassword: string, i: number) =>
      from(
        `10.4.0.${i + 1}`,
        '/api/updown/sysuser/updatePassword',
        { oldPassword, newPassword: 'Changed2026x' },
        { authorization: `Bearer ${session}` },
      );
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => change(`wrong-${i}-pass`, i)));
    expect(statuses(answers)).toEqual({ 400: 5, 429: 5 });
    expect(answers.find((a) => a.status === 400)?.msg).toBe('Old password(oldPassword): is not correct');
    expect(answers.find((a) => a.status === 429)?.msg).toMatch(
      /^Old password\(oldPassword\): wrong too many times; try again in \d+ minutes$/,
    );
    expect((await change(user.password, 20)).status).toBe(429);
    expect((await from('10.4.1.1', token, { username: 'victim_change', password: user.password })).status).toBe(429);
  });

  it('a right old password changes it, and the account starts afresh', async () => {
    const user = await companyUser('honest_change');
    const session = await signIn(app, 'honest_change', user.password);
    const body = { oldPassword: 'not-it-123', newPassword: 'Changed2026x' };
    expect((await call(app, 'POST', '/api/updown/sysuser/updatePassword', { token: session, body })).status).toBe(400);
    await ok(app, 'POST', '/api/updown/sysuser/updatePassword', {
      token: session,
      body: { ...body, oldPassword: user.password },
    });
    expect(await count(app, `select count(*) as n from login_failure where key = 'a:honest_change'`)).toBe(0);
  });

  it('wrong client secrets from one address at once: twenty are checked', async () => {
    const wrongClient = `Basic ${Buffer.from('console:not-the-secret').toString('base64')}`;
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        from('10.5.0.1', token, { username: 'admin', password: passwords.admin }, { authorization: wrongClient }),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 20, 429: 5 });
    expect(answers.find((a) => a.status === 429)?.msg).toMatch(
      /^too many failed client authentications; try again in \d+ minutes$/,
    );
    expect((await from('10.5.0.2', token, { username: 'admin', password: passwords.admin })).status).toBe(200);
  });
});

describe('codes, like passwords, never reach a log', () => {
  it('a sign-in code, right or wrong, is masked in the API log and nowhere in it in clear', async () => {
    const phone = '13911110009';
    const owner = await companyUser('code_logged', phone);
    expect((await from('10.9.0.1', '/api/api-uaa/oauth/sendSmsCode', { phone })).status).toBe(200);
    const code = await sentCode(phone);
    const wrong = code === '123456' ? '654321' : '123456';
    expect((await from('10.9.0.2', '/api/api-uaa/oauth/loginCode', { phone, code: wrong })).status).toBe(401);
    expect((await from('10.9.0.3', '/api/api-uaa/oauth/loginCode', { phone, code })).status).toBe(200);
    expect((await from('10.9.0.1', '/api/api-uaa/oauth/sendSmsCode', { phone })).status).toBe(429);
    await app.database.query("update sms_code set created_at = created_at - interval '2 minutes' where phone = $1", [
      phone,
    ]);
    expect((await from('10.9.0.1', '/api/api-uaa/oauth/sendSmsCode', { phone })).status).toBe(200);
    const second = await sentCode(phone);
    const viaPassword = await from('10.9.0.4', '/api/api-uaa/oauth/tokenByCode', {
      username: 'code_logged',
      password: owner.password,
      validCode: second,
    });
    expect(viaPassword.status).toBe(200);
    await app.fastify.close();
    const logged = await app.database.query<{ path: string; params: { body: Record<string, unknown> } }>(
      "select path, params from sys_log_api where ip like '10.9.%' and path not like '%sendSmsCode' order by id",
    );
    expect(logged.map((r) => [r.path, r.params.body.code ?? r.params.body.validCode])).toEqual([
      ['/api/api-uaa/oauth/loginCode', '***'],
      ['/api/api-uaa/oauth/loginCode', '***'],
      ['/api/api-uaa/oauth/tokenByCode', '***'],
    ]);
    const everything = JSON.stringify(await app.database.query('select params from sys_log_api'));
    expect(everything).not.toContain(code);
    expect(everything).not.toContain(second);
    expect(everything).not.toContain(owner.password);
  });
});

async function sentCode(phone: string): Promise<string> {
  const [sms] = await app.database.query<{ content: string }>(
    'select content from sms_outbox where phone = $1 order by id desc limit 1',
    [phone],
  );
  const code = /\d{6}/.exec(sms?.content ?? '')?.[0];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

const attemptsOf = (phone: string) =>
  count(app, 'select attempts as n from sms_code where phone = $1 order by id desc limit 1', [phone]);
