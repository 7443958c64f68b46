import { storedMessage } from '@parking/domain';
import { parkFeeRuleResource, permissionCode, routeUrl } from '@parking/resources';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncLogLanguages } from '../../src/modules/system/log-languages.sync';
import { knownActionLabel } from '../../src/platform/action-labels';
import { routeTable } from '../../src/routes';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, type Page, type Row } from './helpers';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
});
afterAll(() => app.close());

const han = /[\u4e00-\u9fff]/;
const list = async (url: string, lang: 'zh' | 'en', query: Record<string, unknown> = {}) =>
  (await ok<Page>(app, 'GET', url, { token: admin, lang, query: { size: 100, ...query } })).data;

/** A text an operator reads in Chinese: Chinese, and never both languages joined. */
const chinese = (text: unknown) => {
  expect(String(text)).toMatch(han);
  expect(String(text)).not.toContain(' / ');
  expect(String(text)).not.toMatch(/\{"zh"/);
};
const english = (text: unknown) => {
  expect(String(text)).not.toMatch(han);
  expect(String(text)).not.toMatch(/\{"zh"/);
};

describe('logs answer in the console language', () => {
  it("a job's log line is Chinese to a Chinese console and English to an English one", async () => {
    const job = await ok<{ id: number }>(app, 'POST', '/api/updown/job/add', {
      token: admin,
      body: { jobName: '过期指令', invokeTarget: 'expireParkCommands', cronExpression: '0 0 3 * * *' },
    });
    const zh = await ok<{ message: string }>(app, 'POST', '/api/updown/job/run', {
      token: admin,
      lang: 'zh',
      body: { jobId: job.id },
    });
    expect(zh.message).toMatch(/^\d+ 条指令超过 24 小时未下发，已记为失败$/);
    const [zhLog] = await list('/api/updown/job/log/list', 'zh', { jobId: job.id });
    expect(zhLog?.message).toBe(zh.message);
    chinese(zhLog?.message);
    const [enLog] = await list('/api/updown/job/log/list', 'en', { jobId: job.id });
    expect(enLog?.message).toMatch(/^\d+ commands not delivered within 24 hours marked failed$/);
  });

  it('an operate-log refusal names the missing permission and the action in the chosen language', async () => {
    const operator = await signIn(app, 'operator_a');
    const refused = await call(app, 'POST', routeUrl(parkFeeRuleResource, parkFeeRuleResource.routes.submit[0] ?? ''), {
      token: operator,
      lang: 'zh',
      body: { ruleName: 'x' },
    });
    expect(refused.status).toBe(403);
    const code = permissionCode(parkFeeRuleResource, 'add');
    const find = async (lang: 'zh' | 'en') =>
      (await list('/api/updown/parkoperatelog/getPageList', lang, { username: 'operator_a', success: false })).find(
        (r) => String(r.msg).includes(code),
      );
    const zh = (await find('zh')) as Row;
    expect(zh.msg).toBe(`没有权限：${code}`);
    expect(zh.action).toBe(`新增${parkFeeRuleResource.label.zh}`);
    const en = (await find('en')) as Row;
    expect(en.msg).toBe(`missing permission: ${code}`);
    english(en.action);
  });

  it('a success is 成功 in Chinese, and an action is named, not shown as its API name', async () => {
    await ok(app, 'POST', '/api/updown/job/add', {
      token: admin,
      body: { jobName: '清理', invokeTarget: 'cleanIdempotencyKeys', cronExpression: '0 0 4 * * *' },
    });
    const [zh] = await list('/api/updown/parkoperatelog/getPageList', 'zh', { username: 'admin', success: true });
    expect(zh).toMatchObject({ msg: '成功', action: '新增任务' });
    const [en] = await list('/api/updown/parkoperatelog/getPageList', 'en', { username: 'admin', success: true });
    expect(en).toMatchObject({ msg: 'success', action: 'Add job' });
  });

  it('an export of the operate log is in the language asked', async () => {
    const file = await call(app, 'GET', '/api/updown/parkoperatelog/export', { token: admin, lang: 'zh' });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as never);
    const cells: string[] = [];
    book.worksheets[0]?.eachRow((row) => {
      row.eachCell((c) => {
        cells.push(String(c.value));
      });
    });
    expect(cells).toContain('成功');
    expect(cells.join('\n')).not.toMatch(/\{"zh"|\bsuccess\b/);
  });

  it('a warning reads in one language, never "中文 / English"', async () => {
    const zh = await list('/api/updown/syswarninglog/list', 'zh');
    expect(zh.length).toBeGreaterThan(0);
    for (const w of zh) {
      chinese(w.title);
      chinese(w.content);
    }
    for (const w of await list('/api/updown/syswarninglog/list', 'en')) {
      expect(String(w.content)).toMatch(/^The park service|^[A-Z]/);
      expect(String(w.content)).not.toContain(' / ');
      // service expiries, and demo devices that no simulator keeps alive going offline
      expect(String(w.title)).toMatch(/: service (ended|ending soon)$|^Device offline: /);
    }
  });

  it('rows written in one language before are rewritten in both at start-up', async () => {
    for (const statement of [
      `insert into operate_log (module, action, method, path, success, msg, username)
         values ('parkMonth', 'renewalMonth', 'POST', '/api/updown/parkMonth/renewalMonth', false,
                 'missing permission: parkMonth:edit', 'legacy')`,
      `insert into sys_job_log (job_name, invoke_target, trigger, status, message, start_time)
         values ('旧任务', 'expireParkCommands', 'manual', 0, '3 commands not delivered within 24 hours marked failed', now())`,
      `insert into sys_warning_log (warn_type, level, title, content, dedupe_key)
         values (2, 2, '旧车场：服务已到期', '停车场服务已于 2026-01-01 到期 / The park service ended on 2026-01-01', 'legacy')`,
    ]) {
      await app.database.query(statement);
    }
    // as a database from before would start: not yet rewritten
    await app.database.query(`delete from app_setting where key = 'logs_in_both_languages'`);
    expect(await app.database.db.transaction((tx) => syncLogLanguages(tx))).toBe(3);
    expect(await app.database.db.transaction((tx) => syncLogLanguages(tx))).toBe(0);
    const [op] = await list('/api/updown/parkoperatelog/getPageList', 'zh', { username: 'legacy' });
    expect(op).toMatchObject({ module: 'parkMonth', action: '按月续费', msg: '没有权限：parkMonth:edit' });
    const [opEn] = await list('/api/updown/parkoperatelog/getPageList', 'en', { username: 'legacy' });
    expect(opEn).toMatchObject({ action: 'Renew by months', msg: 'missing permission: parkMonth:edit' });
    const job = (await list('/api/updown/job/log/list', 'zh', { jobName: '旧任务' }))[0];
    expect(job?.message).toBe('3 条指令超过 24 小时未下发，已记为失败');
    const warning = (await list('/api/updown/syswarninglog/list', 'zh', { title: '旧车场' }))[0];
    expect(warning).toMatchObject({ title: '旧车场：服务已到期', content: '停车场服务已于 2026-01-01 到期' });
    const warningEn = (await list('/api/updown/syswarninglog/list', 'en', { title: '旧车场' }))[0];
    expect(warningEn).toMatchObject({
      title: '旧车场: service ended',
      content: 'The park service ended on 2026-01-01',
    });
  });

  it('a message too long for its column is cut and stays one message', () => {
    const stored = storedMessage({ zh: '长'.repeat(400), en: 'long '.repeat(200) }, 300);
    expect(stored.length).toBeLessThanOrEqual(300);
    expect(Object.keys(JSON.parse(stored))).toEqual(['zh', 'en']);
  });

  it('every call that changes something has a name in both languages for the operate log', () => {
    const unnamed = routeTable()
      .filter((r) => (r.mutating ?? r.method !== 'GET') && (r.auth ?? 'user') === 'user')
      .filter((r) => {
        const permission = r.permissionOf ? r.permissionOf({ query: {}, body: {} }) : r.permission;
        return !knownActionLabel(r, permission);
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(unnamed).toEqual([]);
  });
});
