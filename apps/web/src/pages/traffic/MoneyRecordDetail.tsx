import { payRecordResource, refundOrderResource } from '@parking/resources';
import type { Row } from '../../crud/resource-api';
import { RecordFields } from './RecordFields';
import { RecordLinkButton } from './record-drawers';

/** A payment or a refund, leading back to the order it belongs to. */
export default function MoneyRecordDetail({
  kind,
  row,
  orderNo,
}: {
  kind: 'payment' | 'refund';
  row: Row;
  orderNo: string;
}) {
  const orderLink = (
    <RecordLinkButton id="money-record-order" link={{ kind: 'order', orderNo }}>
      {orderNo}
    </RecordLinkButton>
  );
  return (
    <div id={`${kind}-detail`}>
      <RecordFields
        def={kind === 'payment' ? payRecordResource : refundOrderResource}
        row={row}
        links={kind === 'payment' ? { orderId: orderLink } : { onlineOrderId: orderLink }}
        omit={kind === 'refund' ? ['orderId'] : []}
      />
    </div>
  );
}
