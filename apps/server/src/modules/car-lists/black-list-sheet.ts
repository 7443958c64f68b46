import type { Lang, Message } from '@parking/domain';
import { blackListResource } from '@parking/resources';
import ExcelJS from 'exceljs';

/** The columns of the black-list import sheet: the park by name, then the entry's own fields. */
export const sheetColumns: { key: string; label: Message; width: number; required?: true }[] = [
  { key: 'parkName', label: { zh: '停车场', en: 'Park' }, width: 24 },
  { key: 'plateNumber', label: blackListResource.fields.plateNumber.label, width: 14, required: true },
  { key: 'reason', label: blackListResource.fields.reason.label, width: 30, required: true },
  { key: 'startTime', label: blackListResource.fields.startTime.label, width: 22 },
  { key: 'endTime', label: blackListResource.fields.endTime.label, width: 22 },
  { key: 'remark', label: blackListResource.fields.remark.label, width: 30 },
];

const notes: Message[] = [
  {
    zh: '第一张表第一行是表头，从第二行起每行一辆车；表头可用中文或英文。',
    en: 'The first sheet has the headings in row 1 and one car per row from row 2; headings may be Chinese or English.',
  },
  {
    zh: '停车场填名称；留空时使用导入时选择的停车场。',
    en: 'Park is the park name; when empty, the park chosen for the import is used.',
  },
  {
    zh: '车牌号与拉黑原因必填。车牌号不区分大小写，空格会被去掉；无牌车填“无牌车”。',
    en: 'Plate and reason are required. Plates are read in upper case without spaces; a car without plate is 无牌车.',
  },
  {
    zh: '时间格式 yyyy-MM-dd HH:mm:ss（或 Excel 日期）；生效时间留空表示立即生效，失效时间留空表示长期有效。',
    en: 'Times are yyyy-MM-dd HH:mm:ss (or Excel dates); an empty start means from now on, an empty end means for good.',
  },
  {
    zh: '同一车牌在同一停车场的有效期不能重叠；不合格的行不导入，其余行照常导入，结果逐行列出原因。',
    en: 'One plate may not have overlapping periods at one park; refused rows are not imported, the others are, and the report gives each row its reason.',
  },
];

/** The empty import template: headings in the caller's language, and a sheet of instructions. */
export async function templateWorkbook(lang: Lang): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'zh' ? '黑名单' : 'Black list');
  sheet.columns = sheetColumns.map((c) => ({
    header: c.required ? `*${c.label[lang]}` : c.label[lang],
    key: c.key,
    width: c.width,
    style: c.key.endsWith('Time') ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = book.addWorksheet(lang === 'zh' ? '填写说明' : 'Instructions');
  help.getColumn(1).width = 110;
  for (const n of notes) help.addRow([n[lang]]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Which column holds which field, by heading in either language (a leading * marks a required one). */
