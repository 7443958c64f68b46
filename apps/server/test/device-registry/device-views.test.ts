import { berthType, deviceCommandKind, deviceKind } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';

type Row = Record<string, unknown> & { id: number };
type Page = { total: number; data: Row[] };

let app: TestApp;
let admin: string;

const list = async (url: string, query: Record<string, string | number> = {}) => {
  const res = await call<Page>(app, 'GET', url, { token: admin, query: { size: 500, ...query } });
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  // a device nobody answers for times out quickly
  app = await createTestApp({ config: { deviceCommandTimeoutMs: 200 } });
  admin = await signIn(app, 'admin');
});
afterAll(() => app.close());

describe('the device pages that read the register through their own calls', () => {
  it('the wired devices are the gate cameras and door readers, none of the devices on the air', async () => {
    const all = await list('/api/updown/gateDevice/list');
    const wired = await list('/api/updown/door/wireDevice/list');
    const kinds = new Set(wired.data.map((d) => d.deviceKind));
    expect([...kinds].sort()).toEqual([deviceKind.values.gateCamera, deviceKind.values.doorReader].sort());
    expect(wired.total).toBe(
      all.data.filter(
        (d) => d.deviceKind === deviceKind.values.gateCamera || d.deviceKind === deviceKind.values.doorReader,
      ).length,
    );
    // the page's own filters still apply within them
    const readers = await list('/api/updown/door/wireDevice/list', { deviceKind: deviceKind.values.doorReader });
    expect(readers.data.every((d) => d.deviceKind === deviceKind.values.doorReader)).toBe(true);
    expect(readers.total).toBeGreaterThan(0);
  });

  it('the bookable berths are the berths of that type only', async () => {
    const bookable = await list('/api/updown/door/rdBerth/bookableList');
    expect(bookable.total).toBe(6);
    expect(bookable.data.every((b) => b.berthType === berthType.values.bookable)).toBe(true);
    const all = await list('/api/updown/door/rdBerth/list');
    expect(all.total).toBeGreaterThan(bookable.total);
  });

  it('the upgrades page lists the upgrade commands with their state, and no other command', async () => {
    const [camera] = (await list('/api/updown/door/wireDevice/list', { deviceKind: deviceKind.values.gateCamera }))
      .data;
    const firmware = await call<{ id: number }>(app, 'POST', '/api/updown/noWireVersions/submit', {
      token: admin,
      body: {
        deviceType: 1,
        versionName: 'cam-views',
        versionCode: 300,
        fileUrl: 'https://firmware.example.com/cam-views.bin',
        state: 1,
      },
    });
    expect(firmware.status).toBe(200);
    const before = await list('/api/updown/deviceCommand/upgradeList');
    // the demo camera is not on the bus here: the upgrade is sent and never answered
    const sent = await call(app, 'POST', '/api/updown/door/wireDevice/upgradeDevice', {
      token: admin,
      query: { ids: String(camera?.id), versionId: firmware.body.data.id, reason: '夜间升级' },
    });
    expect([502, 504]).toContain(sent.status);
    await call(app, 'POST', '/api/updown/parkdevices/sysTime', { token: admin, query: { deviceId: camera?.id ?? 0 } });
    const after = await list('/api/updown/deviceCommand/upgradeList');
    expect(after.total).toBe(before.total + 1);
    expect(after.data.every((c) => c.kind === deviceCommandKind.values.upgrade)).toBe(true);
    const all = await list('/api/updown/deviceCommand/list');
    expect(all.data.some((c) => c.kind === deviceCommandKind.values.setTime)).toBe(true);
  });
});
