import { doorEmployeePhotoResource, doorEmployeeResource } from '@parking/resources';
import { and, eq, inArray } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { Row } from '../../crud/hooks';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { dropDoorPicture, facePhotoLimit, imageExtension, storeDoorPicture } from './door-files';

/** One file of a photo zip, as the report shows it. */
export type PhotoImportRow = { file: string; empNo: string; accepted: boolean; id?: number; reason?: string };
export type PhotoImportReport = { total: number; accepted: number; refused: number; rows: PhotoImportRow[] };

const maxFiles = 2000;

/** Records a stored face photo of an employee: the employee's current photo and a row of their photo list. */
export async function recordFacePhoto(ctx: WriteCtx, employeeId: number, photoPath: string, bytes: number) {
  await saveRow(ctx, doorEmployeeResource, { photoPath } as never, { id: employeeId });
  return saveRow(ctx, doorEmployeePhotoResource, {
    employeeId,
    photoPath,
    sizeKb: Math.ceil(bytes / 1024),
    storedAt: new Date(),
  } as never);
}

/**
 * Imports face photos from a zip whose files are named by employee number (`E001.jpg`). Each is checked like a
 * single upload (a JPEG or PNG by its bytes, at most the face-photo limit, an employee of the caller's company
 * with that number, one photo per employee in the zip); the good ones are stored in one transaction, and the
 * report says for each file whether it was taken and why not.
 */
export async function importPhotos(ctx: Omit<WriteCtx, 'tx'>, zip: Buffer): Promise<PhotoImportReport> {
  const { app, access, lang } = ctx;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(zip), {
      filter: (f) => !f.name.endsWith('/') && !f.name.split('/').some((p) => p.startsWith('.') || p === '__MACOSX'),
    });
  } catch {
    throw badRequest({ zh: '文件(file): 不是有效的 zip 压缩包', en: 'File(file): not a valid zip archive' });
  }
  const names = Object.keys(files).sort();
  if (!names.length)
    throw badRequest({ zh: '文件(file): 压缩包中没有照片', en: 'File(file): the zip holds no photos' });
  if (names.length > maxFiles) {
    throw badRequest({
      zh: `文件(file): 一次最多导入 ${maxFiles} 张照片`,
      en: `File(file): at most ${maxFiles} photos at a time`,
    });
  }
  const rows: PhotoImportRow[] = names.map((file) => ({
    file,
    empNo: (file.split('/').pop() ?? file).replace(/\.[^.]*$/, ''),
    accepted: false,
  }));
  const e = tableOf(doorEmployeeResource);
  const known = await app.db
    .select({ id: e.id, empNo: e.empNo, companyId: e.companyId })
    .from(e)
    .where(
      and(
        visibleConditions(doorEmployeeResource, access),
        inArray(
          e.empNo,
          rows.map((r) => r.empNo),
        ),
      ),
    );
  const byNo = new Map(known.map((k) => [k.empNo, k]));
  const seen = new Set<string>();
  const refuse = (r: PhotoImportRow, zh: string, en: string) => {
    r.reason = lang === 'zh' ? zh : en;
  };
  const stored: string[] = [];
  const good: { row: PhotoImportRow; employeeId: number; path: string; size: number }[] = [];
  try {
    for (const r of rows) {
      const bytes = Buffer.from(files[r.file] as Uint8Array);
      const employee = byNo.get(r.empNo);
      if (!employee) refuse(r, `工号 ${r.empNo} 的人员不存在或无权操作`, `no employee numbered ${r.empNo} of yours`);
      else if (seen.has(r.empNo))
        refuse(r, '同一人员在压缩包中有多张照片', 'another photo of the same employee is in the zip');
      else if (!bytes.length) refuse(r, '文件为空', 'the file is empty');
      else if (bytes.length > facePhotoLimit)
        refuse(
          r,
          `照片不能大于 ${facePhotoLimit / 1024} KB`,
          `a photo cannot be larger than ${facePhotoLimit / 1024} KB`,
        );
      else {
        const ext = imageExtension(bytes);
        if (!ext) refuse(r, '只接受 JPEG 或 PNG 图片', 'only a JPEG or PNG picture is accepted');
        else {
          seen.add(r.empNo);
          const path = await storeDoorPicture(app, 'face-photos', String(employee.companyId), bytes, ext);
          stored.push(path);
          good.push({ row: r, employeeId: employee.id, path, size: bytes.length });
        }
      }
    }
    const changes: Row = {};
    await app.db.transaction(async (tx) => {
      const write: WriteCtx = { ...ctx, tx, noteChange: (c) => Object.assign(changes, c) };
      for (const g of good) {
        const saved = await recordFacePhoto(write, g.employeeId, g.path, g.size);
        g.row.accepted = true;
        g.row.id = saved.row.id;
      }
    });
    ctx.noteChange?.(changes);
  } catch (err) {
    for (const path of stored) await dropDoorPicture(app, path);
    throw err;
  }
  const accepted = rows.filter((r) => r.accepted).length;
  return { total: rows.length, accepted, refused: rows.length - accepted, rows };
}

/** An employee's current photo, for a photo row added by hand. */
export async function currentPhotoOf(ctx: WriteCtx, employeeId: number): Promise<string | null> {
  const e = tableOf(doorEmployeeResource);
  const [row] = await ctx.tx.select({ photoPath: e.photoPath }).from(e).where(eq(e.id, employeeId));
  return row?.photoPath ?? null;
}
