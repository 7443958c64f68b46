import { randomBytes } from 'node:crypto';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import type { AppContext } from '../../../platform/context';
import { vzenithServerFilters } from '../protocols/vzenith-topics';
import { type DeviceBus, type DeviceMessage, type DevicePresence, encodePayload, startSignal } from './device-bus';

/** The broker's address without the sign-in it may carry, for the log. */
const shown = (url: string) => {
  const u = new URL(url);
  u.username = '';
  u.password = '';
  return u.toString();
};

/**
 * The server as a client of an external broker (MQTT_URL, e.g. Mosquitto). Who may publish and subscribe
 * where is then the broker's ACL, configured there (each device its own `device/{code}/...` topics); the
 * server still takes a message only from a known, enabled device named by its topic.
 */
export class ExternalBus implements DeviceBus {
  readonly kind = 'external';
  readonly port = null;
  private client: MqttClient | null = null;
  private readonly messageHandlers: ((m: DeviceMessage) => void)[] = [];
  private readonly started = startSignal();

  constructor(
    private readonly app: AppContext,
    private readonly url: string,
    private readonly connectWaitMs = 10_000,
  ) {}

  ready(): Promise<void> {
    return this.started.promise;
  }

  /** Connects and subscribes; a broker that does not answer in time is logged and retried in the background. */
  async start(): Promise<void> {
    const { mqttUsername, mqttPassword } = this.app.config;
    const options: IClientOptions = {
      clientId: `parking-server-${randomBytes(6).toString('hex')}`,
      clean: true,
      reconnectPeriod: 2_000,
      connectTimeout: 5_000,
      ...(mqttUsername ? { username: mqttUsername } : {}),
      ...(mqttPassword ? { password: mqttPassword } : {}),
    };
    const client = mqtt.connect(this.url, options);
    this.client = client;
    client.on('message', (topic, payload) => {
      const m: DeviceMessage = { topic, payload, deviceCode: null };
      for (const h of this.messageHandlers) h(m);
    });
    client.on('error', (err) => this.app.log.warn({ broker: shown(this.url), err: err.message }, 'MQTT broker error'));
    const subscribed = new Promise<void>((resolve, reject) => {
      client.once('connect', () => {
        client.subscribe([...vzenithServerFilters], { qos: 1 }, (err) => (err ? reject(err) : resolve()));
      });
    });
    subscribed.catch((err: Error) =>
      this.app.log.error({ broker: shown(this.url), err: err.message }, 'MQTT subscription refused'),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.connectWaitMs);
    });
    try {
      const r = await Promise.race([subscribed, late]);
      if (r === 'late') {
        this.app.log.error({ broker: shown(this.url) }, 'MQTT broker does not answer; devices wait until it does');
      }
      this.started.resolve();
    } catch (err) {
      this.started.reject(err);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const { client } = this;
    this.client = null;
    if (client) await client.endAsync(true);
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    if (!this.client) throw new Error('the MQTT client is not started');
    await this.client.publishAsync(topic, encodePayload(payload), { qos: 1 });
  }

  onMessage(handler: (m: DeviceMessage) => void): void {
    this.messageHandlers.push(handler);
  }

  /** An external broker tells clients nothing of others' connections: presence comes from messages. */
  onPresence(_handler: (p: DevicePresence) => void): void {}
}
