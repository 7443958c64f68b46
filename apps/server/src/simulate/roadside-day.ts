import { randomPlate, seededRandom } from './traffic-day';

/** How a roadside stay ends: paid from the handheld's order before leaving, left owing (an escape), or too short to cost. */
export type BerthSettle = 'pay' | 'escape' | 'free';

export type BerthVisit = { berthNo: string; plate: string; inAt: Date; outAt: Date; settle: BerthSettle };

/**
 * A day of roadside stays over the given berths, one after another in each berth between 8:00 and 20:00:
 * most are paid from the attendant's order, a few are short enough to be free and `escapeShare` (about one
 * in six unless told) leaves owing money.
 */
export function planBerthDay(o: {
  midnight: Date;
  berthNos: string[];
  stays: number;
  seed: number;
  prefix?: string;
  escapeShare?: number;
}) {
  const escapeShare = o.escapeShare ?? 0.17;
  const rand = seededRandom(o.seed);
  const visits: BerthVisit[] = [];
  const freeAt = new Map(o.berthNos.map((b) => [b, o.midnight.getTime() + 8 * 3_600_000]));
  for (let i = 0; i < o.stays && o.berthNos.length; i++) {
    const berthNo = o.berthNos[i % o.berthNos.length] as string;
    const r = rand();
    const settle: BerthSettle = r < escapeShare ? 'escape' : r < escapeShare + 0.13 ? 'free' : 'pay';
    const minutes = settle === 'free' ? 3 + Math.floor(rand() * 10) : 40 + Math.floor(rand() * 200);
    const inAt = new Date((freeAt.get(berthNo) as number) + Math.floor(rand() * 90) * 60_000);
    const outAt = new Date(inAt.getTime() + minutes * 60_000);
    if (outAt.getTime() > o.midnight.getTime() + 22 * 3_600_000) continue;
    freeAt.set(berthNo, outAt.getTime() + 5 * 60_000);
    visits.push({ berthNo, plate: randomPlate(rand, o.prefix), inAt, outAt, settle });
  }
  return visits.sort((a, b) => a.inAt.getTime() - b.inAt.getTime());
}
