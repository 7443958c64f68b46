import type { GatePorts } from './gate-ports';
import type { PaymentAdapter } from './payments/payment-adapter';

// What traffic adds to the server's shared context; app.ts fills it in.
declare module '../../platform/context' {
  interface AppContext {
    /** What the gate decision asks of lists, passes and fees; tests may rewire it. */
    gatePorts: GatePorts;
    payments: PaymentAdapter;
    /** The channel a payment record names (the one that took it), null for cash: refunds go back through it. */
    paymentChannel: (name: string | null | undefined) => PaymentAdapter | null;
    /** Key of the payment callbacks' signatures. */
    paySecret: string;
  }
}
