import { payWay } from '@parking/resources';
import type { Db } from '../../../db/connection';
import type { PaymentAdapter, PaymentNotice } from '../../traffic/payments/payment-adapter';
import { withTimeout } from '../outbox/retry-schedule';
import type { HttpTransport } from './http-transport';
import type { PaymentSubject, WechatMerchant } from './merchants';
import { authorizationHeader, signedHeadersOf, verifyPlatformSignature, type WechatTransaction } from './wechat-pay-v3';

export const wechatApiBase = 'https://api.mch.weixin.qq.com';

/** A transaction WeChat reports paid, as the notice our orders take. */
export const noticeOfTransaction = (t: WechatTransaction): PaymentNotice => ({
  onlineOrderId: t.out_trade_no,
  payNo: t.transaction_id,
  amountFen: t.amount.total,
  payWay: payWay.values.wechat,
  paidAt: t.success_time ? new Date(t.success_time).toISOString() : new Date().toISOString(),
});

/** A transaction of our merchant: directly, or (partner API) ours as service provider for the expected sub-merchant. */
export const ourMerchant = (t: WechatTransaction, m: WechatMerchant): boolean =>
  t.sp_mchid ? t.sp_mchid === m.mchId && (!m.sub || t.sub_mchid === m.sub.subMchId) : t.mchid === m.mchId;

/**
 * WeChat Pay API v3 (Native payments: the payer scans the code URL): every request signed with the merchant's
 * key, every answer's signature checked with the platform's key before it is believed. A park with an enabled
 * sub-merchant is paid through the partner API, so its money goes to the park's own merchant.
 */
export class WechatPayChannel implements PaymentAdapter {
  readonly name = 'wechat';

  constructor(
    private readonly merchant: (db?: Db, subject?: PaymentSubject) => Promise<WechatMerchant>,
    private readonly transport: HttpTransport,
    private readonly timeoutMs: number,
  ) {}

  private async request(m: WechatMerchant, method: 'GET' | 'POST', path: string, body?: unknown) {
    const text = body === undefined ? '' : JSON.stringify(body);
    const answer = await withTimeout(this.timeoutMs, (signal) =>
      this.transport(
        {
          method,
          url: `${wechatApiBase}${path}`,
          headers: {
            authorization: authorizationHeader(m, { method, path, body: text }),
            accept: 'application/json',
            'content-type': 'application/json',
            'user-agent': 'parking-back-office',
          },
          ...(body === undefined ? {} : { body: text }),
        },
        signal,
      ),
    );
    const signed = signedHeadersOf(answer.headers);
    if (!signed || !verifyPlatformSignature(m.platform, signed, answer.body)) {
      throw new Error(`WeChat Pay's answer (${answer.status}) does not carry the platform's signature`);
    }
    const data = answer.body ? (JSON.parse(answer.body) as Record<string, unknown>) : {};
    return { status: answer.status, data };
  }

  async createPayment(req: { onlineOrderId: string; amountFen: number }, db?: Db) {
    const m = await this.merchant(db, { onlineOrderId: req.onlineOrderId });
    const order = {
      description: `停车费 ${req.onlineOrderId}`,
      out_trade_no: req.onlineOrderId,
      notify_url: m.notifyUrl,
      amount: { total: req.amountFen, currency: 'CNY' },
    };
    const { status, data } = m.sub
      ? await this.request(m, 'POST', '/v3/pay/partner/transactions/native', {
          sp_appid: m.appId,
          sp_mchid: m.mchId,
          ...(m.sub.subAppId ? { sub_appid: m.sub.subAppId } : {}),
          sub_mchid: m.sub.subMchId,
          ...order,
        })
      : await this.request(m, 'POST', '/v3/pay/transactions/native', { appid: m.appId, mchid: m.mchId, ...order });
    if (status !== 200 || typeof data.code_url !== 'string') {
      throw new Error(`WeChat Pay refused the payment: ${data.code ?? status} ${data.message ?? ''}`.trim());
    }
    return { payUrl: data.code_url };
  }

  async queryPayment(onlineOrderId: string, db?: Db) {
    const m = await this.merchant(db, { onlineOrderId });
    const id = encodeURIComponent(onlineOrderId);
    const path = m.sub
      ? `/v3/pay/partner/transactions/out-trade-no/${id}?sp_mchid=${m.mchId}&sub_mchid=${m.sub.subMchId}`
      : `/v3/pay/transactions/out-trade-no/${id}?mchid=${m.mchId}`;
    const { status, data } = await this.request(m, 'GET', path);
    if (status === 404) return null;
    if (status !== 200) throw new Error(`WeChat Pay: ${data.code ?? status} ${data.message ?? ''}`.trim());
    const t = data as unknown as WechatTransaction;
    return t.trade_state === 'SUCCESS' && ourMerchant(t, m) ? noticeOfTransaction(t) : null;
  }

  async refund(req: { payNo: string; refundNo: string; amountFen: number; paidFen?: number }, db?: Db) {
    try {
      const m = await this.merchant(db, { payNo: req.payNo });
      const { status, data } = await this.request(m, 'POST', '/v3/refund/domestic/refunds', {
        ...(m.sub ? { sub_mchid: m.sub.subMchId } : {}),
        transaction_id: req.payNo,
        out_refund_no: req.refundNo,
        amount: { refund: req.amountFen, total: req.paidFen ?? req.amountFen, currency: 'CNY' },
      });
      if (status === 200 && (data.status === 'SUCCESS' || data.status === 'PROCESSING')) return { ok: true as const };
      return { ok: false as const, reason: `${data.code ?? data.status ?? status} ${data.message ?? ''}`.trim() };
    } catch (err) {
      return { ok: false as const, reason: err instanceof Error ? err.message : String(err) };
    }
  }
}
