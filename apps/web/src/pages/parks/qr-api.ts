import { download, get, type Query, saveFile, updown } from '../../api/client';

/** A QR code as the server draws it: what it encodes and the picture of it. */
export type QrCode = { kind: string; label: string; title: string; url: string; filename: string; image: string };

/** Where one code is fetched: `<module>/get<name>` answers it, `<module>/download<name>` is its PNG. */
export type QrSource = { module: string; name: string; query: Query };

/** The codes a park has: drivers pay, pay in the mini-program, ask for an invoice, settle arrears, call the cloud seat. */
export const parkQrNames = [
  'ParkPayQRCode',
  'MiniPayQRCode',
  'InvoiceQRCode',
  'SupplementPayQRCode',
  'CloudSeatGateQRCode',
] as const;

export const parkQrSources = (parkId: number | string): QrSource[] =>
  parkQrNames.map((name) => ({ module: 'basePark', name, query: { parkId } }));

export const stereoGarageQrSource = (areaId: number | string): QrSource => ({
  module: 'baseParkArea',
  name: 'StereoGarageQRCode',
  query: { AreaID: areaId },
});

export const fetchQr = (s: QrSource) => get<QrCode>(updown(`${s.module}/get${s.name}`), s.query);

export async function downloadQr(s: QrSource, fallbackName: string): Promise<void> {
  saveFile(await download(updown(`${s.module}/download${s.name}`), s.query, fallbackName));
}
