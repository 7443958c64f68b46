import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loginByToken } from '../../api/auth-api';
import { useFinishSignIn } from './use-sign-in';

/** /tokenlogin?token=…: another system hands over a sign-in token. */
export default function TokenLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    if (!token) {
      setFailed(true);
      return;
    }
    loginByToken(token).then(finish, () => setFailed(true));
  }, [params, finish]);
  if (!failed) return <Spin fullscreen tip={t('login.signingIn')} />;
  return (
    <Result
      status="warning"
      title={t('login.handoverFailed')}
      extra={<Button onClick={() => navigate('/login', { replace: true })}>{t('login.toLogin')}</Button>}
    />
  );
}
