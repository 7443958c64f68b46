import { App, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Row } from '../../crud/resource-api';
import { releaseCars } from './traffic-api';
import { tw } from './traffic-text';

type Values = { reason: string; charge?: boolean };
type Props = { row: Row; onClose: () => void; onDone: () => void };

/** Releases a car still inside by hand (a missed exit), with the reason and whether its stay is charged. */
export default function ReleaseDialog({ row, onClose, onDone }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await releaseCars({ ids: [Number(row.id)], reason: values.reason, charge: values.charge === true });
      message.success(tw('released'));
      onDone();
    } catch {
      // the client has already shown the server's reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={tw('releaseTitle', { plate: String(row.plateNumber) })}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="release-car">
        <Form.Item
          name="reason"
          label={tw('reason')}
          rules={[{ required: true, whitespace: true, message: tw('reasonRequired') }]}
        >
          <Input.TextArea maxLength={200} />
        </Form.Item>
        <Form.Item name="charge" valuePropName="checked">
          <Checkbox>{tw('charge')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
