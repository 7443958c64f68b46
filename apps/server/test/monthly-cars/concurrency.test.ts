import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { act, addPass, companyAPlaza, count, freshPlate, passOf, type Row } from './helpers';

let app: TestApp;
let token: string;
let plaza: number;

beforeAll(async () => {
  ({ app, token, plaza } = await companyAPlaza());
});
afterAll(() => app.close());

const payments = (grantId: number) =>
  count(app, 'select count(*) as n from month_pass_payment where grant_id = $1', [grantId]);

describe('renewals at the same moment', () => {
  it('two renewals of one pass sent together both apply, once each', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-01-31 23:59:59',
    });
    const answers = await Promise.all([
      act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 1 }),
      act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 2 }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await passOf(app, token, pass.id)).endTime).toBe('2030-04-30 23:59:59');
    expect(await payments(pass.id)).toBe(3);
    const ends = answers.map((a) => (a.data as Row).newEndTime).sort();
    expect(ends[1]).toBe('2030-04-30 23:59:59');
  });

  it('eight renewals of passes sharing a group, sent together, all apply', async () => {
    const group = await act(
      app,
      token,
      '../parkCarBitGroup/submit',
      {},
      { parkId: plaza, groupName: '并发组', stallCount: 2 },
    );
    const groupId = (group.data as Row).id;
    const a = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      groupId,
      endTime: '2030-01-31 23:59:59',
    });
    const b = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      groupId,
      endTime: '2030-01-31 23:59:59',
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        act(app, token, 'renewalMonth', { grantId: i % 2 ? a.id : b.id, monthNum: 1 }),
      ),
    );
    expect(answers.every((x) => x.status === 200)).toBe(true);
    expect((await passOf(app, token, a.id)).endTime).toBe('2030-09-30 23:59:59');
    expect((await passOf(app, token, b.id)).endTime).toBe('2030-09-30 23:59:59');
  });
});

describe('Idempotency-Key', () => {
  it('a renewal retried with the same key applies once and answers the same', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-01-31 23:59:59',
    });
    const headers = { 'idempotency-key': `renew-${pass.id}-1` };
    const send = () => act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 1 }, undefined, headers);
    const together = await Promise.all([send(), send(), send()]);
    const later = await send();
    for (const a of [...together, later]) {
      expect(a.status).toBe(200);
      expect(a.data).toMatchObject({ newEndTime: '2030-02-28 23:59:59' });
    }
    expect(new Set([...together, later].map((a) => (a.data as Row).paymentId)).size).toBe(1);
    expect((await passOf(app, token, pass.id)).endTime).toBe('2030-02-28 23:59:59');
    expect(await payments(pass.id)).toBe(2);
    // a new key is a new renewal
    await act(app, token, 'renewalMonth', { grantId: pass.id, monthNum: 1 }, undefined, {
      'idempotency-key': `renew-${pass.id}-2`,
    });
    expect((await passOf(app, token, pass.id)).endTime).toBe('2030-03-31 23:59:59');
  });

  it('a key whose first call failed is free again, and a key is not reused for another call', async () => {
    const pass = await addPass(app, token, {
      parkId: plaza,
      plateNumber: freshPlate(),
      endTime: '2030-01-31 23:59:59',
    });
    const headers = { 'idempotency-key': `k-${pass.id}` };
    const failed = await act(app, token, 'renewalMoney', { grantId: pass.id, money: 12345 }, undefined, headers);
    expect(failed.status).toBe(400);
    const retried = await act(app, token, 'renewalMoney', { grantId: pass.id, money: 30000 }, undefined, headers);
    expect(retried.data).toMatchObject({ months: 1 });
    const other = await act(app, token, 'tempStop', { grantId: pass.id }, undefined, headers);
    expect(other.status).toBe(409);
    expect(other.msg).toContain('Idempotency key(Idempotency-Key): already used for another call');
    expect((await passOf(app, token, pass.id)).state).toBe(1);
  });
});
