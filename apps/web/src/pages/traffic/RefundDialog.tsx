import { App, Descriptions, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { yuanText } from '../../crud/columns';
import type { Row } from '../../crud/resource-api';
import { fenOf, refundableFen, refundOrder } from './traffic-api';
import { tw } from './traffic-text';

type Values = { amount: number; remark: string };
type Props = { row: Row; onClose: () => void; onDone: () => void };

/**
 * Refunds part or all of what is left of a paid order. The amount is typed in yuan and sent as fen; the
 * server decides whether it is still refundable (another refund may have come first) and says why not.
 */
export default function RefundDialog({ row, onClose, onDone }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const left = refundableFen(row);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const done = await refundOrder({
        onlineOrderId: String(row.onlineOrderId),
        amount: fenOf(values.amount),
        remark: values.remark.trim(),
      });
      message.success(tw('refunded', { amount: yuanText(done.amount) }));
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
      title={tw('refundTitle', { order: String(row.onlineOrderId) })}
      confirmLoading={saving}
      okButtonProps={{ id: 'refund-confirm' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={tw('plate')}>{String(row.plateNumber)}</Descriptions.Item>
        <Descriptions.Item label={tw('refundable')}>
          <strong id="refund-left">{yuanText(left)}</strong>
        </Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" name="refund">
        <Form.Item name="amount" label={tw('refundAmount')} rules={[{ required: true, message: tw('amountRequired') }]}>
          <InputNumber id="refund-amount" min={0.01} precision={2} step={1} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="remark"
          label={tw('refundRemark')}
          rules={[{ required: true, whitespace: true, message: tw('reasonRequired') }]}
        >
          <Input.TextArea maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
