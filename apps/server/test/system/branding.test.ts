import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, ok } from './helpers';

type Branding = {
  logo_image_base64: string;
  short_system_name: string;
  indexTitle: string;
  footer: string;
  domain: string | null;
  isDefault: boolean;
};

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
});
afterAll(() => app.close());

const brandingOf = async (host: string, lang: 'zh' | 'en' = 'zh') => {
  const res = await call<Branding>(app, 'GET', '/api/updown/sysCustomConfig/getSysCustomConfigByUserId', {
    query: { host },
    lang,
  });
  expect(res.status).toBe(200);
  return res.body.data;
};
const logo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('branding by host', () => {
  it('answers the defaults, without sign-in, when nothing is configured', async () => {
    const zh = await brandingOf('park.example.com');
    expect(zh).toMatchObject({ short_system_name: '智慧停车', indexTitle: '智慧停车管理平台', isDefault: true });
    expect(zh.logo_image_base64).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(zh.footer).toContain(String(new Date().getFullYear()));
    const en = await brandingOf('park.example.com', 'en');
    expect(en.indexTitle).toBe('Smart Parking Back Office');
  });

  it('answers the configured branding of a host, with or without port, by wildcard, and * for the rest', async () => {
    await ok(app, 'POST', '/api/updown/sysCustomConfig/submit', {
      token: admin,
      body: {
        domain: 'Park.Yunting.cn',
        shortSystemName: '云停',
        indexTitle: '云停智慧停车',
        footer: '© 云停',
        logoImageBase64: logo,
      },
    });
    await ok(app, 'POST', '/api/updown/sysCustomConfig/submit', {
      token: admin,
      body: { domain: '*.chengdong.cn', shortSystemName: '城东', indexTitle: '城东停车平台' },
    });
    await ok(app, 'POST', '/api/updown/sysCustomConfig/submit', {
      token: admin,
      body: { domain: '*', shortSystemName: '停车云', indexTitle: '停车云平台' },
    });
    expect(await brandingOf('park.yunting.cn:8080')).toMatchObject({
      short_system_name: '云停',
      indexTitle: '云停智慧停车',
      footer: '© 云停',
      logo_image_base64: logo,
      domain: 'park.yunting.cn',
      isDefault: false,
    });
    expect((await brandingOf('a.b.chengdong.cn')).short_system_name).toBe('城东');
    const rest = await brandingOf('localhost:8080');
    expect(rest).toMatchObject({ short_system_name: '停车云', indexTitle: '停车云平台', isDefault: false });
    expect(rest.footer).toContain('智慧停车');
  });

  it('a disabled configuration no longer brands its host', async () => {
    const [row] = await app.database.query<{ id: string }>(
      `select id from sys_custom_config where domain = 'park.yunting.cn'`,
    );
    const id = Number(row?.id);
    await ok(app, 'POST', '/api/updown/sysCustomConfig/submit', { token: admin, body: { recordId: id, state: 0 } });
    expect((await brandingOf('park.yunting.cn')).short_system_name).toBe('停车云');
    const detail = await ok<{ recordId: number; state: number }>(app, 'GET', '/api/updown/sysCustomConfig/detail', {
      token: admin,
      query: { recordId: id },
    });
    expect(detail).toMatchObject({ recordId: id, state: 0 });
  });

  it('refuses a logo that is not base64 and a malformed domain, storing nothing', async () => {
    const before = await count(app, 'select count(*) as n from sys_custom_config');
    const bad = await call(app, 'POST', '/api/updown/sysCustomConfig/submit', {
      token: admin,
      body: { domain: 'x.cn', logoImageBase64: '<svg onload=alert(1)>' },
      lang: 'zh',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('logoImageBase64');
    const domain = await call(app, 'POST', '/api/updown/sysCustomConfig/submit', {
      token: admin,
      body: { domain: 'a b/c' },
    });
    expect(domain.status).toBe(400);
    expect(await count(app, 'select count(*) as n from sys_custom_config')).toBe(before);
  });

  it('only the platform manages branding', async () => {
    const a = await signIn(app, 'company_a');
    expect((await call(app, 'GET', '/api/updown/sysCustomConfig/list', { token: a })).status).toBe(403);
    expect(
      (await call(app, 'POST', '/api/updown/sysCustomConfig/submit', { token: a, body: { domain: 'a.cn' } })).status,
    ).toBe(403);
  });
});
