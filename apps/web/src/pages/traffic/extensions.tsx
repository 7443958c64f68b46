import { refundOrderResource } from '@parking/resources';
import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { ListExtension } from '../../crud/list-extensions';

const RefundOrderDrawer = lazy(() => loadChunk(() => import('./RefundOrderDrawer')));

/** What traffic adds to its generic list pages: a refund opens the order it gave money back on. */
export const trafficListExtensions: Record<string, ListExtension> = {
  [refundOrderResource.module]: {
    rowActions: [{ key: 'order', label: { zh: '所属订单', en: 'Order' }, lead: true, Dialog: RefundOrderDrawer }],
  },
};
