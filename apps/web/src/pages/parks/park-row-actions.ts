import { lazy } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { RowAction, RowActionsByModule } from '../../crud/row-actions';

const ParkQrDialog = lazy(() => loadChunk(() => import('./ParkQrDialog')));
const StereoGarageQrDialog = lazy(() => loadChunk(() => import('./StereoGarageQrDialog')));

const parkQr: RowAction = { key: 'qrCodes', label: { zh: '二维码', en: 'QR codes' }, Dialog: ParkQrDialog };

/** A park's QR codes from both park lists; a stereo garage's from the areas that are one. */
export const parkRowActions: RowActionsByModule = {
  basePark: [parkQr],
  curbPark: [parkQr],
  baseParkArea: [
    {
      key: 'qrCode',
      label: { zh: '二维码', en: 'QR code' },
      shows: (row) => row.stereoGarage === true,
      Dialog: StereoGarageQrDialog,
    },
  ],
};
