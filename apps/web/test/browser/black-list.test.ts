import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, dialog, openFromSidebar, tableRows } from './ui';

/** Unique per run, so a server already holding earlier imports still shows only this run's rows. */
const serial = String(Math.floor(Math.random() * 9000 + 1000));
const good = [`沪Z${serial}1`, `沪Z${serial}2`];
const bad = `沪I${serial}3`;

describe('black list import from the template', () => {
  let s: Session;
  const dir = mkdtempSync(join(tmpdir(), 'parking-black-'));
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
    await openFromSidebar(s.page, '车辆管理', '黑名单');
    await s.page.waitForURL('**/car/blacklist');
  });
  afterAll(async () => {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  });
  pictureFailures(() => s);
  const pane = () => activePane(s.page);

  it('downloads the template, imports three rows and reports two imported and one refused', async () => {
    const [download] = await Promise.all([s.page.waitForEvent('download'), button(pane(), '下载模板').click()]);
    const template = join(dir, 'template.xlsx');
    await download.saveAs(template);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(template);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the template has no sheet');
    expect(sheet.getRow(1).getCell(2).value).toBe('*车牌号');
    sheet.addRow(['阳光花园地下停车场', good[0], '多次逃费']);
    sheet.addRow(['阳光花园地下停车场', bad, '车牌写错了']);
    sheet.addRow(['阳光花园地下停车场', good[1], '损坏道闸', '2026-01-01 00:00:00']);
    const filled = join(dir, 'filled.xlsx');
    await book.xlsx.writeFile(filled);

    await button(pane(), '导入').click();
    const form = dialog(s.page);
    await form.locator('input[type=file]').setInputFiles(filled);
    await button(form, '开始导入').click();
    const report = form.getByTestId('import-report');
    await expect.poll(() => report.innerText()).toContain('共 3 行：导入 2 行，拒绝 1 行');
    const refused = report.locator('tr', { hasText: bad });
    expect(await refused.innerText()).toContain('车牌号格式不正确');
    expect(await refused.innerText()).toContain('已拒绝');
    await screenshot(s.page, 'black-list-import-report');
    await button(form, '关闭').click();

    await pane().getByLabel('车牌号').fill(`沪Z${serial}`);
    await button(pane(), '查询').click();
    await expect.poll(async () => (await tableRows(s.page).allInnerTexts()).length).toBe(2);
    const rows = (await tableRows(s.page).allInnerTexts()).join('\n');
    for (const plate of good) expect(rows).toContain(plate);
    expect(rows).toContain('多次逃费');
    await screenshot(s.page, 'black-list-after-import');
  });
});
