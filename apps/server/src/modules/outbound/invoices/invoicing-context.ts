import type { EInvoiceAdapter } from './einvoice-adapter';

/** The e-invoice platforms this server reaches, by the seller's platform; absent: not configured. */
export type Invoicing = { adapters: Partial<Record<string, EInvoiceAdapter>> };

// What invoicing adds to the server's shared context; app.ts fills it in.
declare module '../../../platform/context' {
  interface AppContext {
    invoicing: Invoicing;
  }
}
