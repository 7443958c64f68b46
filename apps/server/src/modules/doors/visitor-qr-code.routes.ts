import { enabledState, parkResource, visitorQrCodeResource } from '@parking/resources';
import { z } from 'zod';
import { saveRow } from '../../crud/save-row';
import { visibleOne } from '../../crud/visible-rows';
import type { Access, AppContext } from '../../platform/context';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId, requiredId } from '../../platform/spec-params';
import { type QrTarget, qrAnswer, qrFile, qrUrl } from '../parks/qr-codes';

const base = '/api/updown/plat/visitorqrcode';
const idInput = z.object({ id: optionalId });
const labels = (k: string) => (k === 'id' ? visitorQrCodeResource.label : undefined);

/** What the code encodes: the park's visitor registration page with the code's id (`/h5/visitor?qrId=`). */
async function visitorTarget(app: AppContext, access: Access, id: number): Promise<QrTarget> {
  const code = await visibleOne(app.db, visitorQrCodeResource, access, id);
  const park = await visibleOne(app.db, parkResource, access, code.parkId);
  return { kind: 'visitor', params: { parkId: code.parkId, qrId: id }, title: `${park.parkName}-${code.qrName}` };
}

const switchRoute = (path: 'enable' | 'disable') =>
  defineRoute({
    method: 'POST',
    url: `${base}/${path}`,
    section: 'third-party',
    summary:
      path === 'enable'
        ? 'Enable a visitor QR code (id): visitors may register through it again'
        : 'Disable a visitor QR code (id): registrations through it are refused',
    permission: 'plat/visitorqrcode:edit',
    query: idInput,
    body: idInput.optional(),
    labels,
    handler: async (ctx) => {
      const id = requiredId(visitorQrCodeResource.label, ['id'], ctx.query, ctx.body);
      const state = path === 'enable' ? enabledState.values.enabled : enabledState.values.disabled;
      return ctx.app.db.transaction(
        async (tx) => (await saveRow({ ...ctx, tx }, visitorQrCodeResource, { state }, { id })).answer,
      );
    },
  });

export const visitorQrCodeRoutes: AnyRoute[] = [
  switchRoute('enable'),
  switchRoute('disable'),
  defineRoute({
    method: 'GET',
    url: `${base}/getVistorQrCode`,
    section: 'third-party',
    summary: 'A visitor QR code (id): the registration page URL it encodes and the PNG as a data URL',
    query: idInput,
    labels,
    handler: async ({ app, access, query, lang }) => {
      const id = requiredId(visitorQrCodeResource.label, ['id'], query);
      return qrAnswer(app.config.publicBaseUrl, await visitorTarget(app, access, id), lang);
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/downloadVistorQrCode`,
    section: 'third-party',
    summary: 'A visitor QR code (id) as a PNG file to print (header x-qr-url: the URL it encodes)',
    query: idInput,
    labels,
    file: true,
    handler: async ({ app, access, query, lang, reply }) => {
      const id = requiredId(visitorQrCodeResource.label, ['id'], query);
      const target = await visitorTarget(app, access, id);
      reply.header('x-qr-url', qrUrl(app.config.publicBaseUrl, target.kind, target.params));
      return qrFile(app.config.publicBaseUrl, target, lang);
    },
  }),
];
