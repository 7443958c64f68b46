import type { AppContext } from '../../platform/context';
import { imageExtension, storeDataFile } from '../../platform/data-files';
import { badRequest } from '../../platform/errors';

/**
 * Keeps a work order's proof photo under DATA_DIR/work-photos, taken only when its bytes are a JPEG or PNG
 * (whatever its name or type claims). Answers the stored path, relative to DATA_DIR.
 */
export async function storeWorkPhoto(app: AppContext, workId: number, bytes: Buffer): Promise<string> {
  const ext = imageExtension(bytes);
  if (!ext) {
    throw badRequest({
      zh: '文件(file): 只接受 JPEG 或 PNG 图片',
      en: 'File(file): only a JPEG or PNG picture is accepted',
    });
  }
  return storeDataFile(app, 'work-photos', String(workId), bytes, ext);
}
