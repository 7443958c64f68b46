import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';

const kinds = [
  { ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/**
 * Keeps a work order's proof photo under DATA_DIR/work-photos, taken only when its bytes are a JPEG or PNG
 * (whatever its name or type claims). Answers the stored path, relative to DATA_DIR.
 */
export async function storeWorkPhoto(app: AppContext, workId: number, bytes: Buffer): Promise<string> {
  const kind = kinds.find((k) => k.magic.every((b, i) => bytes[i] === b));
  if (!kind) {
    throw badRequest({
      zh: '文件(file): 只接受 JPEG 或 PNG 图片',
      en: 'File(file): only a JPEG or PNG picture is accepted',
    });
  }
  const path = join('work-photos', String(workId), `${randomUUID()}.${kind.ext}`);
  const full = join(app.config.dataDir, path);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, bytes);
  return path;
}
