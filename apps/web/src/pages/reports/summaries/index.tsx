import { lazy } from 'react';
import { loadChunk } from '../../../app/chunk-load';
import type { ContentPage } from '../../../shell/content-page';

const ParkChartsPage = lazy(() => loadChunk(() => import('./ParkChartsPage')));
const PayChartsPage = lazy(() => loadChunk(() => import('./PayChartsPage')));
const MonthlyReportPage = lazy(() => loadChunk(() => import('./MonthlyReportPage')));
export const LiveParksPage = lazy(() => loadChunk(() => import('./LiveParksPage')));

/** The report pages read from the day summaries. */
export const summaryPages: ContentPage[] = [
  { path: '/static/chartPark', titleKey: 'pages.chartPark', element: <ParkChartsPage /> },
  { path: '/static/chartPay', titleKey: 'pages.chartPay', element: <PayChartsPage /> },
  { path: '/static/monthlyReport', titleKey: 'pages.monthlyReport', element: <MonthlyReportPage /> },
];
