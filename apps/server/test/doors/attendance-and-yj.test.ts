import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/test-app';
import { doorApp, made, type Office, officeDoor, pass } from './helpers';

let app: Awaited<ReturnType<typeof doorApp>>;
let office: Office;
const ids: Record<string, number> = {};

type Paged<T> = { total: number; data: T[] };
const get = async <T>(url: string, query: Record<string, string | number>) => {
  const res = await call<Paged<T>>(app, 'GET', url, { token: office.token, query });
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  app = await doorApp();
  office = await officeDoor(app, 'AT');
  const allDay = await made(app, office.token, '/api/updown/door/dmtemplmt3/submit', {
    templateName: 'AT 全天',
    start1: '00:00',
    end1: '23:59',
  });
  const t = allDay.id;
  const plan = await made(app, office.token, '/api/updown/door/dmweeklmt3/submit', {
    planName: 'AT 全天每天',
    ...Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, t]),
    ),
  });
  for (const [empNo, empName] of [
    ['A01', '周一'],
    ['A02', '吴二'],
  ] as [string, string][]) {
    const e = await made(app, office.token, '/api/updown/door/dooremployee/submit', { empNo, empName });
    ids[empNo] = e.id;
    await made(app, office.token, '/api/updown/door/doordevgrant/submit', {
      parkId: office.parkId,
      doorId: office.doorId,
      employeeId: e.id,
      weekPlanId: plan.id,
    });
  }
  // Shanghai wall-clock times: 07:30 on the 3rd is 23:30 UTC on the 2nd, and belongs to the 3rd
  const passes: [string, string][] = [
    ['A01', '2026-11-02 08:55:00'],
    ['A01', '2026-11-02 12:10:00'],
    ['A01', '2026-11-02 18:05:00'],
    ['A01', '2026-11-03 07:30:00'],
    ['A01', '2026-11-03 17:30:00'],
    ['A02', '2026-11-02 09:20:00'],
  ];
  let n = 0;
  for (const [credential, eventTime] of passes) {
    const res = await pass(app, office.reader, { eventId: `at-${n++}`, passKind: 'face', credential, eventTime });
    expect(res.body.data.open).toBe(true);
  }
  // a stranger and a refused pass are no attendance
  await pass(app, office.reader, {
    eventId: 'at-x',
    passKind: 'face',
    credential: 'NOBODY',
    eventTime: '2026-11-02 10:00:00',
  });
});
afterAll(async () => {
  await app.close();
});

const period = { startDate: '2026-11-01', endDate: '2026-11-04' };

describe('attendance from door passes', () => {
  it('gives each employee and local day the first and last pass the doors opened for them', async () => {
    type Detail = {
      day: string;
      empNo: string;
      empName: string;
      firstPass: string;
      lastPass: string;
      passes: number;
      minutes: number;
    };
    const page = await get<Detail>('/api/updown/attendance/attendanceDetail', { ...period, size: 50 });
    const days = page.data.map(({ day, empNo, firstPass, lastPass, passes, minutes }) => ({
      day,
      empNo,
      firstPass,
      lastPass,
      passes,
      minutes,
    }));
    expect(days).toEqual([
      {
        day: '2026-11-03',
        empNo: 'A01',
        firstPass: '2026-11-03 07:30:00',
        lastPass: '2026-11-03 17:30:00',
        passes: 2,
        minutes: 600,
      },
      {
        day: '2026-11-02',
        empNo: 'A01',
        firstPass: '2026-11-02 08:55:00',
        lastPass: '2026-11-02 18:05:00',
        passes: 3,
        minutes: 550,
      },
      {
        day: '2026-11-02',
        empNo: 'A02',
        firstPass: '2026-11-02 09:20:00',
        lastPass: '2026-11-02 09:20:00',
        passes: 1,
        minutes: 0,
      },
    ]);
    const one = await get<Detail>('/api/updown/attendance/attendanceDetail', { ...period, empName: '吴' });
    expect(one.data.map((d) => d.empNo)).toEqual(['A02']);
  });

  it('sums the days, passes and minutes of each employee over the period', async () => {
    type Sum = { empNo: string; days: number; passes: number; minutes: number; firstDay: string; lastDay: string };
    const page = await get<Sum>('/api/updown/attendance/attendanceSum', period);
    expect(page.total).toBe(2);
    expect(
      page.data.map(({ empNo, days, passes, minutes, firstDay, lastDay }) => ({
        empNo,
        days,
        passes,
        minutes,
        firstDay,
        lastDay,
      })),
    ).toEqual([
      { empNo: 'A01', days: 2, passes: 5, minutes: 1150, firstDay: '2026-11-02', lastDay: '2026-11-03' },
      { empNo: 'A02', days: 1, passes: 1, minutes: 0, firstDay: '2026-11-02', lastDay: '2026-11-02' },
    ]);
    const later = await get<Sum>('/api/updown/attendance/attendanceSum', {
      startDate: '2026-11-03',
      endDate: '2026-11-03',
    });
    expect(later.data.map((s) => [s.empNo, s.passes])).toEqual([['A01', 2]]);
  });
});

describe('early-warning recognitions by day and month', () => {
  it('counts records and alerts per local day and camera, and per month', async () => {
    const camera = await made(app, office.token, '/api/updown/door/yjCamera/submit', {
      parkId: office.parkId,
      cameraName: 'AT 大堂预警',
      cameraCode: 'AT-YJ-1',
    });
    const seen: [string, boolean][] = [
      ['2026-10-30 23:50:00', false],
      ['2026-11-02 07:10:00', true],
      ['2026-11-02 20:00:00', false],
      ['2026-11-03 00:10:00', true],
    ];
    for (const [recordTime, alarm] of seen) {
      await made(app, office.token, '/api/updown/door/yjRecord/submit', {
        parkId: office.parkId,
        cameraId: camera.id,
        recordTime,
        alarm,
        personName: alarm ? '郑关注' : '路人',
      });
    }
    type Day = { day: string; cameraId: number; cameraName: string; total: number; alarms: number; persons: number };
    const days = await get<Day>('/api/updown/door/yjRecord/dayStatisticslist', {
      cameraId: camera.id,
      startDate: '2026-10-01',
      endDate: '2026-11-30',
    });
    expect(days.data.map(({ day, cameraName, total, alarms }) => ({ day, cameraName, total, alarms }))).toEqual([
      { day: '2026-11-03', cameraName: 'AT 大堂预警', total: 1, alarms: 1 },
      { day: '2026-11-02', cameraName: 'AT 大堂预警', total: 2, alarms: 1 },
      { day: '2026-10-30', cameraName: 'AT 大堂预警', total: 1, alarms: 0 },
    ]);

    type Month = { month: string; total: number; alarms: number };
    const months = await get<Month>('/api/updown/door/yjRecord/monthStatisticslist', {
      cameraId: camera.id,
      startDate: '2026-10',
      endDate: '2026-11',
    });
    expect(months.data.map(({ month, total, alarms }) => ({ month, total, alarms }))).toEqual([
      { month: '2026-11', total: 3, alarms: 2 },
      { month: '2026-10', total: 1, alarms: 0 },
    ]);

    const bad = await call(app, 'GET', '/api/updown/door/yjRecord/dayStatisticslist', {
      token: office.token,
      query: { startDate: '2026/11/01' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('startDate');
  });
});
