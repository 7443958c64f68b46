import { attendanceStatus } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/test-app';
import { doorApp, made, type Office, officeDoor, pass } from './helpers';

let app: Awaited<ReturnType<typeof doorApp>>;
let office: Office;
let groupId: number;
const s = attendanceStatus.values;

type Detail = { day: string; empNo: string; status: number | null; lateMinutes: number; earlyMinutes: number };
type Sum = {
  empNo: string;
  days: number;
  lateDays: number;
  earlyDays: number;
  missingDays: number;
  absentDays: number;
  lateMinutes: number;
  earlyMinutes: number;
};
const get = async <T>(url: string, query: Record<string, string | number>) => {
  const res = await call<{ total: number; data: T[] }>(app, 'GET', url, { token: office.token, query });
  expect(res.status).toBe(200);
  return res.body.data.data;
};
// Monday 2 November to Sunday 8 November 2026; Friday the 6th is the group's holiday
const week = { startDate: '2026-11-02', endDate: '2026-11-08', size: 100 };

beforeAll(async () => {
  app = await doorApp();
  office = await officeDoor(app, 'AG');
  const allDay = await made(app, office.token, '/api/updown/door/dmtemplmt3/submit', {
    templateName: 'AG 全天',
    start1: '00:00',
    end1: '23:59',
  });
  const plan = await made(app, office.token, '/api/updown/door/dmweeklmt3/submit', {
    planName: 'AG 每天',
    ...Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, allDay.id]),
    ),
  });
  const admin = await made(app, office.token, '/api/updown/door/basedept/submit', { deptName: 'AG 行政部' });
  const desk = await made(app, office.token, '/api/updown/door/basedept/submit', {
    deptName: 'AG 前台',
    parentId: admin.id,
  });
  const shift = await made(app, office.token, '/api/updown/attendanceManagement/shift/submit', {
    shiftName: 'AG 行政班',
    workStart: '09:00',
    workEnd: '18:00',
    lateGraceMinutes: 5,
    earlyGraceMinutes: 0,
  });
  const group = await made(app, office.token, '/api/updown/attendanceManagement/group/submit', {
    groupName: 'AG 行政考勤',
    deptId: admin.id,
    shiftId: shift.id,
    holidays: '2026-11-06',
  });
  groupId = group.id;
  for (const [empNo, deptId] of [
    ['G01', admin.id],
    ['G02', desk.id],
    ['G03', null],
  ] as const) {
    const e = await made(app, office.token, '/api/updown/door/dooremployee/submit', { empNo, empName: empNo, deptId });
    await made(app, office.token, '/api/updown/door/doordevgrant/submit', {
      parkId: office.parkId,
      doorId: office.doorId,
      employeeId: e.id,
      weekPlanId: plan.id,
    });
  }
  // the people joined before the week looked at
  await app.database.query(`update door_employee set created_at = '2026-10-01T00:00:00Z' where emp_no like 'G0%'`);
  const passes: [string, string][] = [
    ['G01', '2026-11-02 08:58:00'],
    ['G01', '2026-11-02 18:02:00'],
    ['G01', '2026-11-03 09:20:00'],
    ['G01', '2026-11-03 18:00:00'],
    ['G01', '2026-11-04 09:00:00'],
    ['G01', '2026-11-04 17:30:00'],
    ['G01', '2026-11-05 09:10:00'],
    ['G01', '2026-11-07 10:00:00'],
    ['G01', '2026-11-07 12:00:00'],
    ['G02', '2026-11-02 09:04:00'],
    ['G02', '2026-11-02 18:00:00'],
    ['G03', '2026-11-02 09:30:00'],
    ['G03', '2026-11-02 17:00:00'],
  ];
  for (const [n, [credential, eventTime]] of passes.entries()) {
    const res = await pass(app, office.reader, { eventId: `ag-${n}`, passKind: 'face', credential, eventTime });
    expect(res.body.data.open).toBe(true);
  }
});
afterAll(async () => {
  await app.close();
});

describe('attendance groups and shifts', () => {
  it('refuses a shift that ends before it starts, naming the field, and writes nothing', async () => {
    const res = await call(app, 'POST', '/api/updown/attendanceManagement/shift/submit', {
      token: office.token,
      body: { shiftName: 'AG 夜班', workStart: '22:00', workEnd: '06:00' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('workEnd');
    const shifts = await get<{ shiftName: string }>('/api/updown/attendanceManagement/shift/list', { size: 50 });
    expect(shifts.map((x) => x.shiftName)).not.toContain('AG 夜班');
  });

  it('refuses a second group for the same department and a holiday that is not a date', async () => {
    const [shift] = await get<{ id: number }>('/api/updown/attendanceManagement/shift/list', {});
    const [group] = await get<{ deptId: number }>('/api/updown/attendanceManagement/group/list', {});
    const twice = await call(app, 'POST', '/api/updown/attendanceManagement/group/submit', {
      token: office.token,
      body: { groupName: 'AG 重复', deptId: group?.deptId, shiftId: shift?.id },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('AG 行政部');
    const badDay = await call(app, 'POST', '/api/updown/attendanceManagement/group/submit', {
      token: office.token,
      body: { id: groupId, holidays: '2026-02-30' },
    });
    expect(badDay.status).toBe(400);
    expect(badDay.body.msg).toContain('2026-02-30');
  });

  it('judges each day of the group against its shift: late, early, missing, absent, days off and holidays', async () => {
    const rows = await get<Detail>('/api/updown/attendance/attendanceDetail', week);
    const seen = rows.map((r) => [r.day, r.empNo, r.status, r.lateMinutes, r.earlyMinutes]);
    expect(seen).toEqual([
      ['2026-11-07', 'G01', s.dayOff, 0, 0],
      ['2026-11-05', 'G01', s.missingPass, 0, 0],
      ['2026-11-05', 'G02', s.absent, 0, 0],
      ['2026-11-04', 'G01', s.early, 0, 30],
      ['2026-11-04', 'G02', s.absent, 0, 0],
      ['2026-11-03', 'G01', s.late, 20, 0],
      ['2026-11-03', 'G02', s.absent, 0, 0],
      ['2026-11-02', 'G01', s.normal, 0, 0],
      ['2026-11-02', 'G02', s.normal, 0, 0],
      // in no group: the day is listed, not judged
      ['2026-11-02', 'G03', null, 0, 0],
    ]);
    const absent = await get<Detail>('/api/updown/attendance/attendanceDetail', { ...week, status: s.absent });
    expect(absent.map((r) => [r.day, r.empNo])).toEqual([
      ['2026-11-05', 'G02'],
      ['2026-11-04', 'G02'],
      ['2026-11-03', 'G02'],
    ]);
    // at one park: its passes only, absences belong to no park
    const atPark = await get<Detail>('/api/updown/attendance/attendanceDetail', { ...week, parkId: office.parkId });
    expect(atPark.filter((r) => r.status === s.absent)).toEqual([]);
    expect(atPark).toHaveLength(7);
  });

  it('sums the late, early, missing and absent days and minutes of each employee', async () => {
    const sums = await get<Sum>('/api/updown/attendance/attendanceSum', week);
    const pick = ({ empNo, days, lateDays, earlyDays, missingDays, absentDays, lateMinutes, earlyMinutes }: Sum) => ({
      empNo,
      days,
      lateDays,
      earlyDays,
      missingDays,
      absentDays,
      lateMinutes,
      earlyMinutes,
    });
    expect(sums.map(pick)).toEqual([
      {
        empNo: 'G01',
        days: 5,
        lateDays: 1,
        earlyDays: 1,
        missingDays: 1,
        absentDays: 0,
        lateMinutes: 20,
        earlyMinutes: 30,
      },
      {
        empNo: 'G02',
        days: 1,
        lateDays: 0,
        earlyDays: 0,
        missingDays: 0,
        absentDays: 3,
        lateMinutes: 0,
        earlyMinutes: 0,
      },
      {
        empNo: 'G03',
        days: 1,
        lateDays: 0,
        earlyDays: 0,
        missingDays: 0,
        absentDays: 0,
        lateMinutes: 0,
        earlyMinutes: 0,
      },
    ]);
    const ofGroup = await get<Sum>('/api/updown/attendance/attendanceSum', { ...week, groupId });
    expect(ofGroup.map((x) => x.empNo)).toEqual(['G01', 'G02']);
  });

  it('stops judging the days of a disabled group', async () => {
    await made(app, office.token, '/api/updown/attendanceManagement/group/submit', { id: groupId, state: 0 });
    const rows = await get<Detail>('/api/updown/attendance/attendanceDetail', week);
    expect(rows.every((r) => r.status === null)).toBe(true);
    expect(rows).toHaveLength(7);
  });
});
