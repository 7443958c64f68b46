import type { Lang, Message } from '@parking/domain';
import { doorEmployeeResource } from '@parking/resources';
import ExcelJS from 'exceljs';
import { readImportSheet, type SheetColumn, type SheetRow } from '../../platform/import-sheet';

const f = doorEmployeeResource.fields;

/** The columns of the employee import sheet: the department by name, then the employee's own fields. */
export const employeeColumns: SheetColumn[] = [
  { key: 'empNo', label: f.empNo.label, width: 14, required: true },
  { key: 'empName', label: f.empName.label, width: 14, required: true },
  { key: 'deptName', label: { zh: '部门', en: 'Department' }, width: 20 },
  { key: 'phone', label: f.phone.label, width: 16 },
  { key: 'cardNo', label: f.cardNo.label, width: 16 },
  { key: 'remark', label: f.remark.label, width: 30 },
];

const notes: Message[] = [
  {
    zh: '第一张表第一行是表头，从第二行起每行一名人员；表头可用中文或英文。',
    en: 'The first sheet has the headings in row 1 and one employee per row from row 2; headings may be Chinese or English.',
  },
  {
    zh: '工号与姓名必填，工号在公司内不能重复；部门填门禁部门的名称，留空表示不属于任何部门。',
    en: 'Employee number and name are required, the number unique within the company; department is a door department’s name, or empty.',
  },
  {
    zh: '不合格的行不导入，其余行照常导入，结果逐行列出原因。人脸照片可按工号命名后打包上传。',
    en: 'Refused rows are not imported, the others are, and the report gives each row its reason.',
  },
];

/** The empty import template: headings in the caller's language, and a sheet of instructions. */
export async function employeeTemplate(lang: Lang): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'zh' ? '门禁人员' : 'Employees');
  sheet.columns = employeeColumns.map((c) => ({
    header: c.required ? `*${c.label[lang]}` : c.label[lang],
    key: c.key,
    width: c.width,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  const help = book.addWorksheet(lang === 'zh' ? '填写说明' : 'Instructions');
  help.getColumn(1).width = 110;
  for (const n of notes) help.addRow([n[lang]]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const maxRows = 5000;

/** The filled rows of the sheet, each with its row number, by column key; 400 when it is no template's sheet. */
export const readEmployeeSheet = (file: Buffer, lang: Lang): Promise<SheetRow[]> =>
  readImportSheet(file, lang, employeeColumns, maxRows);
