import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Loaded by the console's page before its bundle; same origin, so the page's `script-src 'self'` allows it. */
export const consoleConfigPath = '/console-config.js';

export type ConsoleSettings = { clientId: string; clientSecret: string };

/**
 * What the console reads at start. Its own client's credential is the only secret here: every browser
 * sends it with the token calls anyway.
 */
export const consoleSettings = (config: Pick<Config, 'clientId' | 'clientSecret'>): ConsoleSettings => ({
  clientId: config.clientId,
  clientSecret: config.clientSecret,
});

/** The settings as a script; no value can close a script element or break the statement. */
export function consoleConfigScript(config: Pick<Config, 'clientId' | 'clientSecret'>): string {
  const json = JSON.stringify(consoleSettings(config))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.__PARKING_CONFIG__=${json};\n`;
}

export function installConsoleConfig(fastify: FastifyInstance, config: Config): void {
  const script = consoleConfigScript(config);
  fastify.get(consoleConfigPath, (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script),
  );
}
