import mqtt, { type MqttClient } from 'mqtt';
import { berthStateName } from '../../modules/devices/protocols/vzenith';
import { vzenithTopic } from '../../modules/devices/protocols/vzenith-topics';

export type SimBerthDeviceOptions = { url: string; sn: string; key: string };

/**
 * A berth sensor (geomagnetic) or a berth lock on MQTT, in the envelope the cameras use: it signs in with its
 * code and key, leaves a will, sends keep-alives as heartbeats; a sensor reports its berth taken or free on
 * `berth_state`; a lock obeys `lock_operate` (up or down), `lock_read` and `lock_write` and answers each on
 * the command's `/reply` with its id and code 200.
 */
export class SimBerthDevice {
  readonly sn: string;
  private client: MqttClient | null = null;
  private serial = 0;
  /** The lock's position as it last moved. */
  position: 'up' | 'down' = 'up';
  readonly moves: ('up' | 'down')[] = [];
  readonly settings: Record<string, unknown> = {};

  constructor(private readonly o: SimBerthDeviceOptions) {
    this.sn = o.sn;
  }

  private envelope(name: string, payload: unknown, id = `${this.sn}-${name}-${Date.now()}-${++this.serial}`) {
    return { id, sn: this.sn, name, version: '1.0', timestamp: Math.floor(Date.now() / 1000), payload };
  }

  async start(): Promise<void> {
    const { url, sn, key } = this.o;
    const will = this.envelope('offline', { type: 'offline', body: {} });
    const client = await mqtt.connectAsync(url, {
      clientId: `simberth-${sn}-${Math.random().toString(36).slice(2, 8)}`,
      username: sn,
      password: key,
      keepalive: 30,
      reconnectPeriod: 0,
      connectTimeout: 10_000,
      will: {
        topic: vzenithTopic.up(sn, 'offline'),
        payload: Buffer.from(JSON.stringify(will)),
        qos: 1,
        retain: false,
      },
    });
    this.client = client;
    client.on('message', (topic, payload) => this.onCommand(topic, payload));
    await client.subscribeAsync(`device/${sn}/message/down/+`, { qos: 1 });
    await this.heartbeat();
  }

  async stop(): Promise<void> {
    const c = this.client;
    this.client = null;
    if (c) await c.endAsync(true);
  }

  private publish(topic: string, body: unknown): Promise<unknown> {
    const c = this.client;
    if (!c) return Promise.reject(new Error(`device ${this.sn} is not connected`));
    return c.publishAsync(topic, JSON.stringify(body), { qos: 1 });
  }

  heartbeat(): Promise<unknown> {
    return this.publish(
      vzenithTopic.up(this.sn, 'keep_alive'),
      this.envelope('keep_alive', { type: 'keep_alive', body: {} }),
    );
  }

  /** A sensor's report: the berth taken or free; resolves with the message id once the broker took it. */
  async report(occupied: boolean, extra: { berthNo?: string; plateNumber?: string } = {}): Promise<string> {
    const m = this.envelope(berthStateName, { type: berthStateName, body: { occupied, ...extra } });
    await this.publish(vzenithTopic.up(this.sn, berthStateName), m);
    return m.id;
  }

  private onCommand(topic: string, raw: Buffer): void {
    if (topic.endsWith('/reply')) return;
    const name = topic.split('/').at(-1) ?? '';
    let cmd: { id?: unknown; payload?: { body?: Record<string, unknown> } };
    try {
      cmd = JSON.parse(raw.toString());
    } catch {
      return;
    }
    if (typeof cmd.id !== 'string' && typeof cmd.id !== 'number') return;
    const body = cmd.payload?.body ?? {};
    let code = 200;
    let answer: Record<string, unknown> = {};
    if (name === 'lock_operate' && (body.action === 'up' || body.action === 'down')) {
      this.position = body.action;
      this.moves.push(body.action);
    } else if (name === 'lock_write') Object.assign(this.settings, body);
    else if (name === 'lock_read') answer = { position: this.position, ...this.settings };
    else code = 400;
    const reply = { ...this.envelope(name, { type: name, body: answer }, String(cmd.id)), code };
    void this.publish(vzenithTopic.reply(this.sn, name), reply).catch(() => undefined);
  }
}
