import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';

export { inCarView, rdOnlineOrderView, trafficViews, unpaidOrderView } from './traffic-views';

/** The traffic area's pages that are more than the generic list. */
export const InCarPage = lazy(() => loadChunk(() => import('./InCarPage')));
export const InOutRecordPage = lazy(() => loadChunk(() => import('./InOutRecordPage')));
export const OnlineOrderPage = lazy(() => loadChunk(() => import('./OnlineOrderPage')));
