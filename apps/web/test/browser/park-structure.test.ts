import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, pictureFailures, type Session, signIn } from './browser';
import { activePane, button, chooseOption, dialog, tableRows, toast } from './ui';

/** Unique per run, so a run against a server already holding earlier rows still finds only its own. */
const run = Math.floor(Math.random() * 9000 + 1000);
const parkName = `浏览器停车场${run}`;
const areaName = `浏览器区域${run}`;
const gateName = `浏览器通道${run}`;
const berthNo = `LL${run}`;

describe('a park and its structure, added through the console forms', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);

  const choose = (form: Locator, label: string, option: string) => chooseOption(s.page, form, label, option);

  /** Opens a list page, fills its add form, saves, and finds the new row by searching for it. */
  async function add(path: string, title: string, fill: (form: Locator) => Promise<void>, search: [string, string]) {
    await s.page.goto(`${baseUrl()}${path}`);
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    await button(pane(), '新增').click();
    const form = dialog(s.page);
    await expect.poll(() => form.innerText()).toContain(title);
    await fill(form);
    await button(form, '保存').click();
    await expect.poll(() => toast(s.page, '新增成功').count()).toBeGreaterThan(0);
    await expect.poll(() => s.page.locator('.ant-modal:visible').count()).toBe(0);
    await pane().getByLabel(search[0], { exact: true }).fill(search[1]);
    await button(pane(), '查询').click();
    await expect.poll(() => tableRows(s.page).allInnerTexts()).toEqual([expect.stringContaining(search[1])]);
    return (await tableRows(s.page).first().innerText()).replace(/\s+/g, ' ');
  }

  it('adds a park with its place and stalls', async () => {
    const row = await add(
      '/basedata/park',
      '新增停车场',
      async (form) => {
        await form.getByLabel('停车场名称').fill(parkName);
        await choose(form, '所属公司', '云停智慧停车运营有限公司');
        await choose(form, '所属小区', '阳光花园');
        await form.getByLabel('经度').fill('121.531');
        await form.getByLabel('纬度').fill('31.226');
        await form.getByLabel('总车位').fill('80');
        await form.getByLabel('空余车位').fill('60');
      },
      ['停车场名称', parkName],
    );
    expect(row).toContain('阳光花园');
    expect(row).toMatch(/\b80\b.*\b60\b/);
  });

  it('adds an area to the new park', async () => {
    const row = await add(
      '/basedata/parkarea',
      '新增区域',
      async (form) => {
        await form.getByLabel('区域名称').fill(areaName);
        await choose(form, '停车场', parkName);
        await form.getByLabel('总车位').fill('50');
        await form.getByLabel('空余车位').fill('30');
      },
      ['区域名称', areaName],
    );
    expect(row).toContain(parkName);
  });

  it('adds a gate in that area', async () => {
    const row = await add(
      '/basedata/parkgate',
      '新增通道',
      async (form) => {
        await form.getByLabel('通道名称').fill(gateName);
        await choose(form, '停车场', parkName);
        await choose(form, '所在区域', areaName);
      },
      ['通道名称', gateName],
    );
    expect(row).toContain(parkName);
    // the area's name comes with its own call when the cached area choices predate the new area
    await expect.poll(() => tableRows(s.page).first().innerText()).toContain(areaName);
  });

  it('adds a berth to the park', async () => {
    const row = await add(
      '/road/rdBerth',
      '新增泊位',
      async (form) => {
        await form.getByLabel('泊位编号').fill(berthNo);
        await choose(form, '停车场', parkName);
        await form.getByLabel('地磁编号').fill(`MS-${berthNo}`);
      },
      ['泊位编号', berthNo],
    );
    expect(row).toContain(parkName);
    expect(row).toContain(`MS-${berthNo}`);
  });

  it('fetched nothing from outside the server', () => {
    expect(s.outside).toEqual([]);
  });
});
