import { createHash } from 'node:crypto';
import { doorEmployeeResource } from '@parking/resources';
import { z } from 'zod';
import { visibleOne } from '../../crud/visible-rows';
import { badRequest, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute, FileAnswer } from '../../platform/route-table';
import { uploadFileLimit } from '../../platform/uploads';
import { dropDoorPicture, facePhotoLimit, imageExtension, readDoorPicture, storeDoorPicture } from './door-files';
import { recordFacePhoto } from './photo-import';

const id = z.coerce.number().int().positive();
const labels = (k: string) =>
  ({
    EmpID: { zh: '人员', en: 'Employee' },
    hash: { zh: '文件摘要', en: 'File hash' },
    file: { zh: '文件', en: 'File' },
  })[k];

const tooLarge = () =>
  badRequest({
    zh: `文件(file): 人脸照片不能大于 ${facePhotoLimit / 1024} KB`,
    en: `File(file): a face photo cannot be larger than ${facePhotoLimit / 1024} KB`,
  });

export const doorPhotoRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/file/:hash',
    section: 'doors',
    summary: `Uploads an employee's face photo (multipart: field file, and EmpID as a form field or in the query); {hash} is the SHA-256 (or MD5) of the file in hex, checked against what arrived. Only a JPEG or PNG by content, at most ${facePhotoLimit / 1024} KB; a refused upload stores nothing`,
    permission: 'door/dooremployee:edit',
    query: z.object({ EmpID: id.optional(), empId: id.optional() }),
    labels,
    handler: async (ctx) => {
      const { app, access, lang, req, query } = ctx;
      const hash = String((req.params as { hash?: string }).hash ?? '').toLowerCase();
      if (!/^([0-9a-f]{64}|[0-9a-f]{32})$/.test(hash)) {
        throw badRequest({
          zh: '文件摘要(hash): 须为文件的 SHA-256 或 MD5 十六进制摘要',
          en: 'File hash(hash): must be the SHA-256 or MD5 of the file in hex',
        });
      }
      if (!req.isMultipart()) {
        throw badRequest({
          zh: '文件(file): 请以 multipart/form-data 上传图片',
          en: 'File(file): upload a picture as multipart/form-data',
        });
      }
      let file: Buffer | undefined;
      let empField: string | undefined;
      try {
        for await (const part of req.parts({ limits: { fileSize: Math.min(uploadFileLimit, facePhotoLimit + 1) } })) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            file ??= bytes;
          } else if ((part.fieldname === 'EmpID' || part.fieldname === 'empId') && typeof part.value === 'string') {
            empField = part.value;
          }
        }
      } catch (err) {
        if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw err;
      }
      const parsed = id.safeParse(query.EmpID ?? query.empId ?? empField);
      if (!parsed.success) {
        throw badRequest({ zh: '人员(EmpID): 应为正整数', en: 'Employee(EmpID): must be a positive whole number' });
      }
      if (!file?.length) throw badRequest({ zh: '文件(file): 不能为空', en: 'File(file): is required' });
      if (file.length > facePhotoLimit) throw tooLarge();
      const ext = imageExtension(file);
      if (!ext) {
        throw badRequest({
          zh: '文件(file): 只接受 JPEG 或 PNG 图片',
          en: 'File(file): only a JPEG or PNG picture is accepted',
        });
      }
      const digest = createHash(hash.length === 64 ? 'sha256' : 'md5')
        .update(file)
        .digest('hex');
      if (digest !== hash) {
        throw badRequest({
          zh: '文件摘要(hash): 与收到的文件不符，请重新上传',
          en: 'File hash(hash): does not match the file received; upload it again',
        });
      }
      const employee = await visibleOne(app.db, doorEmployeeResource, access, parsed.data);
      const photoPath = await storeDoorPicture(app, 'face-photos', String(employee.companyId), file, ext);
      try {
        await app.db.transaction((tx) =>
          recordFacePhoto({ app, access, lang, tx, noteChange: ctx.noteChange }, employee.id, photoPath, file.length),
        );
      } catch (err) {
        await dropDoorPicture(app, photoPath);
        throw err;
      }
      return { EmpID: employee.id, photoPath, hash };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/door/dooremployee/photo',
    section: 'doors',
    summary: 'The face photo of an employee the caller may see (JPEG or PNG)',
    query: z.object({ EmpID: id }),
    labels,
    file: true,
    handler: async ({ app, access, query }) => {
      const employee = await visibleOne(app.db, doorEmployeeResource, access, query.EmpID);
      if (!employee.photoPath) throw notFound({ zh: '人脸照片', en: 'Face photo' }, employee.id);
      const { bytes, type } = await readDoorPicture(app, employee.photoPath);
      return new FileAnswer(`${employee.empNo}.${type === 'image/png' ? 'png' : 'jpg'}`, type, bytes);
    },
  }),
];
