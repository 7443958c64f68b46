import { formatLocalDateTime } from '@parking/domain';
import { allFields, type ResourceDef } from '@parking/resources';
import { getTableColumns } from 'drizzle-orm';
import { driverValue } from '../db/bulk-rows';
import { engineTableOf } from '../db/schema';

const stamp = (d: unknown, tz: string) => (d instanceof Date ? formatLocalDateTime(d, tz) : (d ?? null));

type Serializer = (row: Record<string, unknown>) => Record<string, unknown>;
/** A stored value by the field's key: from a row the query builder mapped, or one the driver read. */
type Reader = (row: Record<string, unknown>) => unknown;
type Kind = 'mapped' | 'driver';
const built = new WeakMap<ResourceDef, Map<string, Serializer>>();

function serializerOf(def: ResourceDef, timeZone: string, kind: Kind): Serializer {
  const known = built.get(def) ?? new Map<string, Serializer>();
  built.set(def, known);
  const key = `${kind} ${timeZone}`;
  let s = known.get(key);
  if (!s) {
    s = buildSerializer(def, timeZone, kind === 'mapped' ? mappedReader : driverReader(def));
    known.set(key, s);
  }
  return s;
}

const mappedReader =
  (key: string): Reader =>
  (row) =>
    row[key];

function driverReader(def: ResourceDef) {
  const columns = getTableColumns(engineTableOf(def));
  return (key: string): Reader => {
    const c = columns[key];
    return c ? (row) => driverValue(c, row) : () => undefined;
  };
}

/** The function that turns a stored row into what the API answers, built once per resource and zone. */
export function rowSerializer(def: ResourceDef, timeZone: string): Serializer {
  return serializerOf(def, timeZone, 'mapped');
}

/** The same for a row as the driver read it (by column name, see `executeRaw`), decoding each value once. */
export function driverRowSerializer(def: ResourceDef, timeZone: string): Serializer {
  return serializerOf(def, timeZone, 'driver');
}

function buildSerializer(def: ResourceDef, timeZone: string, reader: (key: string) => Reader): Serializer {
  const fields = Object.entries(allFields(def))
    .filter(([, f]) => !f.secret)
    .map(([key, field]) => ({ key, kind: field.kind, read: reader(key) }));
  const alias = def.idParam !== 'id' && !(def.idParam in allFields(def)) ? def.idParam : null;
  const [id, createdAt, updatedAt] = ['id', 'createdAt', 'updatedAt'].map(reader) as [Reader, Reader, Reader];
  return (row: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = { id: id(row) };
    if (alias) out[alias] = out.id;
    for (const { key, kind, read } of fields) {
      const v = read(row);
      if (kind === 'datetime') out[key] = stamp(v, timeZone);
      else if (kind === 'decimal') out[key] = v == null ? null : Number(v);
      else out[key] = v ?? null;
    }
    out.createdAt = stamp(createdAt(row), timeZone);
    out.updatedAt = stamp(updatedAt(row), timeZone);
    return out;
  };
}
