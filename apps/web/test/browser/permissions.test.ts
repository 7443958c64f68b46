import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, openBrowser, pictureFailures, type Session, signIn } from './browser';
import { activePane, button, openFromSidebar, rowActionNames, tableRows } from './ui';

/** A park operator holds a few button codes only; each button shows exactly when its code is held. */
describe('buttons follow the user’s permission codes', () => {
  let s: Session;
  let codes: string[];
  beforeAll(async () => {
    codes = await api<string[]>(await apiToken('operator_a', 'Demo@2026'), 'GET', 'updown/sysAdminMenu/buttons');
    s = await openBrowser();
    await signIn(s.page, 'operator_a', 'Demo@2026');
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const shown = async (module: string) => {
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    const row = tableRows(s.page).first();
    // a row's actions: its links and those folded under "more"
    const names = await rowActionNames(s.page, row);
    const actions = [...names.links, ...names.more];
    return {
      add: (await button(activePane(s.page), '新增').count()) > 0,
      export: (await button(activePane(s.page), '导出').count()) > 0,
      edit: actions.includes('编辑'),
      delete: actions.includes('删除'),
      view: actions.includes('查看'),
      module,
    };
  };
  const expected = (module: string) => ({
    add: codes.includes(`${module}:add`),
    export: codes.includes(`${module}:export`),
    edit: codes.includes(`${module}:edit`),
    delete: codes.includes(`${module}:delete`),
    view: true,
    module,
  });

  it('holds fewer codes than an administrator', () => {
    expect(codes).not.toContain('*');
    expect(codes).not.toContain('baseVillage:add');
  });

  it('shows on parks only the buttons of the codes held', async () => {
    await openFromSidebar(s.page, '基础数据', '停车场');
    await s.page.waitForURL('**/basedata/park');
    expect(await shown('basePark')).toEqual(expected('basePark'));
  });

  it('shows on villages only the buttons of the codes held', async () => {
    await openFromSidebar(s.page, '基础数据', '小区');
    await s.page.waitForURL('**/basedata/village');
    expect(await shown('baseVillage')).toEqual(expected('baseVillage'));
  });
});
