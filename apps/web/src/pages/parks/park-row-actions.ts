import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { ListExtension } from '../../crud/list-extensions';
import type { RowAction } from '../../crud/row-actions';

const ParkQrDialog = lazy(() => loadChunk(() => import('./ParkQrDialog')));
const StereoGarageQrDialog = lazy(() => loadChunk(() => import('./StereoGarageQrDialog')));

const parkQr: RowAction = { key: 'qrCodes', label: { zh: '二维码', en: 'QR codes' }, Dialog: ParkQrDialog };

/** A park's QR codes from both park lists; a stereo garage's from the areas that are one. */
export const parkListExtensions: Record<string, ListExtension> = {
  basePark: { rowActions: [parkQr] },
  curbPark: { rowActions: [parkQr] },
  baseParkArea: {
    rowActions: [
      {
        key: 'qrCode',
        label: { zh: '二维码', en: 'QR code' },
        shows: (row) => row.stereoGarage === true,
        Dialog: StereoGarageQrDialog,
      },
    ],
  },
};
