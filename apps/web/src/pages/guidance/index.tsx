import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { ContentPage } from '../../shell/content-page';

const GuidanceOverviewPage = lazy(() =>
  loadChunk(() => import('./GuidanceOverviewPage').then((m) => ({ default: m.GuidanceOverviewPage }))),
);

/** The guidance system's overview: free spaces by building and floor, and its devices online. */
export const guidancePages: ContentPage[] = [
  { path: '/navigation/index', titleKey: 'pages.navigationIndex', element: <GuidanceOverviewPage /> },
];
