import type { RowDialogProps } from '../../crud/row-actions';
import { QrCodesDialog } from '../parks/QrCodesDialog';
import { useVisitorTexts } from './visitor-text';

/** A visitor QR code to show and download as PNG, opened from its row. */
export default function VisitorQrDialog({ row, onClose }: RowDialogProps) {
  const tx = useVisitorTexts();
  return (
    <QrCodesDialog
      title={tx('qrTitle', { name: String(row.qrName ?? row.id) })}
      sources={[{ module: 'plat/visitorqrcode', name: 'VistorQrCode', query: { id: row.id } }]}
      onClose={onClose}
    />
  );
}
