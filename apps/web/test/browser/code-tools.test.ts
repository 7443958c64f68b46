import { allFields, parkResource, permissionCode } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane } from './ui';

describe('the code-tools page', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);

  it("shows the park resource's fields, routes and permission codes", async () => {
    await s.page.goto(`${baseUrl()}/tool/code`);
    await expect.poll(() => pane().locator('.code-tools-item').count()).toBeGreaterThan(50);
    await pane().getByPlaceholder('搜索资源名称或模块').fill(parkResource.module);
    const item = pane().locator(`.code-tools-item[data-module="${parkResource.module}"]`);
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.innerText()).toContain(parkResource.label.zh);
    await item.click();
    const fields = pane().locator('.code-tools-fields');
    await expect.poll(() => fields.innerText()).toContain('parkName');
    const fieldText = await fields.innerText();
    for (const [name, f] of Object.entries(allFields(parkResource))) {
      expect(fieldText).toContain(name);
      expect(fieldText).toContain(f.label.zh);
    }
    const routes = await pane().locator('.code-tools-routes').innerText();
    expect(routes).toContain(`/api/updown/${parkResource.module}/list`);
    expect(routes).toContain('分页列表');
    const codes = await pane().locator('.code-tools-permission').allInnerTexts();
    expect(codes).toEqual(
      expect.arrayContaining(
        (['add', 'edit', 'delete', 'export'] as const).map((verb) => permissionCode(parkResource, verb)),
      ),
    );
    await screenshot(s.page, 'code-tools');
  });

  it('is not offered to a company administrator', async () => {
    const other = await openBrowser();
    try {
      await signIn(other.page, 'company_a', 'Demo@2026');
      await other.page.goto(`${baseUrl()}/tool/code`);
      await expect.poll(() => other.page.locator('.ant-result-403').count()).toBe(1);
      expect(await other.page.locator('.code-tools-page').count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
