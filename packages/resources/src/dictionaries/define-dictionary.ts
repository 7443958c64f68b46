import type { Label } from '../fields/label';

export type DictValueType = string | number;
export type DictItem<V extends DictValueType = DictValueType> = { key: string; value: V; label: Label };

/**
 * An enumeration stored as numbers (or short codes): its items in the order operators see them, and its
 * values by name for code (`stayState.values.inside`), so that no state or kind is written as a bare number.
 */
export type Dictionary<V extends DictValueType = DictValueType, K extends string = string> = {
  code: string;
  label: Label;
  items: DictItem<V>[];
  values: { readonly [key in K]: V };
};

/** The values a dictionary allows, as a type: `DictValue<typeof stayState>` is 1 | 2 | 3 | 4 | 5. */
export type DictValue<D extends Dictionary> = D['values'][keyof D['values']];

type ItemSpec = readonly [DictValueType, string, string];

export function defineDictionary<const T extends Record<string, ItemSpec>>(
  code: string,
  label: Label,
  items: T,
): Dictionary<T[keyof T][0], keyof T & string> & { values: { readonly [K in keyof T]: T[K][0] } } {
  const list = Object.entries(items).map(([key, [value, zh, en]]) => ({ key, value, label: { zh, en } }));
  const values = Object.freeze(Object.fromEntries(list.map((i) => [i.key, i.value])));
  return { code, label, items: list, values } as never;
}

export const dictValueType = (d: Dictionary): 'int' | 'text' =>
  d.items.every((i) => typeof i.value === 'number') ? 'int' : 'text';
