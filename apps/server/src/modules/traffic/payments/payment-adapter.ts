import { createHmac } from 'node:crypto';
import type { DictValue, payWay } from '@parking/resources';
import type { Db } from '../../../db/connection';
import { sameHash } from '../../../platform/auth/tokens';

export type PayWay = DictValue<typeof payWay>;

/** A payment the channel confirmed, as its callback reports it. Amounts in fen. */
export type PaymentNotice = {
  onlineOrderId: string;
  payNo: string;
  amountFen: number;
  payWay: PayWay;
  /** ISO time the payer paid. */
  paidAt: string;
};

/**
 * A payment channel (WeChat, Alipay, the sandbox): starts payments, reports them, refunds them. `db` is the
 * caller's database or transaction, through which a real channel reads its merchant.
 */
export type PaymentAdapter = {
  name: string;
  /** Starts paying an order; the channel later calls our callback route with a signed notice. */
  createPayment(
    req: { onlineOrderId: string; amountFen: number; payWay: PayWay },
    db?: Db,
  ): Promise<{ payUrl: string }>;
  /** The channel's own view of an order: the payment it holds, if any. */
  queryPayment(onlineOrderId: string, db?: Db): Promise<PaymentNotice | null>;
  refund(
    req: {
      payNo: string;
      refundNo: string;
      amountFen: number;
      /** What the payment was, which a channel may need beside the refund (WeChat Pay does). */
      paidFen?: number;
    },
    db?: Db,
  ): Promise<{ ok: true } | { ok: false; reason: string }>;
};

const signedText = (n: PaymentNotice) => [n.onlineOrderId, n.payNo, n.amountFen, n.payWay, n.paidAt].join('|');

/** The signature a callback carries: HMAC-SHA256 of its fields with the configured secret. */
export const signNotice = (secret: string, n: PaymentNotice): string =>
  createHmac('sha256', secret).update(signedText(n)).digest('hex');

export const noticeSigned = (secret: string, n: PaymentNotice, signature: string): boolean =>
  sameHash(signNotice(secret, n), signature);
