import { formatLocalDateTime } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../support/table-counts';
import { call, type TestApp } from '../support/test-app';
import { count, ok, type Row, rows } from '../system/helpers';
import { gateEvent, type Plaza, plazaWithDevices, stored, trafficApp } from '../traffic/traffic-helpers';

const base = '/api/updown/plat/visitorInfo';
const qrBase = '/api/updown/plat/visitorqrcode';
let app: TestApp;
let plaza: Plaza;
let qrId: number;

const hour = 3_600_000;
/** A moment some hours from now, to the minute, as the operator types it. */
const inHours = (h: number) =>
  formatLocalDateTime(new Date(Math.floor((Date.now() + h * hour) / 60_000) * 60_000), app.context.config.timeZone);

const invite = (plateNumber: string | undefined, from = 1, to = 3, visitorName = '赵访客') =>
  ok<Row>(app, 'POST', `${base}/add`, {
    token: plaza.token,
    body: {
      parkId: plaza.parkId,
      visitorName,
      phone: '13800138000',
      plateNumber,
      hostName: '钱业主',
      startTime: inHours(from),
      endTime: inHours(to),
    },
  });

const examine = (id: number, type: number, remark?: string) =>
  call<Row>(app, 'GET', `${base}/examine`, { token: plaza.token, query: { id, type, ...(remark ? { remark } : {}) } });

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'VIS');
  // the visits lie ahead (a visit already over cannot be approved): the gate takes reads stamped up to a day ahead
  app.context.config.gateClockSkewSeconds = 24 * 3600;
  // the north entry takes no temporary cars: only listed cars and passes come in
  const gate = await rows(app, plaza.token, '/api/updown/baseParkGate/list', {
    PKID: plaza.parkId,
    gateName: '北门入口',
  });
  await ok(app, 'POST', '/api/updown/baseParkGate/submit', {
    token: plaza.token,
    body: { ...gate[0], allowTempCar: false },
  });
  const qr = await ok<Row>(app, 'POST', `${qrBase}/submit`, {
    token: plaza.token,
    body: { parkId: plaza.parkId, qrName: '北门访客', place: '北门岗亭', maxHours: 8 },
  });
  qrId = qr.id as number;
});
afterAll(() => app.close());

describe('visitors', () => {
  it("an approved visitor's car opens the gate inside the visit window and not after it", async () => {
    const visit = await invite('沪V 10001');
    expect(visit).toMatchObject({ examineState: 0, source: 2, plateNumber: '沪V10001' });
    const waiting = await rows(app, plaza.token, `${base}/getPagetWaitExamineList`, {});
    expect(waiting.map((r) => r.id)).toContain(visit.id);

    const approved = await examine(visit.id as number, 1, '欢迎');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ examineState: 1, examineRemark: '欢迎', examineBy: 'company_a' });
    const white = await stored(app, 'park_white_list', approved.body.data.whiteId as number);
    expect(white).toMatchObject({ plate_number: '沪V10001', park_id: plaza.parkId, data_status: 1 });

    const inside = await gateEvent(app, plaza.entry, {
      direction: 'in',
      plateNumber: '沪V10001',
      eventTime: inHours(2),
    });
    expect(inside.body.data).toMatchObject({ open: true });
    const after = await gateEvent(app, plaza.entry, {
      direction: 'in',
      plateNumber: '沪V10001',
      eventTime: inHours(4),
    });
    expect(after.body.data).toMatchObject({ open: false, reason: 'no temporary cars' });
    // before the window, too
    const before = await gateEvent(app, plaza.entry, {
      direction: 'in',
      plateNumber: '沪V10001',
      eventTime: inHours(0),
    });
    expect(before.body.data).toMatchObject({ open: false });

    // the stay and, once it outstays the visit, its order are listed on the visitor car pages
    const stays = await rows(app, plaza.token, `${base}/getPageCarInOutRecord`, { plateNumber: '沪V10001' });
    expect(stays).toHaveLength(1);
    expect(stays[0]).toMatchObject({ visitorName: '赵访客', hostName: '钱业主' });
    expect(stays[0]?.id).toBe(inside.body.data.recordId);
    const out = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: '沪V10001', eventTime: inHours(5) });
    expect(out.status).toBe(200);
    const orders = await rows(app, plaza.token, '/api/updown/static/searchPageVistorOnlineOrderRecords', {
      plateNumber: '沪V10001',
    });
    expect(orders.length).toBeGreaterThan(0);
    expect(orders[0]).toMatchObject({ visitorName: '赵访客', plateNumber: '沪V10001' });
  });

  it('a refused visitor gets no white-list entry, and a refusal needs a remark', async () => {
    const visit = await invite('沪V10002');
    const fingerprint = await tableFingerprint(app);
    const bare = await examine(visit.id as number, 2);
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toContain('remark');
    expect(await tableFingerprint(app)).toEqual(fingerprint);
    const refused = await examine(visit.id as number, 2, '业主不在家');
    expect(refused.body.data).toMatchObject({ examineState: 2, examineRemark: '业主不在家', whiteId: null });
    expect(await count(app, "select count(*) n from park_white_list where plate_number = '沪V10002'")).toBe(0);
    const gate = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪V10002', eventTime: inHours(2) });
    expect(gate.body.data).toMatchObject({ open: false });
    const again = await examine(visit.id as number, 1);
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('only a visit waiting for review');
  });

  it('batch examination approves several visits at once, or none when one is examined already', async () => {
    const a = await invite('沪V10003', 1, 3, '孙甲');
    const b = await invite(undefined, 1, 3, '孙乙');
    const c = await invite('沪V10005', 1, 3, '孙丙');
    await examine(c.id as number, 2, '重复登记');
    const fingerprint = await tableFingerprint(app);
    const mixed = await call(app, 'POST', `${base}/batchExamine`, {
      token: plaza.token,
      body: { ids: [a.id, b.id, c.id], type: 1, remark: '同意' },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.msg).toContain('孙丙');
    expect(await tableFingerprint(app)).toEqual(fingerprint);

    const done = await ok<{ examined: number; rows: Row[] }>(app, 'POST', `${base}/batchExamine`, {
      token: plaza.token,
      body: { ids: [a.id, b.id], type: 1, remark: '同意' },
    });
    expect(done.examined).toBe(2);
    const [ra, rb] = [await stored(app, 'visitor', a.id as number), await stored(app, 'visitor', b.id as number)];
    expect([ra.examine_state, rb.examine_state, ra.examine_remark]).toEqual([1, 1, '同意']);
    // a visitor on foot needs no white-list entry
    expect(ra.white_id).not.toBeNull();
    expect(rb.white_id).toBeNull();
  });

  it('an examined visit cannot be changed; a removed one takes its white-list entry with it', async () => {
    const visit = await invite('沪V10006');
    const approved = await examine(visit.id as number, 1);
    const edit = await call(app, 'POST', `${base}/add`, {
      token: plaza.token,
      body: { id: visit.id, visitorName: '改名' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toContain('only a visit waiting for review can be changed');
    await ok(app, 'POST', `${base}/remove`, { token: plaza.token, query: { ids: String(visit.id) } });
    const white = await stored(app, 'park_white_list', approved.body.data.whiteId as number);
    expect(white.deleted_at).not.toBeNull();
    const gate = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪V10006', eventTime: inHours(2) });
    expect(gate.body.data).toMatchObject({ open: false });
  });

  it('a visit may not end before it starts', async () => {
    const fingerprint = await tableFingerprint(app);
    const reversed = await call(app, 'POST', `${base}/add`, {
      token: plaza.token,
      body: { parkId: plaza.parkId, visitorName: '周', startTime: inHours(3), endTime: inHours(1) },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toContain('endTime');
    expect(await tableFingerprint(app)).toEqual(fingerprint);
  });
});

describe('visitor QR codes', () => {
  const register = (path: 'add' | 'submit', body: Record<string, unknown>) =>
    call<Row>(app, 'POST', `/api/updown/door/vistorweb/${path}`, {
      body: {
        qrId,
        visitorName: '吴扫码',
        plateNumber: '沪V20001',
        startTime: inHours(1),
        endTime: inHours(3),
        ...body,
      },
    });

  it('a visitor registers through an enabled code without signing in; the visit waits for examination', async () => {
    const res = await register('add', {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ parkId: plaza.parkId, source: 3, qrCodeId: qrId, examineState: 0 });
    const tourists = await rows(app, plaza.token, `${base}/getPageTouristExamineList`, {});
    expect(tourists.map((r) => r.id)).toContain(res.body.data.id);
  });

  it("a resident's invitation names the host; a visit longer than the code allows is refused", async () => {
    const noHost = await register('submit', {});
    expect(noHost.status).toBe(400);
    expect(noHost.body.msg).toContain('hostName');
    const invited = await register('submit', { hostName: '郑业主', hostPhone: '13900139000' });
    expect(invited.body.data).toMatchObject({ source: 1, hostName: '郑业主' });
    const long = await register('add', { endTime: inHours(12) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('8 hours');
  });

  it('a disabled code refuses registration and stores nothing; enabled again it takes them', async () => {
    await ok(app, 'POST', `${qrBase}/disable`, { token: plaza.token, query: { id: qrId } });
    const fingerprint = await tableFingerprint(app);
    const refused = await register('add', {});
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('disabled');
    expect(await tableFingerprint(app)).toEqual(fingerprint);
    await ok(app, 'POST', `${qrBase}/enable`, { token: plaza.token, query: { id: qrId } });
    expect((await register('add', {})).status).toBe(200);
  });

  it('shows and downloads the code as a real PNG encoding the registration page', async () => {
    const shown = await ok<Row>(app, 'GET', `${qrBase}/getVistorQrCode`, { token: plaza.token, query: { id: qrId } });
    expect(shown.url).toContain(`/h5/visitor?parkId=${plaza.parkId}&qrId=${qrId}`);
    expect(String(shown.image)).toMatch(/^data:image\/png;base64,/);
    const file = await call(app, 'GET', `${qrBase}/downloadVistorQrCode`, { token: plaza.token, query: { id: qrId } });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
    expect(file.raw.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(String(file.headers['x-qr-url'])).toContain(`qrId=${qrId}`);
  });
});
