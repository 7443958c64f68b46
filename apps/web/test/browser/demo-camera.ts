import { SimCamera } from '../../../server/src/simulate/devices/sim-camera';
import { api, apiToken, baseUrl } from './browser';

type Gate = { id: number; parkId: number };

/**
 * A simulated camera registered as a new gate device of the demo's 北门入口 with its own key, reaching the
 * broker over MQTT on WebSocket on the console's own port and the server's HTTP for what it uploads. Not
 * started: the test starts it when it wants the camera online.
 */
export async function northEntryCamera(code: string, deviceName: string): Promise<{ cam: SimCamera; parkId: number }> {
  const token = await apiToken();
  const gates = await api<{ data: Gate[] }>(token, 'GET', 'updown/baseParkGate/list?gateName=北门入口&size=1');
  const gate = gates.data[0];
  if (!gate) throw new Error('no gate 北门入口 in the demo');
  const device = await api<{ id: number }>(token, 'POST', 'updown/gateDevice/submit', {
    parkId: gate.parkId,
    gateId: gate.id,
    deviceCode: code,
    deviceName,
  });
  const key = await api<{ key: string }>(token, 'POST', `updown/gateDevice/issueKey?deviceId=${device.id}`);
  const cam = new SimCamera({
    url: `${baseUrl().replace(/^http/, 'ws')}/mqtt`,
    sn: code,
    key: key.key,
    httpUrl: baseUrl(),
  });
  return { cam, parkId: gate.parkId };
}
