import { describe, expect, it } from 'vitest';
import { isLedEffect, ledEffect } from '../../../src/modules/devices/protocols/led-effects';
import { ledColor, ledTextFrame, ledVoiceFrame } from '../../../src/modules/devices/protocols/led-frames';

describe('LED text line (0x62)', () => {
  it('is built byte for byte', () => {
    const frame = ledTextFrame({
      line: 1,
      text: '欢迎光临',
      effect: ledEffect.scrollLeft,
      speed: 1,
      stay: 5,
      color: ledColor.green,
    });
    // biome-ignore format: one field a row
    expect([...frame]).toEqual([
      0x00,                   // DA screen address
      0x64,                   // VR protocol 1.00
      0xff, 0xff,             // PN single packet
      0x62,                   // CMD text line
      0x1b,                   // DL = 19 + 8 text bytes
      0x01,                   // TWID second line
      0x34,                   // ETM 52 continuous move left
      0x01,                   // ETS
      0x00,                   // DM
      0x05,                   // DT 5 s
      0x34,                   // EXM same as entering
      0x01,                   // EXS
      0x03,                   // FINDEX 16x16
      0x01,                   // DRS shown once
      0x00, 0xff, 0x00, 0x00, // TC green
      0x00, 0x00, 0x00, 0x00, // BC black
      0x08, 0x00,             // TL 8, little-endian
      0xbb, 0xb6, 0xd3, 0xad, 0xb9, 0xe2, 0xc1, 0xd9, // 欢迎光临
      0xc6, 0x97,             // CRC16-Modbus, low byte first
    ]);
  });

  it('reproduces a frame a public integration sends to these controllers', () => {
    const frame = ledTextFrame({
      line: 0,
      text: '欢迎光临请入场停车',
      effect: 0x15,
      speed: 1,
      stay: 2,
      exitEffect: 0x15,
      exitSpeed: 1,
      times: 0,
      color: ledColor.red,
    });
    const expected = '0064FFFF6225001501000215010300FF000000000000001200BBB6D3ADB9E2C1D9C7EBC8EBB3A1CDA3B3B5F4F5';
    expect(Buffer.from(frame).toString('hex').toUpperCase()).toBe(expected);
  });

  it('refuses an effect the catalogue does not show, a line out of range and a text too long for one frame', () => {
    expect(isLedEffect(37)).toBe(false);
    expect(isLedEffect(159)).toBe(true);
    expect(() => ledTextFrame({ line: 0, text: 'A', effect: 37 })).toThrow(/effect/);
    expect(() => ledTextFrame({ line: 256, text: 'A' })).toThrow(/line/);
    expect(() => ledTextFrame({ line: 0, text: '长'.repeat(119) })).toThrow(/255/);
    expect(ledTextFrame({ line: 0, text: '长'.repeat(118) })).toHaveLength(6 + 19 + 236 + 2);
  });
});

describe('LED voice (0x30)', () => {
  it("is the vendor document's example for 欢迎光临", () => {
    // biome-ignore format: one field a row
    expect([...ledVoiceFrame({ text: '欢迎光临' })]).toEqual([
      0x00, 0x64, 0xff, 0xff, // DA VR PN
      0x30,                   // CMD speak
      0x09,                   // DL = 1 + 8
      0x01,                   // OPT queue and play at once
      0xbb, 0xb6, 0xd3, 0xad, 0xb9, 0xe2, 0xc1, 0xd9, // 欢迎光临
      0x32, 0x58,             // CRC
    ]);
  });

  it('carries plate and greeting as one text, to the given screen address', () => {
    // biome-ignore format: one field a row
    expect([...ledVoiceFrame({ text: '粤B12345,欢迎光临' })]).toEqual([
      0x00, 0x64, 0xff, 0xff, 0x30,
      0x12,                   // DL = 1 + 17
      0x01,
      0xd4, 0xc1, 0x42, 0x31, 0x32, 0x33, 0x34, 0x35, // 粤B12345
      0x2c,                   // ,
      0xbb, 0xb6, 0xd3, 0xad, 0xb9, 0xe2, 0xc1, 0xd9, // 欢迎光临
      0x6a, 0x91,             // CRC
    ]);
    expect(ledVoiceFrame({ address: 2, text: 'A' })[0]).toBe(0x02);
  });
});
