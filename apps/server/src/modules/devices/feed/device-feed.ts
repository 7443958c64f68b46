import { EventEmitter } from 'node:events';
import { parseVzenithTopic } from '../protocols/vzenith-topics';
import { describePayload } from './message-detail';

/** Which way a message went: a device's report, the server's command, a device's answer, or the broker's note of a connection. */
export type FeedWay = 'up' | 'down' | 'reply' | 'presence';

/** A message on the device bus as the MQTT test page shows it. */
export type FeedMessage = {
  seq: number;
  at: Date;
  deviceCode: string;
  way: FeedWay;
  /** The message's name (ivs_result, keep_alive, gpio_out, …) or, for presence, online / offline. */
  name: string;
  topic: string;
  /** What it says in a line: the plate read, the screen's text, the reply's code. */
  detail: string;
  /** The message as sent, parsed when it is JSON. */
  payload: unknown;
};

type Raw = { seq: number; at: Date; deviceCode: string; way: FeedWay; name: string; topic: string; raw: Buffer | null };

const parsed = (raw: Buffer | null): unknown => {
  if (!raw) return null;
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * The latest messages of the device bus, kept in memory for the console's MQTT test page: what devices
 * publish, what the server sends them, and connections opening and closing. Messages are kept raw and read
 * only when someone looks, so a thousand cameras cost the bus no parsing; a restart forgets them.
 */
export class DeviceFeed {
  private readonly ring: (Raw | undefined)[];
  private next = 1;
  private readonly events = new EventEmitter();

  constructor(readonly capacity = 2_000) {
    this.ring = new Array(capacity);
    this.events.setMaxListeners(0);
  }

  /** The sequence number the next message will get. */
  get nextSeq(): number {
    return this.next;
  }

  noteTopic(topic: string, raw: Buffer | null, at = new Date()): void {
    const t = parseVzenithTopic(topic);
    if (!t) return;
    this.add({ deviceCode: t.sn, way: t.way, name: t.name, topic, raw, at });
  }

  notePresence(deviceCode: string, online: boolean, at = new Date()): void {
    this.add({ deviceCode, way: 'presence', name: online ? 'online' : 'offline', topic: '', raw: null, at });
  }

  private add(m: Omit<Raw, 'seq'>): void {
    const seq = this.next++;
    this.ring[seq % this.capacity] = { ...m, seq };
    this.events.emit('added', seq);
  }

  /**
   * Messages after `after`, oldest first, at most `limit` of those `visible` lets through, and the sequence
   * number to ask after next (the last one read, so a full page is followed by the rest).
   */
  since(
    after: number,
    visible: (deviceCode: string) => boolean,
    limit: number,
  ): { messages: FeedMessage[]; last: number } {
    const messages: FeedMessage[] = [];
    let seq = Math.max(after + 1, this.next - this.capacity, 1);
    for (; seq < this.next && messages.length < limit; seq++) {
      const m = this.ring[seq % this.capacity];
      if (m && m.seq === seq && visible(m.deviceCode)) messages.push(readable(m));
    }
    return { messages, last: Math.max(after, seq - 1) };
  }

  /** Resolves when a message after `after` arrives, or after `ms`; true when one did. */
  waitFor(after: number, ms: number, signal?: AbortSignal): Promise<boolean> {
    if (this.next - 1 > after) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (got: boolean) => {
        clearTimeout(timer);
        this.events.off('added', on);
        signal?.removeEventListener('abort', aborted);
        resolve(got);
      };
      const on = (seq: number) => seq > after && done(true);
      const aborted = () => done(false);
      const timer = setTimeout(() => done(false), ms);
      this.events.on('added', on);
      signal?.addEventListener('abort', aborted);
    });
  }
}

function readable(m: Raw): FeedMessage {
  const payload = parsed(m.raw);
  return {
    seq: m.seq,
    at: m.at,
    deviceCode: m.deviceCode,
    way: m.way,
    name: m.name,
    topic: m.topic,
    detail: m.way === 'presence' ? '' : describePayload(m.way, m.name, payload),
    payload,
  };
}
