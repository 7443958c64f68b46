import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { type RefOption, refOptions } from '../../crud/ref-options';
import { addCarByHand } from './traffic-api';
import { tw } from './traffic-text';

type Values = { parkId: number; plateNumber: string; inTime?: string; reason: string };
type Props = { onClose: () => void; onDone: () => void };

/** Adds a car inside that no camera reported, with the reason; the server takes a stall for it. */
export default function HandEntryDialog({ onClose, onDone }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [parks, setParks] = useState<RefOption[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void refOptions('basePark').then(setParks);
  }, []);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await addCarByHand({ ...values, inTime: values.inTime?.trim() || undefined });
      message.success(tw('added'));
      onDone();
    } catch {
      // the client has already shown the server's reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={tw('handEntry')} confirmLoading={saving} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" name="hand-entry">
        <Form.Item name="parkId" label={tw('park')} rules={[{ required: true, message: tw('parkRequired') }]}>
          <Select showSearch optionFilterProp="label" options={parks} />
        </Form.Item>
        <Form.Item name="plateNumber" label={tw('plate')} rules={[{ required: true, message: tw('plateRequired') }]}>
          <Input maxLength={16} />
        </Form.Item>
        <Form.Item name="inTime" label={tw('inTime')}>
          <Input maxLength={19} placeholder="YYYY-MM-DD HH:mm:ss" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={tw('reason')}
          rules={[{ required: true, whitespace: true, message: tw('reasonRequired') }]}
        >
          <Input.TextArea maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
