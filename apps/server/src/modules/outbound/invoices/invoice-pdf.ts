import { fenToYuanText, toChineseAmount } from '@parking/domain';

/** What an invoice shows; money in fen. */
export type InvoiceSheet = {
  title: string;
  invoiceNo: string;
  invoiceCode: string | null;
  issuedOn: string;
  seller: { name: string; taxNo: string; addressPhone: string; bankAccount: string };
  buyer: { name: string; taxNo: string };
  item: { name: string; plate: string; amountFen: number; taxRate: number };
  remark: string;
  drawer: string;
  /** A line across the sheet saying it is not a valid invoice (the sandbox's). */
  watermark?: string;
};

/** The part of a tax-inclusive amount that is tax, at a rate in percent, rounded to the fen. */
export function taxOf(amountFen: number, ratePct: number): number {
  return amountFen - Math.round((amountFen * 100) / (100 + ratePct));
}

/**
 * Writes an invoice as a one-page PDF. Its text uses STSong-Light, one of the CJK fonts every PDF reader
 * carries, addressed by Unicode (UniGB-UCS2-H), so nothing is embedded or fetched; a ToUnicode map keeps the
 * text searchable and extractable.
 */
export function invoicePdf(sheet: InvoiceSheet): Buffer {
  const page = new Page();
  const { seller, buyer, item } = sheet;
  const tax = taxOf(item.amountFen, item.taxRate);
  const net = item.amountFen - tax;
  page.text(200, 385, 18, sheet.title);
  page.text(420, 392, 9, `发票号码：${sheet.invoiceNo}`);
  if (sheet.invoiceCode) page.text(420, 380, 9, `发票代码：${sheet.invoiceCode}`);
  page.text(420, 368, 9, `开票日期：${sheet.issuedOn}`);
  page.rect(30, 60, 535, 295);
  page.line(30, 285, 565, 285);
  page.line(297, 285, 297, 355);
  page.text(38, 338, 10, '购买方信息');
  page.text(38, 318, 10, `名称：${buyer.name}`);
  page.text(38, 300, 10, `统一社会信用代码/纳税人识别号：${buyer.taxNo || '—'}`);
  page.text(305, 338, 10, '销售方信息');
  page.text(305, 318, 10, `名称：${seller.name}`);
  page.text(305, 300, 10, `统一社会信用代码/纳税人识别号：${seller.taxNo}`);
  page.text(38, 268, 10, '项目名称');
  page.text(200, 268, 10, '车牌');
  page.text(300, 268, 10, '金额');
  page.text(390, 268, 10, '税率');
  page.text(470, 268, 10, '税额');
  page.text(38, 248, 10, item.name);
  page.text(200, 248, 10, item.plate || '—');
  page.text(300, 248, 10, fenToYuanText(net));
  page.text(390, 248, 10, `${item.taxRate}%`);
  page.text(470, 248, 10, fenToYuanText(tax));
  page.line(30, 200, 565, 200);
  page.text(38, 182, 10, `合计金额 ¥${fenToYuanText(net)}    合计税额 ¥${fenToYuanText(tax)}`);
  page.line(30, 170, 565, 170);
  page.text(38, 152, 11, `价税合计（大写） ${toChineseAmount(item.amountFen / 100)}`);
  page.text(400, 152, 11, `（小写） ¥${fenToYuanText(item.amountFen)}`);
  page.line(30, 140, 565, 140);
  page.text(38, 122, 9, `销方地址电话：${seller.addressPhone || '—'}`);
  page.text(38, 106, 9, `销方开户行及账号：${seller.bankAccount || '—'}`);
  page.text(38, 90, 9, `备注：${sheet.remark}`);
  page.text(38, 40, 10, `开票人：${sheet.drawer || '—'}`);
  if (sheet.watermark) page.text(200, 20, 10, sheet.watermark);
  return page.toPdf();
}

/** Text and lines of one A5-landscape page, in points from the bottom left. */
class Page {
  private ops: string[] = [];

  text(x: number, y: number, size: number, s: string): void {
    this.ops.push(`BT /F1 ${size} Tf ${x} ${y} Td <${ucs2Hex(s)}> Tj ET`);
  }

  line(x1: number, y1: number, x2: number, y2: number): void {
    this.ops.push(`${x1} ${y1} m ${x2} ${y2} l S`);
  }

  rect(x: number, y: number, w: number, h: number): void {
    this.ops.push(`${x} ${y} ${w} ${h} re S`);
  }

  toPdf(): Buffer {
    const content = `0.5 w 0.55 0.2 0.1 RG 0 g\n${this.ops.join('\n')}\n`;
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 420] /Resources << /Font << /F1 4 0 R >> >> /Contents 7 0 R >>',
      '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] /ToUnicode 8 0 R >>',
      '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 6 0 R /DW 1000 /W [1 95 500] >>',
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
      stream(content),
      stream(identityToUnicode),
    ];
    let out = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}

const stream = (data: string) => `<< /Length ${Buffer.byteLength(data, 'latin1')} >>\nstream\n${data}endstream`;

/** Each character as its UTF-16 code unit(s), in hex: the codes UniGB-UCS2-H reads. */
const ucs2Hex = (s: string) => Buffer.from(s, 'utf16le').swap16().toString('hex').toUpperCase();

/** Code = Unicode: every two-byte code maps to itself, in ranges that keep their first byte. */
const identityToUnicode = (() => {
  const ranges: string[] = [];
  for (let hi = 0; hi < 256; hi++) {
    const h = hi.toString(16).padStart(2, '0').toUpperCase();
    ranges.push(`<${h}00> <${h}FF> <${h}00>`);
  }
  const blocks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100) {
    const part = ranges.slice(i, i + 100);
    blocks.push(`${part.length} beginbfrange\n${part.join('\n')}\nendbfrange`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
    '',
  ].join('\n');
})();
