import type { RowDialogProps } from '../../crud/row-actions';
import { RecordDrawers } from './record-drawers';

/** A refund's order, opened from the refund's row, leading on to the order's stay and payments. */
export default function RefundOrderDrawer({ row, onClose }: RowDialogProps) {
  return <RecordDrawers first={{ kind: 'order', orderNo: String(row.onlineOrderId) }} onClosed={onClose} />;
}
