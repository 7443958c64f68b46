import {
  deviceKind,
  deviceLogResource,
  deviceLogState,
  deviceVendor,
  gateDeviceResource,
  permissionCode,
  wirelessDeviceResource,
} from '@parking/resources';
import { lazy } from 'react';
import { download, saveFile, updown } from '../../api/client';
import { loadChunk } from '../../app/chunk-load';
import { deferred, type ListExtension } from '../../crud/list-extensions';
import { dvLabel } from './device-text';

const RemoteOpenDialog = lazy(() => loadChunk(() => import('./RemoteOpenDialog')));
const UpgradeDialog = lazy(() => loadChunk(() => import('./UpgradeDialog')));

const upgrade = (permission: string) => ({
  key: 'upgrade',
  label: dvLabel('upgrade'),
  permission,
  Dialog: UpgradeDialog,
});

/**
 * A camera's barrier is opened from its row, and a device's firmware upgraded, by those who may command
 * devices (the route's permission).
 */
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
      // the wired devices take firmware over their own connection; the others are upgraded from their registers
      {
        ...upgrade(permissionCode(gateDeviceResource, 'edit')),
        shows: (row) =>
          (row.deviceKind === deviceKind.values.gateCamera || row.deviceKind === deviceKind.values.doorReader) &&
          row.vendor !== deviceVendor.values.hikvision,
      },
    ],
  },
  [wirelessDeviceResource.module]: { rowActions: [upgrade(permissionCode(wirelessDeviceResource, 'edit'))] },
  [deviceLogResource.module]: {
    Toolbar: deferred(() => import('./RequestLogToolbar')),
    rowActions: [
      {
        key: 'download',
        label: dvLabel('download'),
        lead: true,
        shows: (row) => row.state === deviceLogState.values.uploaded,
        onClick: (row) =>
          void download(updown('deviceLog/download'), { logId: String(row.id) }, `device-log-${row.id}.log`)
            .then(saveFile)
            // the client has already shown why
            .catch(() => undefined),
      },
    ],
  },
};
