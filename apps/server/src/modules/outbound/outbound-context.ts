import type {
  AccountApiAdapter,
  AdvertAdapter,
  MailAdapter,
  PlatformAdapter,
  TextAdapter,
} from './adapters/adapter-kinds';

/** The adapters of the outside services other than payments (which traffic holds), chosen at start. */
export type OutboundAdapters = {
  mail: MailAdapter;
  text: TextAdapter;
  platform: PlatformAdapter;
  accountApi: AccountApiAdapter;
  /** Null when no advertising platform is configured: its calls answer so. */
  advert: AdvertAdapter | null;
};

// What the outbound module adds to the server's shared context; app.ts fills it in.
declare module '../../platform/context' {
  interface AppContext {
    outbound: OutboundAdapters;
  }
}
