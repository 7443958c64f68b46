import {
  ProForm,
  ProFormDatePicker,
  ProFormDateTimePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { allFields, type Field, isMultiline, type Lang, type RefField, type ResourceDef } from '@parking/resources';
import { Col } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';
import { dateFormat, dateTimeFormat, dictOptions } from './display';
import { type FormMode, formFieldEntries } from './form-values';
import { fenToYuan } from './money';
import { RefCascader } from './RefCascader';
import { RefTitleValue } from './RefTitle';
import { parentOf, refChoices, refOptions, refTreeChoices } from './ref-options';
import { fieldRule, moneyRule } from './validation';

export type { FormMode } from './form-values';

/** The width of one field in the grid of a resource's form: a whole row on a narrow screen, half otherwise. */
export const formColumn = { xs: 24, md: 12 };

function input(def: ResourceDef, key: string, field: Field, mode: FormMode, lang: Lang): ReactNode {
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
      return refInput(def, key, field, mode, lang, common);
    case 'datetime':
      return <ProFormDateTimePicker {...common} fieldProps={{ format: dateTimeFormat, style: { width: '100%' } }} />;
    case 'date':
      return <ProFormDatePicker {...common} fieldProps={{ format: dateFormat, style: { width: '100%' } }} />;
    case 'json':
      return <ProFormTextArea {...common} />;
  }
}

type Common = { key: string; name: string; label: string; required: boolean; tooltip?: string; rules: object[] };

/**
 * A reference: a cascader down a tree where declared (province, city, district); else a select of the
 * referenced rows, only those of the parent chosen in the same form (a park's areas) when it has one.
 */
function refInput(def: ResourceDef, key: string, field: RefField, mode: FormMode, lang: Lang, common: Common) {
  // a plain form item takes its place in the form's grid by hand
  if (field.cascade) {
    return (
      <Col key={key} {...formColumn}>
        <ProForm.Item {...common}>
          <RefCascader to={field.to} levels={field.cascade.levels} readonly={mode === 'view'} />
        </ProForm.Item>
      </Col>
    );
  }
  if (mode === 'view') {
    return (
      <Col key={key} {...formColumn}>
        <ProForm.Item {...common}>
          <RefTitleValue to={field.to} />
        </ProForm.Item>
      </Col>
    );
  }
  const parent = parentOf(def, key);
  // the parent of a tree's row is picked in the tree itself (a menu under another menu)
  const tree = key === def.treeParent;
  const choose = (values: Record<string, unknown>, placeholder?: string) =>
    tree ? (
      <ProFormTreeSelect
        {...common}
        params={parent ? { [parent.key]: values[parent.key] ?? null } : undefined}
        request={() => refTreeChoices(def, key, values)}
        placeholder={placeholder}
        fieldProps={{ showSearch: true, treeNodeFilterProp: 'title', allowClear: true }}
      />
    ) : (
      <ProFormSelect
        {...common}
        showSearch
        fieldProps={{ optionFilterProp: 'label' }}
        params={parent ? { [parent.key]: values[parent.key] ?? null } : undefined}
        request={() => (parent ? refChoices(def, key, values) : refOptions(field.to))}
        placeholder={placeholder}
      />
    );
  if (!parent) return choose({});
  const parentLabel = (allFields(def) as Record<string, Field>)[parent.key]?.label[lang] ?? parent.key;
  return (
    <ProFormDependency key={key} name={[parent.key]}>
      {(values: Record<string, unknown>) => {
        const chosen = values[parent.key];
        const waiting = parent.required && (chosen === undefined || chosen === null || chosen === '');
        const label = lang === 'en' ? parentLabel.toLowerCase() : parentLabel;
        return choose(values, waiting ? i18n.t('crud.chooseFirst', { label }) : undefined);
      }}
    </ProFormDependency>
  );
}

export const formInputs = (def: ResourceDef, mode: FormMode, lang: Lang): ReactNode[] =>
  formFieldEntries(def, mode).map(([key, field]) => input(def, key, field, mode, lang));
