import type { Config } from '../../../config';
import type { AppContext } from '../../../platform/context';
import type { PaymentAdapter } from '../../traffic/payments/payment-adapter';
import { SandboxPayments } from '../../traffic/payments/sandbox-payment';
import { AlipayChannel } from './alipay-channel';
import { fetchTransport, type HttpTransport } from './http-transport';
import { merchantOf } from './merchants';
import { WechatPayChannel } from './wechat-pay-channel';

/**
 * The payment channel PAY_CHANNEL names. The real ones read their merchant from the configuration pages at
 * each call, so a key saved there applies without a restart.
 */
export function choosePayments(
  config: Config,
  paySecret: string,
  app: () => AppContext,
  transport: HttpTransport = fetchTransport,
): PaymentAdapter {
  switch (config.payChannel) {
    case 'wechat':
      return new WechatPayChannel(
        (db, subject) => merchantOf.wechat(app(), db, subject),
        transport,
        config.outboxTimeoutMs,
      );
    case 'alipay':
      return new AlipayChannel(
        (db, subject) => merchantOf.alipay(app(), db, subject),
        transport,
        config.outboxTimeoutMs,
      );
    default:
      return new SandboxPayments(paySecret, config.publicBaseUrl, config);
  }
}

/**
 * The channel a payment was taken by, by the name its payment record keeps, so that a refund goes back the way
 * the money came even after PAY_CHANNEL was changed. Cash (and anything no channel took) answers null.
 */
export function channelNamed(app: AppContext, name: string | null | undefined): PaymentAdapter | null {
  if (!name || !isChannel(name)) return null;
  if (name === app.payments.name) return app.payments;
  let channel = others.get(app)?.get(name);
  if (!channel) {
    channel = choosePayments({ ...app.config, payChannel: name }, app.paySecret, () => app);
    others.set(app, (others.get(app) ?? new Map()).set(name, channel));
  }
  return channel;
}

const channelNames = ['sandbox', 'wechat', 'alipay'] as const;
const isChannel = (name: string): name is (typeof channelNames)[number] =>
  (channelNames as readonly string[]).includes(name);
const others = new WeakMap<AppContext, Map<string, PaymentAdapter>>();
