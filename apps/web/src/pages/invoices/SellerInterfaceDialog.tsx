import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { post, updown } from '../../api/client';
import type { RowDialogProps } from '../../crud/row-actions';
import { iv } from './invoice-text';

type InterfaceForm = { appId: string; appSecret?: string };

/** Sends the seller's interface app id and key to its e-invoice platform; the key is never shown again. */
export default function SellerInterfaceDialog({ row, onClose, onDone }: RowDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<InterfaceForm>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await post(updown('invoiceSellerConfig/submitInterfaceData'), {
        RecordID: Number(row.id),
        appId: v.appId.trim(),
        appSecret: v.appSecret || undefined,
      });
      message.success(iv('submitted'));
      onDone();
    } catch {
      // the client has already shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={iv('interfaceTitle', { name: String(row.sellerName ?? '') })}
      okButtonProps={{ loading: busy, id: 'seller-interface-ok' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="seller-interface"
        initialValues={{ appId: row.appId ? String(row.appId) : '' }}
      >
        <Form.Item
          name="appId"
          label={iv('appId')}
          rules={[{ required: true, pattern: /^[0-9A-Za-z_-]{4,64}$/, message: iv('appIdRule') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="appSecret" label={iv('appSecret')} extra={iv('appSecretHint')} rules={[{ min: 8, max: 200 }]}>
          <Input.Password autoComplete="new-password" maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
