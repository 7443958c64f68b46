import { formatLocalDateTime, parseLocalDateTime } from '@parking/domain';
import { doorVerdict } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/simulate/gate-client';
import { runDoorDays } from '../../src/simulate/run-doors';
import { runSimulation } from '../../src/simulate/run-simulation';
import { parkIdOf } from '../parks/helpers';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { adminPassword, clientId, clientSecret } from '../support/test-config';
import { count, ok, type Row, rows } from '../system/helpers';

let app: TestApp;
let api: ApiClient;
let token: string;
let plaza: number;

beforeAll(async () => {
  app = await createTestApp();
  const url = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  api = new ApiClient(url, { id: clientId, secret: clientSecret });
  await api.signIn('admin', adminPassword);
  token = await signIn(app, 'company_a');
  plaza = await parkIdOf(app, token, '世纪广场停车场');
});
afterAll(() => app.close());

const timeZone = () => app.context.config.timeZone;

describe('the simulator passes doors and brings visitors’ cars', () => {
  it('people pass the doors of a park with readers: weekdays open for the office, strangers are refused', async () => {
    const readers = await rows(app, token, '/api/updown/door/doordevice/list', {});
    const parkId = readers[0]?.parkId as number;
    expect(parkId).toBeTypeOf('number');
    // a Monday and the Saturday after it, in the operator's zone
    const monday = parseLocalDateTime('2026-11-16 00:00:00', timeZone()) as Date;
    const before = await count(app, 'select count(*) n from door_event where park_id = $1', [parkId]);
    const week = await runDoorDays(api, { parkId, from: monday, days: 6, seed: 3 });
    expect(week.readers).toBe(readers.filter((r) => r.parkId === parkId).length);
    expect(week.sent).toBeGreaterThan(0);
    expect(await count(app, 'select count(*) n from door_event where park_id = $1', [parkId])).toBe(before + week.sent);
    // every stranger's card is refused as an unknown person, one a reader a day
    expect(
      await count(
        app,
        `select count(*) n from door_event where park_id = $1 and employee_id is null and credential like 'X%'
          and event_time >= $2 and event_time < $3 and verdict <> $4`,
        [parkId, monday, new Date(monday.getTime() + 6 * 86_400_000), doorVerdict.values.opened],
      ),
    ).toBe(week.readers * 6);
    expect(week.opened).toBeGreaterThan(0);
    expect(week.refused).toBeGreaterThanOrEqual(week.readers * 6);

    // the day statistics count Monday's passes at the park's doors as they were recorded
    const mondayRows = await rows(app, token, '/api/updown/door/static/getSwipeCardStatistics', {
      parkId,
      startDate: '2026-11-16',
      endDate: '2026-11-16',
      size: 50,
    });
    const counted = mondayRows.reduce((n, r) => n + Number(r.total), 0);
    const recorded = await count(
      app,
      `select count(*) n from door_event where park_id = $1 and event_time >= $2 and event_time < $3`,
      [parkId, monday, new Date(monday.getTime() + 86_400_000)],
    );
    expect(counted).toBe(recorded);
    // on Saturday the office's week plan keeps the front door shut for the office staff: only the guards pass
    const saturday = new Date(monday.getTime() + 5 * 86_400_000);
    const saturdayOpened = await count(
      app,
      `select count(*) n from door_event e join door_employee p on p.id = e.employee_id
        where e.park_id = $1 and e.event_time >= $2 and e.event_time < $3 and e.verdict = $4 and p.dept_id not in
          (select id from door_dept where dept_name = '保安队')`,
      [parkId, saturday, new Date(saturday.getTime() + 86_400_000), doorVerdict.values.opened],
    );
    expect(saturdayOpened).toBe(0);
  });

  it("an approved visitor's car comes inside its window and is listed on the visitor car pages", async () => {
    const start = new Date(Math.floor((Date.now() - 3 * 3_600_000) / 60_000) * 60_000);
    const visit = await ok<Row>(app, 'POST', '/api/updown/plat/visitorInfo/add', {
      token,
      body: {
        parkId: plaza,
        visitorName: '孙访客',
        plateNumber: '沪V 20001',
        hostName: '李业主',
        startTime: formatLocalDateTime(start, timeZone()),
        endTime: formatLocalDateTime(new Date(Date.now() + 2 * 3_600_000), timeZone()),
      },
    });
    await ok(app, 'GET', '/api/updown/plat/visitorInfo/examine', { token, query: { id: visit.id, type: 1 } });
    const expected = await rows(app, token, '/api/updown/plat/visitorInfo/getPageVisitorCar', {
      plateNumber: '沪V20001',
    });
    expect(expected).toEqual([
      expect.objectContaining({ visitorName: '孙访客', hostName: '李业主', windowState: 2, stays: 0, stayState: null }),
    ]);

    const played = await runSimulation(api, {
      parkId: plaza,
      from: new Date(start.getTime() - 3_600_000),
      days: 1,
      carsPerDay: 3,
      speed: 0,
      seed: 5,
      lanes: 2,
      parseTime: (text) => parseLocalDateTime(text, timeZone()),
    });
    expect(played.sent).toBeGreaterThan(0);
    const stays = await rows(app, token, '/api/updown/plat/visitorInfo/getPageCarInOutRecord', {
      plateNumber: '沪V20001',
    });
    expect(stays).toHaveLength(1);
    expect(stays[0]).toMatchObject({ visitorName: '孙访客' });
    const cars = await rows(app, token, '/api/updown/plat/visitorInfo/getPageVisitorCar', {
      plateNumber: '沪V20001',
      windowState: 2,
    });
    expect(cars).toEqual([expect.objectContaining({ stays: 1, lastInTime: stays[0]?.inTime })]);
    // the window filter keeps to its state: no visit of this car is already over
    expect(
      await rows(app, token, '/api/updown/plat/visitorInfo/getPageVisitorCar', {
        plateNumber: '沪V20001',
        windowState: 3,
      }),
    ).toEqual([]);
  });
});
