import { createSign, createVerify } from 'node:crypto';

/**
 * Alipay's RSA2 signatures as Alipay publishes them (opendocs.alipay.com, 自行实现签名): the parameters other
 * than sign (and, for notices, sign_type) with a value, sorted by name, joined as name=value with &, values
 * not encoded; signed SHA256WithRSA with the app's private key; notices verified with Alipay's public key.
 */

export function signContent(params: Record<string, unknown>, leaveOut: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && params[k] !== undefined && params[k] !== null && params[k] !== '')
    .sort()
    .map((k) => `${k}=${String(params[k])}`)
    .join('&');
}

/** A request's sign parameter. */
export const signRsa2 = (privateKeyPem: string, params: Record<string, unknown>): string =>
  createSign('RSA-SHA256').update(signContent(params), 'utf8').sign(privateKeyPem, 'base64');

/** Whether an asynchronous notice (its form parameters) was signed by Alipay. */
export function verifyNotice(alipayPublicKeyPem: string, params: Record<string, string>): boolean {
  const sign = params.sign;
  if (!sign || (params.sign_type && params.sign_type !== 'RSA2')) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(signContent(params, ['sign', 'sign_type']), 'utf8')
      .verify(alipayPublicKeyPem, sign, 'base64');
  } catch {
    return false;
  }
}

/**
 * Whether a synchronous answer was signed by Alipay: the signature covers the answer node's text exactly as
 * sent (`{"alipay_trade_query_response":{...},"sign":"..."}`), so it is cut from the raw text, not re-serialised.
 */
export function verifyAnswer(alipayPublicKeyPem: string, raw: string, node: string): Record<string, unknown> | null {
  const parsed = JSON.parse(raw) as Record<string, unknown>;
  const sign = typeof parsed.sign === 'string' ? parsed.sign : null;
  const start = raw.indexOf(`"${node}"`);
  if (!sign || start < 0) return null;
  const open = raw.indexOf('{', start);
  let depth = 0;
  let end = -1;
  let inString = false;
  for (let i = open; i < raw.length; i++) {
    const c = raw[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      end = i + 1;
      break;
    }
  }
  if (open < 0 || end < 0) return null;
  const ok = createVerify('RSA-SHA256').update(raw.slice(open, end), 'utf8').verify(alipayPublicKeyPem, sign, 'base64');
  return ok ? (parsed[node] as Record<string, unknown>) : null;
}

/** Fen as Alipay's amount text in yuan ("12.50"), and back. */
export const yuanText = (fen: number) => (fen / 100).toFixed(2);
export const fenOf = (yuan: string): number => {
  if (!/^\d+(\.\d{1,2})?$/.test(yuan)) return Number.NaN;
  const [whole = '0', part = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
};
