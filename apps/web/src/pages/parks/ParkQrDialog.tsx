import { useTranslation } from 'react-i18next';
import type { RowDialogProps } from '../../crud/row-actions';
import { QrCodesDialog } from './QrCodesDialog';
import { parkQrSources } from './qr-api';

/** A park's QR codes, opened from its row in the park lists. */
export default function ParkQrDialog({ row, onClose }: RowDialogProps) {
  const { t } = useTranslation();
  return (
    <QrCodesDialog
      title={t('parks.qrTitle', { name: String(row.parkName ?? row.id) })}
      sources={parkQrSources(row.id)}
      onClose={onClose}
    />
  );
}
