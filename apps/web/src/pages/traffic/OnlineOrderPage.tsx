import type { ResourceDef } from '@parking/resources';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { loadChunk } from '../../app/chunk-load';
import ResourceListPage from '../../crud/ResourceListPage';
import type { Row } from '../../crud/resource-api';
import { usePermissions } from '../../shell/shell-queries';
import { refundableFen } from './traffic-api';
import { tw } from './traffic-text';

const OrderDetailDialog = lazy(() => loadChunk(() => import('./OrderDetailDialog')));
const RefundDialog = lazy(() => loadChunk(() => import('./RefundDialog')));

/** The refund button's permission, declared on the refund route. */
const refundCode = 'parkorder:refund';

type Open = { kind: 'detail' | 'refund'; row: Row; reload: () => void } | null;

/** Online (and unpaid) orders: each order's stay, payments and refunds, and refunding what is left of a paid one. */
export default function OnlineOrderPage({ def }: { def: ResourceDef }) {
  const { can } = usePermissions();
  const [open, setOpen] = useState<Open>(null);
  const mayRefund = can(refundCode);

  return (
    <>
      <ResourceListPage
        def={def}
        renderRowActions={(row, reload) => (
          <>
            <Button type="link" size="small" onClick={() => setOpen({ kind: 'detail', row, reload })}>
              {tw('detail')}
            </Button>
            {mayRefund && refundableFen(row) > 0 && (
              <Button type="link" size="small" danger onClick={() => setOpen({ kind: 'refund', row, reload })}>
                {tw('refund')}
              </Button>
            )}
          </>
        )}
      />
      <Suspense fallback={null}>
        {open?.kind === 'detail' && <OrderDetailDialog row={open.row} onClose={() => setOpen(null)} />}
        {open?.kind === 'refund' && (
          <RefundDialog
            row={open.row}
            onClose={() => setOpen(null)}
            onDone={() => {
              setOpen(null);
              open.reload();
            }}
          />
        )}
      </Suspense>
    </>
  );
}
