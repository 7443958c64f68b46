import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { idOf, parkIdOf, stored } from '../parks/helpers';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';

export { stored };

export type Answer = {
  eventId: string;
  verdict: number;
  open: boolean;
  recordId: number | null;
  led: string;
  voice: string;
  carKind: number;
  feeFen?: number;
  owedFen?: number;
  onlineOrderId?: string;
  repeated?: boolean;
  reason?: string;
};

/** A test server whose gate images go to a folder of its own. */
export async function trafficApp(): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'gate-images-'));
  const app = await createTestApp({
    before: (a) => {
      a.context.config.dataDir = dir;
    },
  });
  const close = app.close;
  return {
    ...app,
    close: async () => {
      await close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Plaza = {
  token: string;
  parkId: number;
  groundArea: number;
  entry: string;
  exit: string;
  exitGateId: number;
};

/** Company A's 世纪广场 with a device on its north entry and one on its north exit. */
export async function plazaWithDevices(app: TestApp, prefix: string): Promise<Plaza> {
  const token = await signIn(app, 'company_a');
  const parkId = await parkIdOf(app, token, '世纪广场');
  const groundArea = await idOf(app, token, '/api/updown/baseParkArea/list', { PKID: parkId, areaName: '地面停车区' });
  const gateIdOf = (gateName: string) => idOf(app, token, '/api/updown/baseParkGate/list', { PKID: parkId, gateName });
  const device = async (gateName: string, code: string) => {
    const gateId = await gateIdOf(gateName);
    const made = await call<{ id: number }>(app, 'POST', '/api/updown/gateDevice/submit', {
      token,
      body: { parkId, gateId, deviceCode: code, deviceName: gateName },
    });
    if (made.status !== 200) throw new Error(`device: ${made.body.msg}`);
    const key = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
      token,
      query: { deviceId: made.body.data.id },
    });
    return key.body.data.authorization;
  };
  await priceByTestRule(app, token, parkId);
  return {
    token,
    parkId,
    groundArea,
    entry: await device('北门入口', `${prefix}-N-IN`),
    exit: await device('北门出口', `${prefix}-N-OUT`),
    exitGateId: await gateIdOf('北门出口'),
  };
}

/**
 * The operator turns off the park's rule set and prices it with one simple rule, so stays cost round sums:
 * 15 minutes free, 5 yuan the first hour, 3 yuan each further hour, at most 40 yuan a day.
 */
async function priceByTestRule(app: TestApp, token: string, parkId: number) {
  const sets = await call<{ data: Record<string, unknown>[] }>(app, 'GET', '/api/updown/parkFeeRule/list', {
    token,
    query: { parkId, size: 50 },
  });
  for (const set of sets.body.data.data) {
    const off = await call(app, 'POST', '/api/updown/parkFeeRule/submit', { token, body: { ...set, state: 0 } });
    if (off.status !== 200) throw new Error(`fee rule set: ${off.body.msg}`);
  }
  const rule = await call(app, 'POST', '/api/updown/feeRule/submit', {
    token,
    body: {
      parkId,
      ruleName: '测试临时车',
      feeMode: 'cycle24',
      freeMinutes: 15,
      firstMinutes: 60,
      firstPrice: 500,
      unitMinutes: 60,
      unitPrice: 300,
      capPerCycle: 4000,
      flatPrice: 0,
      state: 1,
    },
  });
  if (rule.status !== 200) throw new Error(`fee rule: ${rule.body.msg}`);
}

let serial = 0;

export async function gateEvent(app: TestApp, device: string, body: Record<string, unknown>) {
  return call<Answer>(app, 'POST', '/api/device/gate/event', {
    headers: { authorization: device },
    body: { eventId: `ev-${++serial}-${Date.now()}`, ...body },
  });
}

export async function countRows(app: TestApp, sqlText: string, params: unknown[]): Promise<number> {
  const [row] = await app.database.query<{ n: number | string }>(sqlText, params);
  return Number(row?.n ?? 0);
}

export async function freeStalls(app: TestApp, plaza: Plaza) {
  const park = await stored(app, 'park', plaza.parkId);
  const area = await stored(app, 'park_area', plaza.groundArea);
  return { park: Number(park.free_stalls), area: Number(area.free_stalls) };
}
