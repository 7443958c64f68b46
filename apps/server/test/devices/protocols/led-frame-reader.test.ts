import { describe, expect, it } from 'vitest';
import { readLedFrame, readSerialData } from '../../../src/modules/devices/protocols/led-frame-reader';
import { ledTextFrame, ledVoiceFrame } from '../../../src/modules/devices/protocols/led-frames';

describe('reading LED controller frames back', () => {
  it('reads the text line and the speech the server writes', () => {
    expect(readLedFrame(ledTextFrame({ line: 2, text: '请缴费7.00元', effect: 5 }))).toEqual({
      ok: true,
      address: 0,
      kind: 'text',
      line: 2,
      effect: 5,
      text: '请缴费7.00元',
    });
    expect(readLedFrame(ledVoiceFrame({ address: 1, text: '欢迎光临' }))).toEqual({
      ok: true,
      address: 1,
      kind: 'voice',
      text: '欢迎光临',
    });
  });

  it('reads the vendor document’s voice example byte for byte', () => {
    const frame = Uint8Array.from([
      0x00, 0x64, 0xff, 0xff, 0x30, 0x09, 0x01, 0xbb, 0xb6, 0xd3, 0xad, 0xb9, 0xe2, 0xc1, 0xd9, 0x32, 0x58,
    ]);
    expect(readLedFrame(frame)).toEqual({ ok: true, address: 0, kind: 'voice', text: '欢迎光临' });
  });

  it('drops a frame whose CRC or length does not match, as a controller does', () => {
    const frame = ledTextFrame({ line: 0, text: '沪A12345' });
    const flipped = Uint8Array.from(frame);
    flipped[frame.length - 5] = (flipped[frame.length - 5] as number) ^ 0x01;
    expect(readLedFrame(flipped)).toEqual({ ok: false, reason: 'CRC does not match' });
    expect(readLedFrame(frame.subarray(0, frame.length - 1)).ok).toBe(false);
    expect(readSerialData({ serialData: [{ data: '%%%' }] })).toEqual([{ ok: false, reason: 'data is not base64' }]);
    expect(readSerialData({})).toEqual([{ ok: false, reason: 'serialData is not a list' }]);
  });
});
