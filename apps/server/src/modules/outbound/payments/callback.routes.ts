import { z } from 'zod';
import { unauthorized } from '../../../platform/errors';
import { rawBodyOf } from '../../../platform/raw-body';
import { type AnyRoute, defineRoute, FileAnswer } from '../../../platform/route-table';
import { applyPayment } from '../../traffic/orders/order-payments';
import { noticeOfAlipay } from './alipay-channel';
import { verifyNotice } from './alipay-rsa2';
import { merchantOf } from './merchants';
import { noticeOfTransaction, ourMerchant } from './wechat-pay-channel';
import {
  decryptResource,
  signedHeadersOf,
  verifyPlatformSignature,
  type WechatResource,
  type WechatTransaction,
} from './wechat-pay-v3';

const refused = (why: string) => unauthorized({ zh: `支付回调不可信：${why}`, en: `payment callback refused: ${why}` });

const wechatBody = z.object({
  id: z.string().max(100).optional(),
  event_type: z.string().max(60),
  resource_type: z.string().max(60).optional(),
  resource: z.object({
    algorithm: z.string().max(40),
    ciphertext: z.string().max(20_000),
    associated_data: z.string().max(200).optional(),
    nonce: z.string().max(40),
    original_type: z.string().max(40).optional(),
  }),
});

export const payCallbackRoutes: AnyRoute[] = [
  defineRoute<Record<string, never>, z.infer<typeof wechatBody>, 'public'>({
    method: 'POST',
    url: '/api/pay/callback/wechat',
    section: 'orders-invoices',
    summary:
      'WeChat Pay (API v3) reports a payment: the platform signature over the exact body is checked, the resource decrypted with the APIv3 key, and the payment applied once; anything else is refused and changes nothing',
    auth: 'public',
    body: wechatBody,
    handler: async ({ app, req, body }) => {
      const merchant = await merchantOf.wechat(app);
      const raw = rawBodyOf(req);
      const headers = signedHeadersOf(req.headers);
      if (!raw || !headers) throw refused('no Wechatpay signature headers');
      if (!verifyPlatformSignature(merchant.platform, headers, raw)) throw refused('signature does not verify');
      if (body.event_type !== 'TRANSACTION.SUCCESS') return { applied: false, event: body.event_type };
      let transaction: WechatTransaction;
      try {
        transaction = JSON.parse(decryptResource(merchant.apiV3Key, body.resource as WechatResource));
      } catch {
        throw refused('resource does not decrypt');
      }
      // a partner payment must be for the sub-merchant of the order's park
      const expected = await merchantOf.wechat(app, app.db, { onlineOrderId: transaction.out_trade_no });
      if (!ourMerchant(transaction, expected)) throw refused('another merchant');
      if (transaction.trade_state !== 'SUCCESS') return { applied: false, state: transaction.trade_state };
      const { applied } = await applyPayment(app, noticeOfTransaction(transaction), 'wechat');
      return { applied };
    },
  }),
  defineRoute<Record<string, never>, Record<string, string>, 'public'>({
    method: 'POST',
    url: '/api/pay/callback/alipay',
    section: 'orders-invoices',
    summary:
      'Alipay reports a payment (form parameters, RSA2): the signature is checked with the Alipay public key and the payment applied once; answers the text "success" Alipay waits for',
    auth: 'public',
    body: z.record(z.string().max(64), z.string().max(4000)),
    handler: async ({ app, body }) => {
      const alipay = await merchantOf.alipay(app);
      if (!verifyNotice(alipay.alipayPublicKeyPem, body)) throw refused('signature does not verify');
      if (body.app_id !== alipay.appId) throw refused('another app');
      const notice = noticeOfAlipay(body);
      if (notice) await applyPayment(app, notice, 'alipay');
      return new FileAnswer('alipay-notify.txt', 'text/plain; charset=utf-8', Buffer.from('success'));
    },
  }),
];
