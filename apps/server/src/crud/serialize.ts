import { formatLocalDateTime } from '@parking/domain';
import { allFields, derivedStates, derivedValue, type ResourceDef } from '@parking/resources';
import { getTableColumns } from 'drizzle-orm';
import { driverValue } from '../db/bulk-rows';
import { engineTableOf } from '../db/schema';
import type { Derivation } from './derived-state';

const stamp = (d: unknown, tz: string) => (d instanceof Date ? formatLocalDateTime(d, tz) : (d ?? null));

type Serializer = (row: Record<string, unknown>) => Record<string, unknown>;
/** Serializes a row, answering derived states as they are at the derivation's moment when given one. */
type Built = (row: Record<string, unknown>, derive?: Derivation) => Record<string, unknown>;
/** A stored value by the field's key: from a row the query builder mapped, or one the driver read. */
type Reader = (row: Record<string, unknown>) => unknown;
type Kind = 'mapped' | 'driver';
const built = new WeakMap<ResourceDef, Map<string, Built>>();

function serializerOf(def: ResourceDef, timeZone: string, kind: Kind): Built {
  const known = built.get(def) ?? new Map<string, Built>();
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

/**
 * The function that turns a stored row into what the API answers, built once per resource and zone. Given a
 * derivation (`derivationFor`), states derived from times are answered as they are now (lists, details and
 * exports); without one, as stored (the answer to a change).
 */
export function rowSerializer(def: ResourceDef, timeZone: string, derive?: Derivation): Serializer {
  const s = serializerOf(def, timeZone, 'mapped');
  return derive ? (row) => s(row, derive) : (row) => s(row);
}

/** The same for a row as the driver read it (by column name, see `executeRaw`), decoding each value once. */
export function driverRowSerializer(def: ResourceDef, timeZone: string, derive?: Derivation): Serializer {
  const s = serializerOf(def, timeZone, 'driver');
  return derive ? (row) => s(row, derive) : (row) => s(row);
}

function buildSerializer(def: ResourceDef, timeZone: string, reader: (key: string) => Reader): Built {
  const fields = Object.entries(allFields(def))
    .filter(([, f]) => !f.secret)
    .map(([key, field]) => ({ key, kind: field.kind, read: reader(key) }));
  const alias = def.idParam !== 'id' && !(def.idParam in allFields(def)) ? def.idParam : null;
  const [id, createdAt, updatedAt] = ['id', 'createdAt', 'updatedAt'].map(reader) as [Reader, Reader, Reader];
  const rules = derivedStates(def).map(([key, rule]) => ({ key, rule, at: reader(rule.from) }));
  return (row, derive) => {
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
    if (derive) {
      for (const { key, rule, at } of rules) {
        const time = at(row);
        const when = time instanceof Date ? time : null;
        out[key] = derivedValue(rule, out[key], when, derive.now, derive.noticeDays.get(key) ?? 0);
      }
    }
    return out;
  };
}
