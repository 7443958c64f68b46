import { type DeviceAccess, enabledDevice } from '../../../platform/auth/device-access';
import type { AppContext } from '../../../platform/context';
import { berthSensorReported } from '../berth-sensor';
import { courierOf } from '../commands/command-courier';
import { decidePlateRead, gateDecisionOf } from '../plate-read-decision';
import { decisionFrames } from '../protocols/gate-screen';
import type { PlateRead } from '../protocols/plate-read';
import { parseVzenithMessage } from '../protocols/vzenith';
import { vzenithGpioOut, vzenithSerialData } from '../protocols/vzenith-commands';
import { parseVzenithTopic } from '../protocols/vzenith-topics';
import type { DeviceBus, DeviceMessage } from './device-bus';
import { type DevicePresenceBook, presenceReason } from './device-presence';

/** The up topic a camera's last will is published on: the broker sends it when the camera drops. */
export const vzenithWillName = 'offline';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Vzenith cameras on the bus: plate reads go the gate's decision path and its answer comes back as the
 * barrier's gpio_out and the screen's and speaker's serial_data; keep-alives and wills keep the camera's
 * presence. A message that cannot be read is logged and dropped.
 */
export function vzenithBusHandler(app: AppContext, bus: DeviceBus, presence: DevicePresenceBook) {
  // A read the camera sends again (QoS 1 redelivery, a resend) is decided once by its event id and answered
  // with the stored answer; the barrier is not opened a second time for it.
  // The map keeps its keys in the order they were set, so the oldest are dropped from its front: a thousand
  // cameras reading every second must not walk the whole map on each read.
  const commanded = new Map<string, number>();
  const commandedTtlMs = 10 * 60_000;
  const commandedMax = 100_000;
  const firstCommand = (key: string) => {
    const now = Date.now();
    for (const [k, at] of commanded) {
      if (now - at <= commandedTtlMs && commanded.size <= commandedMax) break;
      commanded.delete(k);
    }
    if (commanded.has(key)) return false;
    commanded.set(key, now);
    return true;
  };

  async function decide(device: DeviceAccess, read: PlateRead) {
    const decided = await decidePlateRead(app, device, read);
    if (!decided) return;
    const { input, answer } = decided;
    // a read stored while the camera was offline is history: the car is long gone, nothing is commanded
    if (read.offline || !firstCommand(`${device.deviceId}:${input.eventId}`)) return;
    // published in the same tick, the barrier's and the screen's commands leave in one write to the camera
    const frames = decisionFrames(gateDecisionOf(answer));
    await Promise.all([
      answer.open ? bus.publish(...gateAnswerOf(vzenithGpioOut(read.sn))) : null,
      frames.length ? bus.publish(...gateAnswerOf(vzenithSerialData(read.sn, frames))) : null,
    ]);
  }

  async function handle(m: DeviceMessage) {
    const topic = parseVzenithTopic(m.topic);
    if (!topic || topic.way === 'down') return;
    if (m.deviceCode !== null && m.deviceCode !== topic.sn) return;
    const device = await enabledDevice(app, topic.sn);
    if (!device) {
      app.log.warn({ topic: m.topic }, 'MQTT message from no known, enabled device dropped');
      return;
    }
    if (topic.way === 'up' && topic.name === vzenithWillName) {
      presence.note(device.deviceId, false, new Date(), presenceReason.will);
      return;
    }
    presence.note(device.deviceId, true, new Date());
    const msg = parseVzenithMessage(m.topic, m.payload);
    if (msg.kind === 'plate') await decide(device, msg.read);
    else if (msg.kind === 'berth') await berthSensorReported(app, device, msg.id, msg.report);
    // a camera answers every read's barrier and screen commands too: those are no command rows to settle
    else if (msg.kind === 'reply' && !isGateAnswerId(msg.id)) {
      await courierOf(app).answered(device.deviceId, msg.id, msg.code, msg.body);
    }
  }

  return (m: DeviceMessage) => {
    handle(m).catch((err: unknown) =>
      app.log.warn({ topic: m.topic, err: errorText(err) }, 'MQTT device message dropped'),
    );
  };
}

const gateAnswerPrefix = 'gate-';
const isGateAnswerId = (id: string) => id.startsWith(gateAnswerPrefix);

/** A read's barrier or screen command, with a message id that tells its reply from a command row's. */
const gateAnswerOf = (c: { topic: string; payload: { id: string } }): [string, unknown] => [
  c.topic,
  { ...c.payload, id: `${gateAnswerPrefix}${c.payload.id}` },
];
