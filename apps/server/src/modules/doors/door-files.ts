import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { AppContext } from '../../platform/context';

const kinds = [
  { ext: 'jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { ext: 'png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The largest face photo a reader is sent: a face needs no more. */
export const facePhotoLimit = 1024 * 1024;

/** Folders of DATA_DIR that hold door pictures: readers' snapshots and employees' face photos. */
export type DoorFolder = 'door-images' | 'face-photos';

/** The extension of a JPEG or PNG judged by its bytes, whatever its name claims; null for anything else. */
export const imageExtension = (bytes: Buffer): string | null =>
  kinds.find((k) => bytes.length > k.magic.length && k.magic.every((b, i) => bytes[i] === b))?.ext ?? null;

const fullPath = (app: AppContext, path: string) => {
  const p = normalize(path);
  if (p.startsWith('..') || !(p.startsWith('door-images/') || p.startsWith('face-photos/')))
    throw new Error(`not a door picture path: ${path}`);
  return join(app.config.dataDir, p);
};

/**
 * Writes a checked picture under DATA_DIR/<folder>/<sub>/, under a temporary name renamed into place so a
 * path never names a partial file; answers its path relative to DATA_DIR.
 */
export async function storeDoorPicture(
  app: AppContext,
  folder: DoorFolder,
  sub: string,
  bytes: Buffer,
  ext: string,
): Promise<string> {
  const path = `${folder}/${sub}/${randomUUID()}.${ext}`;
  const file = fullPath(app, path);
  const partial = `${file}.${randomUUID()}.part`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true }).catch(() => undefined);
    throw err;
  }
  return path;
}

/** Removes a stored picture (a photo replaced, or one whose row was not written); a missing file is no error. */
export const dropDoorPicture = (app: AppContext, path: string) => rm(fullPath(app, path), { force: true });

export async function readDoorPicture(app: AppContext, path: string): Promise<{ bytes: Buffer; type: string }> {
  const bytes = await readFile(fullPath(app, path));
  return { bytes, type: path.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}
