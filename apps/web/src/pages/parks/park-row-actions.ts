import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import { dialogRowActions, type ListExtension } from '../../crud/list-extensions';
import type { RowAction } from '../../crud/row-actions';

const ParkQrDialog = lazy(() => loadChunk(() => import('./ParkQrDialog')));
const StereoGarageQrDialog = lazy(() => loadChunk(() => import('./StereoGarageQrDialog')));

const parkQr = dialogRowActions([
  { key: 'qrCodes', label: { zh: '二维码', en: 'QR codes' }, Dialog: ParkQrDialog } satisfies RowAction,
]);

/** A park's QR codes from both park lists; a stereo garage's from the areas that are one. */
export const parkListExtensions: Record<string, ListExtension> = {
  basePark: { RowActions: parkQr },
  curbPark: { RowActions: parkQr },
  baseParkArea: {
    RowActions: dialogRowActions([
      {
        key: 'qrCode',
        label: { zh: '二维码', en: 'QR code' },
        shows: (row) => row.stereoGarage === true,
        Dialog: StereoGarageQrDialog,
      },
    ]),
  },
};
