import { App, Form, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { request, updown } from '../../api/client';
import type { RowDialogProps } from '../../crud/row-actions';
import { iv } from './invoice-text';

type RenewForm = { by: 'years' | 'date'; years?: number; newEndDate?: string };

/** Extends a seller's invoicing service by whole years, or to a new end date after the present one. */
export default function SellerRenewalDialog({ row, onClose, onDone }: RowDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RenewForm>();
  const [busy, setBusy] = useState(false);
  const by = Form.useWatch('by', form) ?? 'years';
  const end = String(row.endDate ?? '');

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const query =
        v.by === 'years'
          ? { RecordID: Number(row.id), RenewalYear: v.years ?? 1 }
          : { RecordID: Number(row.id), newEndDate: v.newEndDate ?? '' };
      const done = await request<{ endDate: string }>('GET', updown('invoiceSellerConfig/renewal'), { query });
      message.success(iv('renewed', { date: done.endDate }));
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
      title={iv('renewalTitle', { name: String(row.sellerName ?? '') })}
      okButtonProps={{ loading: busy, id: 'seller-renewal-ok' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{iv('currentEnd', { date: end })}</p>
      <Form form={form} layout="vertical" name="seller-renewal" initialValues={{ by: 'years', years: 1 }}>
        <Form.Item name="by" label={iv('renewBy')}>
          <Radio.Group>
            <Radio value="years">{iv('byYears')}</Radio>
            <Radio value="date">{iv('byDate')}</Radio>
          </Radio.Group>
        </Form.Item>
        {by === 'years' ? (
          <Form.Item name="years" label={iv('years')} rules={[{ required: true }]}>
            <InputNumber min={1} max={10} precision={0} />
          </Form.Item>
        ) : (
          <Form.Item
            name="newEndDate"
            label={iv('newEndDate')}
            rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/ }]}
          >
            <input className="ant-input" type="date" min={end} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
