import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context';

/** What a code's QR says: which code, until when it may be claimed, and the code's own nonce. */
export type CodeToken = { codeId: number; expiresAt: Date; nonce: string };

/** The key codes are signed with: DERATE_CODE_SECRET, else one derived from the token key. */
export const codeSecret = (app: Pick<AppContext, 'config' | 'tokenSecret'>): string =>
  app.config.derateCodeSecret ?? createHmac('sha256', app.tokenSecret).update('derate-code').digest('base64url');

export const newNonce = (): string => randomBytes(12).toString('base64url');

const signature = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** `<code id>.<expiry in epoch seconds>.<nonce>.<HMAC-SHA256>`, ids and seconds in base 36: short enough for a small QR. */
export function signCodeToken(secret: string, t: CodeToken): string {
  const body = `${t.codeId.toString(36)}.${Math.floor(t.expiresAt.getTime() / 1000).toString(36)}.${t.nonce}`;
  return `${body}.${signature(secret, body)}`;
}

const shape = /^([0-9a-z]{1,11})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** The token's contents when this server signed it, else null (forged, altered or cut short). */
export function readCodeToken(secret: string, token: string): CodeToken | null {
  const m = shape.exec(token);
  if (!m) return null;
  const [, id = '', expiry = '', nonce = '', given = ''] = m;
  const body = `${id}.${expiry}.${nonce}`;
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(signature(secret, body)))) return null;
  return { codeId: Number.parseInt(id, 36), expiresAt: new Date(Number.parseInt(expiry, 36) * 1000), nonce };
}

/** The page a driver's phone opens when it scans the code. */
export const claimUrl = (baseUrl: string, token: string): string =>
  `${baseUrl.replace(/\/+$/, '')}/derate/claim?t=${token}`;
