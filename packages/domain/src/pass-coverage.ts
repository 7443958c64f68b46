/** A stretch of time, its end excluded. */
export type Span = { from: Date; to: Date };

/**
 * The instant a pass stops covering a stay: the end of the last second its end time names, so a pass
 * ending 23:59:59 covers up to midnight.
 */
export const passCoverEnd = (endTime: Date): Date => new Date(Math.floor(endTime.getTime() / 1000) * 1000 + 1000);

/**
 * The parts of a stay its pass did not cover, in order. `cover.from` null: the pass never covered it;
 * `cover.to` null: the pass has no end.
 */
export function uncoveredSpans(stay: Span, cover: { from: Date | null; to: Date | null }): Span[] {
  if (!cover.from) return [stay];
  const from = cover.from > stay.from ? cover.from : stay.from;
  const to = cover.to && cover.to < stay.to ? cover.to : stay.to;
  if (from >= to) return [stay];
  const spans: Span[] = [];
  if (from > stay.from) spans.push({ from: stay.from, to: from });
  if (to < stay.to) spans.push({ from: to, to: stay.to });
  return spans;
}
