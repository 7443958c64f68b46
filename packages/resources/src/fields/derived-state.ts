import type { ResourceDef } from '../define-resource';
import type { DerivedState, Field } from './field-types';

const dayMs = 86_400_000;

/** The derived-state rules of a resource's fields, by field. */
export function derivedStates(def: ResourceDef): [string, DerivedState][] {
  return Object.entries(def.fields as Record<string, Field>).flatMap(([key, f]) =>
    f.kind === 'dict' && f.derived ? [[key, f.derived] as [string, DerivedState]] : [],
  );
}

/**
 * The value a person would call true: the stored one, unless the rule applies to it and its time has passed
 * (past) or comes within the notice days (soon).
 */
export function derivedValue(
  rule: DerivedState,
  stored: unknown,
  at: Date | null,
  now: Date,
  noticeDays: number,
): unknown {
  if (at === null || !rule.applies.includes(stored as string | number)) return stored;
  if (at.getTime() < now.getTime()) return rule.past;
  if (rule.soon !== undefined && at.getTime() < now.getTime() + noticeDays * dayMs) return rule.soon;
  return stored;
}
