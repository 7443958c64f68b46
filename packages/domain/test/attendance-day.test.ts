import { describe, expect, it } from 'vitest';
import { isWorkDay, judgeAttendanceDay, shiftProblem, type WorkWeek } from '../src/doors/attendance-day';

const zone = 'Asia/Shanghai';
const at = (local: string) => new Date(`${local}+08:00`);
const shift = { workStart: '09:00', workEnd: '18:00', lateGraceMinutes: 5, earlyGraceMinutes: 0 };
const day = (first: string, last: string, count = 2) => ({
  first: at(`2026-11-23T${first}:00`),
  last: at(`2026-11-23T${last}:00`),
  count,
});

describe('an employee day against the shift', () => {
  it('is on time within the grace, late past it counting from the start of work', () => {
    expect(judgeAttendanceDay(shift, true, day('09:05', '18:00'), zone)).toEqual({
      status: 'normal',
      lateMinutes: 0,
      earlyMinutes: 0,
    });
    expect(judgeAttendanceDay(shift, true, day('09:06', '18:30'), zone)).toEqual({
      status: 'late',
      lateMinutes: 6,
      earlyMinutes: 0,
    });
  });

  it('leaves early before the end less its grace, and can be both', () => {
    expect(judgeAttendanceDay(shift, true, day('08:50', '17:59'), zone)).toMatchObject({
      status: 'early',
      earlyMinutes: 1,
    });
    expect(judgeAttendanceDay(shift, true, day('10:00', '16:00'), zone)).toEqual({
      status: 'lateAndEarly',
      lateMinutes: 60,
      earlyMinutes: 120,
    });
  });

  it('reads the wall clock of the operator zone', () => {
    // 01:30 UTC is 09:30 in Shanghai
    const passes = { first: new Date('2026-11-23T01:30:00Z'), last: new Date('2026-11-23T10:00:00Z'), count: 2 };
    expect(judgeAttendanceDay(shift, true, passes, zone)).toMatchObject({ status: 'late', lateMinutes: 30 });
    expect(judgeAttendanceDay(shift, true, passes, 'UTC')).toMatchObject({ status: 'early', earlyMinutes: 480 });
  });

  it('one pass is a missing pass, none on a working day absent, any on a day off a day off', () => {
    expect(judgeAttendanceDay(shift, true, day('09:30', '09:30', 1), zone).status).toBe('missingPass');
    expect(judgeAttendanceDay(shift, true, null, zone).status).toBe('absent');
    expect(judgeAttendanceDay(shift, false, null, zone).status).toBe('dayOff');
    expect(judgeAttendanceDay(shift, false, day('11:00', '12:00'), zone)).toEqual({
      status: 'dayOff',
      lateMinutes: 0,
      earlyMinutes: 0,
    });
  });

  it('works the chosen weekdays, and not on the holidays listed', () => {
    const week: WorkWeek = {
      workDays: [true, true, true, true, true, false, false],
      holidays: new Set(['2026-10-01']),
    };
    expect(isWorkDay(week, '2026-11-23')).toBe(true); // Monday
    expect(isWorkDay(week, '2026-11-28')).toBe(false); // Saturday
    expect(isWorkDay(week, '2026-10-01')).toBe(false); // a Thursday, and a holiday
  });

  it('refuses a shift that ends before it starts', () => {
    expect(shiftProblem('09:00', '18:00')).toBeNull();
    expect(shiftProblem('22:00', '06:00')?.en).toMatch(/after the start/);
    expect(shiftProblem('09:00', '09:00')).not.toBeNull();
  });
});
