import type { ResourceDef } from '@parking/resources';
import { lazy, Suspense, useMemo, useState } from 'react';
import { loadChunk } from '../../app/chunk-load';
import ResourceListPage from '../../crud/ResourceListPage';
import type { Row } from '../../crud/resource-api';
import type { RowAction } from '../../crud/row-actions';
import { orderColumns } from './order-columns';
import { RecordDrawers, useRecordDrawers } from './record-drawers';
import { refundableFen } from './traffic-api';
import { tw } from './traffic-text';

const RefundDialog = lazy(() => loadChunk(() => import('./RefundDialog')));

/** The refund button's permission, declared on the refund route. */
const refundCode = 'parkorder:refund';

type Open = { row: Row; reload: () => void } | null;

function OrderList({ def }: { def: ResourceDef }) {
  const drawers = useRecordDrawers();
  const [refunding, setRefunding] = useState<Open>(null);

  const rowActions = useMemo<RowAction[]>(
    () => [
      {
        key: 'detail',
        label: () => tw('detail'),
        lead: true,
        onClick: (row) => drawers.open({ kind: 'order', orderNo: String(row.onlineOrderId) }),
      },
      {
        key: 'refund',
        label: () => tw('refund'),
        permission: refundCode,
        lead: true,
        danger: true,
        shows: (row) => refundableFen(row) > 0,
        onClick: (row, reload) => setRefunding({ row, reload }),
      },
    ],
    [drawers],
  );

  return (
    <>
      <ResourceListPage def={def} columnOverrides={orderColumns} rowActions={rowActions} />
      <Suspense fallback={null}>
        {refunding && (
          <RefundDialog
            row={refunding.row}
            onClose={() => setRefunding(null)}
            onDone={() => {
              setRefunding(null);
              refunding.reload();
            }}
          />
        )}
      </Suspense>
    </>
  );
}

/** Online (and unpaid) orders: each order's stay, payments and refunds, and refunding what is left of a paid one. */
export default function OnlineOrderPage({ def }: { def: ResourceDef }) {
  return (
    <RecordDrawers>
      <OrderList def={def} />
    </RecordDrawers>
  );
}
