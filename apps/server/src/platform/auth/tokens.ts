import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens and codes are kept only as keyed hashes, so a copy of the database cannot sign anyone in. */
export const hashToken = (secret: string, token: string): string =>
  createHmac('sha256', secret).update(token).digest('hex');

export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
