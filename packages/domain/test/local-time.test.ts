import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, parseLocalDateTime } from '../src';

describe('operator wall-clock times', () => {
  it('reads a Shanghai time as the instant eight hours earlier in UTC', () => {
    expect(parseLocalDateTime('2026-11-22 08:30:00', 'Asia/Shanghai')?.toISOString()).toBe('2026-11-22T00:30:00.000Z');
  });

  it('round-trips every hour of a year in zones with and without daylight saving', () => {
    for (const zone of ['Asia/Shanghai', 'Europe/Berlin', 'America/New_York', 'UTC']) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 * 7) {
        const text = formatLocalDateTime(new Date(t), zone);
        const back = parseLocalDateTime(text, zone);
        // an hour repeated when clocks go back may read as either instant
        expect(formatLocalDateTime(back as Date, zone)).toBe(text);
      }
    }
  });

  it('accepts a bare day and short times, refuses impossible dates', () => {
    expect(formatLocalDateTime(parseLocalDateTime('2026-02-03', 'UTC') as Date, 'UTC')).toBe('2026-02-03 00:00:00');
    expect(formatLocalDateTime(parseLocalDateTime('2026-02-03 7:05', 'UTC') as Date, 'UTC')).toBe(
      '2026-02-03 07:05:00',
    );
    expect(parseLocalDateTime('2026-02-30 00:00:00', 'UTC')).toBeNull();
    expect(parseLocalDateTime('2026-01-01 24:00:00', 'UTC')).toBeNull();
    expect(parseLocalDateTime('yesterday', 'UTC')).toBeNull();
  });
});

describe('fast formatting', () => {
  it('agrees with Intl on many instants, including daylight-saving changes', async () => {
    const { zoneParts } = await import('../src');
    const pad = (n: number) => String(n).padStart(2, '0');
    for (const zone of ['Asia/Shanghai', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe']) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 997_000 * 13) {
        const p = zoneParts(new Date(t), zone);
        const expected = `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
        expect(formatLocalDateTime(new Date(t), zone)).toBe(expected);
      }
    }
  });
});
