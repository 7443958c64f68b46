import { LockOutlined, LogoutOutlined, UnlockOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { revokeToken } from '../../api/auth-api';
import { logOut, useSession } from '../../api/session';
import { toast } from '../../app/feedback';
import { unlockScreen, useLock } from '../../app/lock';
import './lock.css';

export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locked } = useLock();
  const session = useSession();
  useEffect(() => {
    document.title = t('lock.title');
  }, [t]);
  if (!locked) return <Navigate to="/" replace />;
  const unlock = ({ password }: { password: string }) => {
    if (unlockScreen(password)) navigate('/', { replace: true });
    else toast()?.error(t('lock.wrongPassword'));
  };
  const leave = async () => {
    await logOut(revokeToken);
  };
  const name = session?.realName || session?.username || '';
  return (
    <div className="lock-page">
      <div className="lock-box">
        <Avatar size={72} icon={<LockOutlined />} />
        <Typography.Title level={4} className="lock-name">
          {name}
        </Typography.Title>
        <Typography.Text className="lock-hint">{t('lock.lockedHint')}</Typography.Text>
        <Form onFinish={unlock} className="lock-form">
          <Form.Item name="password" rules={[{ required: true, message: t('lock.passwordRequired') }]}>
            <Input.Password size="large" placeholder={t('lock.passwordPlaceholder')} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" icon={<UnlockOutlined />}>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Button type="link" icon={<LogoutOutlined />} onClick={leave} className="lock-leave">
          {t('shell.logout')}
        </Button>
      </div>
    </div>
  );
}
