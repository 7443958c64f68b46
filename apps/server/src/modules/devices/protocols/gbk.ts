import iconv from 'iconv-lite';
import { badRequest } from '../../../platform/errors';

/**
 * Text as GBK bytes, the encoding of Chinese LED controllers and of plate cameras' serial data. A
 * character GBK lacks is refused rather than sent as '?'.
 */
export function toGbk(text: string): Uint8Array {
  const bytes = iconv.encode(text, 'gbk');
  if (iconv.decode(bytes, 'gbk') !== text) {
    throw badRequest({
      zh: `文字「${text}」含有 GBK 无法表示的字符`,
      en: `text "${text}" has a character GBK cannot encode`,
    });
  }
  return new Uint8Array(bytes);
}

export const fromGbk = (bytes: Uint8Array): string => iconv.decode(bytes, 'gbk');
