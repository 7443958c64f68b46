import {
  createDecipheriv,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';

/**
 * WeChat Pay API v3 as WeChat publishes it (pay.weixin.qq.com/docs/merchant/development/interface-rules):
 * requests signed SHA256-RSA2048 with the merchant's private key, answers and callbacks verified with the
 * platform certificate (or WeChat Pay public key), callback resources decrypted with AEAD_AES_256_GCM and the
 * APIv3 key.
 */

export const wechatAuthScheme = 'WECHATPAY2-SHA256-RSA2048';

/** The text a request's signature covers: method, path with query, time, nonce and body, one a line. */
export const requestMessage = (r: { method: string; path: string; timestamp: string; nonce: string; body: string }) =>
  `${r.method}\n${r.path}\n${r.timestamp}\n${r.nonce}\n${r.body}\n`;

/** The text an answer's or callback's signature covers: time, nonce and body, one a line. */
export const answerMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

export const signSha256Rsa = (privateKeyPem: string, message: string): string =>
  createSign('RSA-SHA256').update(message).sign(privateKeyPem, 'base64');

/** The Authorization header of a request: the merchant's number, the nonce, the signature, the time and the key's serial. */
export function authorizationHeader(
  merchant: { mchId: string; serialNo: string; privateKeyPem: string },
  r: { method: string; path: string; body: string; timestamp?: string; nonce?: string },
): string {
  const timestamp = r.timestamp ?? String(Math.floor(Date.now() / 1000));
  const nonce = r.nonce ?? randomBytes(16).toString('hex').toUpperCase();
  const signature = signSha256Rsa(merchant.privateKeyPem, requestMessage({ ...r, timestamp, nonce }));
  return `${wechatAuthScheme} mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

/** The platform's key from a PEM certificate or a PEM public key (WeChat Pay's own public key). */
export function platformKeyOf(pem: string): KeyObject {
  return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

/** The Wechatpay-* headers of an answer or callback. */
export type WechatSignedHeaders = { timestamp: string; nonce: string; signature: string; serial: string };

export const signedHeadersOf = (headers: Record<string, unknown>): WechatSignedHeaders | null => {
  const h = (name: string) => {
    const v = headers[name];
    return typeof v === 'string' ? v : null;
  };
  const timestamp = h('wechatpay-timestamp');
  const nonce = h('wechatpay-nonce');
  const signature = h('wechatpay-signature');
  const serial = h('wechatpay-serial');
  return timestamp && nonce && signature && serial ? { timestamp, nonce, signature, serial } : null;
};

/** A callback older or newer than this is refused even when signed: a replayed capture. */
const callbackSkewSeconds = 300;

/** Whether the body was signed by the platform with these headers, and is recent. */
export function verifyPlatformSignature(
  platform: { serial: string; key: KeyObject },
  headers: WechatSignedHeaders,
  body: string,
  now = Date.now(),
): boolean {
  if (headers.serial !== platform.serial) return false;
  const at = Number(headers.timestamp);
  if (!Number.isFinite(at) || Math.abs(now / 1000 - at) > callbackSkewSeconds) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(answerMessage(headers.timestamp, headers.nonce, body))
      .verify(platform.key, headers.signature, 'base64');
  } catch {
    return false;
  }
}

/** A callback's encrypted resource. */
export type WechatResource = {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
};

/** Decrypts a callback's resource with the APIv3 key: AES-256-GCM, the tag the last 16 bytes of the ciphertext. */
export function decryptResource(apiV3Key: string, resource: WechatResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${resource.algorithm}`);
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes');
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** The transaction a TRANSACTION.SUCCESS callback carries, as far as we read it. */
export type WechatTransaction = {
  /** The merchant paid (direct payments); the partner API names the service provider and sub-merchant instead. */
  mchid?: string;
  sp_mchid?: string;
  sub_mchid?: string;
  appid?: string;
  out_trade_no: string;
  transaction_id: string;
  trade_state: string;
  success_time?: string;
  amount: { total: number; payer_total?: number; currency?: string };
};
