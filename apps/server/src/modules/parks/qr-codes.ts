import type { Lang, Message } from '@parking/domain';
import QRCode from 'qrcode';
import { FileAnswer } from '../../platform/route-table';

/** What a driver's phone opens when it scans a park's code: a page under PUBLIC_BASE_URL. */
export const qrKinds = {
  parkPay: { path: '/h5/pay', label: { zh: '停车缴费二维码', en: 'Parking payment QR code' } },
  miniPay: { path: '/h5/mini/pay', label: { zh: '小程序缴费二维码', en: 'Mini-program payment QR code' } },
  invoice: { path: '/h5/invoice', label: { zh: '开票二维码', en: 'Invoice QR code' } },
  supplementPay: { path: '/h5/supplement', label: { zh: '补缴二维码', en: 'Supplementary payment QR code' } },
  cloudSeatGate: { path: '/h5/cloudseat', label: { zh: '云坐席通道二维码', en: 'Cloud-seat gate QR code' } },
  batchRenewal: { path: '/h5/renewal', label: { zh: '月卡续费二维码', en: 'Pass renewal QR code' } },
  advertPay: { path: '/h5/advert/pay', label: { zh: '广告支付二维码', en: 'Advert payment QR code' } },
  stereoGarage: { path: '/h5/garage', label: { zh: '立体车库二维码', en: 'Stereo garage QR code' } },
  visitor: { path: '/h5/visitor', label: { zh: '访客登记二维码', en: 'Visitor registration QR code' } },
} satisfies Record<string, { path: string; label: Message }>;

export type QrKind = keyof typeof qrKinds;

export function qrUrl(baseUrl: string, kind: QrKind, params: Record<string, number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  return `${baseUrl.replace(/\/+$/, '')}${qrKinds[kind].path}?${query}`;
}

/** The code as a PNG image, large enough to print on a sign. */
export const qrPng = (url: string): Promise<Buffer> =>
  QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 480 });

export type QrTarget = { kind: QrKind; params: Record<string, number>; title: string };

const fileName = (t: QrTarget, lang: Lang) =>
  `${t.title}-${qrKinds[t.kind].label[lang]}.png`.replace(/[\\/:*?"<>|]/g, '_');

/** The code for the console to show: the URL it encodes and the PNG as a data URL. */
export async function qrAnswer(baseUrl: string, target: QrTarget, lang: Lang) {
  const url = qrUrl(baseUrl, target.kind, target.params);
  const png = await qrPng(url);
  return {
    kind: target.kind,
    label: qrKinds[target.kind].label[lang],
    ...target.params,
    title: target.title,
    url,
    filename: fileName(target, lang),
    image: `data:image/png;base64,${png.toString('base64')}`,
  };
}

export async function qrFile(baseUrl: string, target: QrTarget, lang: Lang): Promise<FileAnswer> {
  return new FileAnswer(fileName(target, lang), 'image/png', await qrPng(qrUrl(baseUrl, target.kind, target.params)));
}
