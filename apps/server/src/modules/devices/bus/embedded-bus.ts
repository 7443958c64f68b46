import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { type AddressInfo, createServer, type Server } from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { createWebSocketStream, WebSocketServer } from 'ws';
import { resolveDevice } from '../../../platform/auth/device-access';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { mayPublish, maySubscribe } from './broker-acl';
import { type DeviceBus, type DeviceMessage, type DevicePresence, encodePayload, startSignal } from './device-bus';

/** The path of MQTT over WebSocket on the HTTP port. */
export const mqttWebSocketPath = '/mqtt';

const deviceCodePattern = /^[A-Za-z0-9_-]{1,40}$/;

const refused = (message: string, returnCode: 3 | 4): AuthenticateError =>
  Object.assign(new Error(message), { returnCode });

/**
 * The broker the server embeds (aedes): devices connect over TCP at MQTT_PORT, or over WebSocket at /mqtt
 * on the HTTP port, signing in with their device code and key. The server itself publishes and listens
 * through the aedes instance in-process, so it has no password to keep.
 */
export class EmbeddedBus implements DeviceBus {
  readonly kind = 'embedded';
  port: number | null = null;
  private aedes: Aedes | null = null;
  private tcp: Server | null = null;
  private wss: WebSocketServer | null = null;
  private readonly devices = new WeakMap<Client, string>();
  private readonly connections = new Map<string, number>();
  private readonly messageHandlers: ((m: DeviceMessage) => void)[] = [];
  private readonly presenceHandlers: ((p: DevicePresence) => void)[] = [];
  private readonly started = startSignal();
  private readonly upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => this.onUpgrade(req, socket, head);

  constructor(
    private readonly app: AppContext,
    private readonly http: HttpServer,
    private readonly tcpPort: number,
  ) {}

  ready(): Promise<void> {
    return this.started.promise;
  }

  async start(): Promise<void> {
    try {
      await this.listen();
      this.started.resolve();
    } catch (err) {
      this.started.reject(err);
      await this.close();
      throw err;
    }
  }

  private async listen(): Promise<void> {
    const aedes = await Aedes.createBroker({
      authenticate: (client, username, password, done) => {
        if (!username || !password || !deviceCodePattern.test(username)) {
          return done(refused('device code and key are required', 4), false);
        }
        resolveDevice(this.app, `Device ${username}:${password.toString('utf8')}`).then(
          (device) => {
            this.devices.set(client, device.deviceCode);
            done(null, true);
          },
          (err: unknown) => {
            if (err instanceof AppError && err.status === 401) {
              return done(refused('device code or key is not valid', 4), false);
            }
            this.app.log.error({ err: err instanceof Error ? err.message : String(err) }, 'MQTT sign-in failed');
            done(refused('the server cannot check keys now', 3), false);
          },
        );
      },
      authorizePublish: (client, packet, done) => {
        const code = client && this.devices.get(client);
        done(code && mayPublish(code, packet.topic) ? null : new Error('topic is not the device’s own'));
      },
      authorizeSubscribe: (client, sub, done) => {
        const code = this.devices.get(client);
        // a refused subscription is answered with failure code 128, the connection stays
        done(null, code && maySubscribe(code, sub.topic) ? sub : null);
      },
    });
    this.aedes = aedes;
    aedes.on('publish', (packet, client) => {
      const deviceCode = client ? this.devices.get(client) : undefined;
      if (!deviceCode) return;
      const m: DeviceMessage = { topic: packet.topic, payload: Buffer.from(packet.payload), deviceCode };
      for (const h of this.messageHandlers) h(m);
    });
    // a device that reconnects may hold its new connection before the broker drops the old one: it is
    // offline only when its last connection closes
    const counted = new WeakSet<Client>();
    const presence = (client: Client, opened: boolean) => {
      const deviceCode = this.devices.get(client);
      if (!deviceCode || counted.has(client) === opened) return;
      if (opened) counted.add(client);
      else counted.delete(client);
      const n = (this.connections.get(deviceCode) ?? 0) + (opened ? 1 : -1);
      if (n > 0) this.connections.set(deviceCode, n);
      else this.connections.delete(deviceCode);
      for (const h of this.presenceHandlers) h({ deviceCode, online: n > 0, at: new Date() });
    };
    aedes.on('clientReady', (client) => presence(client, true));
    aedes.on('clientDisconnect', (client) => presence(client, false));

    const tcp = createServer((socket) => aedes.handle(socket));
    this.tcp = tcp;
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', reject);
      tcp.listen(this.tcpPort, this.app.config.host, () => {
        tcp.off('error', reject);
        resolve();
      });
    });
    this.port = (tcp.address() as AddressInfo).port;
    this.wss = new WebSocketServer({ noServer: true });
    this.http.on('upgrade', this.upgrade);
  }

  private onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const path = (req.url ?? '').split('?')[0];
    const { aedes, wss } = this;
    if (path !== mqttWebSocketPath || !aedes || !wss) {
      if (this.http.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      aedes.handle(createWebSocketStream(ws), req);
    });
  }

  async close(): Promise<void> {
    this.http.off('upgrade', this.upgrade);
    const { aedes, tcp, wss } = this;
    this.aedes = null;
    this.tcp = null;
    this.wss = null;
    if (wss) {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    }
    if (aedes) await new Promise<void>((resolve) => aedes.close(() => resolve()));
    if (tcp) await new Promise<void>((resolve) => tcp.close(() => resolve()));
    this.port = null;
  }

  publish(topic: string, payload: unknown): Promise<void> {
    const { aedes } = this;
    if (!aedes) return Promise.reject(new Error('the embedded MQTT broker is not running'));
    return new Promise((resolve, reject) =>
      aedes.publish(
        { cmd: 'publish', topic, payload: encodePayload(payload), qos: 1, retain: false, dup: false },
        (err) => (err ? reject(err) : resolve()),
      ),
    );
  }

  onMessage(handler: (m: DeviceMessage) => void): void {
    this.messageHandlers.push(handler);
  }

  onPresence(handler: (p: DevicePresence) => void): void {
    this.presenceHandlers.push(handler);
  }
}
