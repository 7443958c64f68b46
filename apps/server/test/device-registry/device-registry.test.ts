import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';

type Row = Record<string, unknown> & { id: number };
type Page = { total: number; data: Row[] };

let app: TestApp;
let admin: string;
let companyA: string;
let companyB: string;
let config: Row;

const linesOf = async (token: string, configId: number) =>
  (
    await call<Page>(app, 'GET', '/api/updown/parkledconfigdetail/list', {
      token,
      query: { configId, size: 50, sort: 'lineNo' },
    })
  ).body.data.data;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  companyA = await signIn(app, 'company_a');
  companyB = await signIn(app, 'company_b');
  const configs = await call<Page>(app, 'GET', '/api/updown/parkledconfig/list', {
    token: companyA,
    query: { configName: '东门入口空闲' },
  });
  config = configs.body.data.data[0] as Row;
});
afterAll(() => app.close());

describe('the lines of a screen setting, saved together', () => {
  it('the demo gate screen has its four idle lines', async () => {
    expect(config).toMatchObject({ lineCount: 4, scene: 1 });
    const lines = await linesOf(companyA, config.id);
    expect(lines.map((l) => l.lineNo)).toEqual([1, 2, 3, 4]);
    expect(lines[0]).toMatchObject({ content: '欢迎光临', effect: 0 });
  });

  it('replaces the lines: an edited one keeps its row, a new one is added, the ones left out are removed', async () => {
    const [first] = await linesOf(companyA, config.id);
    const res = await call<{ lines: Row[] }>(app, 'POST', '/api/updown/parkledconfig/saveLines', {
      token: companyA,
      body: {
        id: config.id,
        lines: [
          { lineNo: 1, content: '欢迎回家', color: 3, effect: 52, speed: 2, staySeconds: 4 },
          { lineNo: 3, content: '剩余 {freeStalls}', color: 1, effect: 2, speed: 1, staySeconds: 0 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const lines = await linesOf(companyA, config.id);
    expect(lines.map((l) => [l.lineNo, l.content, l.color, l.effect, l.speed, l.staySeconds])).toEqual([
      [1, '欢迎回家', 3, 52, 2, 4],
      [3, '剩余 {freeStalls}', 1, 2, 1, 0],
    ]);
    expect(lines[0]?.id).toBe(first?.id);
    expect(res.body.data.lines).toHaveLength(2);
  });

  it('refuses a line the screen does not have, naming the field, and keeps the lines', async () => {
    const before = await linesOf(companyA, config.id);
    const res = await call(app, 'POST', '/api/updown/parkledconfig/saveLines', {
      token: companyA,
      body: { id: config.id, lines: [{ lineNo: 6, content: '第六行', color: 1, effect: 0, speed: 1, staySeconds: 1 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('lineNo');
    expect(await linesOf(companyA, config.id)).toEqual(before);
  });

  it('refuses an effect code the catalogue does not offer', async () => {
    const res = await call(app, 'POST', '/api/updown/parkledconfig/saveLines', {
      token: companyA,
      body: { id: config.id, lines: [{ lineNo: 1, content: 'x', color: 1, effect: 37, speed: 1, staySeconds: 1 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('effect');
  });

  it('refuses the same line twice', async () => {
    const line = { lineNo: 2, content: 'x', color: 1, effect: 0, speed: 1, staySeconds: 1 };
    const res = await call(app, 'POST', '/api/updown/parkledconfig/saveLines', {
      token: companyA,
      body: { id: config.id, lines: [line, line] },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('lineNo');
  });

  it("another company cannot see or save a company's screen", async () => {
    const before = await linesOf(companyA, config.id);
    const res = await call(app, 'POST', '/api/updown/parkledconfig/saveLines', {
      token: companyB,
      body: { id: config.id, lines: [] },
    });
    expect(res.status).toBe(404);
    expect(await linesOf(companyA, config.id)).toEqual(before);
  });

  it('removing a screen setting removes its lines with it', async () => {
    const res = await call(app, 'POST', '/api/updown/parkledconfig/remove', {
      token: companyA,
      query: { ids: String(config.id) },
    });
    expect(res.status).toBe(200);
    const [row] = await app.database.query<{ n: number }>(
      'select count(*)::int as n from park_led_config_line where config_id = $1 and deleted_at is null',
      [config.id],
    );
    expect(row?.n).toBe(0);
  });
});

describe('binding a camera by its serial number', () => {
  it('a demo camera is authorised and already bound, so it cannot be bound again', async () => {
    const cams = await call<Page>(app, 'GET', '/api/updown/parkdevices/snCameraConfig/list', { token: companyA });
    const sn = String(cams.body.data.data[0]?.sn);
    const res = await call<Record<string, unknown>>(app, 'GET', '/api/updown/plat/createSnDevice/getSnVerify', {
      token: companyA,
      query: { sn },
    });
    expect(res.body.data).toMatchObject({ sn, known: true, authorized: true, bound: true, usable: false });
    const camera = await call<Record<string, unknown>>(app, 'GET', '/api/updown/plat/createSnDevice/getSnCamera', {
      token: companyA,
      query: { sn },
    });
    expect(camera.body.data).toMatchObject({ sn, model: 'VZ-R5', manufacturerName: '浙江臻识科技有限公司' });
    expect((camera.body.data.binding as Row).parkName).toBe('阳光花园地下停车场');
  });

  it('a new camera authorised to company A may be bound by A and not by B', async () => {
    const companies = await call<Page>(app, 'GET', '/api/updown/basecompany/list', {
      token: admin,
      query: { name: '云停智慧' },
    });
    const ownerCompanyId = companies.body.data.data[0]?.id;
    const added = await call(app, 'POST', '/api/updown/platAuthorize/submit', {
      token: admin,
      body: { sn: 'VZTEST0001', model: 'VZ-R5', ownerCompanyId, authorizeState: 1 },
    });
    expect(added.status).toBe(200);
    const verify = (token: string) =>
      call<Record<string, unknown>>(app, 'GET', '/api/updown/plat/createSnDevice/getSnVerify', {
        token,
        query: { sn: 'VZTEST0001' },
      });
    expect((await verify(companyA)).body.data).toMatchObject({ authorized: true, bound: false, usable: true });
    const b = await verify(companyB);
    expect(b.body.data).toMatchObject({ authorized: false, usable: false });
    expect(String((b.body.data.reasons as string[])[0])).toContain('another company');
  });

  it('an unknown serial number answers 404 for the camera and unknown for the check', async () => {
    const res = await call(app, 'GET', '/api/updown/plat/createSnDevice/getSnCamera', {
      token: companyA,
      query: { sn: 'NOSUCHCAM' },
    });
    expect(res.status).toBe(404);
    const verify = await call<Record<string, unknown>>(app, 'GET', '/api/updown/plat/createSnDevice/getSnVerify', {
      token: companyA,
      query: { sn: 'NOSUCHCAM' },
    });
    expect(verify.body.data).toMatchObject({ known: false, usable: false });
  });
});

describe('the catalogue path of roadside parameters', () => {
  it('rdParameter answers the same rows as plat/RdParameter', async () => {
    const a = await call<Page>(app, 'GET', '/api/updown/rdParameter/list', { token: companyA });
    const b = await call<Page>(app, 'GET', '/api/updown/plat/RdParameter/list', { token: companyA });
    expect(a.body.data.total).toBeGreaterThan(0);
    expect(a.body.data.data.map((r) => r.id)).toEqual(b.body.data.data.map((r) => r.id));
  });
});
