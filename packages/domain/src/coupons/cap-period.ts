import { instantOfWall, localDay } from '../fees/zone-clock';

export type CapPeriodName = 'day' | 'week' | 'month';

/** When the park's day, week (from Monday) or month holding an instant began: the window an issuing cap counts. */
export function capPeriodStart(now: Date, period: CapPeriodName, timeZone: string): Date {
  const day = localDay(Math.floor(now.getTime() / 60000), timeZone);
  let first = day;
  if (period === 'week') first = day - ((day + 3) % 7);
  if (period === 'month') {
    const date = new Date(day * 86_400_000);
    first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 86_400_000;
  }
  return new Date(instantOfWall(first * 1440, timeZone) * 60000);
}
