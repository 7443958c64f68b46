import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, pictureFailures, type Session, signIn } from './browser';
import { activePane, button, tableRows } from './ui';

describe('a report page exports what it lists', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);
  const totalShown = async () => {
    const text = await pane().locator('.ant-pagination-total-text').innerText();
    return Number(/总共\s*(\d+)/.exec(text.replace(/,/g, ''))?.[1]);
  };

  it('plate analysis: filtered by plate, the downloaded xlsx has as many rows as the list total', async () => {
    await s.page.goto(`${baseUrl()}/static/plateAnalysis`);
    await expect.poll(() => pane().locator('.ant-table-thead').innerText()).toContain('停车次数');
    await pane().getByLabel('车牌号').fill('沪');
    const [listed] = await Promise.all([
      s.page.waitForResponse((r) => r.url().includes('/static/getPlateAnlay') && r.url().includes('plateNumber')),
      button(pane(), '查询').click(),
    ]);
    const answer = (await listed.json()) as { data: { total: number } };
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    await expect.poll(totalShown).toBe(answer.data.total);
    // money shows in yuan with two decimals
    expect(await tableRows(s.page).first().innerText()).toMatch(/\d+\.\d{2}/);
    const [download, asked] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.waitForRequest((r) => r.url().includes('/static/exportPlateAnlay')),
      button(pane(), '导出').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(new URL(asked.url()).searchParams.get('plateNumber')).toBe('沪');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toContain('停车次数');
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(answer.data.total);
  });

  // one test opens every page: over two minutes on a slow day of the shared CI machine
  it('every static report page of this work lists its rows under its own columns', { timeout: 360_000 }, async () => {
    const pages: [string, string][] = [
      ['/static/sellerRecharge', '流水类型'],
      ['/static/sellerBuy', '流水类型'],
      ['/static/monthlyPay', '续费方式'],
      ['/static/cardExtension', '续费方式'],
      ['/static/cardRecharge', '续费方式'],
      ['/static/videoCar', '放行结果'],
      ['/static/carDerate', '实际优惠'],
      ['/static/exceptionRelease', '异常类型'],
      ['/static/manualRelease', '放弃收费'],
      ['/static/orderReconciliation', '支付记录合计'],
      ['/static/chargeDetail', '优惠券抵扣'],
      ['/static/refundorder', '退款金额'],
      ['/static/visitorOrder', '订单金额'],
    ];
    for (const [path, heading] of pages) {
      await s.page.goto(`${baseUrl()}${path}`);
      await expect.poll(() => pane().locator('.ant-table-thead').innerText()).toContain(heading);
      expect(await pane().innerText(), path).not.toContain('页面建设中');
    }
  });

  it('the ETC day check says plainly it comes once ETC exists, over an empty list', async () => {
    await s.page.goto(`${baseUrl()}/static/etcDayCheck`);
    await expect
      .poll(() => pane().getByTestId('not-built-report').innerText())
      .toContain('ETC 对账将在 ETC 接入后提供');
    await expect.poll(() => pane().locator('.ant-table-placeholder').count()).toBe(1);
  });
});
