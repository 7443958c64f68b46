import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { AppContext } from './context';

/** The folders of DATA_DIR that hold files the product keeps; a stored path always starts with one of them. */
export type DataFolder = 'door-images' | 'face-photos' | 'work-photos' | 'device-logs';

const kinds = [
  { ext: 'jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { ext: 'png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The extension of a JPEG or PNG judged by its bytes, whatever its name claims; null for anything else. */
export const imageExtension = (bytes: Buffer): string | null =>
  kinds.find((k) => bytes.length > k.magic.length && k.magic.every((b, i) => bytes[i] === b))?.ext ?? null;

/** The content type of a stored picture, by the extension it was stored with. */
export const imageType = (path: string) => (path.endsWith('.png') ? 'image/png' : 'image/jpeg');

/** The file of a stored path; a path outside the folders it may name (`..`, another folder) is refused. */
function fullPath(app: AppContext, path: string, folders: readonly DataFolder[]): string {
  const p = normalize(path);
  if (p.startsWith('..') || !folders.some((f) => p.startsWith(`${f}/`))) {
    throw new Error(`not a path of ${folders.join(' or ')}: ${path}`);
  }
  return join(app.config.dataDir, p);
}

/**
 * Writes bytes under DATA_DIR/<folder>/<sub>/ with a new name, first under a temporary one renamed into place
 * so that a stored path never names a partial file; answers the path relative to DATA_DIR.
 */
export async function storeDataFile(
  app: AppContext,
  folder: DataFolder,
  sub: string,
  bytes: Buffer,
  ext: string,
): Promise<string> {
  const path = `${folder}/${sub}/${randomUUID()}.${ext}`;
  const file = fullPath(app, path, [folder]);
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

export const readDataFile = (app: AppContext, path: string, folders: readonly DataFolder[]) =>
  readFile(fullPath(app, path, folders));

/** Removes a stored file (replaced, or its row not written); a missing file is no error. */
export const dropDataFile = (app: AppContext, path: string, folders: readonly DataFolder[]) =>
  rm(fullPath(app, path, folders), { force: true });
