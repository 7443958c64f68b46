import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lockScreen } from '../../app/lock';

/** Sets a lock password and locks the screen until it is typed again. */
export default function LockDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ password: string }>();
  const lock = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    lockScreen(values.password);
    onClose();
    navigate('/lock');
  };
  return (
    <Modal
      open
      title={t('lock.setTitle')}
      onCancel={onClose}
      onOk={lock}
      okText={t('lock.lock')}
      width={400}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={lock}>
        <Form.Item
          name="password"
          label={t('lock.password')}
          rules={[{ required: true, whitespace: true, message: t('lock.passwordRequired') }]}
        >
          <Input.Password autoFocus placeholder={t('lock.passwordPlaceholder')} onPressEnter={lock} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
