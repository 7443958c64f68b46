import { EventEmitter } from 'node:events';
import { parseLocalDateTime } from '@parking/domain';
import mqtt, { type MqttClient } from 'mqtt';
import { toGbk } from '../../modules/devices/protocols/gbk';
import { type LedFrameRead, readSerialData } from '../../modules/devices/protocols/led-frame-reader';
import { vzenithTopic } from '../../modules/devices/protocols/vzenith-topics';

/** A plate entry the camera keeps to decide on its own while the server cannot be reached. */
export type CameraWhiteListEntry = { plate: string; enableTime: string; overdueTime: string };

export type PlateShot = {
  plate: string;
  /** The camera's id of the read: the same when it sends the read again. */
  plateid: number;
  /** When the car was read; the camera's clock now by default. */
  at?: Date;
  /** Vendor colour code: 1 blue, 2 yellow, 5 green. */
  colorType?: number;
  /** Stored while the camera was offline and sent late. */
  offline?: boolean;
};

export type CameraEvents = {
  barrier: [{ io: number; value: number; delay: number }];
  screen: [{ lines: string[]; voice: string | null }];
  /** A frame the screen or voice board dropped (bad CRC, unknown layout). */
  badFrame: [string];
  whiteList: [CameraWhiteListEntry[]];
  clock: [Date];
  command: [{ name: string; id: string; code: number }];
  /** The broker took the camera's reply to a command. */
  replied: [{ name: string; id: string; code: number }];
  /** The camera posted the log it was asked for; the server's HTTP status. */
  logUploaded: [{ logId: number; status: number }];
};

/** A log asked of the camera: which request, how far back, where to post it. */
type LogAsked = { logId: number; hours: number; url: string; path: string };

type Command = { id?: unknown; name?: unknown; payload?: { type?: unknown; body?: unknown } };

export type SimCameraOptions = {
  url: string;
  sn: string;
  key: string;
  /** Seconds between keep-alives; 10 as the cameras ship. */
  keepAliveSeconds?: number;
  /** The zone set_time is given in (the park's). */
  timeZone?: string;
  /** Lines the screen has (the screens at gates have 4). */
  screenLines?: number;
  /** The server's HTTP address, where the camera posts a log it is asked for (else the command's url). */
  httpUrl?: string;
};

/** How many lines of its own log the camera keeps. */
const journalLines = 2000;

const ok = 200;
const badRequest = 400;

/**
 * A Vzenith-style plate camera on MQTT, with the LED screen and voice board on its RS485 port: it signs in
 * with its device code and key, sends keep-alives and plate reads (ivs_result, the plate's GBK bytes in
 * base64), and obeys the server's commands as the hardware does: gpio_out pulses the barrier, serial_data
 * frames (CRC checked) change the screen's lines and speak, white_list_operator edits its own list,
 * set_time sets its clock. Every command is answered on its topic's /reply with the command's id.
 */
export class SimCamera extends EventEmitter<CameraEvents> {
  readonly sn: string;
  private client: MqttClient | null = null;
  private keepAliveTimer: ReturnType<typeof setInterval> | null = null;
  private serial = 0;
  /** What the camera's clock is ahead of this machine's, in ms. */
  private clockOffsetMs = 0;
  readonly screen: string[];
  voice: string | null = null;
  barrierOpens = 0;
  readonly whiteList = new Map<string, CameraWhiteListEntry>();
  /** Commands answered, by name. */
  readonly answered = new Map<string, number>();
  /** The camera's own log, oldest first: what it read, was told and answered, each with its time. */
  private readonly journal: { at: number; line: string }[] = [];

  constructor(private readonly o: SimCameraOptions) {
    super();
    this.sn = o.sn;
    this.screen = Array.from({ length: o.screenLines ?? 4 }, () => '');
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  now(): Date {
    return new Date(Date.now() + this.clockOffsetMs);
  }

  private envelope(name: string, payload: unknown, id = `${this.sn}-${name}-${Date.now()}-${++this.serial}`) {
    return { id, sn: this.sn, name, version: '1.0', timestamp: Math.floor(this.now().getTime() / 1000), payload };
  }

  async start(): Promise<void> {
    const { url, sn, key } = this.o;
    const client = await mqtt.connectAsync(
      url,
      {
        clientId: `simcam-${sn}-${Math.random().toString(36).slice(2, 8)}`,
        username: sn,
        password: key,
        keepalive: 30,
        reconnectPeriod: 2_000,
        connectTimeout: 10_000,
        will: {
          topic: vzenithTopic.up(sn, 'offline'),
          payload: Buffer.from(JSON.stringify(this.envelope('offline', { type: 'offline', body: {} }))),
          qos: 1,
          retain: false,
        },
      },
      false,
    );
    this.client = client;
    client.on('message', (topic, payload) => this.onCommand(topic, payload));
    await client.subscribeAsync(`device/${sn}/message/down/+`, { qos: 1 });
    await this.keepAlive();
    const every = (this.o.keepAliveSeconds ?? 10) * 1000;
    this.keepAliveTimer = setInterval(() => void this.keepAlive().catch(() => undefined), every);
  }

  async stop(): Promise<void> {
    if (this.keepAliveTimer) clearInterval(this.keepAliveTimer);
    this.keepAliveTimer = null;
    const c = this.client;
    this.client = null;
    if (c) await c.endAsync(true);
  }

  /** Drops the connection without a goodbye, as a camera losing power: the broker sends its will. */
  unplug(): void {
    if (this.keepAliveTimer) clearInterval(this.keepAliveTimer);
    this.keepAliveTimer = null;
    const c = this.client;
    this.client = null;
    c?.stream.destroy();
    c?.end(true);
  }

  private note(line: string): void {
    this.journal.push({ at: Date.now(), line });
    if (this.journal.length > journalLines) this.journal.shift();
  }

  /** The log lines of the last `hours`, as the camera writes them. */
  logText(hours: number): string {
    const since = Date.now() - hours * 3_600_000;
    const lines = this.journal
      .filter((e) => e.at >= since)
      .map((e) => `${new Date(e.at + this.clockOffsetMs).toISOString()} ${this.sn} ${e.line}`);
    return [`# camera ${this.sn}: log of the last ${hours} h`, ...lines].join('\n');
  }

  private publish(topic: string, body: unknown): Promise<unknown> {
    const c = this.client;
    if (!c) return Promise.reject(new Error(`camera ${this.sn} is not connected`));
    return c.publishAsync(topic, JSON.stringify(body), { qos: 1 });
  }

  async keepAlive(): Promise<void> {
    await this.publish(
      vzenithTopic.up(this.sn, 'keep_alive'),
      this.envelope('keep_alive', { type: 'keep_alive', body: {} }),
    );
  }

  /** Sends a plate read; resolves once the broker has taken it (QoS 1). */
  async read(shot: PlateShot): Promise<string> {
    const at = shot.at ?? this.now();
    const sec = Math.floor(at.getTime() / 1000);
    const message = this.envelope('ivs_result', {
      AlarmInfoPlate: {
        serialno: this.sn,
        result: {
          PlateResult: {
            license: Buffer.from(toGbk(shot.plate)).toString('base64'),
            colorType: shot.colorType ?? 1,
            confidence: 96,
            triggerType: 8,
            plateid: shot.plateid,
            isoffline: shot.offline ? 1 : 0,
            timeStamp: { Timeval: { sec, usec: (at.getTime() % 1000) * 1000 } },
          },
        },
      },
    });
    await this.publish(vzenithTopic.up(this.sn, 'ivs_result'), message);
    this.note(`ivs_result plate=${shot.plate} plateid=${shot.plateid}${shot.offline ? ' offline' : ''}`);
    return message.id;
  }

  private onCommand(topic: string, raw: Buffer): void {
    const name = topic.split('/').at(-1) ?? '';
    if (topic.endsWith('/reply')) return;
    let cmd: Command;
    try {
      cmd = JSON.parse(raw.toString()) as Command;
    } catch {
      return; // nothing to answer: a command without an id cannot be matched
    }
    const id = typeof cmd.id === 'string' || typeof cmd.id === 'number' ? String(cmd.id) : null;
    if (!id) return;
    const { code, body } = this.obey(name, cmd.payload?.body);
    this.note(`command ${name} id=${id} answered ${code}`);
    this.answered.set(name, (this.answered.get(name) ?? 0) + 1);
    this.emit('command', { name, id, code });
    const reply = { ...this.envelope(name, { type: name, body }, id), code };
    this.publish(vzenithTopic.reply(this.sn, name), reply).then(
      () => {
        this.emit('replied', { name, id, code });
        if (name === 'upload_log' && code === ok) void this.uploadLog(cmd.payload?.body as LogAsked);
      },
      () => undefined,
    );
  }

  /** Posts the log asked for, after the acknowledgement, as a camera does with its own key. */
  private async uploadLog(asked: LogAsked): Promise<void> {
    const target = this.o.httpUrl ? `${this.o.httpUrl.replace(/\/$/, '')}${asked.path}` : asked.url;
    const basic = Buffer.from(`${this.sn}:${this.o.key}`).toString('base64');
    let status = 0;
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${basic}` },
        body: JSON.stringify({
          logId: asked.logId,
          fileName: `${this.sn}-${Date.now()}.log`,
          content: Buffer.from(this.logText(asked.hours)).toString('base64'),
        }),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      // unreachable server: status stays 0
    }
    this.note(`upload_log log=${asked.logId} status=${status}`);
    this.emit('logUploaded', { logId: asked.logId, status });
  }

  private obey(name: string, body: unknown): { code: number; body: Record<string, unknown> } {
    const b = (body ?? {}) as Record<string, unknown>;
    switch (name) {
      case 'gpio_out': {
        const io = Number(b.io ?? 0);
        const value = Number(b.value ?? 2);
        const delay = Number(b.delay ?? 500);
        if (![0, 1, 2, 3].includes(io) || ![0, 1, 2].includes(value)) {
          return { code: badRequest, body: { error: 'io must be 0-3 and value 0-2' } };
        }
        if (value !== 0) this.barrierOpens++;
        this.emit('barrier', { io, value, delay });
        return { code: ok, body: {} };
      }
      case 'serial_data':
        return this.showFrames(readSerialData(b));
      case 'white_list_operator':
        return this.editWhiteList(b);
      case 'set_time': {
        const p = (k: string) => String(b[k] ?? '').padStart(2, '0');
        const at = parseLocalDateTime(
          `${b.year}-${p('month')}-${p('day')} ${p('hour')}:${p('min')}:${p('sec')}`,
          this.o.timeZone ?? 'Asia/Shanghai',
        );
        if (!at) return { code: badRequest, body: { error: 'not a time' } };
        this.clockOffsetMs = at.getTime() - Date.now();
        this.emit('clock', at);
        return { code: ok, body: {} };
      }
      case 'upload_log': {
        const asked = b as Partial<LogAsked>;
        if (!Number.isInteger(asked.logId) || (typeof asked.url !== 'string' && typeof asked.path !== 'string')) {
          return { code: badRequest, body: { error: 'logId and url are required' } };
        }
        return { code: ok, body: {} };
      }
      default:
        return { code: badRequest, body: { error: `unknown command ${name}` } };
    }
  }

  private showFrames(frames: LedFrameRead[]): { code: number; body: Record<string, unknown> } {
    let voice: string | null = null;
    let bad = 0;
    for (const f of frames) {
      if (!f.ok) {
        bad++;
        this.emit('badFrame', f.reason);
      } else if (f.kind === 'text' && f.line < this.screen.length) this.screen[f.line] = f.text;
      else if (f.kind === 'voice') voice = f.text;
    }
    if (voice !== null) this.voice = voice;
    if (bad < frames.length) this.emit('screen', { lines: [...this.screen], voice });
    return bad ? { code: badRequest, body: { error: `${bad} frame(s) dropped` } } : { code: ok, body: {} };
  }

  private editWhiteList(b: Record<string, unknown>): { code: number; body: Record<string, unknown> } {
    if (b.operator_type === 'delete') {
      const plate = String(b.plate ?? '').trim();
      if (!plate) return { code: badRequest, body: { error: 'plate is required' } };
      this.whiteList.delete(plate);
    } else if (b.operator_type === 'update_or_add') {
      const recs = Array.isArray(b.dldb_rec) ? b.dldb_rec : [b.dldb_rec];
      for (const r of recs as Record<string, unknown>[]) {
        const plate = String(r?.plate ?? '').trim();
        if (!plate) return { code: badRequest, body: { error: 'plate is required' } };
        this.whiteList.set(plate, {
          plate,
          enableTime: String(r.enable_time ?? ''),
          overdueTime: String(r.overdue_time ?? ''),
        });
      }
    } else {
      return { code: badRequest, body: { error: `unknown operator_type ${String(b.operator_type)}` } };
    }
    this.emit('whiteList', [...this.whiteList.values()]);
    return { code: ok, body: {} };
  }
}
