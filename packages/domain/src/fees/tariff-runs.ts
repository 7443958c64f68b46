import type { FeePart } from './fee-breakdown';
import type { FeeRounding } from './fee-rule';
import type { StayChunk } from './stay-chunks';

/** Consecutive units of one price within a chunk, before caps. Times in epoch minutes. */
export type TariffRun = {
  from: number;
  to: number;
  part: Exclude<FeePart, 'free' | 'flat'>;
  /** Units charged after rounding; the last may be cut short by `to`. */
  units: number;
  unitMinutes: number;
  unitPrice: number;
  /** Minutes of a last, unfinished unit (0 when the run ends on a unit boundary). */
  remainder: number;
  chunk: StayChunk;
  holiday: boolean;
};

/** The runs that price a chunk: the first period if the chunk starts before its end, the unit, then each step. */
export function tariffRuns(chunk: StayChunk, rounding: FeeRounding, out: TariffRun[]): void {
  const p = chunk.period;
  if (!p) return;
  const c0 = chunk.counterStart;
  const cEnd = c0 + (chunk.to - chunk.from);
  // A minute of the ladder falls at chunk.from + (minute - c0) on the clock.
  const shift = chunk.from - c0;
  if (p.firstMinutes > 0 && c0 < p.firstMinutes) {
    const end = Math.min(p.firstMinutes, cEnd);
    out.push({
      from: chunk.from,
      to: shift + end,
      part: 'first',
      units: 1,
      unitMinutes: p.firstMinutes,
      unitPrice: p.firstPrice,
      remainder: 0,
      chunk,
      holiday: chunk.holiday,
    });
  }
  let segStart = p.firstMinutes;
  let unit = p.unitMinutes;
  let price = p.unitPrice;
  for (let i = 0; ; i++) {
    const step = p.steps[i];
    const segEnd = step ? step.fromMinute : Number.POSITIVE_INFINITY;
    const lo = Math.max(segStart, c0);
    const hi = Math.min(segEnd, cEnd);
    if (hi > lo) {
      const len = hi - lo;
      const full = Math.floor(len / unit);
      const remainder = len - full * unit;
      const roundsUp = remainder > 0 && (rounding === 'up' || (rounding === 'nearest' && remainder * 2 >= unit));
      out.push({
        from: shift + lo,
        to: shift + hi,
        part: i === 0 ? 'unit' : 'step',
        units: full + (roundsUp ? 1 : 0),
        unitMinutes: unit,
        unitPrice: price,
        remainder,
        chunk,
        holiday: chunk.holiday,
      });
    }
    if (!step || segEnd >= cEnd) return;
    segStart = step.fromMinute;
    unit = step.unitMinutes;
    price = step.unitPrice;
  }
}
