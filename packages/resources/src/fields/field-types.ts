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
  /** How the field shows as a column of the generic list page. */
  column?: ColumnOptions;
  /** The part the field plays in the resource's review (see `reviewFields`). */
  review?: ReviewPart;
  /** On a review state field: a row added through a submit is approved by adding it (see `reviewFields`). */
  approvedWhenAdded?: boolean;
};

/** A listed field's column: lesser columns stay hidden until an operator shows them in the column settings. */
export type ColumnOptions = {
  /** Listed, but hidden until shown in the column settings. */
  hidden?: boolean;
  /** Width in pixels; a column without one takes the width of its content. */
  width?: number;
  /** Cut with an ellipsis (the full text on hover) instead of wrapping. */
  ellipsis?: boolean;
};

/** Fields of a reviewed row: its review state, who reviewed it, when, and the reviewer's remark. */
export type ReviewPart = 'state' | 'by' | 'at' | 'remark';

/**
 * A state the passing of time changes without anyone writing it: a pass whose end has passed is expired, one
 * ending within the notice days is ending soon. The server answers (and filters by) the state a person would
 * call true; the stored value stays as written.
 */
export type DerivedState = {
  /** The datetime or date field whose time decides. */
  from: string;
  /** Stored values the rule applies to (an active pass); other values are shown as stored. */
  applies: readonly (string | number)[];
  /** The value once `from` has passed. */
  past: string | number;
  /** The value within the notice days before `from`. */
  soon?: string | number;
  /** How many days before `from` is soon: a system parameter (`sys_param`), else `days`. */
  noticeDays?: { param: string; days: number };
};

export type TextField = FieldCommon & {
  kind: 'text';
  max: number;
  min?: number;
  pattern?: RegExp;
  patternRule?: Label;
  default?: string;
  /** Holds a message in both languages (JSON {"zh","en"}, see storedMessage); answered in the caller's one. */
  bilingual?: boolean;
};
export type PhoneField = FieldCommon & { kind: 'phone' };
export type PlateField = FieldCommon & { kind: 'plate' };
export type IntField = FieldCommon & { kind: 'int'; min?: number; max?: number; default?: number };
/** Money is stored, answered and submitted in integer fen (min, max and default too); people see and type yuan. */
export type MoneyField = FieldCommon & { kind: 'money'; min?: number; max?: number; default?: number };
export type BoolField = FieldCommon & { kind: 'bool'; default?: boolean };
export type DictField = FieldCommon & {
  kind: 'dict';
  dict: Dictionary;
  default?: string | number;
  /** The value answered is derived from a time (see DerivedState). */
  derived?: DerivedState;
};
export type DateTimeField = FieldCommon & { kind: 'datetime' };
export type DateField = FieldCommon & { kind: 'date' };
export type DecimalField = FieldCommon & { kind: 'decimal'; scale: number; min?: number; max?: number };
/** A reference to another resource's row id. */
export type RefField = FieldCommon & {
  kind: 'ref';
  to: string;
  /**
   * The field of the same row whose value the referenced row must share (`parkId`: an area of the row's own
   * park): forms offer only such rows and the engine refuses others. Left out, the row's scope decides (see
   * `refParent`); false: none.
   */
  dependsOn?: string | false;
  /**
   * Chosen level by level down the referenced resource's tree, `levels` deep (province, city, district): the
   * row of the last level is stored.
   */
  cascade?: { levels: number };
};
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
