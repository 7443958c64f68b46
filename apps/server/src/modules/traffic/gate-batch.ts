import { gateDirection, gateEventResource } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { oncePerEvent } from './device-event-once';
import { lockCars } from './gate-decision/car-locks';
import { decideEntry } from './gate-decision/decide-entry';
import type { GateAnswer } from './gate-decision/gate-answer';
import { type GateCase, gateFacts } from './gate-decision/gate-facts';
import { GateWrites } from './gate-decision/gate-writes';
import { lockMisreadStays, matchMisreads, misreadQuestions } from './gate-decision/misread-stays';
import { keepImages, type PendingImage } from './gate-image-store';
import { exitAfterEntry, type ReadAdjustment } from './gate-read-rules';
import { retryLockConflicts } from './lock-conflicts';
import { decideSharedExit, shareUnitsOf } from './shared-stalls/gate-shares';
import { lockShareUnits } from './shared-stalls/share-locks';

/** A plate read as the park takes it, ready for the decision, with what the device sent where it differs. */
export type GateEvent = GateCase & {
  deviceId: number;
  confidence: number | null;
  image: PendingImage | null;
  adjustment: ReadAdjustment;
};

// Reads that arrive while earlier ones are being decided wait and are then decided together, in one
// transaction with a few set-wide statements: under load the work per read shrinks instead of the queue
// growing. A lone read goes at once, alone.
const maxBatch = 64;
const batchesAtOnce = 2;

const carOf = (e: GateEvent) => `${e.read.parkId}:${e.read.plateNumber}`;

type Waiting = { event: GateEvent; resolve: (a: GateAnswer) => void; reject: (e: unknown) => void };

class GateQueue {
  private waiting: Waiting[] = [];
  private running = 0;
  /** Cars with a read being decided: their next read waits for it, so each car's reads keep their order. */
  private readonly busy = new Set<string>();

  constructor(private readonly app: AppContext) {}

  submit(event: GateEvent): Promise<GateAnswer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ event, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.running < batchesAtOnce && this.waiting.length) {
      const batch: Waiting[] = [];
      const rest: Waiting[] = [];
      const cars = new Set<string>();
      for (const w of this.waiting) {
        const car = carOf(w.event);
        if (batch.length >= maxBatch || cars.has(car) || this.busy.has(car)) rest.push(w);
        else {
          cars.add(car);
          batch.push(w);
        }
      }
      if (!batch.length) return;
      this.waiting = rest;
      this.running++;
      for (const car of cars) this.busy.add(car);
      void this.run(batch).finally(() => {
        this.running--;
        for (const car of cars) this.busy.delete(car);
        this.pump();
      });
    }
  }

  private async run(batch: Waiting[]) {
    const [first] = batch;
    if (first && batch.length === 1) {
      await decideAlone(this.app, first.event).then(first.resolve, first.reject);
      return;
    }
    try {
      const events = batch.map((w) => w.event);
      const answers = await retryLockConflicts(this.app, 'a batch of gate reads', () =>
        this.app.db.transaction((tx) => decideTogether(this.app, tx, events)),
      );
      for (const [i, answer] of answers.entries()) batch[i]?.resolve(answer);
    } catch (err) {
      // one read's trouble (a resent id that raced in, a rule that cannot price) must not fail the others
      this.app.log.warn(
        { err, reads: batch.length, events: batch.map((w) => w.event.eventKey) },
        'a batch of gate reads failed; each is decided alone',
      );
      await Promise.all(batch.map((w) => decideAlone(this.app, w.event).then(w.resolve, w.reject)));
    }
  }
}

const queues = new WeakMap<AppContext, GateQueue>();

/** Decides a plate read, together with the others waiting at that moment; the answer once it is committed. */
export function decideGateEvent(app: AppContext, event: GateEvent): Promise<GateAnswer> {
  let queue = queues.get(app);
  if (!queue) {
    queue = new GateQueue(app);
    queues.set(app, queue);
  }
  return queue.submit(event);
}

async function storedAnswer(db: Db, eventKey: string): Promise<GateAnswer | null> {
  const t = tableOf(gateEventResource);
  const [row] = await db
    .select({ answer: t.answer })
    .from(t)
    .where(and(eq(t.eventKey, eventKey), isNull(t.deletedAt)))
    .limit(1);
  // the answer column holds what decideTogether answered
  return row ? (row.answer as GateAnswer) : null;
}

/** One read in its own transaction; the same event id committed meanwhile by another answers with its answer. */
function decideAlone(app: AppContext, event: GateEvent): Promise<GateAnswer> {
  return oncePerEvent(
    app,
    (db) => storedAnswer(db, event.eventKey),
    async (tx) => {
      const [answer] = await decideTogether(app, tx, [event]);
      if (!answer) throw new Error(`gate read ${event.eventKey} was not decided`);
      return answer;
    },
  );
}

/** Reads of different cars decided in one transaction, in the order given. */
async function decideTogether(app: AppContext, tx: Tx, events: GateEvent[]): Promise<GateAnswer[]> {
  const reads = events.map((e) => e.read);
  const fuzzy = app.config.gateFuzzyMatch;
  const candidates = await lockCars(
    tx,
    reads.map((r) => ({ parkId: r.parkId, plate: r.plateNumber })),
    { genericPlans: true, misreads: fuzzy ? misreadQuestions(reads) : [] },
  );
  const misreadStays = await lockMisreadStays(tx, reads, candidates);
  const { cases, stalls } = await gateFacts(app, tx, events);
  if (fuzzy) await matchMisreads(app, tx, cases, candidates, misreadStays);
  const shares = await lockShareUnits(tx, shareUnitsOf(cases));
  await keepImages(app, cases);
  const writes = new GateWrites(stalls, shares);
  const answers: GateAnswer[] = [];
  for (const c of cases) {
    const { eventKey, deviceId, confidence, facts: f } = c;
    const { read, adjustment } = exitAfterEntry(c.read, c.adjustment, f.stay);
    if (f.stored) {
      answers.push(f.stored);
      continue;
    }
    const repeated = f.repeated;
    const answer = repeated
      ? { ...repeated, eventId: read.eventId, repeated: true }
      : read.direction === gateDirection.values.entry
        ? decideEntry(read, f, writes)
        : await decideSharedExit(app, tx, read, f, writes);
    writes.event({
      companyId: read.companyId,
      parkId: read.parkId,
      eventKey,
      deviceId,
      gateId: read.gateId,
      direction: read.direction,
      plateNumber: read.plateNumber,
      plateColor: read.plateColor,
      confidence,
      eventTime: read.at,
      deviceTime: adjustment.deviceTime,
      deviceDirection: adjustment.deviceDirection,
      correction: adjustment.notes.length ? adjustment.notes.join('；') : null,
      verdict: answer.verdict,
      recordId: answer.recordId,
      image: repeated ? null : read.imagePath,
      answer,
    });
    answers.push(answer);
  }
  await writes.write(tx);
  return answers;
}
