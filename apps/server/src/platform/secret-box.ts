import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keys the server keeps for others (merchants' private keys, API keys) are stored sealed: AES-256-GCM with a
 * key derived from the server's token key (TOKEN_SECRET, or the one made at first start), so a copy of the
 * table alone does not give them away. Sealed text starts with `v1:`.
 */
const keyOf = (serverSecret: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'parking-stored-secrets', 'seal v1', 32));

export function sealSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The plain text of a sealed value; throws when it was sealed with another key or altered. */
export function openSecret(serverSecret: string, sealed: string): string {
  if (!sealed.startsWith('v1:')) throw new Error('not a sealed value');
  const data = Buffer.from(sealed.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
}
