import { createCipheriv, createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { HttpAnswer, HttpRequest, HttpTransport } from '../../src/modules/outbound/payments/http-transport';

export type RsaPair = { privatePem: string; publicPem: string; publicKey: KeyObject };

export function rsaPair(): RsaPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    publicKey,
  };
}

/** AES-256-GCM as WeChat encrypts a callback resource: base64 of the ciphertext followed by its 16-byte tag. */
export function encryptResource(apiV3Key: string, nonce: string, aad: string, plain: string): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([body, cipher.getAuthTag()]).toString('base64');
}

export const rsaSha256 = (privatePem: string, text: string) =>
  createSign('RSA-SHA256').update(text).sign(privatePem, 'base64');

/** WeChat's headers on a body it signs with its platform key. */
export function platformHeaders(platformPrivatePem: string, serial: string, body: string, at = new Date()) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const nonce = `N${at.getTime()}`;
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': serial,
    'wechatpay-signature': rsaSha256(platformPrivatePem, `${timestamp}\n${nonce}\n${body}\n`),
  };
}

/**
 * WeChat Pay played offline: it refuses a request whose Authorization the merchant's public key does not
 * verify (as WeChat answers 401 SIGN_ERROR), answers the rest from `answer`, and signs every answer with the
 * platform's key. It keeps what it was asked.
 */
export function fakeWechat(
  merchantPublic: KeyObject,
  platform: { privatePem: string; serial: string },
  answer: (req: HttpRequest, body: Record<string, unknown>) => { status: number; body: unknown },
): HttpTransport & { asked: HttpRequest[] } {
  const asked: HttpRequest[] = [];
  const transport = async (req: HttpRequest): Promise<HttpAnswer> => {
    asked.push(req);
    const url = new URL(req.url);
    const auth =
      /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="(\w+)"$/.exec(
        req.headers.authorization ?? '',
      );
    const signedText = auth
      ? `${req.method}\n${url.pathname}${url.search}\n${auth[4]}\n${auth[2]}\n${req.body ?? ''}\n`
      : '';
    const signed =
      auth !== null &&
      createVerify('RSA-SHA256')
        .update(signedText)
        .verify(merchantPublic, auth[3] ?? '', 'base64');
    const result = signed
      ? answer(req, req.body ? JSON.parse(req.body) : {})
      : { status: 401, body: { code: 'SIGN_ERROR', message: '签名错误' } };
    const text = JSON.stringify(result.body);
    return { status: result.status, headers: platformHeaders(platform.privatePem, platform.serial, text), body: text };
  };
  return Object.assign(transport, { asked });
}
