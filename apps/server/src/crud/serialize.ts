import { formatLocalDateTime } from '@parking/domain';
import { allFields, type ResourceDef } from '@parking/resources';

const stamp = (d: unknown, tz: string) => (d instanceof Date ? formatLocalDateTime(d, tz) : (d ?? null));

type Serializer = (row: Record<string, unknown>) => Record<string, unknown>;
const built = new WeakMap<ResourceDef, Map<string, Serializer>>();

/** The function that turns a stored row into what the API answers, built once per resource and zone. */
export function rowSerializer(def: ResourceDef, timeZone: string): Serializer {
  const byZone = built.get(def) ?? new Map<string, Serializer>();
  built.set(def, byZone);
  const s = byZone.get(timeZone) ?? buildSerializer(def, timeZone);
  byZone.set(timeZone, s);
  return s;
}

function buildSerializer(def: ResourceDef, timeZone: string): Serializer {
  const fields = Object.entries(allFields(def)).filter(([, f]) => !f.secret);
  const alias = def.idParam !== 'id' && !(def.idParam in allFields(def)) ? def.idParam : null;
  return (row: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = { id: row.id };
    if (alias) out[alias] = row.id;
    for (const [key, field] of fields) {
      const v = row[key];
      if (field.kind === 'datetime') out[key] = stamp(v, timeZone);
      else if (field.kind === 'decimal') out[key] = v == null ? null : Number(v);
      else out[key] = v ?? null;
    }
    out.createdAt = stamp(row.createdAt, timeZone);
    out.updatedAt = stamp(row.updatedAt, timeZone);
    return out;
  };
}
