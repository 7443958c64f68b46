import type { AppContext } from '../../../platform/context';
import { type DeviceBus, encodePayload } from '../bus/device-bus';
import { DeviceFeed } from './device-feed';

declare module '../../../platform/context' {
  interface AppContext {
    /** The latest messages of the device bus, for the MQTT test page; null without a bus. */
    deviceFeed: DeviceFeed | null;
  }
}

/**
 * Keeps the bus's latest messages: those devices publish, the commands the server publishes (noted once the
 * broker has taken them) and the embedded broker's connections opening and closing.
 */
export function installDeviceFeed(app: AppContext, bus: DeviceBus | null): void {
  if (!bus) {
    app.deviceFeed = null;
    return;
  }
  const feed = new DeviceFeed();
  app.deviceFeed = feed;
  bus.onMessage((m) => feed.noteTopic(m.topic, m.payload));
  bus.onPresence((p) => feed.notePresence(p.deviceCode, p.online, p.at));
  const publish = bus.publish.bind(bus);
  // noted once the broker took it, at the time it was sent, so a reply's time less its command's is the round trip
  bus.publish = async (topic: string, payload: unknown) => {
    const at = new Date();
    await publish(topic, payload);
    feed.noteTopic(topic, encodePayload(payload), at);
  };
}
