import ExcelJS from 'exceljs';

export { userIdOf } from '../monthly-cars/helpers';
export { parkIdOf, stored } from '../parks/helpers';
export { count, idOf, ok, type Page, type Row, rows } from '../system/helpers';

/** A multipart/form-data body with one file and some plain fields, as a browser sends it. */
export function multipart(file: Buffer, filename: string, fields: Record<string, string> = {}) {
  const boundary = `----parking${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'content-type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An xlsx file with the given headings and rows on its first sheet. */
export async function sheetFile(headings: string[], data: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('黑名单');
  sheet.addRow(headings);
  for (const r of data) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows of the first sheet of an xlsx answer, from row 1, as plain values. */
export async function sheetRows(raw: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as never);
  const out: unknown[][] = [];
  book.worksheets[0]?.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
}
