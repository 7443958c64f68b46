import {
  ProFormDatePicker,
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { allFields, type Field, isMultiline, type Lang, type ResourceDef } from '@parking/resources';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';
import { dateFormat, dateTimeFormat, dictOptions } from './display';
import { refOptions } from './ref-options';
import { fieldRule } from './validation';

export type FormMode = 'add' | 'edit' | 'view';

/** Fields a form offers: on add and edit the writable ones, on view everything but secrets. */
export function formFieldEntries(def: ResourceDef, mode: FormMode): [string, Field][] {
  return Object.entries(allFields(def)).filter(([, f]) =>
    mode === 'view' ? !f.secret : f.form !== false && !f.readOnly,
  );
}

function input(key: string, field: Field, mode: FormMode, lang: Lang): ReactNode {
  const label = field.label[lang];
  const keepSecret = mode === 'edit' && field.secret === true;
  const rules = mode === 'view' ? [] : [fieldRule(field, mode === 'add' ? 'add' : 'update', keepSecret)];
  const common = {
    key,
    name: key,
    label,
    rules,
    required: mode !== 'view' && field.required === true,
    tooltip: field.help?.[lang],
  };
  switch (field.kind) {
    case 'text':
      if (field.secret)
        return (
          <ProFormText.Password
            {...common}
            fieldProps={{ maxLength: field.max, autoComplete: 'new-password' }}
            placeholder={keepSecret ? i18n.t('crud.keepSecret') : undefined}
          />
        );
      return isMultiline(field) ? (
        <ProFormTextArea {...common} fieldProps={{ maxLength: field.max, showCount: true }} />
      ) : (
        <ProFormText {...common} fieldProps={{ maxLength: field.max }} />
      );
    case 'phone':
      return <ProFormText {...common} fieldProps={{ maxLength: 11 }} />;
    case 'plate':
      return <ProFormText {...common} fieldProps={{ maxLength: 16 }} />;
    case 'int':
    case 'money':
      return (
        <ProFormDigit
          {...common}
          min={field.min ?? (field.kind === 'money' ? 0 : undefined)}
          max={field.max}
          fieldProps={{ precision: 0 }}
        />
      );
    case 'decimal':
      return <ProFormDigit {...common} min={field.min} max={field.max} fieldProps={{ precision: field.scale }} />;
    case 'bool':
      return (
        <ProFormSwitch
          {...common}
          fieldProps={{ checkedChildren: i18n.t('common.yes'), unCheckedChildren: i18n.t('common.no') }}
        />
      );
    case 'dict':
      return <ProFormSelect {...common} options={dictOptions(field.dict, lang)} />;
    case 'ref':
      return (
        <ProFormSelect
          {...common}
          request={() => refOptions(field.to)}
          showSearch
          fieldProps={{ optionFilterProp: 'label' }}
        />
      );
    case 'datetime':
      return <ProFormDateTimePicker {...common} fieldProps={{ format: dateTimeFormat, style: { width: '100%' } }} />;
    case 'date':
      return <ProFormDatePicker {...common} fieldProps={{ format: dateFormat, style: { width: '100%' } }} />;
    case 'json':
      return <ProFormTextArea {...common} />;
  }
}

export const formInputs = (def: ResourceDef, mode: FormMode, lang: Lang): ReactNode[] =>
  formFieldEntries(def, mode).map(([key, field]) => input(key, field, mode, lang));

/** Defaults of a new row, as declared. */
export function defaultValues(def: ResourceDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, f] of formFieldEntries(def, 'add')) {
    if ('default' in f && f.default !== undefined) out[key] = f.default;
  }
  return out;
}

/** A stored row as the form edits it. */
export function toFormValues(def: ResourceDef, row: Record<string, unknown>, mode: FormMode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, f] of formFieldEntries(def, mode)) {
    const v = row[key];
    out[key] =
      f.kind === 'json' && v !== null && v !== undefined && typeof v !== 'string' ? JSON.stringify(v, null, 2) : v;
  }
  return out;
}

/** The body of submit: cleared fields become null on update, a blank secret keeps the stored one. */
export function toSubmitBody(
  def: ResourceDef,
  values: Record<string, unknown>,
  mode: 'add' | 'edit',
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, f] of formFieldEntries(def, mode)) {
    let v = values[key];
    if (f.secret && (v === undefined || v === '')) continue;
    if (v === undefined || v === '') v = f.kind === 'text' && v === '' ? '' : undefined;
    if (v === undefined) {
      if (mode === 'edit') body[key] = null;
      continue;
    }
    if (f.kind === 'json' && typeof v === 'string') {
      try {
        v = JSON.parse(v);
      } catch {
        // kept as text: the server says what is wrong with it
      }
    }
    body[key] = v;
  }
  return body;
}
