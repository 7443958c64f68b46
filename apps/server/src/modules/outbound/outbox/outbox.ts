import type { Message } from '@parking/domain';
import { type DictValue, type outboundKind, outboxMessageResource, outboxState } from '@parking/resources';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../../db/connection';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import type { OutboundAnswer } from '../adapters/adapter-kinds';
import { retryDelays, withTimeout } from './retry-schedule';

export type OutboxRow = RowOf<typeof outboxMessageResource>;

/** How a topic's message is delivered: the kind of service it goes to and the call to that service. */
export type OutboxTopic = {
  kind: DictValue<typeof outboundKind>;
  /** The adapter's name, kept with the message. */
  adapter: (app: AppContext) => string;
  send: (app: AppContext, payload: Record<string, unknown>, signal: AbortSignal) => Promise<OutboundAnswer>;
  /** Told once the message is delivered or dead, in the delivery's transaction (an invoice marks it sent). */
  settled?: (tx: Tx, row: OutboxRow, outcome: { delivered: boolean; answer: string }) => Promise<void>;
};

const topics = new Map<string, OutboxTopic>();

/** Makes a topic deliverable: messages name their topic, the outbox finds how to send them here. */
export function registerOutboxTopic(name: string, topic: OutboxTopic): void {
  topics.set(name, topic);
}

/** First key of the advisory lock that keeps delivery to one runner at a time across instances. */
const lockSpace = 0x4f4258;
/** Messages taken per delivery round; their sends run side by side, so a round lasts at most one time-out. */
const batch = 20;

/**
 * Puts a message in the outbox, in the caller's transaction: it leaves only if that transaction commits. A
 * caller without the server's context (a write deep in traffic) passes null: the adapter and the number of
 * tries are then settled at the first try.
 */
export async function enqueue(tx: Tx | Db, app: AppContext | null, msg: OutboxMessage): Promise<number> {
  const [id] = await enqueueMany(tx, app, [msg]);
  if (id === undefined) throw new Error('outbox: the message was not written');
  return id;
}

export type OutboxMessage = { topic: string; summary: string; payload: Record<string, unknown> };

/** Several messages in one statement (a batch of gate reads pushes many); their ids in the order given. */
export async function enqueueMany(tx: Tx | Db, app: AppContext | null, msgs: OutboxMessage[]): Promise<number[]> {
  if (msgs.length === 0) return [];
  const now = new Date();
  const values = msgs.map((msg) => {
    const topic = topics.get(msg.topic);
    if (!topic) throw new Error(`outbox: no topic ${msg.topic}`);
    return {
      kind: topic.kind,
      adapter: app ? topic.adapter(app) : null,
      topic: msg.topic,
      summary: msg.summary.slice(0, 300),
      payload: msg.payload,
      state: outboxState.values.pending,
      attempts: 0,
      maxAttempts: app?.config.outboxTries ?? null,
      nextAttemptAt: now,
    };
  });
  const t = tableOf(outboxMessageResource);
  const rows = await tx.insert(t).values(values).returning({ id: t.id });
  if (rows.length !== msgs.length) throw new Error('outbox: not every message was written');
  // a multi-row insert returns its rows in the order of its values
  return rows.map((r) => r.id);
}

type Tried = { row: OutboxRow; ok: true; answer: OutboundAnswer } | { row: OutboxRow; ok: false; error: string };

async function attempt(app: AppContext, row: OutboxRow): Promise<Tried> {
  const topic = topics.get(row.topic ?? '');
  if (!topic) return { row, ok: false, error: `no topic ${row.topic}` };
  try {
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    const answer = await withTimeout(app.config.outboxTimeoutMs, (signal) => topic.send(app, payload, signal));
    return { row, ok: true, answer };
  } catch (err) {
    return { row, ok: false, error: (err instanceof Error ? err.message : String(err)).slice(0, 1000) };
  }
}

/** Writes what a try came to: delivered, another try scheduled, or (tries spent, or a replay) a dead letter. */
async function record(tx: Tx, app: AppContext, tried: Tried, now: Date, replay: boolean): Promise<OutboxRow> {
  const t = tableOf(outboxMessageResource);
  const attempts = (tried.row.attempts ?? 0) + 1;
  const delays = retryDelays(tried.row.maxAttempts ?? app.config.outboxTries, app.config.outboxSpanMinutes * 60_000);
  const dead = !tried.ok && (replay || attempts >= (tried.row.maxAttempts ?? app.config.outboxTries));
  const settledNow = {
    adapter: tried.row.adapter ?? topics.get(tried.row.topic ?? '')?.adapter(app) ?? null,
    maxAttempts: tried.row.maxAttempts ?? app.config.outboxTries,
  };
  const values = tried.ok
    ? {
        ...settledNow,
        state: outboxState.values.sent,
        attempts,
        sentAt: now,
        nextAttemptAt: null,
        answer: (tried.answer.ref ? `${tried.answer.ref} ${tried.answer.text}` : tried.answer.text).slice(0, 2000),
      }
    : {
        ...settledNow,
        state: dead ? outboxState.values.dead : outboxState.values.pending,
        attempts,
        lastError: tried.error,
        nextAttemptAt: dead ? null : new Date(now.getTime() + (delays[attempts - 1] ?? delays.at(-1) ?? 60_000)),
      };
  const [row] = await tx.update(t).set(values).where(eq(t.id, tried.row.id)).returning();
  if (!row) throw new Error('outbox: the message vanished');
  if (tried.ok || dead) {
    await topics.get(row.topic ?? '')?.settled?.(tx, row, {
      delivered: tried.ok,
      answer: tried.ok ? (row.answer ?? '') : tried.error,
    });
  }
  return row;
}

export type DeliveryRound = { tried: number; delivered: number; dead: number; busy: boolean };

/**
 * Sends the messages whose time has come, each with the time-out, side by side, and records each outcome.
 * One runner at a time across instances (an advisory lock); rows another transaction holds are left to it.
 */
export async function deliverDue(tx: Tx, app: AppContext, now = new Date()): Promise<DeliveryRound> {
  const [lock] = rowsOf<{ locked: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(${lockSpace}, 0) as locked`),
  );
  if (!lock?.locked) return { tried: 0, delivered: 0, dead: 0, busy: true };
  const t = tableOf(outboxMessageResource);
  const due = await tx
    .select()
    .from(t)
    .where(and(eq(t.state, outboxState.values.pending), lte(t.nextAttemptAt, now)))
    .orderBy(asc(t.nextAttemptAt), asc(t.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  const tried = await Promise.all(due.map((row) => attempt(app, row)));
  let delivered = 0;
  let dead = 0;
  for (const one of tried) {
    const row = await record(tx, app, one, now, false);
    if (row.state === outboxState.values.sent) delivered += 1;
    if (row.state === outboxState.values.dead) dead += 1;
  }
  return { tried: tried.length, delivered, dead, busy: false };
}

/**
 * An operator sends a dead letter again: one try, now. Delivered, it is done; failed, it stays a dead letter
 * with the new error. Two replays of one message wait for each other, and the second finds it delivered.
 */
export async function replay(tx: Tx, app: AppContext, id: number): Promise<OutboxRow> {
  const t = tableOf(outboxMessageResource);
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
  if (!row) throw notFound(outboxMessageResource.label, id);
  if (row.state === outboxState.values.sent) {
    throw conflict({
      zh: `消息 ${id} 已送达，不再重发`,
      en: `message ${id} was delivered already; it is not sent again`,
    });
  }
  if (row.state !== outboxState.values.dead) {
    throw badRequest(nextTryNote(row));
  }
  return record(tx, app, await attempt(app, row), new Date(), true);
}

const nextTryNote = (row: OutboxRow): Message => ({
  zh: `消息 ${row.id} 仍在按计划重试（已尝试 ${row.attempts} 次），只有发送失败的消息可以重发`,
  en: `message ${row.id} is still being retried on schedule (${row.attempts} tries so far); only dead letters are sent again`,
});

/** Tries one message at once (a sign-in code should not wait for the job); failed, it keeps its schedule. */
export async function deliverNow(app: AppContext, id: number): Promise<OutboxRow | null> {
  return app.db.transaction(async (tx) => {
    const t = tableOf(outboxMessageResource);
    const [row] = await tx
      .select()
      .from(t)
      .where(and(eq(t.id, id), eq(t.state, outboxState.values.pending)))
      .for('update', { skipLocked: true });
    if (!row) return null;
    return record(tx, app, await attempt(app, row), new Date(), false);
  });
}
