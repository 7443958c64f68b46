import type { Lang } from '@parking/resources';
import { Form, Input, Modal, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { DaysPicker } from './DaysPicker';
import { disabled, type RuleSet, saveRuleSet } from './fee-rule-api';
import { feeText } from './fee-text';

type SetValues = Pick<RuleSet, 'ruleName' | 'weekendIsHoliday' | 'holidays' | 'workdays' | 'remark'>;

/**
 * Adds a rule set to a park (disabled until its rules are ready) or edits one: its name, its holiday
 * calendar picked day by day, and its remark. The state is switched on the set's card.
 */
export function RuleSetDialog({
  lang,
  parkId,
  editing,
  open,
  onClose,
  onSaved,
}: {
  lang: Lang;
  parkId: number;
  /** The set edited, or null to add one. */
  editing: RuleSet | null;
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const w = feeText(lang);
  const [form] = Form.useForm<SetValues>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue(editing);
  }, [open, editing, form]);

  const save = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const body = editing ? { id: editing.id, ...v } : { parkId, state: disabled, ...v };
      const saved = await saveRuleSet({ ...body, holidays: v.holidays ?? '', workdays: v.workdays ?? '' });
      onSaved(saved.id);
    } catch {
      // the client has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? `${w('editSet')} · ${editing.ruleName}` : w('addSet')}
      onCancel={onClose}
      onOk={save}
      okText={w('save')}
      cancelText={w('cancel')}
      confirmLoading={busy}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" name="fee-rule-set" initialValues={{ weekendIsHoliday: false }}>
        <Form.Item name="ruleName" label={w('ruleName')} rules={[{ required: true, max: 60 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="weekendIsHoliday" label={w('weekendIsHoliday')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="holidays" label={w('holidays')}>
          <DaysPicker className="fee-holidays" placeholder={w('pickDays')} />
        </Form.Item>
        <Form.Item name="workdays" label={w('workdays')}>
          <DaysPicker className="fee-workdays" placeholder={w('pickDays')} />
        </Form.Item>
        <Form.Item name="remark" label={w('remark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
