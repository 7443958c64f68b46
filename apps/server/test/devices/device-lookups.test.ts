import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, parkIdOf } from '../parks/helpers';
import { call, signIn, type TestApp } from '../support/test-app';
import { countRows, stored, trafficApp } from '../traffic/traffic-helpers';

let app: TestApp;
let admin: string;
let companyA: string;
let companyB: string;

beforeAll(async () => {
  app = await trafficApp();
  admin = await signIn(app, 'admin');
  companyA = await signIn(app, 'company_a');
  companyB = await signIn(app, 'company_b');
});
afterAll(() => app.close());

describe('video of a camera', () => {
  it('answers the configured live and playback addresses, says clearly when none is set, and hides others’ cameras', async () => {
    const parkId = await parkIdOf(app, companyA, '世纪广场');
    const gateId = await idOf(app, companyA, '/api/updown/baseParkGate/list', { PKID: parkId, gateName: '北门入口' });
    const made = await call<{ id: number }>(app, 'POST', '/api/updown/gateDevice/submit', {
      token: companyA,
      body: { parkId, gateId, deviceCode: 'VIDEO-CAM-1', deviceName: '视频相机' },
    });
    expect(made.status, made.body.msg).toBe(200);
    const deviceId = made.body.data.id;
    const none = await call(app, 'GET', '/api/updown/parkdevices/getVideoUrl', {
      token: companyA,
      query: { deviceId },
      lang: 'en',
    });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(
      'Device(deviceId): VIDEO-CAM-1 has no live stream address (set it under cameras by serial number)',
    );
    const withPassword = await call(app, 'POST', '/api/updown/parkdevices/snCameraConfig/submit', {
      token: companyA,
      body: { parkId, sn: 'VIDEO-CAM-1', direction: 1, liveUrl: 'rtsp://admin:123456@10.0.0.8/live' },
    });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body.msg).toContain('liveUrl');
    const config = await call(app, 'POST', '/api/updown/parkdevices/snCameraConfig/submit', {
      token: companyA,
      body: {
        parkId,
        sn: 'VIDEO-CAM-1',
        direction: 1,
        liveUrl: 'rtsp://10.0.0.8:554/Streaming/Channels/101',
        playbackUrl: 'rtsp://10.0.0.8:554/Streaming/tracks/101',
      },
    });
    expect(config.status, config.body.msg).toBe(200);
    const live = await call<{ url: string }>(app, 'GET', '/api/updown/parkdevices/getVideoUrl', {
      token: companyA,
      query: { deviceId },
    });
    expect(live.body.data.url).toBe('rtsp://10.0.0.8:554/Streaming/Channels/101');
    const playback = await call<{ url: string }>(app, 'GET', '/api/updown/parkdevices/getPlaybackUrl', {
      token: companyA,
      query: { deviceId, startTime: '2026-11-20 08:00:00', endTime: '2026-11-20 08:30:00' },
    });
    expect(playback.body.data.url).toBe(
      'rtsp://10.0.0.8:554/Streaming/tracks/101?starttime=20261120T000000Z&endtime=20261120T003000Z',
    );
    const backwards = await call(app, 'GET', '/api/updown/parkdevices/getPlaybackUrl', {
      token: companyA,
      query: { deviceId, startTime: '2026-11-20 08:30:00', endTime: '2026-11-20 08:00:00' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toContain('endTime');
    const other = await call(app, 'GET', '/api/updown/parkdevices/getVideoUrl', {
      token: companyB,
      query: { deviceId },
    });
    expect(other.status).toBe(404);
  });

  it("the video kit's token is short-lived and carries no secret of the server", async () => {
    const r = await call<{ token: string; provider: string; expiresAt: string }>(
      app,
      'GET',
      '/api/updown/parkdevices/getKitToken',
      { token: companyA },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.provider).toBe('sandbox');
    expect(r.body.data.token).toMatch(/^sandbox\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(r.body)).not.toContain(app.context.config.tokenSecret);
    const claims = JSON.parse(Buffer.from(r.body.data.token.split('.')[1] as string, 'base64url').toString());
    const minutes = (claims.exp * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(8);
    expect(minutes).toBeLessThanOrEqual(10);
  });
});

describe('remote authorisation of cameras', () => {
  it('the platform authorises a camera for a company, renews it from its end, and the company may then bind it', async () => {
    const made = await call<{ id: number }>(app, 'POST', '/api/updown/platAuthorize/submit', {
      token: admin,
      body: { sn: 'AUTH-CAM-9', model: 'VZ-R3', authorizeState: 0 },
    });
    expect(made.status, made.body.msg).toBe(200);
    const id = made.body.data.id;
    const verify = async () =>
      (
        await call<{ authorized: boolean; reasons: string[] }>(
          app,
          'GET',
          '/api/updown/plat/createSnDevice/getSnVerify',
          {
            token: companyA,
            query: { sn: 'AUTH-CAM-9' },
          },
        )
      ).body.data;
    expect((await verify()).authorized).toBe(false);

    const refused = await call(app, 'POST', '/api/updown/platAuthorize/remoteAuthorize', {
      token: companyA,
      body: { ids: [id], days: 30 },
    });
    expect(refused.status).toBe(403);

    const companyId = Number((await stored(app, 'park', await parkIdOf(app, companyA, '世纪广场'))).company_id);
    const first = await call<{ id: number; authorizeState: number; renewed: boolean; expiresAt: string }[]>(
      app,
      'POST',
      '/api/updown/platAuthorize/remoteAuthorize',
      { token: admin, body: { ids: [id], days: 30, companyId } },
    );
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data[0]).toMatchObject({ id, authorizeState: 1, renewed: false, ownerCompanyId: companyId });
    expect((await verify()).authorized).toBe(true);
    const until1 = new Date(String((await stored(app, 'camera_authorization', id)).expires_at)).getTime();
    expect(Math.round((until1 - Date.now()) / 86_400_000)).toBe(30);

    const renewed = await call<{ renewed: boolean }[]>(app, 'POST', '/api/updown/platAuthorize/remoteAuthorize', {
      token: admin,
      body: { ids: [id], days: 30 },
    });
    expect(renewed.body.data[0]?.renewed).toBe(true);
    const until2 = new Date(String((await stored(app, 'camera_authorization', id)).expires_at)).getTime();
    expect(until2 - until1).toBe(30 * 86_400_000);
    const b = await call<{ authorized: boolean }>(app, 'GET', '/api/updown/plat/createSnDevice/getSnVerify', {
      token: companyB,
      query: { sn: 'AUTH-CAM-9' },
    });
    expect(b.body.data.authorized).toBe(false);
  });
});

describe('escapes recorded by hand', () => {
  it('an attendant records a car that left unpaid: the stay closes as an escape with its arrear; withdrawing cancels both', async () => {
    const parkId = await parkIdOf(app, companyA, '世纪大道路侧停车');
    const berthId = await idOf(app, companyA, '/api/updown/door/rdBerth/list', { parkId, berthNo: 'W024' });
    const made = await call<{ id: number }>(app, 'POST', '/api/updown/gateDevice/submit', {
      token: companyA,
      body: { parkId, deviceKind: 3, deviceCode: 'ESC-PDA-1', deviceName: 'ESC-PDA-1' },
    });
    const key = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
      token: companyA,
      query: { deviceId: made.body.data.id },
    });
    const inn = await call<{ recordId: number }>(app, 'POST', '/api/device/berth/event', {
      headers: { authorization: key.body.data.authorization },
      body: {
        eventId: 'esc-1',
        berthId,
        direction: 'in',
        plateNumber: '沪R30003',
        eventTime: '2026-03-04 09:00:00',
      },
    });
    expect(inn.status, inn.body.msg).toBe(200);
    const recordId = inn.body.data.recordId;

    const future = await call(app, 'POST', '/api/updown/rdEscape/submit', {
      token: companyA,
      body: { recordId, outTime: '2099-01-01 00:00:00' },
    });
    expect(future.status).toBe(400);
    expect(future.body.msg).toContain('outTime');

    const r = await call<{ id: number; amount: number; state: number; remark: string }>(
      app,
      'POST',
      '/api/updown/rdEscape/submit',
      { token: companyA, body: { recordId, outTime: '2026-03-04 11:00:00', remark: '巡查发现已驶离' } },
    );
    expect(r.status, r.body.msg).toBe(200);
    // the demo's roadside rule: the first hour 400, then two half hours at 200
    expect(r.body.data).toMatchObject({ amount: 800, state: 0, remark: '巡查发现已驶离' });
    expect(await stored(app, 'park_io_record', recordId)).toMatchObject({ state: 4 });
    expect(await stored(app, 'berth', berthId)).toMatchObject({ has_car: false });
    const owes = () =>
      app.database.query<{ amount: number; state: number }>(
        'select amount, state from owe_record where record_id = $1 and deleted_at is null',
        [recordId],
      );
    expect((await owes()).map((o) => Number(o.amount))).toEqual([800]);

    const again = await call(app, 'POST', '/api/updown/rdEscape/submit', { token: companyA, body: { recordId } });
    expect(again.status).toBe(400);
    expect(await countRows(app, 'select count(*) as n from escape_record where record_id = $1', [recordId])).toBe(1);

    const withdrawn = await call(app, 'POST', '/api/updown/rdEscape/remove', {
      token: companyA,
      query: { ids: String(r.body.data.id) },
    });
    expect(withdrawn.status, withdrawn.body.msg).toBe(200);
    expect(await stored(app, 'escape_record', r.body.data.id)).toMatchObject({ state: 2 });
    expect((await owes()).map((o) => Number(o.state))).not.toContain(0);
    const twice = await call(app, 'POST', '/api/updown/rdEscape/remove', {
      token: companyA,
      query: { ids: String(r.body.data.id) },
    });
    expect(twice.status).toBe(400);
  });
});
