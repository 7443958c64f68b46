import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deviceKind } from '@parking/resources';
import { parkIdOf } from '../parks/helpers';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';

/** A test server whose door pictures go to a folder of its own (`dataDir`). */
export async function doorApp(): Promise<TestApp & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'doors-'));
  const app = await createTestApp({
    before: (a) => {
      a.context.config.dataDir = dataDir;
    },
  });
  const close = app.close;
  return {
    ...app,
    dataDir,
    close: async () => {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function made<T = { id: number }>(app: TestApp, token: string, url: string, body: unknown): Promise<T> {
  const res = await call<T>(app, 'POST', url, { token, body });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body?.msg}`);
  return res.body.data;
}

export type Office = {
  token: string;
  parkId: number;
  doorId: number;
  reader: string;
  planId: number;
  templateId: number;
};

/**
 * Company A's 世纪广场 with one door, a reader on it signed in with its own key, and a 09:00-18:00 weekday plan
 * with 2026-10-01 as a holiday.
 */
export async function officeDoor(app: TestApp, prefix: string): Promise<Office> {
  const token = await signIn(app, 'company_a');
  const parkId = await parkIdOf(app, token, '世纪广场');
  const area = await made(app, token, '/api/updown/door/doorarea/submit', { parkId, areaName: `${prefix} 办公楼` });
  const door = await made(app, token, '/api/updown/door/doorgate/submit', {
    parkId,
    areaId: area.id,
    doorName: `${prefix} 大堂门`,
  });
  const device = await made(app, token, '/api/updown/gateDevice/submit', {
    parkId,
    deviceCode: `${prefix}-DOOR`,
    deviceName: `${prefix} 大堂读头`,
    deviceKind: deviceKind.values.doorReader,
  });
  const key = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
    token,
    query: { deviceId: device.id },
  });
  await made(app, token, '/api/updown/door/doordevice/submit', {
    parkId,
    doorId: door.id,
    deviceCode: `${prefix}-DOOR`,
    deviceName: `${prefix} 大堂读头`,
  });
  const template = await made(app, token, '/api/updown/door/dmtemplmt3/submit', {
    templateName: `${prefix} 工作时间`,
    start1: '09:00',
    end1: '18:00',
  });
  const t = template.id;
  const plan = await made(app, token, '/api/updown/door/dmweeklmt3/submit', {
    planName: `${prefix} 工作日`,
    monday: t,
    tuesday: t,
    wednesday: t,
    thursday: t,
    friday: t,
    holidays: '2026-10-01',
  });
  return {
    token,
    parkId,
    doorId: door.id,
    reader: key.body.data.authorization,
    planId: plan.id,
    templateId: t,
  };
}

export type Pass = {
  open: boolean;
  verdict: number;
  recordId: number;
  personName: string | null;
  openSeconds: number;
  repeated?: boolean;
};

/** A reader reports a pass; answers the server's answer (and the status when it refuses the report itself). */
export async function pass(
  app: TestApp,
  reader: string,
  body: { eventId: string; passKind: string | number; credential: string; eventTime?: string; image?: string },
) {
  return call<Pass>(app, 'POST', '/api/device/door/event', { headers: { authorization: reader }, body });
}
