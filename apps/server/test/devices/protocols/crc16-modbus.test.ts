import { describe, expect, it } from 'vitest';
import { crc16Modbus, crc16ModbusBytes, withCrc16Modbus } from '../../../src/modules/devices/protocols/crc16-modbus';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('CRC16-Modbus', () => {
  it('matches the Modbus read-holding-register example, low byte first', () => {
    const request = bytes(0x01, 0x03, 0x00, 0x00, 0x00, 0x01);
    expect(crc16Modbus(request)).toBe(0x0a84);
    expect([...crc16ModbusBytes(request)]).toEqual([0x84, 0x0a]);
    expect([...withCrc16Modbus(request)]).toEqual([0x01, 0x03, 0x00, 0x00, 0x00, 0x01, 0x84, 0x0a]);
  });

  it("matches the LED controller document's examples", () => {
    // brightness 50%: 00 64 FF FF 0C 01 32 → 77 62
    expect([...crc16ModbusBytes(bytes(0x00, 0x64, 0xff, 0xff, 0x0c, 0x01, 0x32))]).toEqual([0x77, 0x62]);
    // speak "欢迎光临" at once → 32 58
    const voice = bytes(0x00, 0x64, 0xff, 0xff, 0x30, 0x09, 0x01, 0xbb, 0xb6, 0xd3, 0xad, 0xb9, 0xe2, 0xc1, 0xd9);
    expect([...crc16ModbusBytes(voice)]).toEqual([0x32, 0x58]);
  });

  it('of nothing is the initial value', () => {
    expect(crc16Modbus(new Uint8Array())).toBe(0xffff);
  });
});
