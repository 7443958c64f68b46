import { parkFeeRuleResource, permissionCode, routeUrl } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, switchToEnglish, tableRows } from './ui';

const jobName = `过期指令${Math.floor(Math.random() * 9000 + 1000)}`;
const refusedCode = permissionCode(parkFeeRuleResource, 'add');

describe('logs in one language', () => {
  let s: Session;
  beforeAll(async () => {
    const admin = await apiToken();
    const job = await api<{ id: number }>(admin, 'POST', 'updown/job/add', {
      jobName,
      invokeTarget: 'expireParkCommands',
      cronExpression: '0 0 3 * * *',
    });
    await api(admin, 'POST', 'updown/job/run', { jobId: job.id });
    // a park operator may not add fee rules: the refusal is logged
    const operator = await apiToken('operator_a', 'Demo@2026');
    const submit = routeUrl(parkFeeRuleResource, parkFeeRuleResource.routes.submit[0] ?? '').replace(/^\/api\//, '');
    await expect(api(operator, 'POST', submit, { ruleName: '越权' })).rejects.toThrow();
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('the task log says what a job did in Chinese only', async () => {
    await s.page.goto(`${baseUrl()}/sysjob/joblog`);
    const row = tableRows(s.page).filter({ hasText: jobName });
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.innerText();
    expect(text).toMatch(/\d+ 条指令超过 24 小时未下发，已记为失败/);
    expect(text).not.toMatch(/commands|not delivered|expireParkCommands/);
    const page = await activePane(s.page).innerText();
    expect(page).not.toMatch(/\{"zh"| \/ [A-Za-z]/);
    await screenshot(s.page, 'job-log-zh');
  });

  it('the operate log names actions and results in Chinese only', async () => {
    await s.page.goto(`${baseUrl()}/operatelog/operatelog`);
    const refused = tableRows(s.page).filter({ hasText: refusedCode });
    await expect.poll(() => refused.count()).toBeGreaterThan(0);
    const text = await refused.first().innerText();
    expect(text).toContain(`没有权限：${refusedCode}`);
    expect(text).toContain(`新增${parkFeeRuleResource.label.zh}`);
    const added = tableRows(s.page).filter({ hasText: '新增任务' });
    expect(await added.first().innerText()).toContain('成功');
    const page = await activePane(s.page).innerText();
    expect(page).not.toMatch(/missing permission|\bsuccess\b|\{"zh"/);
    await screenshot(s.page, 'operate-log-zh');
  });

  it('switched to English, the same rows read in English only', async () => {
    await switchToEnglish(s.page);
    const refused = tableRows(s.page).filter({ hasText: refusedCode });
    await expect.poll(() => refused.first().innerText()).toContain(`missing permission: ${refusedCode}`);
    expect(await refused.first().innerText()).toContain(`Add ${parkFeeRuleResource.label.en.toLowerCase()}`);
    expect(await activePane(s.page).innerText()).not.toMatch(/没有权限|成功|新增/);
    await screenshot(s.page, 'operate-log-en');
  });

  it('fetched nothing from outside the server', () => {
    expect(s.outside).toEqual([]);
  });
});
