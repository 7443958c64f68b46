import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { ContentPage } from '../../shell/content-page';

const OperatingOverviewPage = lazy(() =>
  loadChunk(() => import('./OperatingOverviewPage').then((m) => ({ default: m.OperatingOverviewPage }))),
);
const BerthMonitorPage = lazy(() =>
  loadChunk(() => import('./BerthMonitorPage').then((m) => ({ default: m.BerthMonitorPage }))),
);
const OperationsOverviewPage = lazy(() =>
  loadChunk(() => import('./OperationsOverviewPage').then((m) => ({ default: m.OperationsOverviewPage }))),
);
const WarnHandlePage = lazy(() =>
  loadChunk(() => import('./WarnHandlePage').then((m) => ({ default: m.WarnHandlePage }))),
);

/** The roadside operating centre (overview, berth monitor) and maintenance centre (devices, warnings to handle). */
export const roadsideCentrePages: ContentPage[] = [
  { path: '/rdoperatingcenter/index', titleKey: 'pages.rdOperatingIndex', element: <OperatingOverviewPage /> },
  { path: '/rdoperatingcenter/monitor', titleKey: 'pages.rdOperatingMonitor', element: <BerthMonitorPage /> },
  { path: '/rdoperationscenter/index', titleKey: 'pages.rdOperationsIndex', element: <OperationsOverviewPage /> },
  { path: '/rdoperationscenter/warn', titleKey: 'pages.rdOperationsWarn', element: <WarnHandlePage /> },
];
