import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginByThirdCode } from '../../api/auth-api';
import { useFinishSignIn } from './use-sign-in';

/** /gxwlogin and /lqyzlogin: a provider sends the visitor back with a code to exchange. */
export default function ThirdPartyLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const source = params.get('source') ?? pathname.replace(/^\/|login$/g, '');
    loginByThirdCode(params.get('code') ?? '', `${window.location.origin}${pathname}`, source).then(
      finish,
      (e: Error) => setError(e.message),
    );
  }, [params, pathname, finish]);
  if (error === null) return <Spin fullscreen tip={t('login.signingIn')} />;
  return (
    <Result
      status="warning"
      title={t('login.thirdPartyFailed')}
      subTitle={error}
      extra={<Button onClick={() => navigate('/login', { replace: true })}>{t('login.toLogin')}</Button>}
    />
  );
}
