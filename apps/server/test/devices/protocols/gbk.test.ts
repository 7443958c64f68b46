import { describe, expect, it } from 'vitest';
import { fromGbk, toGbk } from '../../../src/modules/devices/protocols/gbk';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('GBK', () => {
  it('encodes a plate and a greeting to the bytes of the GBK table', () => {
    // 京 = BE A9, then ASCII
    expect([...toGbk('京A12345')]).toEqual([0xbe, 0xa9, 0x41, 0x31, 0x32, 0x33, 0x34, 0x35]);
    // 欢 BB B6, 迎 D3 AD, 光 B9 E2, 临 C1 D9
    expect([...toGbk('欢迎光临')]).toEqual([0xbb, 0xb6, 0xd3, 0xad, 0xb9, 0xe2, 0xc1, 0xd9]);
  });

  it('decodes back', () => {
    expect(fromGbk(bytes(0xd4, 0xc1, 0x42, 0x31, 0x32, 0x33, 0x34, 0x35))).toBe('粤B12345');
  });

  it('refuses a character GBK cannot hold instead of sending "?"', () => {
    expect(() => toGbk('欢迎🚗')).toThrow(/GBK/);
  });
});
