import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';

export { arrearageView, oweCheckColumns, oweCheckView, oweViews } from './owe-views';

/** The arrears list with its summary and pay, cancel and review in each row. */
export const ArrearsPage = lazy(() => loadChunk(() => import('./ArrearsPage')));
