import { describe, expect, it } from 'vitest';
import { doorHoursAt, parseHolidayList, type WeekHours, windowsProblem } from '../src/doors/door-hours';

const office = [{ start: '09:00', end: '18:00' }];
const weekdays: WeekHours = {
  days: [office, office, office, office, office, null, null],
  holiday: null,
  holidays: new Set(['2026-10-01']),
};
const zone = 'Asia/Shanghai';
const at = (local: string) => new Date(`${local}+08:00`);

describe('door hours', () => {
  it('opens within a weekday window, in the operator zone, and not a minute before', () => {
    expect(doorHoursAt(weekdays, at('2026-11-23T08:59:00'), zone)).toBe('outsideTime');
    expect(doorHoursAt(weekdays, at('2026-11-23T09:01:00'), zone)).toBe('open');
    expect(doorHoursAt(weekdays, at('2026-11-23T18:00:59'), zone)).toBe('open');
    expect(doorHoursAt(weekdays, at('2026-11-23T18:01:00'), zone)).toBe('outsideTime');
    // 01:30 UTC on Monday is 09:30 in Shanghai
    expect(doorHoursAt(weekdays, new Date('2026-11-23T01:30:00Z'), zone)).toBe('open');
    expect(doorHoursAt(weekdays, new Date('2026-11-23T01:30:00Z'), 'UTC')).toBe('outsideTime');
  });

  it('keeps closed days and holidays shut unless the plan gives them hours', () => {
    expect(doorHoursAt(weekdays, at('2026-11-28T10:00:00'), zone)).toBe('outsideTime');
    expect(doorHoursAt(weekdays, at('2026-10-01T10:00:00'), zone)).toBe('holiday');
    const holidayHours = { ...weekdays, holiday: [{ start: '10:00', end: '12:00' }] };
    expect(doorHoursAt(holidayHours, at('2026-10-01T10:30:00'), zone)).toBe('open');
    expect(doorHoursAt(holidayHours, at('2026-10-01T13:00:00'), zone)).toBe('holiday');
  });

  it('finds broken windows and holiday lists', () => {
    expect(
      windowsProblem([
        ['09:00', '18:00'],
        [null, null],
        [null, null],
      ]),
    ).toBeNull();
    expect(
      windowsProblem([
        ['09:00', '08:00'],
        [null, null],
        [null, null],
      ])?.index,
    ).toBe(0);
    expect(
      windowsProblem([
        ['09:00', '12:00'],
        ['11:00', '13:00'],
        [null, null],
      ])?.index,
    ).toBe(1);
    expect(
      windowsProblem([
        ['09:00', '12:00'],
        ['13:00', null],
        [null, null],
      ])?.index,
    ).toBe(1);
    expect(parseHolidayList('2026-10-01, 2026-10-02')).toEqual({ dates: ['2026-10-01', '2026-10-02'] });
    expect(parseHolidayList('2026-02-30')).toEqual({ bad: '2026-02-30' });
  });
});
