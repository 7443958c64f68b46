import { permissionCode, wxFollowerResource } from '@parking/resources';
import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import { deferred, type ListExtension } from '../../crud/list-extensions';
import { followerLabel } from './follower-text';

const EditDialog = lazy(() => loadChunk(() => import('./FollowerEditDialog')));

/** The followers are synced from WeChat by the toolbar's button; a row's remark and plates are edited in place. */
export const followerListExtensions: Record<string, ListExtension> = {
  [wxFollowerResource.module]: {
    Toolbar: deferred(() => import('./FollowerSyncButton')),
    rowActions: [
      {
        key: 'editRemark',
        label: followerLabel('edit'),
        permission: permissionCode(wxFollowerResource, 'edit'),
        platformOnly: true,
        lead: true,
        Dialog: EditDialog,
      },
    ],
  },
};
