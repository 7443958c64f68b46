import type { Label } from '../fields/field-types';

export type DictItem<V extends string | number = string | number> = { value: V; label: Label };
export type Dictionary<V extends string | number = string | number> = {
  code: string;
  label: Label;
  items: DictItem<V>[];
};

export function defineDictionary<V extends string | number>(
  code: string,
  label: Label,
  items: [V, string, string][],
): Dictionary<V> {
  return { code, label, items: items.map(([value, zh, en]) => ({ value, label: { zh, en } })) };
}

export const dictValueType = (d: Dictionary): 'int' | 'text' =>
  d.items.every((i) => typeof i.value === 'number') ? 'int' : 'text';
