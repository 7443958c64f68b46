import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Row } from '../../crud/resource-api';
import { correctPlate } from './traffic-api';
import { tw } from './traffic-text';

type Props = { row: Row; onClose: () => void; onDone: () => void };

/** Corrects a plate the camera misread; the server keeps the old and new plates in the stay's remark. */
export default function CorrectPlateDialog({ row, onClose, onDone }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ plateNumber: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const { plateNumber } = await form.validateFields();
    setSaving(true);
    try {
      await correctPlate(Number(row.id), plateNumber.trim());
      message.success(tw('corrected'));
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
      title={tw('correctTitle', { plate: String(row.plateNumber) })}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="correct-plate" initialValues={{ plateNumber: row.plateNumber }}>
        <Form.Item
          name="plateNumber"
          label={tw('newPlate')}
          rules={[{ required: true, whitespace: true, message: tw('plateRequired') }]}
        >
          <Input maxLength={16} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
