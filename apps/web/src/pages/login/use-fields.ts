import { useState } from 'react';

export type Rules<K extends string> = Record<K, (value: string) => string | null>;

/**
 * Values and messages of a small form. The sign-in screen avoids antd's Form so that the first page
 * a visitor opens stays light.
 */
export function useFields<K extends string>(rules: Rules<K>) {
  const keys = Object.keys(rules) as K[];
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const set = (key: K, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: rules[key](value) ?? undefined }));
  };
  const validate = (only: K[] = keys): boolean => {
    const found: Partial<Record<K, string>> = {};
    for (const k of only) {
      const problem = rules[k](values[k]);
      if (problem) found[k] = problem;
    }
    setErrors((e) => {
      const next = { ...e };
      for (const k of only) next[k] = found[k];
      return next;
    });
    return Object.keys(found).length === 0;
  };
  return { values, errors, set, validate };
}
