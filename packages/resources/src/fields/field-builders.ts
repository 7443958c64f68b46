import type {
  BoolField,
  DateField,
  DateTimeField,
  DecimalField,
  DictField,
  IntField,
  JsonField,
  Label,
  MoneyField,
  PhoneField,
  PlateField,
  RefField,
  TextField,
} from './field-types';

type Opts<F> = Omit<F, 'kind' | 'label'>;

// Each builder keeps the options as written (`required: true`, the dictionary object), so that the
// server's tables and rows are typed from the declaration.

export const l = (zh: string, en: string): Label => ({ zh, en });

export const text = <const O extends Opts<TextField>>(label: Label, o: O) => ({ kind: 'text' as const, label, ...o });
export const phone = <const O extends Opts<PhoneField>>(label: Label, o: O = {} as O) => ({
  kind: 'phone' as const,
  label,
  ...o,
});
export const plate = <const O extends Opts<PlateField>>(label: Label, o: O = {} as O) => ({
  kind: 'plate' as const,
  label,
  ...o,
});
export const int = <const O extends Opts<IntField>>(label: Label, o: O = {} as O) => ({
  kind: 'int' as const,
  label,
  ...o,
});
export const money = <const O extends Opts<MoneyField>>(label: Label, o: O = {} as O) => ({
  kind: 'money' as const,
  label,
  ...o,
});
export const bool = <const O extends Opts<BoolField>>(label: Label, o: O = {} as O) => ({
  kind: 'bool' as const,
  label,
  ...o,
});
export const dict = <const O extends Opts<DictField>>(label: Label, o: O) => ({ kind: 'dict' as const, label, ...o });
export const datetime = <const O extends Opts<DateTimeField>>(label: Label, o: O = {} as O) => ({
  kind: 'datetime' as const,
  label,
  ...o,
});
export const date = <const O extends Opts<DateField>>(label: Label, o: O = {} as O) => ({
  kind: 'date' as const,
  label,
  ...o,
});
export const decimal = <const O extends Opts<DecimalField>>(label: Label, o: O) => ({
  kind: 'decimal' as const,
  label,
  ...o,
});
export const ref = <const O extends Opts<RefField>>(label: Label, o: O) => ({ kind: 'ref' as const, label, ...o });
/** `json<T>(...)`: a JSON column whose rows code reads as T. */
export const json = <T = unknown, const O extends Omit<Opts<JsonField>, '__data'> = object>(
  label: Label,
  o: O = {} as O,
): JsonField<T> & O => ({ kind: 'json', label, ...o }) as JsonField<T> & O;

export * from './derived-state';
export * from './review-fields';
