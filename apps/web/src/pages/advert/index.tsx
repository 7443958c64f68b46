import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { ContentPage } from '../../shell/content-page';

const AdvertListPage = lazy(() =>
  loadChunk(() => import('./AdvertListPage').then((m) => ({ default: m.AdvertListPage }))),
);
const AdvertStatsPage = lazy(() =>
  loadChunk(() => import('./AdvertStatsPage').then((m) => ({ default: m.AdvertStatsPage }))),
);
const AdvertOrdersPage = lazy(() =>
  loadChunk(() => import('./AdvertOrdersPage').then((m) => ({ default: m.AdvertOrdersPage }))),
);

/** The advertising pages: adverts on the parks' screens, their statistics, and advertisers' orders. */
export const advertPages: ContentPage[] = [
  { path: '/advert/adver', titleKey: 'pages.advertList', element: <AdvertListPage /> },
  { path: '/advert/adverStatic', titleKey: 'pages.advertStats', element: <AdvertStatsPage /> },
  { path: '/advert/adverOrder', titleKey: 'pages.advertOrders', element: <AdvertOrdersPage /> },
];
