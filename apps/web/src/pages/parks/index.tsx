import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { ContentPage } from '../../shell/content-page';

export { roadsideViews } from './roadside-views';

const ParkMapPage = lazy(() => loadChunk(() => import('./ParkMapPage')));

/** The parks area's own pages beside its generic lists. */
export const parkPages: ContentPage[] = [
  { path: '/road/parkMap', titleKey: 'pages.parkMap', element: <ParkMapPage /> },
];
