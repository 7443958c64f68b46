import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Modal, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadQr, fetchQr, type QrSource } from './qr-api';
import './qr-codes.css';

function QrCard({ source }: { source: QrSource }) {
  const { t, i18n } = useTranslation();
  const [saving, setSaving] = useState(false);
  const code = useQuery({
    queryKey: ['qrCode', source.module, source.name, source.query, i18n.language],
    queryFn: () => fetchQr(source),
  });
  const save = async () => {
    if (!code.data) return;
    setSaving(true);
    try {
      await downloadQr(source, code.data.filename);
    } catch {
      // the client has already shown why
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card size="small" className="qr-card" data-qr={source.name} title={code.data?.label ?? ' '}>
      {code.data ? (
        <>
          <img className="qr-card-image" src={code.data.image} alt={code.data.label} />
          <Typography.Paragraph className="qr-card-url" copyable={{ text: code.data.url }}>
            {code.data.url}
          </Typography.Paragraph>
          <Button type="primary" icon={<DownloadOutlined />} loading={saving} onClick={save} block>
            {t('parks.download')}
          </Button>
        </>
      ) : (
        <Skeleton.Image active={code.isLoading} className="qr-card-image" />
      )}
    </Card>
  );
}

/** The QR codes of one park or area, each with the address it encodes and its PNG to print. */
export function QrCodesDialog({
  title,
  sources,
  onClose,
}: {
  title: string;
  sources: QrSource[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      width={sources.length > 1 ? 1000 : 380}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      destroyOnHidden
    >
      <Row gutter={[16, 16]}>
        {sources.map((s) => (
          <Col key={s.name} xs={24} md={sources.length > 1 ? 12 : 24} xl={sources.length > 1 ? 8 : 24}>
            <QrCard source={s} />
          </Col>
        ))}
      </Row>
    </Modal>
  );
}
