import { crc16Modbus } from './crc16-modbus';
import { fromGbk } from './gbk';

/** An RS485 frame of the LED controller protocol (see led-frames.ts), read back as the controller reads it. */
export type LedFrameRead =
  | { ok: true; address: number; kind: 'text'; line: number; effect: number; text: string }
  | { ok: true; address: number; kind: 'voice'; text: string }
  | { ok: true; address: number; kind: 'other'; command: number }
  | { ok: false; reason: string };

/** Reads one frame: its CRC checked first, as a controller drops a frame whose CRC is wrong. */
export function readLedFrame(bytes: Uint8Array): LedFrameRead {
  if (bytes.length < 8) return { ok: false, reason: `frame of ${bytes.length} bytes is too short` };
  const dl = bytes[5] as number;
  if (bytes.length !== 6 + dl + 2) return { ok: false, reason: `data length ${dl} does not fit ${bytes.length} bytes` };
  if (bytes[1] !== 0x64 || bytes[2] !== 0xff || bytes[3] !== 0xff) return { ok: false, reason: 'not a 0x64 frame' };
  const crc = crc16Modbus(bytes.subarray(0, 6 + dl));
  const sent = (bytes[6 + dl] as number) | ((bytes[7 + dl] as number) << 8);
  if (crc !== sent) return { ok: false, reason: 'CRC does not match' };
  const address = bytes[0] as number;
  const cmd = bytes[4] as number;
  const data = bytes.subarray(6, 6 + dl);
  if (cmd === 0x62 && data.length >= 19) {
    const tl = (data[17] as number) | ((data[18] as number) << 8);
    if (data.length !== 19 + tl) return { ok: false, reason: `text length ${tl} does not fit the frame` };
    return {
      ok: true,
      address,
      kind: 'text',
      line: data[0] as number,
      effect: data[1] as number,
      text: fromGbk(data.subarray(19)),
    };
  }
  if (cmd === 0x30 && data.length >= 1) return { ok: true, address, kind: 'voice', text: fromGbk(data.subarray(1)) };
  return { ok: true, address, kind: 'other', command: cmd };
}

/** What serial_data items carry: base64 frames; an item that is not base64 is read as a bad frame. */
export function readSerialData(body: unknown): LedFrameRead[] {
  const items = (body as { serialData?: unknown })?.serialData;
  if (!Array.isArray(items)) return [{ ok: false, reason: 'serialData is not a list' }];
  return items.map((item) => {
    const data = (item as { data?: unknown })?.data;
    if (typeof data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) {
      return { ok: false, reason: 'data is not base64' } as const;
    }
    return readLedFrame(new Uint8Array(Buffer.from(data, 'base64')));
  });
}
