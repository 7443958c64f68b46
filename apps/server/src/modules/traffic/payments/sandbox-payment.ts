import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config';
import { sameHash } from '../../../platform/auth/tokens';
import { SandboxRecorder } from '../../outbound/adapters/sandbox-recorder';
import type { PaymentAdapter, PaymentNotice, PayWay } from './payment-adapter';
import { signNotice } from './payment-adapter';

/** How the sandbox treats the payments it pays at once: pay, pay after a delay, or let the payer fail. */
export type SandboxBehaviour = { mode: 'pay' } | { mode: 'fail' } | { mode: 'delay'; ms: number };

/** Sends a signed notice to our callback route; set by the app once its routes are up. */
export type CallbackDelivery = (notice: PaymentNotice, signature: string) => Promise<void>;

/** What the sandbox reads of the configuration, at each payment. */
export type SandboxSettings = Pick<Config, 'paySandboxAutopay'>;

/** A payment that waits for the payer on the sandbox's confirmation page. */
type Waiting = { token: string; amountFen: number; payWay: PayWay; until: number };

/** A confirmation page's token is good once, for this long. */
export const sandboxTokenMinutes = 30;

/** The sandbox's confirmation page of an order, a page of the console; the token follows after `#token=`. */
export const sandboxPagePath = (onlineOrderId: string) => `/pay/sandbox/${encodeURIComponent(onlineOrderId)}`;

/**
 * A payment channel that runs offline, for development, tests, the demo and the simulator. It takes no money:
 * a payment is paid when the payer confirms it on the sandbox's own page with the one-time token the start
 * handed out (or at once, when PAY_SANDBOX_AUTOPAY is on), and its notice is signed and applied like a real
 * channel's callback.
 */
export class SandboxPayments extends SandboxRecorder implements PaymentAdapter {
  readonly name = 'sandbox';
  behaviour: SandboxBehaviour = { mode: 'pay' };
  deliver: CallbackDelivery | null = null;
  private readonly paid = new Map<string, PaymentNotice>();
  /** By order: a new start of the same order replaces its earlier token. */
  private readonly waiting = new Map<string, Waiting>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly secret: string,
    private readonly baseUrl: string,
    private readonly settings: SandboxSettings = { paySandboxAutopay: false },
  ) {
    super();
  }

  get autopay(): boolean {
    return this.settings.paySandboxAutopay;
  }

  async createPayment(req: { onlineOrderId: string; amountFen: number; payWay: PayWay }): Promise<{ payUrl: string }> {
    return await this.perform('createPayment', req, () => this.started(req));
  }

  private async started(req: { onlineOrderId: string; amountFen: number; payWay: PayWay }) {
    const page = `${this.baseUrl}${sandboxPagePath(req.onlineOrderId)}`;
    if (!this.autopay) {
      this.forgetExpired();
      const token = randomBytes(24).toString('base64url');
      this.waiting.set(req.onlineOrderId, {
        token,
        amountFen: req.amountFen,
        payWay: req.payWay,
        until: Date.now() + sandboxTokenMinutes * 60_000,
      });
      return { payUrl: `${page}#token=${token}` };
    }
    const behaviour = this.behaviour;
    if (behaviour.mode === 'fail') return { payUrl: page };
    const notice = this.paidNow(req.onlineOrderId, req.amountFen, req.payWay);
    const send = async () => {
      if (behaviour.mode === 'delay') await new Promise((r) => setTimeout(r, behaviour.ms));
      await this.deliver?.(notice, signNotice(this.secret, notice));
    };
    if (behaviour.mode === 'delay') {
      const p = send().finally(() => this.pending.delete(p));
      this.pending.add(p);
    } else {
      await send();
    }
    return { payUrl: page };
  }

  /** Whether a payment of the order waits for the payer's confirmation. */
  isWaiting(onlineOrderId: string): boolean {
    const w = this.waiting.get(onlineOrderId);
    return w !== undefined && w.until > Date.now();
  }

  /**
   * The payer confirmed on the sandbox's page with the token the start handed out: the payment's notice,
   * signed as the channel signs its callbacks. The token is spent; null when it is wrong, spent or expired.
   */
  confirm(onlineOrderId: string, token: string): { notice: PaymentNotice; signature: string } | null {
    const w = this.waiting.get(onlineOrderId);
    if (!w || w.until <= Date.now() || !sameHash(w.token, token)) return null;
    this.waiting.delete(onlineOrderId);
    const notice = this.paidNow(onlineOrderId, w.amountFen, w.payWay);
    return { notice, signature: signNotice(this.secret, notice) };
  }

  queryPayment(onlineOrderId: string) {
    return this.perform('queryPayment', { onlineOrderId }, () => this.paid.get(onlineOrderId) ?? null);
  }

  async refund(req: { payNo: string; refundNo: string; amountFen: number }) {
    try {
      return await this.perform('refund', req, () => ({ ok: true as const }));
    } catch (err) {
      return { ok: false as const, reason: err instanceof Error ? err.message : String(err) };
    }
  }

  /** Waits for delayed callbacks still on their way. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private paidNow(onlineOrderId: string, amountFen: number, payWay: PayWay): PaymentNotice {
    const notice: PaymentNotice = {
      onlineOrderId,
      payNo: `SBX${Date.now()}${randomBytes(4).toString('hex')}`,
      amountFen,
      payWay,
      paidAt: new Date().toISOString(),
    };
    this.paid.set(onlineOrderId, notice);
    return notice;
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [order, w] of this.waiting) if (w.until <= now) this.waiting.delete(order);
  }
}

/** Whether payments go through the sandbox (and whether it pays at once), for the console to say so. */
export const sandboxModeOf = (payments: PaymentAdapter): { autopay: boolean } | null =>
  payments instanceof SandboxPayments ? { autopay: payments.autopay } : null;
