import type { ProColumns } from '@ant-design/pro-components';
import { allFields, type Field, type Lang, type ResourceDef } from '@parking/resources';
import type { Dayjs } from 'dayjs';
import type { MouseEvent } from 'react';
import { dayBounds, rangePresets } from './date-ranges';
import { dateFormat, dateTimeFormat, dictOptions, displayValue } from './display';
import { yuanToFen } from './money';
import { RefTitle } from './RefTitle';
import { refOptions } from './ref-options';
import type { Row } from './resource-api';

type Ctx = { lang: Lang; yesNo: [string, string] };

const rangeTransform = (key: string) => (v: unknown) => {
  const [start, end] = Array.isArray(v) ? v : [];
  return { [`${key}Start`]: start || undefined, [`${key}End`]: end || undefined };
};

const toText = (v: unknown, pattern: string) =>
  v && typeof v === 'object' && 'format' in v ? (v as Dayjs).format(pattern) : v;

/**
 * The width past which a cell is cut with an ellipsis: declared, or for texts long enough to be written as a
 * paragraph, and for references (a long park name). Every other cell shows its whole value on one line
 * (resource-list.css).
 */
function ellipsisWidth(field: Field): number | undefined {
  if (field.column?.ellipsis) return field.column.width ?? 220;
  if (field.kind === 'ref') return 140;
  return field.kind === 'json' || (field.kind === 'text' && field.max > 60) ? 220 : undefined;
}

/** The whole text of a cut cell on hover, whatever draws it (a page's own render, a referenced row's title). */
const titleFromText = (e: MouseEvent<HTMLElement>) => {
  e.currentTarget.title = e.currentTarget.textContent ?? '';
};

/** A cell cut at its width: set on the cell rather than by the render, so a page's own render is cut alike. */
function ellipsisCell(field: Field): Pick<ProColumns<Row>, 'onCell'> {
  const maxWidth = ellipsisWidth(field);
  if (maxWidth === undefined) return {};
  return { onCell: () => ({ className: 'cell-ellipsis', style: { maxWidth }, onMouseEnter: titleFromText }) };
}

/** How one declared field lists and searches. */
function column(key: string, field: Field, ctx: Ctx): ProColumns<Row> {
  const col: ProColumns<Row> = {
    title: field.label[ctx.lang],
    dataIndex: key,
    key,
    hideInTable: field.list === false,
    hideInSearch: !field.search,
    sorter: field.sortable === true,
    width: field.column?.width,
    render: (_, row) => displayValue(field, row[key], ctx.lang, ctx.yesNo) || '-',
    ...ellipsisCell(field),
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
        // by the referenced row's title even beyond the choices a select fetches
        render: (_, row) => <RefTitle to={field.to} id={row[key]} />,
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

/**
 * Listed columns an operator shows from the column settings when needed: those declared `column.hidden`, and
 * the company the park scope adds to every row (the row's park says it).
 */
export function hiddenColumns(def: ResourceDef): string[] {
  return Object.entries(allFields(def))
    .filter(([key, f]) => f.column?.hidden || (key === 'companyId' && def.scope === 'park' && !(key in def.fields)))
    .map(([key]) => key);
}

/** Columns and search fields of a resource, straight from its declaration; secrets never show. */
export function buildColumns(def: ResourceDef, ctx: Ctx): ProColumns<Row>[] {
  return Object.entries(allFields(def))
    .filter(([, f]) => !f.secret && (f.list !== false || f.search))
    .map(([key, f]) => column(key, f, ctx));
}
