/** CRC16-Modbus: reflected polynomial 0xA001, initial value 0xFFFF. */
export function crc16Modbus(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

/** The CRC as Modbus puts it on the wire: low byte first. */
export const crc16ModbusBytes = (bytes: Uint8Array): Uint8Array => {
  const crc = crc16Modbus(bytes);
  return Uint8Array.of(crc & 0xff, crc >>> 8);
};

/** The bytes followed by their CRC16-Modbus. */
export function withCrc16Modbus(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length + 2);
  out.set(bytes);
  out.set(crc16ModbusBytes(bytes), bytes.length);
  return out;
}
