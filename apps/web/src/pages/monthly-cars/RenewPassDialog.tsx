import { payWay } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Descriptions, InputNumber, Modal, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../crud/resource-api';
import { newIdempotencyKey, type PayWay, payWayTypes, previewRenewal, renewByMonths } from './pass-api';

type Props = { row: Row; onClose: () => void; onRenewed: () => void };

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Renews a pass by months, showing the end it will have before the operator confirms. */
export function RenewPassDialog({ row, onClose, onRenewed }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [months, setMonths] = useState(1);
  const [way, setWay] = useState<PayWay>(payWay.values.cash);
  const [saving, setSaving] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const grantId = Number(row.id);
  const preview = useQuery({
    queryKey: ['pass-renewal-preview', grantId, months],
    queryFn: () => previewRenewal(grantId, months),
  });
  const ways = useQuery({ queryKey: ['pass-pay-ways'], queryFn: payWayTypes, staleTime: Number.POSITIVE_INFINITY });

  const confirm = async () => {
    setSaving(true);
    try {
      const done = await renewByMonths(grantId, months, way, key);
      message.success(t('pass.renewed', { end: done.newEndTime }));
      onRenewed();
    } catch {
      // the client has already shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('pass.renewTitle', { plate: row.plateNumber })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !preview.data, id: 'renew-confirm' }}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('pass.months')}>
          <InputNumber id="renew-months" min={1} max={120} value={months} onChange={(v) => setMonths(v ?? 1)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('pass.payWay')}>
          <Select
            style={{ width: 160 }}
            value={way}
            onChange={setWay}
            options={(ways.data ?? []).map((w) => ({ value: w.payWay, label: w.payWayName }))}
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('pass.currentEnd')}>{String(row.endTime ?? '-')}</Descriptions.Item>
        <Descriptions.Item label={t('pass.newEnd')}>
          {preview.isLoading ? (
            <Skeleton.Input active size="small" />
          ) : (
            <strong id="renew-new-end">{preview.data?.newEndTime ?? '-'}</strong>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('pass.money')}>
          {preview.data ? `¥${yuan(preview.data.money)}` : '-'}
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
