import type { Paging } from '@parking/resources';

/**
 * A list's total is counted exactly up to `countLimit` rows past the page asked for; a month of records of
 * every park would otherwise be counted in full for each page. Beyond it the answer says "more than".
 */
export const countLimitOf = (paging: Paging, countLimit: number) => paging.offset + paging.limit + countLimit;

/** The total an answer carries, from a count made with `limit counted + 1`. */
export function pageTotal(counted: number, limit: number): { total: number; totalCapped?: true } {
  return counted > limit ? { total: limit, totalCapped: true } : { total: counted };
}
