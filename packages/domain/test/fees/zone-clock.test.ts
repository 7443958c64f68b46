import { describe, expect, it } from 'vitest';
import { zoneParts } from '../../src';
import { instantOfWall, localDay, nextMidnight, offsetMinutes } from '../../src/fees/zone-clock';

const minuteOf = (iso: string) => Date.parse(iso) / 60_000;
const isoOf = (minute: number) => new Date(minute * 60_000).toISOString();

describe("the park's clock in minutes", () => {
  it('agrees with Intl on offsets through a year of daylight-saving changes', () => {
    for (const zone of ['Asia/Shanghai', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe']) {
      for (let t = minuteOf('2026-01-01T00:00:00Z'); t < minuteOf('2027-01-01T00:00:00Z'); t += 97) {
        const p = zoneParts(new Date(t * 60_000), zone);
        const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) / 60_000;
        expect(offsetMinutes(t, zone), `${zone} ${isoOf(t)}`).toBe(wall - t);
      }
    }
  });

  it('finds the next midnight of the zone, also on the 23- and 25-hour days of Berlin', () => {
    expect(isoOf(nextMidnight(minuteOf('2026-03-02T10:00:00Z'), 'Asia/Shanghai'))).toBe('2026-03-02T16:00:00.000Z');
    expect(isoOf(nextMidnight(minuteOf('2026-03-28T23:00:00Z'), 'Europe/Berlin'))).toBe('2026-03-29T22:00:00.000Z');
    expect(isoOf(nextMidnight(minuteOf('2026-10-24T22:00:00Z'), 'Europe/Berlin'))).toBe('2026-10-25T23:00:00.000Z');
  });

  it('resolves a clock time skipped by the spring change to the first minute after the gap', () => {
    // Berlin, 29 March 2026: 02:00 local does not exist; 03:00 CEST is 01:00 UTC
    const wall = Date.UTC(2026, 2, 29, 2, 30) / 60_000;
    expect(isoOf(instantOfWall(wall, 'Europe/Berlin'))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('counts local days from 1970-01-01', () => {
    expect(localDay(minuteOf('2026-03-02T16:00:00Z'), 'Asia/Shanghai')).toBe(Date.UTC(2026, 2, 3) / 86_400_000);
    expect(localDay(minuteOf('2026-03-02T15:59:00Z'), 'Asia/Shanghai')).toBe(Date.UTC(2026, 2, 2) / 86_400_000);
  });
});
