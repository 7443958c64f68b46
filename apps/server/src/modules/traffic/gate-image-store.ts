import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import type { GateRead } from './gate-decision/gate-answer';

const kinds = [
  { ext: 'jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { ext: 'png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
];

/** A gate image checked and ready to store: its bytes and the path it will have under DATA_DIR. */
export type PendingImage = { bytes: Buffer; path: string };

/** Reads a base64 image (optionally a data: URL), JPEG or PNG within the configured size; 400 otherwise. */
export function acceptImage(app: AppContext, base64: string, parkId: number, at: Date): PendingImage {
  const raw = base64.replace(/^data:image\/[a-z]+;base64,/, '');
  const maxBytes = app.config.gateImageMaxKb * 1024;
  if (raw.length > Math.ceil((maxBytes * 4) / 3) + 4 || !/^[A-Za-z0-9+/=\s]+$/.test(raw)) {
    throw badRequest({
      zh: `图片(image): 须为不超过 ${app.config.gateImageMaxKb} KB 的 base64 图片`,
      en: `Image(image): must be base64 of at most ${app.config.gateImageMaxKb} KB`,
    });
  }
  const bytes = Buffer.from(raw, 'base64');
  const kind = kinds.find((k) => k.magic.every((b, i) => bytes[i] === b));
  if (!kind || bytes.length > maxBytes) {
    throw badRequest({
      zh: `图片(image): 只接受不超过 ${app.config.gateImageMaxKb} KB 的 JPEG 或 PNG`,
      en: `Image(image): only JPEG or PNG of at most ${app.config.gateImageMaxKb} KB`,
    });
  }
  const day = at.toISOString().slice(0, 10);
  return { bytes, path: `gate-images/${parkId}/${day}/${randomUUID()}.${kind.ext}` };
}

const fullPath = (app: AppContext, path: string) => {
  const p = normalize(path);
  if (p.startsWith('..') || !p.startsWith('gate-images/')) throw new Error(`not a gate image path: ${path}`);
  return join(app.config.dataDir, p);
};

/** Writes a file whole or fails; node's writeFile unless a test substitutes one (a disk that fills up). */
export type ImageFileWriter = (file: string, bytes: Buffer) => Promise<void>;

let writeImageFile: ImageFileWriter = (file, bytes) => writeFile(file, bytes);

/** Substitutes the writer of gate image files; answers a function that puts the previous one back. */
export function replaceImageWriter(writer: ImageFileWriter): () => void {
  const previous = writeImageFile;
  writeImageFile = writer;
  return () => {
    writeImageFile = previous;
  };
}

/**
 * Writes the image under a temporary name and renames it into place, so its path never names a partial file.
 * A write that fails (a full disk, a read-only or missing volume) is logged and answers false: the gate's
 * answer does not wait on a picture, so the read is decided and recorded without one.
 */
export async function storeImage(app: AppContext, image: PendingImage): Promise<boolean> {
  const file = fullPath(app, image.path);
  const partial = `${file}.${randomUUID()}.part`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeImageFile(partial, image.bytes);
    await rename(partial, file);
    return true;
  } catch (err) {
    await rm(partial, { force: true }).catch(() => undefined);
    app.log.error(
      { err, image: image.path, bytes: image.bytes.length, dataDir: app.config.dataDir },
      'gate image not kept: it could not be written (the read is recorded without it)',
    );
    return false;
  }
}

/**
 * Stores the images of the reads a batch will record (not those answered from a stored answer or a repeated
 * read); a read whose image could not be written is recorded with no image path, on its stay as on its event.
 */
export async function keepImages(
  app: AppContext,
  cases: { read: GateRead; image: PendingImage | null; facts: { stored: unknown; repeated: unknown } }[],
): Promise<void> {
  await Promise.all(
    cases.map(async (c) => {
      if (!c.image || c.facts.stored || c.facts.repeated) return;
      if (!(await storeImage(app, c.image))) c.read = { ...c.read, imagePath: null };
    }),
  );
}

export async function readImage(app: AppContext, path: string): Promise<{ bytes: Buffer; type: string }> {
  const bytes = await readFile(fullPath(app, path));
  return { bytes, type: path.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}
