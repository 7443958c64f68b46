import { derateBatchResource, derateCodeKind, derateResource } from '@parking/resources';
import { lazy } from 'react';
import { saveFile } from '../../api/client';
import { loadChunk } from '../../app/chunk-load';
import type { ListExtension } from '../../crud/list-extensions';
import { downloadBatch } from './derate-api';
import { texts } from './derate-text';

const BuyCodesDialog = lazy(() => loadChunk(() => import('./BuyCodesDialog')));
const DynamicCodeDialog = lazy(() => loadChunk(() => import('./DynamicCodeDialog')));

/** Buying and showing codes spends the merchant's money: the routes ask for this button. */
const buyPermission = `${derateResource.module}:buy`;

/** What the derate pages add: buying codes and showing a dynamic one on a derate, downloading a printed purchase. */
export const derateListExtensions: Record<string, ListExtension> = {
  [derateResource.module]: {
    rowActions: [
      { key: 'buy', label: texts.buy, lead: true, permission: buyPermission, Dialog: BuyCodesDialog },
      { key: 'dynamic', label: texts.dynamic, permission: buyPermission, Dialog: DynamicCodeDialog },
    ],
  },
  [derateBatchResource.module]: {
    rowActions: [
      {
        key: 'download',
        label: texts.download,
        lead: true,
        permission: buyPermission,
        shows: (row) => row.codeKind === derateCodeKind.values.static,
        onClick: (row) => {
          void downloadBatch(Number(row.id)).then(saveFile, () => undefined);
        },
      },
    ],
  },
};
