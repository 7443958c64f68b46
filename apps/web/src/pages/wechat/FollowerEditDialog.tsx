import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { post, updown } from '../../api/client';
import type { RowDialogProps } from '../../crud/row-actions';
import { fw } from './follower-text';

type EditForm = { remark?: string; plateNumbers?: string };

/** A follower's remark (kept by WeChat, sent there first) and the plates bound to it (kept here). */
export default function FollowerEditDialog({ row, onClose, onDone }: RowDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EditForm>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await post(updown('wxuser/update'), {
        id: Number(row.id),
        remark: (v.remark ?? '').trim(),
        plateNumbers: (v.plateNumbers ?? '').trim(),
      });
      message.success(fw('saved'));
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
      title={fw('editTitle', { name: String(row.nickname ?? row.openid ?? row.id) })}
      okButtonProps={{ loading: busy, id: 'wx-follower-edit-ok' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="wx-follower-edit"
        initialValues={{ remark: String(row.remark ?? ''), plateNumbers: String(row.plateNumbers ?? '') }}
      >
        <Form.Item name="remark" label={fw('remark')} extra={fw('remarkHelp')} rules={[{ max: 30 }]}>
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="plateNumbers" label={fw('plates')} extra={fw('platesHelp')} rules={[{ max: 120 }]}>
          <Input maxLength={120} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
