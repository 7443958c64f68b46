import type { ResourceDef } from '../define-resource';
import type { Dictionary, DictValue } from '../dictionaries/define-dictionary';
import type { Field, JsonField } from '../fields/field-types';
import type { FieldsOf } from './resource-fields';

/**
 * What a submit carries for a field once validated: times as the operator typed them (code may give an
 * instant), money in fen.
 */
export type SubmitValue<F extends Field> = F extends { kind: 'datetime' }
  ? string | Date
  : F extends { kind: 'text' | 'phone' | 'plate' | 'date' }
    ? string
    : F extends { kind: 'int' | 'money' | 'ref' | 'decimal' }
      ? number
      : F extends { kind: 'bool' }
        ? boolean
        : F extends { kind: 'dict'; dict: infer D extends Dictionary }
          ? DictValue<D>
          : F extends JsonField<infer T>
            ? T
            : never;

/**
 * The validated values of a submit, by field: absent keeps the stored value, null clears it. A hook may
 * add `$column` values that are not fields (a password's hash, a state a service sets).
 */
export type SubmitValues<D extends ResourceDef> = {
  [K in keyof FieldsOf<D>]?: FieldsOf<D>[K] extends Field ? SubmitValue<FieldsOf<D>[K]> | null : never;
} & { [hookOnly: `$${string}`]: unknown };
