import { Readable } from 'node:stream';
import type { Lang, Message } from '@parking/domain';
import ExcelJS from 'exceljs';
import { badRequest } from './errors';

/** A column of an import template: its key, its heading, its width, and whether a file must have it. */
export type SheetColumn = { key: string; label: Message; width: number; required?: true };

export type SheetRow = { row: number; cells: Record<string, string> };

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text; an Excel date is the wall-clock time it shows. */
export function cellText(v: ExcelJS.CellValue): string {
  if (v == null) return '';
  if (v instanceof Date) {
    return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())} ${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}:${pad(v.getUTCSeconds())}`;
  }
  if (typeof v === 'object') {
    if ('richText' in v)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in v) return String(v.text).trim();
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    return '';
  }
  return String(v).trim();
}

/** Which column (from 0) holds which key: a heading in either language or the key, a leading * allowed. */
export function columnKeys(columns: SheetColumn[], headings: unknown[]): Map<number, string> {
  const byHeading = new Map<string, string>();
  for (const c of columns) {
    for (const name of [c.label.zh, c.label.en, c.key]) byHeading.set(name.toLowerCase(), c.key);
  }
  const out = new Map<number, string>();
  headings.forEach((h, i) => {
    const key = byHeading.get(
      String(h ?? '')
        .replace(/^\*/, '')
        .trim()
        .toLowerCase(),
    );
    if (key) out.set(i, key);
  });
  return out;
}

/** The filled rows of a template's first sheet, each with its row number, by column key; 400 when it is not one. */
export async function readImportSheet(
  file: Buffer,
  lang: Lang,
  columns: SheetColumn[],
  maxRows: number,
): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.read(Readable.from([file]));
  } catch {
    throw badRequest({ zh: '文件(file): 不是有效的 xlsx 文件', en: 'File(file): is not a valid xlsx file' });
  }
  const sheet = book.worksheets[0];
  const headings = sheet
    ? Array.from({ length: sheet.columnCount }, (_, i) => cellText(sheet.getRow(1).getCell(i + 1).value))
    : [];
  const keys = columnKeys(columns, headings);
  const missing = columns.filter((c) => c.required && ![...keys.values()].includes(c.key));
  if (!sheet || missing.length) {
    const names = missing.map((c) => c.label[lang]).join(lang === 'zh' ? '、' : ', ');
    throw badRequest({
      zh: `文件(file): 第一张表的表头缺少 ${names}，请使用导入模板`,
      en: `File(file): the first sheet's headings lack ${names}; please use the import template`,
    });
  }
  const rows: SheetRow[] = [];
  sheet.eachRow((r, n) => {
    if (n === 1) return;
    const cells: Record<string, string> = {};
    for (const [i, key] of keys) cells[key] = cellText(r.getCell(i + 1).value);
    if (Object.values(cells).some((v) => v !== '')) rows.push({ row: n, cells });
  });
  if (rows.length > maxRows) {
    throw badRequest({
      zh: `文件(file): 最多导入 ${maxRows} 行，本文件有 ${rows.length} 行`,
      en: `File(file): at most ${maxRows} rows can be imported at once; this file has ${rows.length}`,
    });
  }
  return rows;
}
