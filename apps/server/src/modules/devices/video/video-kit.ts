import { createHmac, randomUUID } from 'node:crypto';

/** A short-lived token the console's video kit plays a park's streams with. */
export type KitToken = { token: string; provider: string; expiresAt: Date };

/** The video platform the console's player signs in to (one small interface, as every outside service). */
export type VideoKit = { issueToken(subject: { userId: number; companyId: number | null }, now: Date): KitToken };

const lifetimeMs = 10 * 60_000;

/**
 * The offline sandbox: tokens signed with a key derived from the server's secret, valid ten minutes. The key
 * and the secret stay in the server; the token says only who and until when.
 */
export class SandboxVideoKit implements VideoKit {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('video-kit').digest();
  }

  issueToken(subject: { userId: number; companyId: number | null }, now: Date): KitToken {
    const expiresAt = new Date(now.getTime() + lifetimeMs);
    const claims = Buffer.from(
      JSON.stringify({
        sub: subject.userId,
        cp: subject.companyId,
        exp: Math.floor(expiresAt.getTime() / 1000),
        jti: randomUUID(),
      }),
    ).toString('base64url');
    const signature = createHmac('sha256', this.key).update(claims).digest('base64url');
    return { token: `sandbox.${claims}.${signature}`, provider: 'sandbox', expiresAt };
  }

  /** Whether a token is one of this kit's and still valid (the sandbox player's check). */
  verify(token: string, now: Date): boolean {
    const [kind, claims, signature] = token.split('.');
    if (kind !== 'sandbox' || !claims || !signature) return false;
    if (createHmac('sha256', this.key).update(claims).digest('base64url') !== signature) return false;
    const { exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { exp: number };
    return exp * 1000 > now.getTime();
  }
}
