/** A message a device published, as the bus delivers it to the server. */
export type DeviceMessage = {
  topic: string;
  payload: Buffer;
  /**
   * The device the embedded broker signed in (by its key) and published for; null from an external broker,
   * whose ACL vouches for the topic instead.
   */
  deviceCode: string | null;
};

/** A device's connection opened or closed, as the embedded broker sees it. */
export type DevicePresence = { deviceCode: string; online: boolean; at: Date };

/** How the server talks to devices over MQTT, whichever broker carries it. */
export type DeviceBus = {
  readonly kind: 'embedded' | 'external';
  /** The embedded broker's TCP port once started; null for an external broker or before the start. */
  readonly port: number | null;
  start(): Promise<void>;
  /**
   * Settles once the bus has started (or failed to): it starts in fastify's onListen, which runs after
   * `listen()` has resolved.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** Sends a command (JSON) to a device's topic, at least once. */
  publish(topic: string, payload: unknown): Promise<void>;
  onMessage(handler: (m: DeviceMessage) => void): void;
  onPresence(handler: (p: DevicePresence) => void): void;
};

export const encodePayload = (payload: unknown): Buffer =>
  Buffer.isBuffer(payload)
    ? payload
    : Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload), 'utf8');

/** A promise settled from outside, whose failure nobody has to await. */
export function startSignal() {
  let resolve: () => void = () => undefined;
  let reject: (err: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
