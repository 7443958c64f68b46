import { stayState } from '@parking/resources';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import {
  activePane,
  button,
  clickRowAction,
  dialog,
  moreButton,
  openFromSidebar,
  rowActionNames,
  settledDialog,
  tableRows,
  toast,
} from './ui';

const dateTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Tables that show the work at 1440 px, row actions folded under "more", and reviews from a row. */
describe('tables and reviews', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);
  const header = () => pane().locator('.ant-table-thead');

  async function open(path: string) {
    await s.page.evaluate(() => localStorage.removeItem('parking-tabs'));
    await s.page.goto(`${baseUrl()}${path}`);
    await expect.poll(() => tableRows(s.page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  }

  /** The column of a header, as the cells of a row are numbered. */
  async function columnIndex(title: string): Promise<number> {
    const titles = (await header().locator('th').allInnerTexts()).map((t) => t.trim());
    const index = titles.indexOf(title);
    expect(index, `${title} among ${titles.join(' | ')}`).toBeGreaterThanOrEqual(0);
    return index;
  }

  /** A cell's text, and whether it shows all of it (nothing cut off inside the cell). */
  async function cell(row: Locator, index: number) {
    const td = row.locator('td').nth(index);
    const whole = await td.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    return { text: (await td.innerText()).trim(), whole };
  }

  /** Whether a header shows without scrolling sideways: inside the window, left of the fixed action column. */
  const inView = async (title: string) => {
    const th = header()
      .locator('th', { hasText: new RegExp(`^${title}$`) })
      .first();
    const box = await th.boundingBox();
    const actions = await header().locator('th').last().boundingBox();
    return box !== null && actions !== null && box.x >= 0 && box.x + box.width <= actions.x + 1;
  };

  it('the in/out list shows entry and exit times in full, with gates, amounts and pay way, at 1440 px', async () => {
    await open('/static/inoutRecord');
    for (const title of [
      '车牌号',
      '入场时间',
      '入场通道',
      '出场时间',
      '出场通道',
      '应收金额',
      '实收金额',
      '支付方式',
    ]) {
      expect(await inView(title), title).toBe(true);
    }
    const inTime = await columnIndex('入场时间');
    const outTime = await columnIndex('出场时间');
    for (const row of await tableRows(s.page).all()) {
      const entry = await cell(row, inTime);
      expect(entry.text).toMatch(dateTime);
      expect(entry.whole).toBe(true);
    }
    // a car that has left shows its exit time in full too
    const left = await api<{ data: { plateNumber: string }[] }>(
      await apiToken(),
      'GET',
      `updown/parkIORecord/list?state=${stayState.values.left}&size=1`,
    );
    const plate = String(left.data[0]?.plateNumber);
    await pane().getByLabel('车牌号').fill(plate);
    await button(pane(), '查询').click();
    const stay = tableRows(s.page).filter({ hasText: plate }).first();
    await expect.poll(() => stay.count()).toBe(1);
    for (const index of [inTime, outTime]) {
      const time = await cell(stay, index);
      expect(time.text).toMatch(dateTime);
      expect(time.whole).toBe(true);
    }
    // the action column is narrow: a link or two and "more"
    const actions = await header().locator('th').last().boundingBox();
    expect(actions?.width ?? 999).toBeLessThan(200);
    await screenshot(s.page, 'list-inout-1440');
  });

  it('orders show paid, refunded, state and pay time; parks their service end and state', async () => {
    await openFromSidebar(s.page, '统计报表', '停车订单');
    await expect.poll(() => tableRows(s.page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    for (const title of ['已付金额', '已退金额', '订单状态', '支付时间']) expect(await inView(title), title).toBe(true);
    await screenshot(s.page, 'list-orders-1440');
    await open('/basedata/park');
    for (const title of ['服务到期', '状态']) expect(await inView(title), title).toBe(true);
    await screenshot(s.page, 'list-parks-1440');
  });

  it('column settings survive a reload', async () => {
    await open('/static/inoutRecord');
    expect(await header().innerText()).toContain('入场通道');
    const settings = s.page.locator('.ant-popover:visible .ant-pro-table-column-setting-list');
    /** Shows or hides a column from the settings, as a person ticks its box. */
    const tick = async (title: string, shown: boolean) => {
      if (!(await settings.isVisible())) {
        await pane().locator('.ant-pro-table-list-toolbar-setting-item .anticon-setting').first().click();
      }
      const popover = s.page.locator('.ant-popover:visible').last();
      await expect.poll(async () => (await popover.getAttribute('class')) ?? 'zoom').not.toContain('zoom');
      const box = settings.locator('.ant-tree-treenode', { hasText: title }).locator('.ant-tree-checkbox');
      const checked = async () => ((await box.getAttribute('class')) ?? '').includes('ant-tree-checkbox-checked');
      await expect
        .poll(async () => {
          if ((await checked()) !== shown) await box.click();
          return checked();
        })
        .toBe(shown);
    };
    await tick('入场通道', false);
    // lesser columns are listed in the settings, hidden until shown
    expect(await settings.innerText()).toContain('区域');
    await expect.poll(() => header().innerText()).not.toContain('入场通道');
    await s.page.reload();
    await expect.poll(() => tableRows(s.page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await header().innerText()).not.toContain('入场通道');
    expect(await header().innerText()).toContain('入场时间');
    // shown again from the settings
    await tick('入场通道', true);
    await expect.poll(() => header().innerText()).toContain('入场通道');
  });

  it('row actions fold under "more" and still open', async () => {
    await open('/basedata/park');
    const row = tableRows(s.page).first();
    // the folded actions appear once the user's buttons are known, and the list may draw its rows again
    await expect
      .poll(async () => rowActionNames(s.page, row), { timeout: 15_000 })
      .toEqual({
        links: ['查看', '编辑'],
        more: ['二维码', '删除'],
      });
    await moreButton(row).click();
    await s.page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '二维码' }).click();
    await expect.poll(() => dialog(s.page).locator('.qr-card').count()).toBeGreaterThan(0);
    await button(await settledDialog(s.page), '关闭').click();
    await expect.poll(() => s.page.locator('.ant-modal:visible').count()).toBe(0);
  });

  it('a pending area is approved from its row, with the reviewer recorded', async () => {
    await open('/basedata/parkarea');
    const pending = tableRows(s.page).filter({ hasText: '待审核' }).first();
    await expect.poll(() => pending.count()).toBe(1);
    const name = (
      await pending
        .locator('td')
        .nth(await columnIndex('区域名称'))
        .innerText()
    ).trim();
    const { links } = await rowActionNames(s.page, pending);
    expect(links).toEqual(['通过', '拒绝']);
    await screenshot(s.page, 'area-review-pending');
    await clickRowAction(s.page, pending, '通过');
    await button(await settledDialog(s.page), '确定').click();
    await expect.poll(() => toast(s.page, '已通过审核').count()).toBe(1);
    const row = tableRows(s.page).filter({ hasText: name }).first();
    await expect.poll(() => row.innerText()).toContain('已通过');
    const names = await rowActionNames(s.page, row);
    expect([...names.links, ...names.more]).not.toContain('通过');
    const token = await apiToken();
    const areas = await api<{ data: Record<string, unknown>[] }>(
      token,
      'GET',
      `updown/baseParkArea/list?areaName=${encodeURIComponent(name)}`,
    );
    expect(areas.data.find((a) => a.areaName === name)).toMatchObject({ examineState: 1, examineBy: 'admin' });
  });

  it('a rejection asks for its reason', async () => {
    await open('/basedata/village');
    const pending = tableRows(s.page).filter({ hasText: '待审核' }).first();
    await expect.poll(() => pending.count()).toBe(1);
    await clickRowAction(s.page, pending, '拒绝');
    await button(await settledDialog(s.page), '确定').click();
    await expect.poll(() => toast(s.page, '请填写拒绝原因').count()).toBe(1);
    await dialog(s.page).getByLabel('拒绝原因').fill('地址不全');
    await button(await settledDialog(s.page), '确定').click();
    await expect.poll(() => toast(s.page, '已拒绝').count()).toBe(1);
  });
});
