import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from './chunk-load';
import { logError } from './error-log';

/** What a person sees when a page fails to load or to draw; kept light as it ships with every page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  useEffect(() => {
    if (!chunk) logError('render', error);
  }, [error, chunk]);
  return (
    <div role="alert" style={{ padding: '15vh 24px', textAlign: 'center' }}>
      <h2>{chunk ? t('errors.chunkLoad') : t('errors.pageFailed')}</h2>
      {error instanceof Error && <p style={{ color: '#909399' }}>{error.message}</p>}
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </div>
  );
}
