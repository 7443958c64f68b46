import type { Message } from '@parking/domain';
import { idSchema, invoiceSellerConfigResource } from '@parking/resources';
import { z } from 'zod';
import { rowSerializer } from '../../../crud/serialize';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { checkSellerStatus, inviteUrl, renewSeller, submitInterfaceData } from './seller-config.service';

export const sellerPermissions = {
  renewal: 'invoiceSellerConfig:renewal',
  interface: 'invoiceSellerConfig:interface',
} as const;

const names: Record<string, Message> = {
  RecordID: { zh: '开票配置', en: 'Invoice settings' },
  RenewalYear: { zh: '续期年数', en: 'Years' },
  newEndDate: { zh: '新截止日期', en: 'New end date' },
  appId: { zh: '接口 AppID', en: 'Interface app id' },
  appSecret: { zh: '接口密钥', en: 'Interface key' },
};
const labels = (k: string) => names[k];
const recordId = z.object({ RecordID: idSchema });
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const sellerConfigRoutes: AnyRoute[] = [
  defineRoute<{ RecordID: number; RenewalYear?: number; newEndDate?: string }, undefined>({
    method: 'GET',
    url: '/api/updown/invoiceSellerConfig/renewal',
    section: 'orders-invoices',
    summary:
      'Extends the invoicing service by RenewalYear years (from its end, or from today once ended) or to newEndDate (later than the present end)',
    permission: sellerPermissions.renewal,
    mutating: true,
    query: z.object({
      RecordID: idSchema,
      RenewalYear: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10).optional()),
      newEndDate: z.preprocess(
        blankToUndefined,
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .optional(),
      ),
    }),
    labels,
    handler: async ({ app, access, query }) => {
      const row = await app.db.transaction((tx) =>
        renewSeller(app, tx, access, query.RecordID, { years: query.RenewalYear, newEndDate: query.newEndDate }),
      );
      return rowSerializer(invoiceSellerConfigResource, app.config.timeZone)(row);
    },
  }),
  defineRoute<Record<string, never>, { RecordID: number; appId: string; appSecret?: string }>({
    method: 'POST',
    url: '/api/updown/invoiceSellerConfig/submitInterfaceData',
    section: 'orders-invoices',
    summary:
      'Sends the seller’s interface data (app id and key) to its e-invoice platform; the key is stored sealed and never answered',
    permission: sellerPermissions.interface,
    ownTransactions: true,
    secrets: ['appSecret'],
    body: z.object({
      RecordID: z.coerce.number().int().min(1),
      appId: z
        .string()
        .trim()
        .regex(/^[0-9A-Za-z_-]{4,64}$/),
      appSecret: z.preprocess(blankToUndefined, z.string().min(8).max(200).optional()),
    }),
    labels,
    handler: async ({ app, access, body }) => {
      const row = await submitInterfaceData(app, access, body.RecordID, body);
      return rowSerializer(invoiceSellerConfigResource, app.config.timeZone)(row);
    },
  }),
  defineRoute<{ RecordID: number }, undefined>({
    method: 'GET',
    url: '/api/updown/tencentfapiao/getinviteurl',
    section: 'orders-invoices',
    summary:
      'The address where the seller accepts the e-invoice platform’s invitation (Tencent e-invoice sub-merchant)',
    query: recordId,
    labels,
    handler: async ({ app, access, query }) => ({ url: await inviteUrl(app, access, query.RecordID) }),
  }),
  defineRoute<{ RecordID: number }, undefined>({
    method: 'GET',
    url: '/api/updown/tencentfapiao/checksubmchstatustest',
    section: 'orders-invoices',
    summary:
      'Asks the e-invoice platform whether the seller is open for invoicing and keeps the answer on its settings',
    mutating: true,
    ownTransactions: true,
    query: recordId,
    labels,
    handler: async ({ app, access, query, audit }) => checkSellerStatus(app, access, query.RecordID, audit),
  }),
];
