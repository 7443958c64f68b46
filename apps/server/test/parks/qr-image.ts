import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';

export const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit greyscale, RGB or RGBA PNG as a grid of dark (true) and light pixels. */
export function readPng(png: Buffer): { width: number; height: number; dark: (x: number, y: number) => boolean } {
  if (!png.subarray(0, 8).equals(pngMagic)) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8) throw new Error(`bit depth ${data[8]} not read here`);
      channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[data[9] ?? -1] ?? 0;
      if (!channels) throw new Error(`colour type ${data[9]} not read here`);
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x] as number;
      const a = x >= channels ? (pixels[y * stride + x - channels] as number) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + x] as number) : 0;
      const c = x >= channels && y > 0 ? (pixels[(y - 1) * stride + x - channels] as number) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter ?? 0] as number;
      pixels[y * stride + x] = (v + predicted) & 0xff;
    }
  }
  return {
    width,
    height,
    dark: (x, y) => (pixels[y * stride + x * channels] as number) < 128,
  };
}

/** The modules of the QR symbol drawn in the image, read from the size of its top-left finder pattern. */
export function readModules(png: Buffer): boolean[][] {
  const img = readPng(png);
  let top = -1;
  let left = -1;
  for (let y = 0; y < img.height && top < 0; y++) {
    for (let x = 0; x < img.width; x++) {
      if (img.dark(x, y)) {
        [top, left] = [y, x];
        break;
      }
    }
  }
  let run = 0;
  while (img.dark(left + run, top)) run++;
  const module = run / 7;
  const size = Math.round((img.width - 2 * left) / module);
  return Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) =>
      img.dark(Math.floor(left + (c + 0.5) * module), Math.floor(top + (r + 0.5) * module)),
    ),
  );
}

/** Whether the image is the QR symbol of this text, at any error-correction level. */
export function isQrOf(png: Buffer, text: string): boolean {
  const seen = readModules(png);
  return (['L', 'M', 'Q', 'H'] as const).some((level) => {
    const qr = QRCode.create(text, { errorCorrectionLevel: level });
    const n = qr.modules.size;
    if (n !== seen.length) return false;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) if (Boolean(qr.modules.get(r, c)) !== seen[r]?.[c]) return false;
    }
    return true;
  });
}
