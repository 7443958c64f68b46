import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { ContentPage } from '../../shell/content-page';

const MerchantDeskPage = lazy(() => loadChunk(() => import('./MerchantDeskPage')));

/** The merchant's own page, a menu page of the merchant role. */
export const merchantPages: ContentPage[] = [
  { path: '/derate/merchantdesk', titleKey: 'pages.merchantDesk', element: <MerchantDeskPage /> },
];
