import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function ErrorResult({ status }: { status: '403' | '404' | '500' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = t(`errors.title${status}`);
  }, [t, status]);
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(`errors.text${status}`)}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('errors.backHome')}
        </Button>
      }
    />
  );
}
