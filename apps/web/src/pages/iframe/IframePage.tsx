import { ExportOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** /myiframe/…: a menu entry whose address is another site or a page of the server, shown inside the console. */
export default function IframePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const given = params.get('src') ?? '';
  // a path is the server's own page, on whatever host and port the console was opened
  const src = /^\/(?!\/)/.test(given) ? new URL(given, window.location.origin).href : given;
  if (!/^https?:\/\//i.test(src)) return <Empty description={t('iframe.noAddress')} />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ textAlign: 'right' }}>
        <Button size="small" icon={<ExportOutlined />} href={src} target="_blank" rel="noopener noreferrer">
          {t('iframe.openWindow')}
        </Button>
      </div>
      <iframe
        title={src}
        src={src}
        style={{ width: '100%', height: 'calc(100vh - 220px)', border: 0, background: '#fff' }}
      />
    </div>
  );
}
