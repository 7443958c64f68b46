import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkIdOf } from '../parks/helpers';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';

type Devices = { total: number; online: number; offline: number; disabled: number };
type Overview = {
  totals: { buildings: number; spaces: number; occupied: number; free: number; disabled: number; devices: Devices };
  buildings: {
    buildingName: string | null;
    spaces: number;
    free: number;
    floors: { floor: number; spaces: number; occupied: number; free: number }[];
    devices: Devices;
    gateways: Devices;
  }[];
};

let app: TestApp;
let companyA: string;
let companyB: string;
let plaza: number;

const overview = async (token: string, query: Record<string, number> = {}) => {
  const res = await call<Overview>(app, 'GET', '/api/updown/plat/navigation/overview', { token, query });
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  companyB = await signIn(app, 'company_b');
  plaza = await parkIdOf(app, companyA, '世纪广场');
});
afterAll(() => app.close());

describe('the guidance overview', () => {
  it("counts the demo building's spaces by floor and its devices online, as stored", async () => {
    const o = await overview(companyA, { parkId: plaza });
    const [mall] = o.buildings;
    // six spaces on B1, every third free; six detectors, a screen and a gateway, all online
    expect(mall).toMatchObject({ buildingName: '商场主楼', spaces: 6, free: 2 });
    expect(mall?.floors).toEqual([{ floor: -1, spaces: 6, occupied: 4, free: 2, disabled: 0 }]);
    expect(mall?.devices).toEqual({ total: 7, online: 7, offline: 0, disabled: 0 });
    expect(mall?.gateways).toEqual({ total: 1, online: 1, offline: 0, disabled: 0 });
  });

  it('follows a space taken out of use and a detector disabled', async () => {
    const spaces = await call<{ data: { id: number; occupied: boolean }[] }>(
      app,
      'GET',
      '/api/updown/plat/navigation/parkingSpace/list',
      { token: companyA, query: { parkId: plaza, size: 50 } },
    );
    const free = spaces.body.data.data.find((s) => !s.occupied);
    await call(app, 'POST', '/api/updown/plat/navigation/parkingSpace/submit', {
      token: companyA,
      body: { id: free?.id, state: 0 },
    });
    const devices = await call<{ data: { id: number }[] }>(app, 'GET', '/api/updown/plat/navigation/devDevice/list', {
      token: companyA,
      query: { parkId: plaza, size: 1 },
    });
    await call(app, 'POST', '/api/updown/plat/navigation/devDevice/submit', {
      token: companyA,
      body: { deviceId: devices.body.data.data[0]?.id, state: 0 },
    });
    const [mall] = (await overview(companyA, { parkId: plaza })).buildings;
    expect(mall?.floors).toEqual([{ floor: -1, spaces: 6, occupied: 4, free: 1, disabled: 1 }]);
    expect(mall?.devices).toEqual({ total: 7, online: 6, offline: 0, disabled: 1 });
  });

  it("shows another company nothing of company A's buildings", async () => {
    const o = await overview(companyB);
    expect(o.buildings.map((b) => b.buildingName)).not.toContain('商场主楼');
    // asked for company A's park, it is answered with nothing of it
    const asked = await call<Overview>(app, 'GET', '/api/updown/plat/navigation/overview', {
      token: companyB,
      query: { parkId: plaza },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data.buildings).toEqual([]);
  });
});
