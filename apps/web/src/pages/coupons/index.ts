import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';

/** The coupons issued, with their summary and void in each row. */
export const CouponsPage = lazy(() => loadChunk(() => import('./CouponsPage')));
