import { deviceKind, deviceVendor, gateDeviceResource, permissionCode } from '@parking/resources';
import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { ListExtension } from '../../crud/list-extensions';
import { dvLabel } from './device-text';

const RemoteOpenDialog = lazy(() => loadChunk(() => import('./RemoteOpenDialog')));

/** A camera's barrier is opened from its row, by those who may command devices (the route's permission). */
export const deviceListExtensions: Record<string, ListExtension> = {
  [gateDeviceResource.module]: {
    rowActions: [
      {
        key: 'remoteOpen',
        label: dvLabel('remoteOpen'),
        permission: permissionCode(gateDeviceResource, 'edit'),
        lead: true,
        danger: true,
        // a Hikvision camera only pushes over HTTP and takes no commands
        shows: (row) => row.deviceKind === deviceKind.values.gateCamera && row.vendor !== deviceVendor.values.hikvision,
        Dialog: RemoteOpenDialog,
      },
    ],
  },
};
