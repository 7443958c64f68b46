import { parseLocalDateTime } from '@parking/domain';
import type { Field } from '@parking/resources';
import { badRequest } from '../platform/errors';
import type { Row } from './hooks';

/**
 * Turns validated submit values into column values: times typed by the operator are read in their zone,
 * and `$column` values a hook set are stored as they are.
 */
export function toColumns(fields: Readonly<Record<string, Field>>, values: Row, timeZone: string): Row {
  const out: Row = {};
  for (const [key, v] of Object.entries(values)) {
    if (v === undefined) continue;
    if (key.startsWith('$')) {
      out[key.slice(1)] = v;
      continue;
    }
    const field = fields[key];
    if (!field) continue;
    if (field.kind === 'datetime' && typeof v === 'string') out[key] = parseTime(key, field.label, v, timeZone);
    else if (field.kind === 'date' && typeof v === 'string') out[key] = v.slice(0, 10);
    else if (field.kind === 'decimal' && typeof v === 'number') out[key] = String(v);
    else out[key] = v;
  }
  return out;
}

export function parseTime(key: string, label: { zh: string; en: string }, v: string, timeZone: string): Date {
  const d = parseLocalDateTime(v, timeZone);
  if (!d) throw badRequest({ zh: `${label.zh}(${key}): 时间不存在`, en: `${label.en}(${key}): no such time` });
  return d;
}
