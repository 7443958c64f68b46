import type { ProColumns } from '@ant-design/pro-components';
import { allFields, type Field, type Lang, type ResourceDef } from '@parking/resources';
import type { Dayjs } from 'dayjs';
import { dayBounds, rangePresets } from './date-ranges';
import { dateFormat, dateTimeFormat, dictOptions, displayValue } from './display';
import { yuanToFen } from './money';
import { refOptions } from './ref-options';
import type { Row } from './resource-api';

type Ctx = { lang: Lang; yesNo: [string, string] };

const rangeTransform = (key: string) => (v: unknown) => {
  const [start, end] = Array.isArray(v) ? v : [];
  return { [`${key}Start`]: start || undefined, [`${key}End`]: end || undefined };
};

const toText = (v: unknown, pattern: string) =>
  v && typeof v === 'object' && 'format' in v ? (v as Dayjs).format(pattern) : v;

/** How one declared field lists and searches. */
function column(key: string, field: Field, ctx: Ctx): ProColumns<Row> {
  const col: ProColumns<Row> = {
    title: field.label[ctx.lang],
    dataIndex: key,
    key,
    hideInTable: field.list === false,
    hideInSearch: !field.search,
    sorter: field.sortable === true,
    ellipsis: field.kind === 'text' || field.kind === 'json',
    render: (_, row) => displayValue(field, row[key], ctx.lang, ctx.yesNo) || '-',
  };
  const many = field.search === 'in';
  const joinMany = many ? { transform: (v: unknown) => ({ [key]: Array.isArray(v) ? v.join(',') : v }) } : undefined;
  switch (field.kind) {
    case 'dict':
      return {
        ...col,
        valueType: 'select',
        fieldProps: { options: dictOptions(field.dict, ctx.lang), mode: many ? 'multiple' : undefined },
        search: joinMany,
      };
    case 'bool':
      return {
        ...col,
        valueType: 'select',
        fieldProps: {
          options: [
            { label: ctx.yesNo[0], value: true },
            { label: ctx.yesNo[1], value: false },
          ],
        },
      };
    case 'ref':
      return {
        ...col,
        render: undefined,
        valueType: 'select',
        request: () => refOptions(field.to),
        fieldProps: { showSearch: true, optionFilterProp: 'label', mode: many ? 'multiple' : undefined },
        search: joinMany,
      };
    case 'datetime':
    case 'date': {
      if (field.search !== 'range') return col;
      const pattern = field.kind === 'date' ? dateFormat : dateTimeFormat;
      return {
        ...col,
        valueType: field.kind === 'date' ? 'dateRange' : 'dateTimeRange',
        fieldProps: {
          presets: rangePresets(),
          format: pattern,
          showTime: field.kind === 'datetime' ? { defaultValue: dayBounds } : undefined,
        },
        search: {
          transform: (v: unknown) => rangeTransform(key)(Array.isArray(v) ? v.map((x) => toText(x, pattern)) : v),
        },
      };
    }
    case 'money': {
      // searched in yuan like every amount on screen, sent in fen
      const fen = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : (yuanToFen(v) ?? v));
      const money = { ...col, align: 'right' as const };
      return field.search === 'range'
        ? {
            ...money,
            valueType: 'digitRange',
            search: { transform: (v: unknown) => rangeTransform(key)(Array.isArray(v) ? v.map(fen) : v) },
          }
        : { ...money, valueType: 'digit', search: { transform: (v: unknown) => ({ [key]: fen(v) }) } };
    }
    case 'int':
    case 'decimal':
      return field.search === 'range'
        ? { ...col, valueType: 'digitRange', search: { transform: rangeTransform(key) } }
        : { ...col, valueType: 'digit' };
    default:
      return col;
  }
}

/** Columns and search fields of a resource, straight from its declaration; secrets never show. */
export function buildColumns(def: ResourceDef, ctx: Ctx): ProColumns<Row>[] {
  return Object.entries(allFields(def))
    .filter(([, f]) => !f.secret && (f.list !== false || f.search))
    .map(([key, f]) => column(key, f, ctx));
}
