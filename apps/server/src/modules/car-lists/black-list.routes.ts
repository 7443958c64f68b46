import { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute, FileAnswer } from '../../platform/route-table';
import { idParams, optionalId, optionalIdOf, specIdLabel, specIds } from '../../platform/spec-params';
import { uploadFileLimit } from '../../platform/uploads';
import { importBlackList } from './black-list-import';
import { templateWorkbook } from './black-list-sheet';

const base = '/api/updown/parkBlackList';
const parkFieldNames: readonly string[] = specIds.park.names;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const tooLarge = {
  zh: `文件(file): 不能大于 ${uploadFileLimit / 1024 / 1024} MB`,
  en: `File(file): cannot be larger than ${uploadFileLimit / 1024 / 1024} MB`,
};

export const blackListRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/downloadTemplate`,
    section: 'monthly-cars',
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
    section: 'monthly-cars',
    summary:
      'Import black-list entries from an xlsx file (multipart, field file); parkId is the park of rows that name none. ' +
      'Answers a per-row report: accepted rows are written, refused ones are not and say why.',
    permission: 'parkBlackList:add',
    query: z.object(idParams('park')),
    labels: specIdLabel,
    handler: async (ctx) => {
      const { query, req } = ctx;
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
          } else if (parkFieldNames.includes(part.fieldname) && typeof part.value === 'string') {
            parkField = part.value;
          }
        }
      } catch (err) {
        if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLarge);
        throw err;
      }
      if (!file?.length) throw badRequest({ zh: '文件(file): 不能为空', en: 'File(file): is required' });
      return importBlackList(ctx, file, optionalIdOf('park', query) ?? parseParkField(parkField));
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
