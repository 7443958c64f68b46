import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/** One column of an exported sheet: its heading, width in characters, and whether it holds yuan (0.00). */
export type XlsxColumn = { header: string; width: number; money?: boolean };

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const rels = 'http://schemas.openxmlformats.org/package/2006/relationships';
const docRels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const contentTypes = `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;
const packageRels = `${head}<Relationships xmlns="${rels}">\
<Relationship Id="rId1" Type="${docRels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookRels = `${head}<Relationships xmlns="${rels}">\
<Relationship Id="rId1" Type="${docRels}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${docRels}/styles" Target="styles.xml"/></Relationships>`;
// cell styles: 0 plain, 1 yuan (0.00), 2 bold heading
const styles = `${head}<styleSheet xmlns="${main}">\
<numFmts count="1"><numFmt numFmtId="164" formatCode="0.00"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

// characters XML 1.0 cannot hold (control characters, lone surrogates) are left out of the cell
const notXml =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids, matched to be removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const escapeXml = (text: string) =>
  text
    .replace(notXml, '')
    .replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cell(ref: string, v: unknown, style: number): string {
  if (v == null || v === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"${s}><v>${v}</v></c>` : '';
  if (typeof v === 'boolean') return `<c r="${ref}" t="b"${s}><v>${v ? 1 : 0}</v></c>`;
  const text = escapeXml(v instanceof Date ? v.toISOString() : String(v));
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"${s}><is><t${space}>${text}</t></is></c>`;
}

type Drainable = {
  writableNeedDrain?: boolean;
  destroyed?: boolean;
  on: (e: string, f: () => void) => unknown;
  removeListener: (e: string, f: () => void) => unknown;
};

const chunkChars = 16_384;

/** Waits until a writable stream has room again (or is gone). */
function drained(w: Drainable): Promise<void> {
  if (w.destroyed || !w.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      w.removeListener('drain', done);
      w.removeListener('close', done);
      resolve();
    };
    w.on('drain', done);
    w.on('close', done);
  });
}

/**
 * An xlsx file of one sheet written as it goes: rows are added batch by batch and leave memory as soon as they
 * are compressed, so a million-row export holds no more than a batch. Strings are written in their cells (no
 * shared-string table to keep), the heading row is bold and stays in view, yuan columns show two decimals.
 */
export function xlsxStream(title: string, columns: XlsxColumn[]) {
  const out = new PassThrough();
  const encoder = new TextEncoder();
  const zip = new Zip((err, chunk, final) => {
    if (err) out.destroy(err);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const part = (name: string) => {
    const file = new ZipDeflate(name);
    zip.add(file);
    return file;
  };
  const whole = (name: string, text: string) => part(name).push(encoder.encode(text), true);
  const sheetName = escapeXml(title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
  whole('[Content_Types].xml', contentTypes);
  whole('_rels/.rels', packageRels);
  whole(
    'xl/workbook.xml',
    `${head}<workbook xmlns="${main}" xmlns:r="${docRels}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  whole('xl/_rels/workbook.xml.rels', workbookRels);
  whole('xl/styles.xml', styles);
  const names = columns.map((_, i) => columnName(i));
  const moneyStyle = columns.map((c) => (c.money ? 1 : 0));
  const sheet = part('xl/worksheets/sheet1.xml');
  const widths = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const heading = columns.map((c, i) => cell(`${names[i]}1`, c.header, 2)).join('');
  sheet.push(
    encoder.encode(
      `${head}<worksheet xmlns="${main}"><sheetViews><sheetView workbookViewId="0">\
<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>\
<sheetFormatPr defaultRowHeight="15"/>${widths ? `<cols>${widths}</cols>` : ''}<sheetData><row r="1">${heading}</row>`,
    ),
  );
  let rowNumber = 1;
  return {
    out,
    /** Adds rows (values in the columns' order) and waits while the file's reader is behind. */
    async add(rows: unknown[][]): Promise<void> {
      // compressed a few rows at a time: a batch's text as one string would be garbage only a full collection frees
      let xml = '';
      for (const values of rows) {
        rowNumber += 1;
        xml += `<row r="${rowNumber}">`;
        for (let i = 0; i < names.length; i++) xml += cell(`${names[i]}${rowNumber}`, values[i], moneyStyle[i] ?? 0);
        xml += '</row>';
        if (xml.length > chunkChars) {
          sheet.push(encoder.encode(xml));
          xml = '';
        }
      }
      if (xml) sheet.push(encoder.encode(xml));
      await drained(out);
    },
    /** Ends the sheet and the file. */
    finish(): void {
      sheet.push(encoder.encode('</sheetData></worksheet>'), true);
      zip.end();
    },
  };
}
