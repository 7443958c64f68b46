import { z } from 'zod';
import { notFound } from '../../platform/errors';

/** Ids as the spec sends them: a JSON array or a comma list. */
export const idList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map(Number)
      : typeof v === 'number'
        ? [v]
        : v,
  z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(5000),
);

export function mustSeeAll(found: Record<string, unknown>[], ids: number[], what: { zh: string; en: string }) {
  const seen = new Set(found.map((r) => Number(r.id)));
  const missing = ids.filter((i) => !seen.has(i));
  if (missing.length) throw notFound(what, missing.join(','));
}
