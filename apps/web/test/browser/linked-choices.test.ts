import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, chooseOption, dialog, settledDialog, tableRows, toast } from './ui';

const run = Math.floor(Math.random() * 9000 + 1000);
const parkName = `联动停车场${run}`;

describe('choices that follow the form, and trees', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);
  const dropdown = () => s.page.locator('.ant-select-dropdown:visible');

  /** The choices a select of the dialog offers now. */
  async function choicesOf(form: Locator, label: string): Promise<string[]> {
    await form.getByLabel(label, { exact: true }).click({ force: true });
    const options = dropdown().locator('.ant-select-item-option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    const texts = await options.allInnerTexts();
    await s.page.keyboard.press('Escape');
    await expect.poll(() => dropdown().count()).toBe(0);
    return texts.sort();
  }

  async function choose(form: Locator, label: string, option: string) {
    // picked until the select shows it: a click on an option while the list still slid in was lost
    await chooseOption(s.page, form, label, option);
    await expect.poll(() => dropdown().count()).toBe(0);
  }

  async function openAdd(path: string, title: string) {
    await s.page.goto(`${baseUrl()}${path}`);
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    await button(pane(), '新增').click();
    const form = await settledDialog(s.page);
    await expect.poll(() => form.innerText()).toContain(title);
    return form;
  }

  it('add-park offers only the villages of the chosen company, and takes a district from the region cascader', async () => {
    const form = await openAdd('/basedata/park', '新增停车场');
    await form.getByLabel('停车场名称').fill(parkName);
    await choose(form, '所属公司', '城东停车管理有限公司');
    await expect.poll(() => choicesOf(form, '所属小区')).toEqual(['东湖小区']);
    await choose(form, '所属公司', '云停智慧停车运营有限公司');
    await expect.poll(() => choicesOf(form, '所属小区')).toEqual(expect.arrayContaining(['阳光花园', '世纪广场']));
    expect(await choicesOf(form, '所属小区')).not.toContain('东湖小区');
    await choose(form, '所属小区', '阳光花园');

    await form.getByLabel('所在地区', { exact: true }).click();
    const menus = s.page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
    for (const [level, name] of ['上海市', '上海市', '浦东新区'].entries()) {
      const item = menus
        .nth(level)
        .locator('.ant-cascader-menu-item')
        .filter({ hasText: new RegExp(`^${name}$`) });
      await expect.poll(() => item.count()).toBe(1);
      await item.click();
    }
    await expect.poll(() => form.locator('.ant-cascader').innerText()).toContain('浦东新区');
    await screenshot(s.page, 'linked-choices-add-park');
    await button(form, '保存').click();
    await expect.poll(() => toast(s.page, '新增成功').count()).toBeGreaterThan(0);
    await expect.poll(() => s.page.locator('.ant-modal:visible').count()).toBe(0);

    // opened again, the park shows the whole path of its region and its village by name
    await pane().getByLabel('停车场名称', { exact: true }).fill(parkName);
    await button(pane(), '查询').click();
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining(parkName)]);
    expect(await tableRows(s.page).first().innerText()).toContain('阳光花园');
    await button(tableRows(s.page).first(), '编辑').click();
    const edit = await settledDialog(s.page);
    await expect.poll(() => edit.locator('.ant-cascader').innerText()).toBe('上海市 / 上海市 / 浦东新区');
    await button(edit, '取消').click();
  });

  it('the gate form offers the booths and areas of the chosen park only, and empties them when the park changes', async () => {
    const form = await openAdd('/basedata/parkgate', '新增通道');
    await choose(form, '停车场', '世纪广场停车场');
    await expect.poll(() => choicesOf(form, '所属岗亭')).toEqual(['北门岗亭', '南门岗亭'].sort());
    await expect
      .poll(() => choicesOf(form, '所在区域'))
      .toEqual(expect.arrayContaining(['地面停车区', '地下停车库', '立体车库']));
    await choose(form, '所属岗亭', '北门岗亭');
    await choose(form, '所在区域', '地下停车库');
    await choose(form, '停车场', '阳光花园地下停车场');
    // the booth and area of the other park are no longer chosen
    await expect.poll(() => form.locator('.ant-select-selection-item').allInnerTexts()).not.toContain('北门岗亭');
    expect(await form.locator('.ant-select-selection-item').allInnerTexts()).not.toContain('地下停车库');
    await expect.poll(() => choicesOf(form, '所属岗亭')).toEqual(['东门岗亭']);
    await screenshot(s.page, 'linked-choices-gate-form');
    await button(form, '取消').click();
  });

  it('the menu page is a tree, each menu under its parent, parents by name', async () => {
    await s.page.goto(`${baseUrl()}/system/adminMenu`);
    const rows = tableRows(s.page);
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    const tops = await rows.count();
    // the top level only, at first: far fewer than the 383 menus
    expect(tops).toBeLessThan(60);
    const system = pane().locator('tr.ant-table-row-level-0').filter({ hasText: '/system' }).first();
    await system.locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => rows.count()).toBeGreaterThan(tops);
    const child = pane().locator('tr.ant-table-row-level-1').filter({ hasText: '/system/adminMenu' }).first();
    await expect.poll(() => child.count()).toBe(1);
    // the parent column names the parent; no row shows a bare parent id
    expect(await child.innerText()).toContain('系统管理');
    await button(pane(), '展开全部').click();
    await expect.poll(() => rows.count()).toBeGreaterThan(300);
    await screenshot(s.page, 'linked-choices-menu-tree');
    await button(pane(), '折叠全部').click();
    await expect.poll(() => rows.count()).toBe(tops);
  });

  it('adds a child menu under a row: the form starts with that parent', async () => {
    const system = pane().locator('tr.ant-table-row-level-0').filter({ hasText: '/system' }).first();
    if (await button(system, '新增下级').count()) await button(system, '新增下级').click();
    else {
      // folded under "more" when the row has many actions
      await system.getByText('更多').click();
      await s.page.getByRole('menuitem', { name: '新增下级' }).click();
    }
    const form = await settledDialog(s.page);
    await expect.poll(() => form.locator('.ant-select-selection-item').first().innerText()).toBe('系统管理');
    await button(form, '取消').click();
    await expect.poll(() => dialog(s.page).count()).toBe(0);
  });

  it('fetched nothing from outside the server', () => {
    expect(s.outside).toEqual([]);
  });
});
