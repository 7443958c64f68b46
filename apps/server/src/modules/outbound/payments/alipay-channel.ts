import { formatLocalDateTime } from '@parking/domain';
import { payWay } from '@parking/resources';
import type { Db } from '../../../db/connection';
import type { PaymentAdapter, PaymentNotice } from '../../traffic/payments/payment-adapter';
import { withTimeout } from '../outbox/retry-schedule';
import { fenOf, signRsa2, verifyAnswer, yuanText } from './alipay-rsa2';
import type { HttpTransport } from './http-transport';
import type { AlipayApp, PaymentSubject } from './merchants';

/** A notice Alipay sent for a paid trade, as the notice our orders take; null for any other trade state. */
export function noticeOfAlipay(p: Record<string, string>): PaymentNotice | null {
  if (p.trade_status !== 'TRADE_SUCCESS' && p.trade_status !== 'TRADE_FINISHED') return null;
  const amountFen = fenOf(p.total_amount ?? '');
  if (!p.out_trade_no || !p.trade_no || !Number.isFinite(amountFen)) return null;
  const paid = p.gmt_payment ? parseAlipayTime(p.gmt_payment) : new Date();
  return {
    onlineOrderId: p.out_trade_no,
    payNo: p.trade_no,
    amountFen,
    payWay: payWay.values.alipay,
    paidAt: paid.toISOString(),
  };
}

/** Alipay's times are Beijing time, "yyyy-MM-dd HH:mm:ss". */
const parseAlipayTime = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

/**
 * Alipay's open API (precreate: the payer scans the QR code), each request RSA2-signed, each answer verified.
 * A park whose Alipay merchant authorised our app is paid on that merchant's behalf (app_auth_token).
 */
export class AlipayChannel implements PaymentAdapter {
  readonly name = 'alipay';

  constructor(
    private readonly app: (db?: Db, subject?: PaymentSubject) => Promise<AlipayApp>,
    private readonly transport: HttpTransport,
    private readonly timeoutMs: number,
  ) {}

  private async call(
    db: Db | undefined,
    subject: PaymentSubject,
    method: string,
    biz: Record<string, unknown>,
    withNotify = false,
  ) {
    const a = await this.app(db, subject);
    const params: Record<string, string> = {
      app_id: a.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: formatLocalDateTime(new Date(), 'Asia/Shanghai'),
      version: '1.0',
      biz_content: JSON.stringify(biz),
      ...(withNotify ? { notify_url: a.notifyUrl } : {}),
      ...(a.appAuthToken ? { app_auth_token: a.appAuthToken } : {}),
    };
    params.sign = signRsa2(a.privateKeyPem, params);
    const answer = await withTimeout(this.timeoutMs, (signal) =>
      this.transport(
        {
          method: 'POST',
          url: a.gateway,
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body: new URLSearchParams(params).toString(),
        },
        signal,
      ),
    );
    const node = `${method.replaceAll('.', '_')}_response`;
    const data = verifyAnswer(a.alipayPublicKeyPem, answer.body, node);
    if (!data) throw new Error(`Alipay's answer to ${method} does not carry Alipay's signature`);
    return data;
  }

  async createPayment(req: { onlineOrderId: string; amountFen: number }, db?: Db) {
    const data = await this.call(
      db,
      { onlineOrderId: req.onlineOrderId },
      'alipay.trade.precreate',
      {
        out_trade_no: req.onlineOrderId,
        total_amount: yuanText(req.amountFen),
        subject: `停车费 ${req.onlineOrderId}`,
      },
      true,
    );
    if (data.code !== '10000' || typeof data.qr_code !== 'string') {
      throw new Error(
        `Alipay refused the payment: ${data.sub_code ?? data.code} ${data.sub_msg ?? data.msg ?? ''}`.trim(),
      );
    }
    return { payUrl: data.qr_code };
  }

  async queryPayment(onlineOrderId: string, db?: Db) {
    const data = await this.call(db, { onlineOrderId }, 'alipay.trade.query', { out_trade_no: onlineOrderId });
    if (data.code !== '10000') return null;
    return noticeOfAlipay({
      trade_status: String(data.trade_status ?? ''),
      total_amount: String(data.total_amount ?? ''),
      out_trade_no: String(data.out_trade_no ?? ''),
      trade_no: String(data.trade_no ?? ''),
      ...(data.send_pay_date ? { gmt_payment: String(data.send_pay_date) } : {}),
    });
  }

  async refund(req: { payNo: string; refundNo: string; amountFen: number }, db?: Db) {
    try {
      const data = await this.call(db, { payNo: req.payNo }, 'alipay.trade.refund', {
        trade_no: req.payNo,
        refund_amount: yuanText(req.amountFen),
        out_request_no: req.refundNo,
      });
      if (data.code === '10000') return { ok: true as const };
      return { ok: false as const, reason: `${data.sub_code ?? data.code} ${data.sub_msg ?? data.msg ?? ''}`.trim() };
    } catch (err) {
      return { ok: false as const, reason: err instanceof Error ? err.message : String(err) };
    }
  }
}
