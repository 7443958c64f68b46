import { permissionCode, sellerResource } from '@parking/resources';
import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { RowAction } from '../../crud/row-actions';
import { cwLabel } from './coupon-text';

const TopUpDialog = lazy(() => loadChunk(() => import('./TopUpDialog')));
const SellerLedgerDrawer = lazy(() => loadChunk(() => import('./SellerLedgerDrawer')));

/** A merchant is topped up from its row, and its ledger opens beside the list with its balance. */
export const sellerActions: RowAction[] = [
  {
    key: 'topUp',
    label: cwLabel('topUp'),
    permission: permissionCode(sellerResource, 'edit'),
    lead: true,
    Dialog: TopUpDialog,
  },
  { key: 'ledger', label: cwLabel('ledger'), lead: true, Dialog: SellerLedgerDrawer },
];
