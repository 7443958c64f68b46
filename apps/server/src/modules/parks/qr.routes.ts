import { areaResource, gateResource, parkResource } from '@parking/resources';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { idsText } from '../../crud/id-params';
import { visibleAll, visibleOne } from '../../crud/visible-rows';
import type { Access, AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idOf, idParams, optionalIdOf, specIdLabel } from '../../platform/spec-params';
import { type QrKind, type QrTarget, qrAnswer, qrFile, qrUrl } from './qr-codes';

const base = '/api/updown/basePark';
const parkQuery = z.object(idParams('park', 'gate'));
type ParkQuery = z.infer<typeof parkQuery>;

async function parkTarget(app: AppContext, access: Access, kind: QrKind, q: ParkQuery): Promise<QrTarget> {
  const parkId = idOf('park', q);
  const park = await visibleOne(app.db, parkResource, access, parkId);
  const params: Record<string, number> = { parkId };
  const gateId = optionalIdOf('gate', q);
  if (kind === 'cloudSeatGate' && gateId !== undefined) {
    const gate = await visibleOne(app.db, gateResource, access, gateId);
    if (gate.parkId !== parkId) {
      throw badRequest({
        zh: `通道(gateId): 通道 ${gateId} 不属于停车场 ${parkId}`,
        en: `Gate(gateId): gate ${gateId} is not a gate of park ${parkId}`,
      });
    }
    params.gateId = gateId;
  }
  return { kind, params, title: park.parkName };
}

/** The file answer carries the URL it encodes in a header, so a caller can check what it saves. */
async function download(app: AppContext, reply: FastifyReply, target: QrTarget, lang: 'zh' | 'en') {
  reply.header('x-qr-url', qrUrl(app.config.publicBaseUrl, target.kind, target.params));
  return qrFile(app.config.publicBaseUrl, target, lang);
}

const parkCodes: { kind: QrKind; name: string }[] = [
  { kind: 'parkPay', name: 'ParkPayQRCode' },
  { kind: 'miniPay', name: 'MiniPayQRCode' },
  { kind: 'invoice', name: 'InvoiceQRCode' },
  { kind: 'supplementPay', name: 'SupplementPayQRCode' },
  { kind: 'cloudSeatGate', name: 'CloudSeatGateQRCode' },
];

const areaQuery = z.object(idParams('area'));

async function garageTarget(app: AppContext, access: Access, q: z.infer<typeof areaQuery>): Promise<QrTarget> {
  const areaId = idOf('area', q);
  const area = await visibleOne(app.db, areaResource, access, areaId);
  if (!area.stereoGarage) {
    throw badRequest({
      zh: `区域(AreaID): ${area.areaName} 不是立体车库`,
      en: `Park area(AreaID): ${area.areaName} is not a stereo garage`,
    });
  }
  return { kind: 'stereoGarage', params: { parkId: area.parkId, areaId }, title: area.areaName };
}

export const qrRoutes: AnyRoute[] = [
  ...parkCodes.flatMap(({ kind, name }) => [
    defineRoute({
      method: 'GET',
      url: `${base}/get${name}`,
      section: 'parks',
      summary: `A park's ${kindText(kind)}: the URL it encodes and the PNG as a data URL`,
      query: parkQuery,
      labels: specIdLabel,
      handler: async ({ app, access, query, lang }) =>
        qrAnswer(app.config.publicBaseUrl, await parkTarget(app, access, kind, query), lang),
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/download${name}`,
      section: 'parks',
      summary: `A park's ${kindText(kind)} as a PNG file (header x-qr-url: the URL it encodes)`,
      query: parkQuery,
      labels: specIdLabel,
      file: true,
      handler: async ({ app, access, query, lang, reply }) =>
        download(app, reply, await parkTarget(app, access, kind, query), lang),
    }),
  ]),
  defineRoute({
    method: 'POST',
    url: `${base}/batchRenewalQRCode`,
    section: 'parks',
    summary: 'Monthly-pass renewal QR codes of several parks (ids in the query), one per park',
    query: z.object({ ids: idsText }),
    labels: specIdLabel,
    mutating: false,
    handler: async ({ app, access, query, lang }) => {
      if (query.ids.length > 100) {
        throw badRequest({ zh: '编号(ids): 一次最多 100 个', en: 'Ids(ids): at most 100 at a time' });
      }
      const parks = await visibleAll(app.db, parkResource, access, query.ids);
      return Promise.all(
        parks.map((p) =>
          qrAnswer(
            app.config.publicBaseUrl,
            { kind: 'batchRenewal', params: { parkId: p.id }, title: p.parkName },
            lang,
          ),
        ),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/advertPayQRCode`,
    section: 'parks',
    summary: "A park's advert payment QR code (parkId in the query or the body)",
    query: parkQuery,
    body: z.object(idParams('park')),
    labels: specIdLabel,
    mutating: false,
    handler: async ({ app, access, query, body, lang }) => {
      const parkId = idOf('park', query, body);
      return qrAnswer(app.config.publicBaseUrl, await parkTarget(app, access, 'advertPay', { parkId }), lang);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/baseParkArea/getStereoGarageQRCode',
    section: 'parks',
    summary: "A stereo garage area's QR code: the URL it encodes and the PNG as a data URL",
    query: areaQuery,
    labels: specIdLabel,
    handler: async ({ app, access, query, lang }) =>
      qrAnswer(app.config.publicBaseUrl, await garageTarget(app, access, query), lang),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/baseParkArea/downloadStereoGarageQRCode',
    section: 'parks',
    summary: "A stereo garage area's QR code as a PNG file (header x-qr-url: the URL it encodes)",
    query: areaQuery,
    labels: specIdLabel,
    file: true,
    handler: async ({ app, access, query, lang, reply }) =>
      download(app, reply, await garageTarget(app, access, query), lang),
  }),
];

function kindText(kind: QrKind): string {
  return {
    parkPay: 'payment QR code',
    miniPay: 'mini-program payment QR code',
    invoice: 'invoice QR code',
    supplementPay: 'supplementary payment QR code',
    cloudSeatGate: 'cloud-seat gate QR code (gateId: for one gate)',
    batchRenewal: 'renewal QR code',
    advertPay: 'advert payment QR code',
    stereoGarage: 'stereo garage QR code',
    visitor: 'visitor registration QR code',
  }[kind];
}
