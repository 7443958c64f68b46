import { z } from 'zod';

/** Ids as the spec sends them in a query: a comma list, answered as distinct numbers. */
export const idsText = z
  .string()
  .max(5000)
  .refine((s) => /^\s*\d+(\s*,\s*\d+)*\s*$/.test(s), {
    params: { msg: { zh: '必须是逗号分隔的编号', en: 'must be a comma-separated list of ids' } },
  })
  .transform((s) => [...new Set(s.split(',').map((x) => Number(x.trim())))])
  .refine((ids) => ids.every((i) => i > 0 && Number.isSafeInteger(i)), {
    params: { msg: { zh: '编号必须是正整数', en: 'ids must be positive integers' } },
  });

/** Ids as the spec sends them in a body: a JSON array, one number or a comma list. */
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
