import type { Dictionary, Field, Lang } from '@parking/resources';
import dayjs from 'dayjs';
import { moneyText } from './money';

export const dateTimeFormat = 'YYYY-MM-DD HH:mm:ss';
export const dateFormat = 'YYYY-MM-DD';

const format = (v: unknown, pattern: string) => {
  if (v === null || v === undefined || v === '') return '';
  const d = dayjs(String(v));
  return d.isValid() ? d.format(pattern) : String(v);
};

export const formatDateTime = (v: unknown) => format(v, dateTimeFormat);
export const formatDate = (v: unknown) => format(v, dateFormat);

export function dictLabel(dict: Dictionary, value: unknown, lang: Lang): string {
  const item = dict.items.find((i) => String(i.value) === String(value));
  return item ? item.label[lang] : value === null || value === undefined ? '' : String(value);
}

export const dictOptions = (dict: Dictionary, lang: Lang) =>
  dict.items.map((i) => ({ label: i.label[lang], value: i.value }));

/** A stored value as a person reads it in a list or a detail view. */
export function displayValue(field: Field, value: unknown, lang: Lang, yesNo: [string, string]): string {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'dict':
      return dictLabel(field.dict, value, lang);
    case 'bool':
      return value === true || value === 1 || value === 'true' ? yesNo[0] : yesNo[1];
    case 'datetime':
      return formatDateTime(value);
    case 'date':
      return formatDate(value);
    case 'money':
      return moneyText(Number(value));
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return String(value);
  }
}
