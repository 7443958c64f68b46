import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute, FileAnswer } from '../../platform/route-table';
import { uploadFileLimit } from '../../platform/uploads';
import { importEmployees } from './employee-import';
import { employeeTemplate } from './employee-sheet';
import { importPhotos } from './photo-import';

const base = '/api/updown/door/dooremployee';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const employeeImportRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/downloadTemplate`,
    section: 'doors',
    summary: 'The xlsx template for importing door employees, headed in the caller language, with instructions',
    file: true,
    handler: async ({ lang }) =>
      new FileAnswer(
        lang === 'zh' ? '门禁人员导入模板.xlsx' : 'door-employee-import-template.xlsx',
        xlsxType,
        await employeeTemplate(lang),
      ),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/batchImport`,
    section: 'doors',
    summary:
      'Imports door employees into the active company from an xlsx file (multipart, field file) in one transaction; answers a per-row report: accepted rows are written, refused ones are not and say why',
    permission: 'door/dooremployee:add',
    handler: async (ctx) => {
      const { req } = ctx;
      if (!req.isMultipart()) {
        throw badRequest({
          zh: '文件(file): 请以 multipart/form-data 上传 xlsx 文件',
          en: 'File(file): upload an xlsx file as multipart/form-data',
        });
      }
      let file: Buffer | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          const bytes = await part.toBuffer();
          file ??= bytes;
        }
      } catch (err) {
        if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw badRequest({
            zh: `文件(file): 不能大于 ${uploadFileLimit / 1024 / 1024} MB`,
            en: `File(file): cannot be larger than ${uploadFileLimit / 1024 / 1024} MB`,
          });
        }
        throw err;
      }
      if (!file?.length) throw badRequest({ zh: '文件(file): 不能为空', en: 'File(file): is required' });
      return importEmployees(ctx, file);
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/batchImportPhotos`,
    section: 'doors',
    summary:
      'Imports face photos from a zip (multipart, field file) whose files are named by employee number (E001.jpg): each a JPEG or PNG by content, at most 1 MB, of an employee of the caller; good ones are stored in one transaction; answers a per-file report',
    permission: 'door/dooremployee:edit',
    handler: async (ctx) => {
      const { req } = ctx;
      if (!req.isMultipart()) {
        throw badRequest({
          zh: '文件(file): 请以 multipart/form-data 上传 zip 文件',
          en: 'File(file): upload a zip file as multipart/form-data',
        });
      }
      let file: Buffer | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          const bytes = await part.toBuffer();
          file ??= bytes;
        }
      } catch (err) {
        if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw badRequest({
            zh: `文件(file): 不能大于 ${uploadFileLimit / 1024 / 1024} MB`,
            en: `File(file): cannot be larger than ${uploadFileLimit / 1024 / 1024} MB`,
          });
        }
        throw err;
      }
      if (!file?.length) throw badRequest({ zh: '文件(file): 不能为空', en: 'File(file): is required' });
      return importPhotos(ctx, file);
    },
  }),
];
