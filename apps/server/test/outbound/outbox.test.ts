import { outboxState } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxText } from '../../src/modules/outbound/adapters/sandbox-adapters';
import { deliverDue, enqueue } from '../../src/modules/outbound/outbox/outbox';
import { retryDelays } from '../../src/modules/outbound/outbox/retry-schedule';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { idOf, ok, type Page, type Row } from '../system/helpers';

let app: TestApp;
let admin: string;
let text: SandboxText;

beforeAll(async () => {
  app = await createTestApp({ config: { outboxTimeoutMs: 300 } });
  admin = await signIn(app, 'admin');
  text = app.context.outbound.text as SandboxText;
});
afterAll(() => app.close());

const queueText = (phone: string, body: string) =>
  app.context.db.transaction((tx) =>
    enqueue(tx, app.context, { topic: 'sms.send', summary: `${phone} ${body}`, payload: { phone, text: body } }),
  );

const messageOf = (id: number) =>
  ok<Row & { state: number; attempts: number; lastError: string | null; nextAttemptAt: string | null }>(
    app,
    'GET',
    '/api/updown/outbox/detail',
    { token: admin, query: { id } },
  );

/** Runs delivery rounds at the times the schedule names, as the shipped job would, until the message settles. */
async function deliverUntilSettled(id: number): Promise<void> {
  let now = new Date();
  for (let round = 0; round < 40; round++) {
    await app.context.db.transaction((tx) => deliverDue(tx, app.context, now));
    const row = await messageOf(id);
    if (row.state !== outboxState.values.pending) return;
    now = new Date(now.getTime() + 6 * 60_000);
  }
}

describe('the outbox', () => {
  it('spreads 12 tries over 30 minutes, each wait longer than the last', () => {
    const waits = retryDelays(12, 30 * 60_000);
    expect(waits).toHaveLength(11);
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThan(29.9 * 60_000);
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThan(30.1 * 60_000);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1] ?? 0);
  });

  it('delivers a message once and keeps the service’s answer', async () => {
    const before = text.callsOf('send').length;
    const id = await queueText('13800000001', 'hello');
    await deliverUntilSettled(id);
    const row = await messageOf(id);
    expect(row.state).toBe(outboxState.values.sent);
    expect(row.attempts).toBe(1);
    expect(row.answer).toMatch(/^SMS\d+/);
    expect(
      text
        .callsOf('send')
        .slice(before)
        .map((c) => c.input)
        // the demo's own reminders may go out in the same run
        .filter((input) => (input as { phone?: string }).phone === '13800000001'),
    ).toEqual([{ phone: '13800000001', text: 'hello' }]);
  });

  it('a service that does not answer in time is a failed try, tried again later', async () => {
    text.delayMs = 2000;
    try {
      const id = await queueText('13800000002', 'slow');
      await app.context.db.transaction((tx) => deliverDue(tx, app.context));
      const row = await messageOf(id);
      expect(row.state).toBe(outboxState.values.pending);
      expect(row.attempts).toBe(1);
      expect(row.lastError).toBe('no answer within 300 ms');
      expect(row.nextAttemptAt).not.toBeNull();
    } finally {
      text.delayMs = 0;
    }
    // later rounds deliver it, now that the service answers again
    const pending = await ok<Page>(app, 'GET', '/api/updown/outbox/list', {
      token: admin,
      query: { state: outboxState.values.pending, summary: '13800000002' },
    });
    const id = pending.data[0]?.id ?? 0;
    await deliverUntilSettled(id);
    expect((await messageOf(id)).state).toBe(outboxState.values.sent);
  });

  it('retries a failing service 12 times, then keeps a dead letter that one replay sends once', async () => {
    text.failAlways('gateway down');
    const before = text.callsOf('send').length;
    const id = await queueText('13800000003', 'retry me');
    await deliverUntilSettled(id);
    const dead = await messageOf(id);
    expect(dead.state).toBe(outboxState.values.dead);
    expect(dead.attempts).toBe(12);
    expect(dead.lastError).toBe('gateway down');
    expect(text.callsOf('send').length - before).toBe(12);

    // the operator sees it among the dead letters
    const letters = await ok<Page>(app, 'GET', '/api/updown/outbox/list', {
      token: admin,
      query: { state: outboxState.values.dead },
    });
    expect(letters.data.map((r) => r.id)).toContain(id);
    // later rounds leave a dead letter alone
    await app.context.db.transaction((tx) => deliverDue(tx, app.context, new Date(Date.now() + 3_600_000)));
    expect(text.callsOf('send').length - before).toBe(12);

    // a replay while the service still fails: one more try, still a dead letter
    const again = await call<{ state: number }>(app, 'POST', '/api/updown/outbox/replay', {
      token: admin,
      query: { id },
    });
    expect(again.status, again.body.msg).toBe(200);
    expect(again.body.data.state).toBe(outboxState.values.dead);
    expect(text.callsOf('send').length - before).toBe(13);

    // the service is back: two replays sent together deliver it once
    text.failAlways(null);
    const replays = await Promise.all(
      [1, 2].map(() =>
        call<{ state: number }>(app, 'POST', '/api/updown/outbox/replay', { token: admin, query: { id } }),
      ),
    );
    expect(replays.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(text.callsOf('send').length - before).toBe(14);
    const sent = await messageOf(id);
    expect(sent.state).toBe(outboxState.values.sent);
    expect(sent.attempts).toBe(14);
  });

  it('a message still on its schedule is not replayed', async () => {
    text.failNext(1);
    const id = await queueText('13800000004', 'wait');
    await app.context.db.transaction((tx) => deliverDue(tx, app.context));
    const res = await call(app, 'POST', '/api/updown/outbox/replay', { token: admin, query: { id } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/still being retried/);
  });

  it('the replay is a button of its own, and company users do not see the outbox', async () => {
    const company = await signIn(app, 'company_a');
    const id = await queueText('13800000005', 'private');
    expect((await call(app, 'GET', '/api/updown/outbox/list', { token: company })).status).toBe(403);
    expect((await call(app, 'POST', '/api/updown/outbox/replay', { token: company, query: { id } })).status).toBe(403);
  });

  it('the shipped job delivers what is due', async () => {
    const job = await idOf(app, admin, '/api/updown/job/list', { invokeTarget: 'deliverOutbox' });
    const id = await queueText('13800000006', 'by the job');
    const run = await call(app, 'POST', '/api/updown/job/run', { token: admin, body: { jobId: job } });
    expect(run.status, run.body.msg).toBe(200);
    expect((await messageOf(id)).state).toBe(outboxState.values.sent);
  });
});
