import type { Dictionary } from '../dictionaries/define-dictionary';

import type { Label } from './label';

export type { Label, Lang } from './label';

/** How a list filters by a field: exact value, substring, one of a comma list, or a time range. */
export type SearchMode = 'eq' | 'contains' | 'in' | 'range';

type FieldCommon = {
  label: Label;
  required?: boolean;
  /** Shown as a column of the generic list page (default true). */
  list?: boolean;
  /** Offered on the edit form (default true unless readOnly). */
  form?: boolean;
  search?: SearchMode;
  /** Set by the server only; ignored on submit. */
  readOnly?: boolean;
  /** Never answered, never exported, masked in logs. */
  secret?: boolean;
  /** Sortable in lists. */
  sortable?: boolean;
  index?: boolean;
  /** Never empty once stored, though a submit may leave it out: the engine fills it (a row's company). */
  stored?: boolean;
  /** Unique among live rows: within the company for company-scoped resources, or across all with 'global'. */
  unique?: boolean | 'global';
  help?: Label;
};

export type TextField = FieldCommon & {
  kind: 'text';
  max: number;
  min?: number;
  pattern?: RegExp;
  patternRule?: Label;
  default?: string;
};
export type PhoneField = FieldCommon & { kind: 'phone' };
export type PlateField = FieldCommon & { kind: 'plate' };
export type IntField = FieldCommon & { kind: 'int'; min?: number; max?: number; default?: number };
/** Money is stored, answered and submitted in integer fen (min, max and default too); people see and type yuan. */
export type MoneyField = FieldCommon & { kind: 'money'; min?: number; max?: number; default?: number };
export type BoolField = FieldCommon & { kind: 'bool'; default?: boolean };
export type DictField = FieldCommon & { kind: 'dict'; dict: Dictionary; default?: string | number };
export type DateTimeField = FieldCommon & { kind: 'datetime' };
export type DateField = FieldCommon & { kind: 'date' };
export type DecimalField = FieldCommon & { kind: 'decimal'; scale: number; min?: number; max?: number };
/** A reference to another resource's row id. */
export type RefField = FieldCommon & { kind: 'ref'; to: string };
/** Free-form data; `T` is what code reads from it (the database keeps any JSON). */
export type JsonField<T = unknown> = FieldCommon & { kind: 'json'; readonly __data?: T };

export type Field =
  | TextField
  | PhoneField
  | PlateField
  | IntField
  | MoneyField
  | BoolField
  | DictField
  | DateTimeField
  | DateField
  | DecimalField
  | RefField
  | JsonField;

export type FieldKind = Field['kind'];

/** A text long enough to be written on several lines (a remark, an introduction): it may hold line breaks. */
export const isMultiline = (field: Field): boolean => field.kind === 'text' && field.max > 200;
