import { lazy } from 'react';
import { loadChunk } from '../../../app/chunk-load';
import type { ContentPage } from '../../../shell/content-page';
import { myExportsPath } from './ExportProgress';

const MyExportsPage = lazy(() => loadChunk(() => import('./MyExportsPage')));

export { followExport } from './follow-export';

/** The user's background exports, at its menu place under the reports. */
export const exportPages: ContentPage[] = [
  { path: myExportsPath, titleKey: 'pages.myExports', element: <MyExportsPage /> },
];
