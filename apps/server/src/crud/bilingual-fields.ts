import { type Lang, storedMessageIn } from '@parking/domain';
import { allFields, type ResourceDef } from '@parking/resources';

type Row = Record<string, unknown>;

const keysOf = new WeakMap<ResourceDef, string[]>();

const bilingualKeys = (def: ResourceDef): string[] => {
  let keys = keysOf.get(def);
  if (!keys) {
    keys = Object.entries(allFields(def))
      .filter(([, f]) => f.kind === 'text' && f.bilingual)
      .map(([k]) => k);
    keysOf.set(def, keys);
  }
  return keys;
};

/** Puts each message a row keeps in both languages (a `bilingual` field) in the caller's language. */
export function inLanguage(def: ResourceDef, lang: Lang): (row: Row) => Row {
  const keys = bilingualKeys(def);
  if (!keys.length) return (row) => row;
  return (row) => {
    for (const k of keys) if (typeof row[k] === 'string') row[k] = storedMessageIn(row[k] as string, lang);
    return row;
  };
}
