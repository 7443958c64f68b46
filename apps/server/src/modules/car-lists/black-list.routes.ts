import { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute, FileAnswer } from '../../platform/route-table';
import { uploadFileLimit } from '../../platform/uploads';
import { optionalId, paramLabels } from '../parks/visible';
import { importBlackList } from './black-list-import';
import { templateWorkbook } from './black-list-sheet';

const base = '/api/updown/parkBlackList';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const tooLarge = {
  zh: `文件(file): 不能大于 ${uploadFileLimit / 1024 / 1024} MB`,
  en: `File(file): cannot be larger than ${uploadFileLimit / 1024 / 1024} MB`,
};

export const blackListRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/downloadTemplate`,
    area: 'monthly-cars',
    summary: 'The xlsx template for importing black-list entries, headed in the caller language, with instructions',
    file: true,
    handler: async ({ lang }) =>
      new FileAnswer(
        lang === 'zh' ? '黑名单导入模板.xlsx' : 'black-list-import-template.xlsx',
        xlsxType,
        await templateWorkbook(lang),
      ),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/import`,
    area: 'monthly-cars',
    summary:
      'Import black-list entries from an xlsx file (multipart, field file); parkId is the park of rows that name none. ' +
      'Answers a per-row report: accepted rows are written, refused ones are not and say why.',
    permission: 'parkBlackList:add',
    query: z.object({ parkId: optionalId, PKID: optionalId }),
    labels: paramLabels,
    handler: async ({ app, access, lang, query, req }) => {
      if (!req.isMultipart()) {
        throw badRequest({
          zh: '文件(file): 请以 multipart/form-data 上传 xlsx 文件',
          en: 'File(file): upload an xlsx file as multipart/form-data',
        });
      }
      let file: Buffer | undefined;
      let parkField: string | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (file) {
              await part.toBuffer();
              continue;
            }
            file = await part.toBuffer();
          } else if (part.fieldname === 'parkId' || part.fieldname === 'PKID') {
            parkField = String(part.value);
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLarge);
        throw err;
      }
      if (!file?.length) throw badRequest({ zh: '文件(file): 不能为空', en: 'File(file): is required' });
      const parkId = query.parkId ?? query.PKID ?? parseParkField(parkField);
      return importBlackList(app, access, lang, file, parkId);
    },
  }),
];

function parseParkField(v: string | undefined): number | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const r = optionalId.safeParse(v.trim());
  if (!r.success || r.data === undefined) {
    throw badRequest({ zh: '停车场(parkId): 应为正整数', en: 'Park(parkId): must be a positive whole number' });
  }
  return r.data;
}
