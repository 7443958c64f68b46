import { ModalForm, type ProFormInstance } from '@ant-design/pro-components';
import type { Lang, ResourceDef } from '@parking/resources';
import { App } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formColumn, formInputs } from './form-fields';
import { defaultValues, type FormMode, toFormValues, toSubmitBody } from './form-values';
import { clearOrphans, forgetRefOptions } from './ref-options';
import { fetchDetail, formId, type Row, submitRow } from './resource-api';

type Props = {
  def: ResourceDef;
  mode: FormMode;
  row: Row | null;
  onClose: () => void;
  onSaved: () => void;
  /** Values a new row starts with besides the declared defaults (the parent of a child added in a tree). */
  initialValues?: Record<string, unknown>;
};

/** Add, edit or view one row in a dialog built from the declaration. */
export function ResourceFormModal({ def, mode, row, onClose, onSaved, initialValues }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const lang = i18n.language as Lang;
  const name = def.label[lang];
  const title = t(`crud.${mode}Title`, { name });
  const form = useRef<ProFormInstance>(undefined);
  return (
    <ModalForm<Record<string, unknown>>
      open
      name={`${formId(def)}-${mode}`}
      formRef={form}
      onValuesChange={(changed: Record<string, unknown>) => {
        // a reference to a row of the old parent (an area of the park no longer chosen) is emptied
        if (form.current) void clearOrphans(def, Object.keys(changed), form.current);
      }}
      title={title}
      width={720}
      grid
      colProps={formColumn}
      rowProps={{ gutter: 16 }}
      readonly={mode === 'view'}
      dateFormatter="string"
      onOpenChange={(open) => !open && onClose()}
      modalProps={{ destroyOnHidden: true, maskClosable: mode === 'view' }}
      submitter={
        mode === 'view'
          ? { searchConfig: { resetText: t('common.close') }, submitButtonProps: { style: { display: 'none' } } }
          : { searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }
      }
      request={async () =>
        row ? toFormValues(def, await fetchDetail(def, row.id), mode) : { ...defaultValues(def), ...initialValues }
      }
      onFinish={async (values) => {
        if (mode === 'view') return true;
        const body = toSubmitBody(def, values, mode);
        if (mode === 'edit' && row) body.id = row.id;
        await submitRow(def, body);
        void forgetRefOptions();
        message.success(t(mode === 'add' ? 'crud.added' : 'crud.updated'));
        onSaved();
        return true;
      }}
    >
      {formInputs(def, mode, lang)}
    </ModalForm>
  );
}
