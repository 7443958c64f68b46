import type { AppContext } from '../../../platform/context';
import { unauthorized } from '../../../platform/errors';
import { applyPayment } from '../orders/order-payments';
import { noticeSigned, type PaymentNotice } from './payment-adapter';

/** A channel's notice of a payment: applied once, and only when it carries the channel's signature. */
export async function acceptNotice(app: AppContext, notice: PaymentNotice, signature: string, adapter: string) {
  if (!noticeSigned(app.paySecret, notice, signature)) {
    throw unauthorized({ zh: '支付回调签名不正确', en: 'payment callback signature is not valid' });
  }
  return applyPayment(app, notice, adapter);
}
