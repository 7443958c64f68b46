import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPass } from '../monthly-cars/helpers';
import type { TestApp } from '../support/test-app';
import { type Answer, gateEvent, type Plaza, plazaWithDevices, trafficApp } from './traffic-helpers';

// The plaza is priced by the test rule (traffic-helpers): 15 minutes free, 500 fen the first hour,
// 300 fen each further hour or part of one, at most 4000 fen a day. Entry and exit are read to the minute.

let app: TestApp;
let plaza: Plaza;

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'PL');
});
afterAll(() => app.close());

const passEnding10January = (plateNumber: string) =>
  addPass(app, plaza.token, { parkId: plaza.parkId, plateNumber, endTime: '2026-01-10 23:59:59' });

async function stay(plateNumber: string, inAt: string, outAt: string) {
  const entry = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber, eventTime: inAt });
  expect(entry.body.data).toMatchObject({ open: true, carKind: 1 });
  return (await gateEvent(app, plaza.exit, { direction: 'out', plateNumber, eventTime: outAt })).body.data as Answer;
}

describe("a pass's last day", () => {
  it('covers up to midnight: 22:00 to 01:00 pays the hour after midnight', async () => {
    await passEnding10January('沪K31001');
    // uncovered 00:00-01:00: 60 minutes, the first hour: 500 fen (from 23:59 it would be 61 minutes: 800)
    expect(await stay('沪K31001', '2026-01-10 22:00:00', '2026-01-11 01:00:00')).toMatchObject({
      feeFen: 500,
      owedFen: 500,
    });
  });

  it('22:00 to 00:15 is free: the 15 minutes after midnight are within the free minutes', async () => {
    await passEnding10January('沪K31002');
    // uncovered 00:00-00:15: 15 minutes, not more than the 15 free: 0
    expect(await stay('沪K31002', '2026-01-10 22:00:00', '2026-01-11 00:15:00')).toMatchObject({
      open: true,
      feeFen: 0,
      owedFen: 0,
    });
  });

  it('22:00 to 00:16 pays the first hour', async () => {
    await passEnding10January('沪K31003');
    // uncovered 00:00-00:16: 16 minutes, past the 15 free, within the first hour: 500 fen
    expect(await stay('沪K31003', '2026-01-10 22:00:00', '2026-01-11 00:16:00')).toMatchObject({ feeFen: 500 });
  });

  it('a car that comes in in the last second of the last day is a pass car', async () => {
    await passEnding10January('沪K31004');
    // in 23:59:59.500, inside the pass's last second; uncovered 00:00-00:30: 30 minutes: 500 fen
    expect(await stay('沪K31004', '2026-01-10T23:59:59.500+08:00', '2026-01-11 00:30:00')).toMatchObject({
      feeFen: 500,
    });
  });
});
