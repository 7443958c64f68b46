import { lazy } from 'react';
import { loadChunk } from '../../../app/chunk-load';

export { notBuiltViews, staticReportViews } from './static-report-views';

/** A report of an area not built yet, saying so above its empty list. */
export const NotBuiltReportPage = lazy(() => loadChunk(() => import('./NotBuiltReportPage')));
