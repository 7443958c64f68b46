import { doorEmployeeResource, permissionCode } from '@parking/resources';
import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { ListExtension } from '../../crud/list-extensions';
import { doorTexts } from './door-text';

const FacePhotoDialog = lazy(() => loadChunk(() => import('./FacePhotoDialog')));

/** An employee's face photo is shown and replaced from their row. */
export const doorListExtensions: Record<string, ListExtension> = {
  [doorEmployeeResource.module]: {
    rowActions: [
      {
        key: 'facePhoto',
        label: doorTexts.facePhoto,
        permission: permissionCode(doorEmployeeResource, 'edit'),
        lead: true,
        Dialog: FacePhotoDialog,
      },
    ],
  },
};
