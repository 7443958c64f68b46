import { AuditOutlined } from '@ant-design/icons';
import { examineState, permissionCode, visitorVerdict } from '@parking/resources';
import { App, Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import type { ListExtensionProps } from '../../crud/list-extensions';
import { usePermissions } from '../../shell/shell-queries';
import { batchExamine } from './visitor-actions';
import { useVisitorTexts } from './visitor-text';

/** Batch review of the selected visits waiting for review: one verdict and remark for them all. */
export default function VisitorExamineToolbar({ def, reload, selected }: ListExtensionProps) {
  const tx = useVisitorTexts();
  const { can } = usePermissions();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ type: number; remark?: string }>();
  const pending = selected.filter((r) => r.examineState === examineState.values.pending);
  if (!can(permissionCode(def, 'edit'))) return null;

  const submit = async () => {
    const { type, remark } = await form.validateFields();
    setBusy(true);
    try {
      const done = await batchExamine(
        pending.map((r) => Number(r.id)),
        type,
        remark ?? '',
      );
      message.success(tx('batchDone', { count: done.examined }));
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
      <Button icon={<AuditOutlined />} disabled={pending.length === 0} onClick={() => setOpen(true)}>
        {tx('batch')}
        {pending.length > 0 ? ` (${pending.length})` : ''}
      </Button>
      <Modal
        open={open}
        title={tx('batchTitle', { count: pending.length })}
        okButtonProps={{ loading: busy }}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          name="visitor-batch-examine"
          initialValues={{ type: visitorVerdict.values.approve }}
        >
          <Form.Item name="type" label={tx('type')} rules={[{ required: true }]}>
            <Radio.Group>
              <Radio value={visitorVerdict.values.approve}>{tx('pass')}</Radio>
              <Radio value={visitorVerdict.values.refuse}>{tx('refuse')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="remark"
            label={tx('remark')}
            dependencies={['type']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, v) =>
                  getFieldValue('type') === visitorVerdict.values.refuse && !String(v ?? '').trim()
                    ? Promise.reject(new Error(tx('remarkRequired')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
