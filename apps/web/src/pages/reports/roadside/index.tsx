import { lazy } from 'react';
import { loadChunk } from '../../../app/chunk-load';
import type { ContentPage } from '../../../shell/content-page';

const GroupSummaryPage = lazy(() =>
  loadChunk(() => import('./report-pages').then((m) => ({ default: m.GroupSummaryPage }))),
);
const GroupEmployeePage = lazy(() =>
  loadChunk(() => import('./report-pages').then((m) => ({ default: m.GroupEmployeePage }))),
);
const BerthRatePage = lazy(() => loadChunk(() => import('./report-pages').then((m) => ({ default: m.BerthRatePage }))));
const ParkTimePage = lazy(() => loadChunk(() => import('./report-pages').then((m) => ({ default: m.ParkTimePage }))));
const ShiftPage = lazy(() => loadChunk(() => import('./ShiftPage').then((m) => ({ default: m.ShiftPage }))));

/** The roadside report pages and the operators' shift page. */
export const roadsideReportPages: ContentPage[] = [
  { path: '/rdstatic/groupSummary', titleKey: 'pages.rdGroupSummary', element: <GroupSummaryPage /> },
  { path: '/rdstatic/groupEmployee', titleKey: 'pages.rdGroupEmployee', element: <GroupEmployeePage /> },
  { path: '/rdstatic/berthRate', titleKey: 'pages.rdBerthRate', element: <BerthRatePage /> },
  { path: '/rdstatic/parktime', titleKey: 'pages.rdParkTime', element: <ParkTimePage /> },
  { path: '/static/changeShift', titleKey: 'pages.changeShift', element: <ShiftPage /> },
];
