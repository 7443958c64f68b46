import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection';
import type { AppContext } from '../../src/platform/context';
import { JobScheduler, registerJobHandler } from '../../src/platform/jobs';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, ok, type Row, rows, sleep, until } from './helpers';

let app: TestApp;
let admin: string;
const schedulers: JobScheduler[] = [];
let calls = 0;

registerJobHandler('testCount', {
  label: { zh: '计数', en: 'Count' },
  async run({ tx }) {
    calls++;
    await tx.execute('select 1' as never);
    return `call ${calls}`;
  },
});
registerJobHandler('testFail', {
  label: { zh: '总是失败', en: 'Always fails' },
  async run() {
    throw new Error('the printer is on fire');
  },
});
registerJobHandler('testSlow', {
  label: { zh: '慢任务', en: 'Slow' },
  async run() {
    await sleep(600);
    return 'slow done';
  },
});

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
});
afterEach(async () => {
  for (const s of schedulers.splice(0)) await s.stop();
});
afterAll(() => app.close());

const scheduler = (context: AppContext = app.context) => {
  const s = new JobScheduler(context, { syncIntervalMs: 200 });
  schedulers.push(s);
  return s;
};

async function addJob(body: Record<string, unknown>): Promise<Row> {
  return ok<Row>(app, 'POST', '/api/updown/job/add', {
    token: admin,
    body: { jobName: `job ${Math.random()}`, cronExpression: '* * * * * *', ...body },
  });
}
const setStatus = (jobId: number, status: number) =>
  ok(app, 'POST', '/api/updown/job/changeStatus', { token: admin, body: { jobId, status } });
const logsOf = (jobId: number) => rows(app, admin, '/api/updown/job/log/list', { jobId });

describe('job records', () => {
  it('add checks the cron expression and the handler, naming the field, and writes nothing when wrong', async () => {
    const before = await count(app, 'select count(*) as n from sys_job');
    const badCron = await call(app, 'POST', '/api/updown/job/add', {
      token: admin,
      body: { jobName: '坏表达式', invokeTarget: 'cleanOldLogs', cronExpression: '61 * * * *' },
      lang: 'zh',
    });
    expect(badCron.status).toBe(400);
    expect(badCron.body.msg).toContain('Cron 表达式(cronExpression)');
    const fields = await call(app, 'POST', '/api/updown/job/add', {
      token: admin,
      body: { jobName: '字段数', invokeTarget: 'cleanOldLogs', cronExpression: '* *' },
    });
    expect(fields.body.msg).toContain('5 or 6 fields');
    const badTarget = await call(app, 'POST', '/api/updown/job/add', {
      token: admin,
      body: { jobName: '没有的任务', invokeTarget: 'rm -rf /', cronExpression: '0 0 3 * * *' },
    });
    expect(badTarget.status).toBe(400);
    expect(badTarget.body.msg).toContain('invokeTarget');
    const badParams = await call(app, 'POST', '/api/updown/job/add', {
      token: admin,
      body: { jobName: '参数', invokeTarget: 'cleanOldLogs', cronExpression: '0 0 3 * * *', params: '[1,2]' },
    });
    expect(badParams.body.msg).toContain('params');
    expect(await count(app, 'select count(*) as n from sys_job')).toBe(before);
  });

  it('add, info, list, edit, selectList and remove by jobIds', async () => {
    const job = await addJob({
      jobName: '夜间清理',
      invokeTarget: 'cleanOldLogs',
      cronExpression: '0 0 2 * * *',
      params: '{"days": 30}',
    });
    expect(job).toMatchObject({ jobId: job.id, status: 1, nextRunAt: null });
    const withId = await call(app, 'POST', '/api/updown/job/add', {
      token: admin,
      body: { jobId: job.id, jobName: 'x' },
    });
    expect(withId.status).toBe(400);
    await ok(app, 'POST', '/api/updown/job/edit', {
      token: admin,
      body: { jobId: job.id, cronExpression: '0 30 2 * * *' },
    });
    await setStatus(job.id, 0);
    const info = await ok<Row>(app, 'GET', '/api/updown/job/info', { token: admin, query: { jobId: job.id } });
    expect(info).toMatchObject({ cronExpression: '0 30 2 * * *', status: 0 });
    expect(String(info.nextRunAt)).toMatch(/ 02:30:00$/);
    expect((await rows(app, admin, '/api/updown/job/list', { jobName: '夜间清理' })).map((r) => r.id)).toEqual([
      job.id,
    ]);
    const handlers = await ok<{ value: string; label: string }[]>(app, 'GET', '/api/updown/job/selectList', {
      token: admin,
    });
    expect(handlers.map((h) => h.value)).toEqual(
      expect.arrayContaining(['cleanOldLogs', 'parkServiceExpiry', 'purgeExpiredSessions']),
    );
    await ok(app, 'POST', '/api/updown/job/remove', { token: admin, query: { jobIds: String(job.id) } });
    expect((await call(app, 'GET', '/api/updown/job/info', { token: admin, query: { jobId: job.id } })).status).toBe(
      404,
    );
  });

  it('the product ships its jobs, running', async () => {
    const shipped = await rows(app, admin, '/api/updown/job/list', { jobGroup: 'SYSTEM' });
    expect(shipped.map((j) => [j.invokeTarget, j.status])).toEqual(
      expect.arrayContaining([
        ['cleanOldLogs', 0],
        ['purgeExpiredSessions', 0],
        ['parkServiceExpiry', 0],
      ]),
    );
  });

  it('run runs a job once now and answers the logged outcome; the job log keeps it', async () => {
    const job = await addJob({ jobName: '立即执行', invokeTarget: 'testCount' });
    const run = await ok<{ logId: number; status: number; message: string }>(app, 'POST', '/api/updown/job/run', {
      token: admin,
      body: { jobId: job.id },
    });
    expect(run.status).toBe(0);
    expect(run.message).toMatch(/^call \d+$/);
    const log = await ok<Row>(app, 'GET', '/api/updown/job/log/info', { token: admin, query: { id: run.logId } });
    expect(log).toMatchObject({ jobId: job.id, trigger: 'manual', status: 0, message: run.message });
    expect(log.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(log.endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(
      (await ok<Row>(app, 'GET', '/api/updown/job/info', { token: admin, query: { jobId: job.id } })).lastRunAt,
    ).toBe(log.startTime);
  });

  it('a failing job is logged as failed with its message, and raises a warning', async () => {
    const job = await addJob({ jobName: '会失败的任务', invokeTarget: 'testFail' });
    const run = await ok<{ status: number; message: string }>(app, 'POST', '/api/updown/job/run', {
      token: admin,
      query: { jobId: job.id },
    });
    expect(run).toMatchObject({ status: 1, message: 'Error: the printer is on fire' });
    const warnings = await rows(app, admin, '/api/updown/syswarninglog/list', { warnType: 4 });
    expect(warnings[0]?.title).toBe('Scheduled job failed: 会失败的任务');
    expect((await rows(app, admin, '/api/updown/blade-log/usual/list', { level: 'error' }))[0]?.title).toBe(
      'Job failed: 会失败的任务',
    );
  });

  it('job log: remove by ids and clean', async () => {
    const job = await addJob({ invokeTarget: 'testCount' });
    const a = await ok<{ logId: number }>(app, 'POST', '/api/updown/job/run', {
      token: admin,
      body: { jobId: job.id },
    });
    await ok(app, 'POST', '/api/updown/job/run', { token: admin, body: { jobId: job.id } });
    await ok(app, 'POST', '/api/updown/job/log/remove', { token: admin, query: { ids: String(a.logId) } });
    expect(await logsOf(job.id)).toHaveLength(1);
    await ok(app, 'POST', '/api/updown/job/log/clean', { token: admin });
    expect(await rows(app, admin, '/api/updown/job/log/list')).toEqual([]);
  });

  it('jobs are the platform’s', async () => {
    const a = await signIn(app, 'company_a');
    const res = await call(app, 'POST', '/api/updown/job/add', {
      token: a,
      body: { jobName: 'x', invokeTarget: 'testCount', cronExpression: '* * * * * *' },
    });
    expect(res.status).toBe(403);
  });
});

describe('the shipped handlers', () => {
  it('cleanOldLogs deletes log rows older than the days given, keeping newer ones', async () => {
    await app.database.query(
      `insert into operate_log (module, action, method, path, success, msg, created_at) values
       ('old', 'x', 'POST', '/old', true, 'old', now() - interval '40 days'),
       ('new', 'x', 'POST', '/new', true, 'new', now() - interval '10 days')`,
    );
    const job = await addJob({ invokeTarget: 'cleanOldLogs', params: '{"days": 30}' });
    const run = await ok<{ status: number; message: string }>(app, 'POST', '/api/updown/job/run', {
      token: admin,
      body: { jobId: job.id },
    });
    expect(run.status).toBe(0);
    expect(run.message).toContain('Operation log 1');
    expect(await count(app, `select count(*) as n from operate_log where module = 'old'`)).toBe(0);
    expect(await count(app, `select count(*) as n from operate_log where module = 'new'`)).toBe(1);
  });

  it('parkServiceExpiry writes each warning once', async () => {
    const job = await addJob({ invokeTarget: 'parkServiceExpiry' });
    const before = await count(app, 'select count(*) as n from sys_warning_log');
    const run = await ok<{ message: string }>(app, 'POST', '/api/updown/job/run', {
      token: admin,
      body: { jobId: job.id },
    });
    expect(run.message).toContain('0 new warnings');
    expect(await count(app, 'select count(*) as n from sys_warning_log')).toBe(before);
  });
});

describe('the scheduler', () => {
  it('runs an enabled job on its cron schedule, each run logged with start, end and outcome', async () => {
    const job = await addJob({ invokeTarget: 'testCount' });
    await setStatus(job.id, 0);
    await scheduler().start();
    await until(async () => (await logsOf(job.id)).length >= 2);
    const logs = await logsOf(job.id);
    expect(logs.every((l) => l.trigger === 'schedule' && l.status === 0 && l.endTime)).toBe(true);
    await setStatus(job.id, 1);
  });

  it('a failing job is logged as failed each time and does not stop the others', async () => {
    const failing = await addJob({ invokeTarget: 'testFail' });
    const fine = await addJob({ invokeTarget: 'testCount' });
    await setStatus(failing.id, 0);
    await setStatus(fine.id, 0);
    await scheduler().start();
    await until(async () => (await logsOf(failing.id)).length >= 2 && (await logsOf(fine.id)).length >= 2);
    expect((await logsOf(failing.id)).every((l) => l.status === 1 && String(l.message).includes('on fire'))).toBe(true);
    expect((await logsOf(fine.id)).every((l) => l.status === 0)).toBe(true);
    await setStatus(failing.id, 1);
    await setStatus(fine.id, 1);
  });

  it('a stopped job does not run', async () => {
    const job = await addJob({ invokeTarget: 'testCount' });
    await setStatus(job.id, 0);
    const s = scheduler();
    await s.start();
    await until(async () => (await logsOf(job.id)).length >= 1);
    await setStatus(job.id, 1);
    expect(s.scheduledJobIds()).not.toContain(job.id);
    const after = (await logsOf(job.id)).length;
    await sleep(2200);
    expect(await logsOf(job.id)).toHaveLength(after);
  });

  it('a job added while running is picked up; a removed one stops', async () => {
    const s = scheduler();
    await s.start();
    const job = await addJob({ invokeTarget: 'testCount' });
    await setStatus(job.id, 0);
    expect(s.scheduledJobIds()).toContain(job.id);
    await until(async () => (await logsOf(job.id)).length >= 1);
    await ok(app, 'POST', '/api/updown/job/remove', { token: admin, query: { jobIds: String(job.id) } });
    expect(s.scheduledJobIds()).not.toContain(job.id);
  });
});

describe('two instances on one database', () => {
  let second: { context: AppContext; close: () => Promise<void> };

  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (!url) {
      // the embedded database has one connection: a second instance shares it
      second = { context: { ...app.context }, close: async () => {} };
      return;
    }
    const [{ name } = { name: '' }] = await app.database.query<{ name: string }>('select current_database() as name');
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 3 });
    second = { context: { ...app.context, database, db: database.db }, close: () => database.close() };
  });
  afterAll(() => second.close());

  it('the same scheduled time runs once, however many instances fire it together', async () => {
    const job = await addJob({ invokeTarget: 'testSlow' });
    await setStatus(job.id, 0);
    const one = scheduler();
    const two = scheduler(second.context);
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const outcomes = await Promise.all([
      one.runScheduled(job.id, at),
      two.runScheduled(job.id, at),
      one.runScheduled(job.id, at),
    ]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    const later = await two.runScheduled(job.id, at);
    expect(later.ran).toBe(false);
    expect(await logsOf(job.id)).toHaveLength(1);
    await setStatus(job.id, 1);
  });

  it('both running the schedule, each time is run by one of them only', async () => {
    const job = await addJob({ invokeTarget: 'testCount' });
    await setStatus(job.id, 0);
    await Promise.all([scheduler().start(), scheduler(second.context).start()]);
    await sleep(3300);
    await setStatus(job.id, 1);
    const times = (await logsOf(job.id)).map((l) => l.scheduledAt);
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect(new Set(times).size).toBe(times.length);
  });
});
