import { FileAddOutlined } from '@ant-design/icons';
import { invoiceBuyerType, invoiceState } from '@parking/resources';
import { App, Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { post, updown } from '../../api/client';
import type { ListExtensionProps } from '../../crud/list-extensions';
import { pick } from '../../i18n';
import { usePermissions } from '../../shell/shell-queries';
import { iv } from './invoice-text';

type IssueForm = { onlineOrderId: string; buyerType: number; buyerName: string; buyerTaxNo?: string; email?: string };
type Issued = { state: number; invoiceNo: string | null; failReason: string | null };

const company = invoiceBuyerType.values.company;

/** 开具发票: the e-invoice of a paid order, by its number, for the buyer the driver named. */
export default function IssueInvoiceToolbar({ reload }: ListExtensionProps) {
  const { can } = usePermissions();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<IssueForm>();
  const buyerType = Form.useWatch('buyerType', form);
  if (!can('invoiceApplyForm:apply')) return null;

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const done = await post<Issued>(updown('invoice/setInvoice'), {
        ...values,
        onlineOrderId: values.onlineOrderId.trim(),
        buyerTaxNo: values.buyerType === company ? values.buyerTaxNo : undefined,
      });
      if (done.state === invoiceState.values.issued) message.success(iv('issued', { invoiceNo: done.invoiceNo ?? '' }));
      else message.error(iv('failed', { why: done.failReason ?? '' }));
      setOpen(false);
      form.resetFields();
      reload();
    } catch {
      // the client has already shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button id="invoice-issue" type="primary" icon={<FileAddOutlined />} onClick={() => setOpen(true)}>
        {iv('issue')}
      </Button>
      <Modal
        open={open}
        title={iv('issueTitle')}
        okText={iv('issue')}
        okButtonProps={{ loading: busy, id: 'invoice-issue-ok' }}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          name="invoice-issue"
          initialValues={{ buyerType: invoiceBuyerType.values.person }}
        >
          <Form.Item
            name="onlineOrderId"
            label={iv('orderNo')}
            rules={[{ required: true, whitespace: true, message: iv('orderNoRequired') }, { max: 40 }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="buyerType" label={iv('buyerType')} rules={[{ required: true }]}>
            <Radio.Group>
              {invoiceBuyerType.items.map((i) => (
                <Radio key={i.value} value={i.value}>
                  {pick(i.label)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="buyerName"
            label={iv('buyerName')}
            rules={[{ required: true, whitespace: true, message: iv('buyerNameRequired') }, { max: 100 }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          {buyerType === company && (
            <Form.Item
              name="buyerTaxNo"
              label={iv('buyerTaxNo')}
              rules={[{ required: true, pattern: /^[0-9A-Z]{15,20}$/, message: iv('taxNoRule') }]}
            >
              <Input maxLength={20} />
            </Form.Item>
          )}
          <Form.Item name="email" label={iv('emailField')} rules={[{ type: 'email', message: iv('emailRule') }]}>
            <Input maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
