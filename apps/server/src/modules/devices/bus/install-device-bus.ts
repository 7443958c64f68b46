import type { FastifyInstance } from 'fastify';
import { enabledDevice } from '../../../platform/auth/device-access';
import type { AppContext } from '../../../platform/context';
import { courierOf } from '../commands/command-courier';
import { installDeviceFeed } from '../feed/install-device-feed';
import { syncParkWhiteLists } from '../white-list-sync.service';
import type { DeviceBus } from './device-bus';
import { DevicePresenceBook, presenceReason } from './device-presence';
import { EmbeddedBus } from './embedded-bus';
import { ExternalBus } from './external-bus';
import { vzenithBusHandler } from './vzenith-bus-handler';

declare module '../../../platform/context' {
  interface AppContext {
    /** The MQTT bus to devices; null when MQTT_PORT is off and no MQTT_URL is set. */
    deviceBus: DeviceBus | null;
  }
}

function busOf(fastify: FastifyInstance, app: AppContext): DeviceBus | null {
  const { mqttUrl, mqttPort } = app.config;
  if (mqttUrl) return new ExternalBus(app, mqttUrl);
  if (mqttPort !== null) return new EmbeddedBus(app, fastify.server, mqttPort);
  return null;
}

/** The device bus runs while the server listens, as the scheduled jobs do. */
export function installDeviceBus(fastify: FastifyInstance, app: AppContext): void {
  // Hikvision cameras may post their alert as bare XML
  fastify.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  const bus = busOf(fastify, app);
  app.deviceBus = bus;
  installDeviceFeed(app, bus);
  if (!bus) return;
  const presence = new DevicePresenceBook(app);
  bus.onMessage(vzenithBusHandler(app, bus, presence));
  // a camera back online gets what changed in its park's passes and white lists while it was away
  presence.onChange((c) => {
    if (!c.online) return;
    syncParkWhiteLists(app, c.parkId, c.deviceId).catch((err: unknown) =>
      app.log.warn({ err, device: c.code }, 'camera white list not synced'),
    );
  });
  bus.onPresence((p) => {
    enabledDevice(app, p.deviceCode).then(
      (device) =>
        device &&
        presence.note(device.deviceId, p.online, p.at, p.online ? presenceReason.connected : presenceReason.closed),
      (err: unknown) => app.log.warn({ err }, 'device presence not noted'),
    );
  });
  // a broker that cannot start (its port taken) is logged; HTTP devices and the console still work
  fastify.addHook('onListen', async () => {
    presence.start();
    await courierOf(app)
      .expireStale()
      .catch((err: unknown) => app.log.warn({ err }, 'stale device commands not expired'));
    await bus
      .start()
      .catch((err: unknown) =>
        app.log.error({ err: err instanceof Error ? err.message : String(err) }, 'the MQTT device bus did not start'),
      );
  });
  fastify.addHook('onClose', async () => {
    await bus.close();
    await presence.stop();
  });
}
