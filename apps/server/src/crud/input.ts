import { parseLocalDateTime } from '@parking/domain';
import { allFields, type ResourceDef } from '@parking/resources';
import { badRequest } from '../platform/errors';

/** Turns validated submit values into column values: times read in the operator's zone. */
export function toColumns(def: ResourceDef, values: Record<string, unknown>, timeZone: string) {
  const fields = allFields(def);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(values)) {
    const field = fields[key];
    if (!field || v === undefined) continue;
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
