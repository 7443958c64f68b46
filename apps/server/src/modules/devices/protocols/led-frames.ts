import { badRequest } from '../../../platform/errors';
import { withCrc16Modbus } from './crc16-modbus';
import { toGbk } from './gbk';
import { isLedEffect, ledEffect } from './led-effects';

/*
 * RS485 frames of the common parking LED screen and voice controllers (the "00 64 FF FF" protocol that
 * Vzenith and other plate cameras pass through their serial port):
 *
 *   DA | VR=0x64 | PN=FF FF | CMD | DL | DATA (DL bytes) | CRC16-Modbus of DA..DATA, low byte first
 *
 *   DA  screen address (0 for a single screen); VR 0x64 is protocol 1.00, whose DL is one byte, so DATA
 *       holds at most 255 bytes; PN FF FF marks a frame sent in one packet.
 *   0x62 show a temporary text line, DATA =
 *       TWID line (0 = first) | ETM entering effect | ETS entering speed | DM display mode (0) |
 *       DT stay, seconds | EXM leaving effect | EXS leaving speed | FINDEX font (3 = 16x16 Song) |
 *       DRS times shown (0 = until replaced) | TC text colour R G B A | BC background R G B A |
 *       TL text length, 2 bytes little-endian | TEXT in GBK
 *   0x30 speak, DATA = OPT (0x01 = queue and play at once) | TEXT in GBK
 *
 * Taken from frames public integrations send and check byte for byte: the 0x62 frame
 * 00 64 FF FF 62 25 00 15 01 00 02 15 01 03 00 FF000000 00000000 12 00 <GBK> F4 F5 read field by field by
 * a controller emulator, the vendor document's voice example "欢迎光临"
 * 00 64 FF FF 30 09 01 BB B6 D3 AD B9 E2 C1 D9 32 58, and the brightness example 00 64 FF FF 0C 01 32 77 62
 * of the controller's protocol v2.0; the effect codes are those of calls.md §9.
 */

const version = 0x64;
const command = { textLine: 0x62, speak: 0x30, brightness: 0x0c } as const;
const speakNow = 0x01;
const font16 = 0x03;

export type Rgba = readonly [number, number, number, number];

export const ledColor = {
  red: [0xff, 0x00, 0x00, 0x00],
  green: [0x00, 0xff, 0x00, 0x00],
  yellow: [0xff, 0xff, 0x00, 0x00],
  blue: [0x00, 0x00, 0xff, 0x00],
  white: [0xff, 0xff, 0xff, 0x00],
  black: [0x00, 0x00, 0x00, 0x00],
} as const satisfies Record<string, Rgba>;

export type LedTextLine = {
  /** Screen address on the RS485 bus; 0 by default. */
  address?: number;
  /** 0 is the first line. */
  line: number;
  text: string;
  /** A code of calls.md §9; fast print by default. */
  effect?: number;
  speed?: number;
  /** Seconds the text stays once shown. */
  stay?: number;
  /** Leaving effect; the entering one by default. */
  exitEffect?: number;
  exitSpeed?: number;
  font?: number;
  /** Times the text is shown before the screen goes back to its own text; 0 keeps it until replaced. */
  times?: number;
  color?: Rgba;
  background?: Rgba;
};

export type LedVoice = { address?: number; text: string };

function byte(field: string, value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > 0xff) {
    throw badRequest({ zh: `LED 参数 ${field} 应为 0-255 的整数`, en: `LED ${field} must be an integer 0-255` });
  }
  return value;
}

function effectCode(field: string, code: number): number {
  if (!isLedEffect(code)) {
    throw badRequest({
      zh: `LED 参数 ${field}：${code} 不是可用的显示特效`,
      en: `LED ${field}: ${code} is not a display effect`,
    });
  }
  return code;
}

function frame(address: number, cmd: number, data: Uint8Array): Uint8Array {
  if (data.length > 0xff) {
    throw badRequest({
      zh: `LED 帧数据 ${data.length} 字节，超过 255 字节，请缩短文字`,
      en: `LED frame data is ${data.length} bytes, over 255: shorten the text`,
    });
  }
  const head = Uint8Array.of(byte('address', address), version, 0xff, 0xff, cmd, data.length);
  const body = new Uint8Array(head.length + data.length);
  body.set(head);
  body.set(data, head.length);
  return withCrc16Modbus(body);
}

/** Command 0x62: one line of text on the screen. */
export function ledTextFrame(l: LedTextLine): Uint8Array {
  const text = toGbk(l.text);
  const effect = effectCode('effect', l.effect ?? ledEffect.fastPrint);
  const color = l.color ?? ledColor.red;
  const background = l.background ?? ledColor.black;
  const data = Uint8Array.of(
    byte('line', l.line),
    effect,
    byte('speed', l.speed ?? 1),
    0,
    byte('stay', l.stay ?? 5),
    effectCode('exitEffect', l.exitEffect ?? effect),
    byte('exitSpeed', l.exitSpeed ?? 1),
    byte('font', l.font ?? font16),
    byte('times', l.times ?? 1),
    ...color.map((c) => byte('color', c)),
    ...background.map((c) => byte('background', c)),
    text.length & 0xff,
    text.length >>> 8,
    ...text,
  );
  return frame(l.address ?? 0, command.textLine, data);
}

/** Command 0x30: the controller speaks the text at once. */
export function ledVoiceFrame(v: LedVoice): Uint8Array {
  return frame(v.address ?? 0, command.speak, Uint8Array.of(speakNow, ...toGbk(v.text)));
}

/** Command 0x0C: the screen's brightness, 0 (darkest) to 255. */
export function ledBrightnessFrame(b: { address?: number; level: number }): Uint8Array {
  return frame(b.address ?? 0, command.brightness, Uint8Array.of(byte('level', b.level)));
}
