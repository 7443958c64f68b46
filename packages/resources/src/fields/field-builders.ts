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

export const l = (zh: string, en: string): Label => ({ zh, en });

export const text = (label: Label, o: Opts<TextField>): TextField => ({ kind: 'text', label, ...o });
export const phone = (label: Label, o: Opts<PhoneField> = {}): PhoneField => ({ kind: 'phone', label, ...o });
export const plate = (label: Label, o: Opts<PlateField> = {}): PlateField => ({ kind: 'plate', label, ...o });
export const int = (label: Label, o: Opts<IntField> = {}): IntField => ({ kind: 'int', label, ...o });
export const money = (label: Label, o: Opts<MoneyField> = {}): MoneyField => ({ kind: 'money', label, ...o });
export const bool = (label: Label, o: Opts<BoolField> = {}): BoolField => ({ kind: 'bool', label, ...o });
export const dict = (label: Label, o: Opts<DictField>): DictField => ({ kind: 'dict', label, ...o });
export const datetime = (label: Label, o: Opts<DateTimeField> = {}): DateTimeField => ({
  kind: 'datetime',
  label,
  ...o,
});
export const date = (label: Label, o: Opts<DateField> = {}): DateField => ({ kind: 'date', label, ...o });
export const decimal = (label: Label, o: Opts<DecimalField>): DecimalField => ({ kind: 'decimal', label, ...o });
export const ref = (label: Label, o: Opts<RefField>): RefField => ({ kind: 'ref', label, ...o });
export const json = (label: Label, o: Opts<JsonField> = {}): JsonField => ({ kind: 'json', label, ...o });
