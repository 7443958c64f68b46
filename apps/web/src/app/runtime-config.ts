/** Settings the server gives the page in /console-config.js, so its environment applies without a rebuild. */
export type RuntimeConfig = { clientId: string; clientSecret: string };

declare global {
  interface Window {
    __PARKING_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const given = typeof window === 'undefined' ? undefined : window.__PARKING_CONFIG__;
// only the dev server falls back to build-time values; a release bundle carries no credential of its own
const built: Partial<RuntimeConfig> = import.meta.env.DEV
  ? {
      clientId: import.meta.env.VITE_CLIENT_ID || 'console',
      clientSecret: import.meta.env.VITE_CLIENT_SECRET || 'console-secret',
    }
  : {};

export const runtimeConfig: RuntimeConfig = {
  clientId: given?.clientId || built.clientId || '',
  clientSecret: given?.clientSecret || built.clientSecret || '',
};
