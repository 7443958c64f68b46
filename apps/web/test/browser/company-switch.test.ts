import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, openBrowser, pictureFailures, type Session, signIn } from './browser';
import { activePane, chooseInAccountMenu, dialog, openFromSidebar, pickInSelect, tableRows, toast } from './ui';

const own = '云停智慧停车运营有限公司';
const branch = '云停南区分公司';

/** The company column of the village list, row by row. */
const companies = async (s: Session) => {
  await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
  const cells = await tableRows(s.page).locator('td:nth-child(3)').allInnerTexts();
  return [...new Set(cells.map((c) => c.trim()))];
};

describe('switching company', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
  });
  afterAll(async () => {
    await api(await apiToken('company_a', 'Demo@2026'), 'POST', 'updown/sysuser/switchCompany', { companyId: 1 });
    await s.close();
  });
  pictureFailures(() => s);

  it('lists the villages of the user’s own company first', async () => {
    await openFromSidebar(s.page, '基础数据', '小区');
    await s.page.waitForURL('**/basedata/village');
    expect(await activePane(s.page).locator('.ant-table-thead th:nth-child(3)').innerText()).toBe('所属公司');
    expect(await companies(s)).toEqual([own]);
  });

  it('switches to another unit, closes the tabs and goes home', async () => {
    const form = dialog(s.page);
    await chooseInAccountMenu(s.page, /切换单位/, form);
    await expect.poll(() => form.innerText()).toContain('确认切换');
    expect(await form.locator('.ant-select-selection-item').innerText()).toBe(own);
    await pickInSelect(s.page, form.locator('.ant-select').first(), branch);
    await expect.poll(() => s.page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await form.getByRole('button', { name: '确认切换' }).click();
    await expect.poll(() => toast(s.page, `已切换到 ${branch}`).count()).toBe(1);
    await s.page.waitForURL('**/wel/index');
    expect(await s.page.locator('.shell-tabs .ant-tabs-tab').allInnerTexts()).toEqual(['首页']);
  });

  it('then lists the villages of the chosen unit only', async () => {
    await openFromSidebar(s.page, '基础数据', '小区');
    await s.page.waitForURL('**/basedata/village');
    expect(await companies(s)).toEqual([branch]);
    expect((await tableRows(s.page).allInnerTexts()).join('\n')).toContain('南桥新苑');
  });
});
