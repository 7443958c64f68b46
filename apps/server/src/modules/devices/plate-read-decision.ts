import { gateDirection, gateType } from '@parking/resources';
import type { DeviceAccess } from '../../platform/auth/device-access';
import type { AppContext } from '../../platform/context';
import { gateOfDevice } from '../traffic/gate-config';
import type { GateAnswer } from '../traffic/gate-decision/gate-answer';
import { type GateEventInput, handleGateEvent } from '../traffic/gate-event.service';
import type { GateDecision } from './protocols/gate-screen';
import { type GateDirection, gateEventOf, type PlateRead } from './protocols/plate-read';

/** The answer as the gate's screen and speaker take it. */
export const gateDecisionOf = (a: GateAnswer): GateDecision => ({
  open: a.open,
  screenLines: a.led.split('\n').filter((line) => line.trim() !== ''),
  voice: a.voice,
});

/** What a read stored while the camera was offline gets: the car is long gone, nothing opens or shows. */
export const historyDecision: GateDecision = { open: false, screenLines: [] };

// A camera has no direction of its own: an exit lane's camera reads exits, any other reads entries (a
// two-way lane's direction is settled by the gate's own read rules).
export async function directionOf(app: AppContext, device: DeviceAccess): Promise<GateDirection> {
  const gate = await gateOfDevice(app.db, device, device.gateId);
  return gate.gateType === gateType.values.exit ? gateDirection.values.exit : gateDirection.values.entry;
}

/**
 * Any vendor's plate read, decided on the one gate path (the JSON route's): taken once per (device, the
 * camera's id of the read) and at the read's own time. Null when no plate was read.
 */
export async function decidePlateRead(
  app: AppContext,
  device: DeviceAccess,
  read: PlateRead,
  image?: string,
): Promise<{ input: GateEventInput; answer: GateAnswer } | null> {
  const input = gateEventOf(read, await directionOf(app, device), image);
  if (!input) return null;
  return { input, answer: await handleGateEvent(app, device, input) };
}
