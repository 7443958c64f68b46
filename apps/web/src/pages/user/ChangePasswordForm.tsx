import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '../../api/shell-api';

type Values = { oldPassword: string; newPassword: string; confirm: string };

export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await updatePassword(v.oldPassword, v.newPassword);
      message.success(t('password.changed'));
      form.resetFields();
      onDone?.();
    } catch {
      // the client has already shown the server's reason
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
      <Form.Item
        name="oldPassword"
        label={t('password.old')}
        rules={[{ required: true, message: t('password.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        rules={[
          { required: true, message: t('password.newRequired') },
          { min: 8, message: t('password.tooShort') },
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              v && v === getFieldValue('oldPassword')
                ? Promise.reject(new Error(t('password.sameAsOld')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              !v || v === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}
