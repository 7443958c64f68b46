import { type Message, storedMessage } from '@parking/domain';
import { deviceCommandResource, deviceCommandState } from '@parking/resources';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';

export type CommandRow = RowOf<typeof deviceCommandResource>;

/** A command ready for the bus: the row that records it and the message in the device's own protocol. */
export type Outgoing = {
  commandId: number;
  messageId: string;
  topic: string;
  payload: unknown;
  /** Sending it twice does no harm (a clock, a list entry, a text): it is sent again when unanswered. */
  retrySafe: boolean;
};

const states = deviceCommandState.values;
const open = [states.queued, states.sent];
const resultOf = (m: Message) => storedMessage(m, 500);

/** Tries of a retry-safe command before it is timed out; an unsafe one (a barrier, a lock) is sent once. */
export const safeTries = 3;

/**
 * Calls waiting for a device's reply, by message id (ids are random UUIDs, unique across servers): given the
 * row the reply settled, or nothing when another had settled it.
 */
const waiters = new Map<string, (settled: CommandRow | undefined) => void>();

/**
 * Carries commands to devices over the bus and settles their rows: sent when the bus took the message,
 * acknowledged or failed by the device's reply (matched by the message id, on whichever server hears it),
 * timed out when no reply came in DEVICE_COMMAND_TIMEOUT_MS after the last try.
 */
export class CommandCourier {
  constructor(private readonly app: AppContext) {}

  private get table() {
    return tableOf(deviceCommandResource);
  }

  /** Sends the command and waits for its outcome; resolves with the settled row. */
  async deliver(c: Outgoing): Promise<CommandRow> {
    const bus = this.app.deviceBus;
    if (!bus) {
      return this.settle(c.commandId, states.failed, {
        zh: '未启用设备总线（MQTT_PORT=off 且未设 MQTT_URL），指令无法下发',
        en: 'no device bus is running (MQTT_PORT=off and no MQTT_URL): the command cannot be sent',
      });
    }
    const tries = c.retrySafe ? safeTries : 1;
    const timeoutMs = this.app.config.deviceCommandTimeoutMs;
    for (let n = 1; n <= tries; n++) {
      // marked sent before it goes: a device answering at once would otherwise settle the row before its
      // sent time and try were written, and they never would be
      await this.app.db
        .update(this.table)
        .set({ state: states.sent, tries: n, sentAt: new Date() })
        .where(and(eq(this.table.id, c.commandId), inArray(this.table.state, open)));
      const answered = this.waitFor(c.messageId, timeoutMs);
      try {
        await bus.publish(c.topic, c.payload);
      } catch (err) {
        answered.cancel();
        const why = err instanceof Error ? err.message : String(err);
        return this.settle(c.commandId, states.failed, {
          zh: `设备总线未能发送指令：${why}`,
          en: `the device bus could not send the command: ${why}`,
        });
      }
      const reply = await answered.promise;
      if (reply) return reply.settled ?? this.read(c.commandId);
      // the reply may have reached another server, which settled the row
      const now = await this.read(c.commandId);
      if (!open.some((st) => st === now.state)) return now;
    }
    const seconds = (timeoutMs * tries) / 1000;
    return this.settle(c.commandId, states.timedOut, {
      zh: `设备 ${seconds} 秒内未应答（已发送 ${tries} 次）：设备可能离线`,
      en: `the device did not answer within ${seconds} s (sent ${tries} time${tries > 1 ? 's' : ''}): it may be offline`,
    });
  }

  /**
   * The device answered the message: 200 is done, any other code a refusal. Returns false when no open
   * command has this id (an answer to a settled command, or to another product's message).
   */
  async answered(deviceId: number, messageId: string, code: number | null, answer: unknown): Promise<boolean> {
    const ok = code === 200;
    const rows = await this.app.db
      .update(this.table)
      .set({
        state: ok ? states.acknowledged : states.failed,
        answeredAt: new Date(),
        answer: answer ?? null,
        result: resultOf(
          ok
            ? { zh: '设备已确认执行', en: 'the device confirmed it' }
            : { zh: `设备拒绝执行（应答码 ${code ?? '无'}）`, en: `the device refused it (code ${code ?? 'none'})` },
        ),
      })
      .where(
        and(eq(this.table.messageId, messageId), eq(this.table.deviceId, deviceId), inArray(this.table.state, open)),
      )
      .returning();
    waiters.get(messageId)?.(rows[0]);
    return rows.length > 0;
  }

  /**
   * Commands left open by a server that stopped before their outcome (a restart, a crash) are timed out
   * once their time has passed, so none stays "sent" for ever.
   */
  async expireStale(now = new Date()): Promise<number> {
    const limit = new Date(now.getTime() - this.app.config.deviceCommandTimeoutMs * (safeTries + 1));
    const rows = await this.app.db
      .update(this.table)
      .set({
        state: states.timedOut,
        answeredAt: now,
        result: resultOf({
          zh: '服务器在设备应答前已停止，指令未获确认',
          en: 'the server stopped before the device answered: the command was not confirmed',
        }),
      })
      .where(and(inArray(this.table.state, open), lt(this.table.createdAt, limit)))
      .returning({ id: this.table.id });
    return rows.length;
  }

  /** Resolves with the reply's outcome, or null when none came in `ms`. */
  private waitFor(messageId: string, ms: number) {
    let cancel: () => void = () => undefined;
    const promise = new Promise<{ settled: CommandRow | undefined } | null>((resolve) => {
      const timer = setTimeout(() => done(null), ms);
      const done = (v: { settled: CommandRow | undefined } | null) => {
        clearTimeout(timer);
        waiters.delete(messageId);
        resolve(v);
      };
      waiters.set(messageId, (settled) => done({ settled }));
      cancel = () => done(null);
    });
    return { promise, cancel };
  }

  private async settle(commandId: number, state: number, why: Message): Promise<CommandRow> {
    await this.app.db
      .update(this.table)
      .set({ state: state as CommandRow['state'], answeredAt: new Date(), result: resultOf(why) })
      .where(and(eq(this.table.id, commandId), inArray(this.table.state, open)));
    return this.read(commandId);
  }

  private async read(commandId: number): Promise<CommandRow> {
    const [row] = await this.app.db.select().from(this.table).where(eq(this.table.id, commandId));
    if (!row) throw new Error(`device command ${commandId} is gone`);
    return row;
  }
}

/** The courier of the server's context. */
export const courierOf = (app: AppContext) => new CommandCourier(app);
