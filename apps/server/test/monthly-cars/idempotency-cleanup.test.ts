import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { act, addPass, count, freshPlate, idOf, ok, passOf, type Row } from './helpers';

let app: TestApp;
let token: string;
let admin: string;
let plaza: number;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, 'company_a');
  admin = await signIn(app, 'admin');
  plaza = await idOf(app, token, '/api/updown/basePark/list', { parkName: '世纪广场' });
});
afterAll(() => app.close());

const keys = (key: string) => count(app, 'select count(*) as n from idempotency_key where key = $1', [key]);

describe('the cleanIdempotencyKeys job', () => {
  it('is shipped, removes keys older than the hours given and keeps fresh ones', async () => {
    expect(
      await count(app, 'select count(*) as n from sys_job where invoke_target = $1', ['cleanIdempotencyKeys']),
    ).toBe(1);
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-01-31 23:59:59',
    });
    const renew = (key: string) =>
      act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 1 }, undefined, { 'idempotency-key': key });
    const oldKey = `old-${pass.id}`;
    const freshKey = `fresh-${pass.id}`;
    expect((await renew(oldKey)).status).toBe(200);
    expect((await renew(freshKey)).status).toBe(200);
    await app.database.query(`update idempotency_key set created_at = now() - interval '25 hours' where key = $1`, [
      oldKey,
    ]);

    const job = await ok<Row>(app, 'POST', '/api/updown/job/add', {
      token: admin,
      body: {
        jobName: '幂等键清理测试',
        invokeTarget: 'cleanIdempotencyKeys',
        cronExpression: '0 0 4 * * *',
        params: '{"hours": 24}',
      },
    });
    const run = await ok<{ status: number; message: string }>(app, 'POST', '/api/updown/job/run', {
      token: admin,
      body: { jobId: job.id },
    });
    expect(run.status).toBe(0);
    expect(await keys(oldKey)).toBe(0);
    expect(await keys(freshKey)).toBe(1);

    // the fresh key still answers its first renewal; the forgotten one renews again
    expect((await renew(freshKey)).data).toMatchObject({ newEndTime: '2030-03-31 23:59:59' });
    expect((await passOf(app, token, pass.id)).endTime).toBe('2030-03-31 23:59:59');
    expect((await renew(oldKey)).data).toMatchObject({ newEndTime: '2030-04-30 23:59:59' });
  });
});
