import {
  ProFormDatePicker,
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { type Field, isMultiline, type Lang, type ResourceDef } from '@parking/resources';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';
import { dateFormat, dateTimeFormat, dictOptions } from './display';
import { type FormMode, formFieldEntries } from './form-values';
import { fenToYuan } from './money';
import { refOptions } from './ref-options';
import { fieldRule, moneyRule } from './validation';

export type { FormMode } from './form-values';

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
      return <ProFormDigit {...common} min={field.min} max={field.max} fieldProps={{ precision: 0 }} />;
    case 'money':
      // a view shows the ¥ text toFormValues made; an edit takes yuan, refusing what is finer than a fen
      if (mode === 'view') return <ProFormText {...common} />;
      return (
        <ProFormDigit
          {...common}
          rules={[moneyRule(field, mode === 'add' ? 'add' : 'update')]}
          min={fenToYuan(field.min ?? 0)}
          max={field.max === undefined ? undefined : fenToYuan(field.max)}
          fieldProps={{ prefix: '¥' }}
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
