import { randomBytes } from 'node:crypto';
import type { PaymentAdapter, PaymentNotice, PayWay } from './payment-adapter';
import { signNotice } from './payment-adapter';

/** How the sandbox treats the next payments: pay at once, pay after a delay, or let the payer fail. */
export type SandboxBehaviour = { mode: 'pay' } | { mode: 'fail' } | { mode: 'delay'; ms: number };

/** Sends a signed notice to our callback route; set by the app once its routes are up. */
export type CallbackDelivery = (notice: PaymentNotice, signature: string) => Promise<void>;

/**
 * A payment channel that runs offline, for tests, the demo and the simulator: every payment succeeds
 * (unless told otherwise) and its notice is signed and delivered to our callback route like a real one.
 */
export class SandboxPayments implements PaymentAdapter {
  readonly name = 'sandbox';
  behaviour: SandboxBehaviour = { mode: 'pay' };
  deliver: CallbackDelivery | null = null;
  private readonly paid = new Map<string, PaymentNotice>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly secret: string,
    private readonly baseUrl: string,
  ) {}

  async createPayment(req: { onlineOrderId: string; amountFen: number; payWay: PayWay }) {
    const payUrl = `${this.baseUrl}/pay/sandbox/${encodeURIComponent(req.onlineOrderId)}`;
    const behaviour = this.behaviour;
    if (behaviour.mode === 'fail') return { payUrl };
    const notice: PaymentNotice = {
      onlineOrderId: req.onlineOrderId,
      payNo: `SBX${Date.now()}${randomBytes(4).toString('hex')}`,
      amountFen: req.amountFen,
      payWay: req.payWay,
      paidAt: new Date().toISOString(),
    };
    this.paid.set(req.onlineOrderId, notice);
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
    return { payUrl };
  }

  async queryPayment(onlineOrderId: string) {
    return this.paid.get(onlineOrderId) ?? null;
  }

  async refund(_req: { payNo: string; refundNo: string; amountFen: number }) {
    return { ok: true as const };
  }

  /** Waits for delayed callbacks still on their way. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
