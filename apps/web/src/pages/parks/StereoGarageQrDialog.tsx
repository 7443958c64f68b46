import { useTranslation } from 'react-i18next';
import type { RowDialogProps } from '../../crud/row-actions';
import { QrCodesDialog } from './QrCodesDialog';
import { stereoGarageQrSource } from './qr-api';

/** The QR code of an area that is a stereo garage, opened from its row in the area list. */
export default function StereoGarageQrDialog({ row, onClose }: RowDialogProps) {
  const { t } = useTranslation();
  return (
    <QrCodesDialog
      title={t('parks.qrTitle', { name: String(row.areaName ?? row.id) })}
      sources={[stereoGarageQrSource(row.id)]}
      onClose={onClose}
    />
  );
}
