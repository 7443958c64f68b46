import { type DictValue, gateType } from '@parking/resources';
import type { ApiClient } from '../gate-client';
import { SimCamera } from './sim-camera';

type GateRow = { id: number; gateName: string; gateType: DictValue<typeof gateType>; allowTempCar: boolean | null };
type DeviceRow = { id: number; deviceCode: string };

/** A simulated camera on a gate of a park, as the fleet drives it. */
export type FleetCamera = {
  cam: SimCamera;
  parkId: number;
  gateId: number;
  gateName: string;
  gateType: DictValue<typeof gateType>;
  allowTempCar: boolean;
};

/** The camera's device code: SIMCAM-<gate id>-<n>, n counting the cameras of that gate. */
export const cameraCode = (gateId: number, n: number) => `SIMCAM-${gateId}-${n}`;

/** Makes (or finds) a gate device, as an operator does, and issues its key; the previous key stops working. */
export async function provisionDevice(
  api: ApiClient,
  o: { parkId: number; gateId: number; deviceCode: string; deviceName: string },
): Promise<string> {
  const found = await api.request<{ data: DeviceRow[] }>('GET', '/api/updown/gateDevice/list', {
    query: { deviceCode: o.deviceCode, size: 50 },
  });
  const device =
    found.data.find((d) => d.deviceCode === o.deviceCode) ??
    (await api.request<DeviceRow>('POST', '/api/updown/gateDevice/submit', { body: o }));
  const key = await api.request<{ key: string }>('POST', '/api/updown/gateDevice/issueKey', {
    query: { deviceId: device.id },
  });
  return key.key;
}

/**
 * `count` cameras over the gates of the parks, one gate after another (a gate gets a second camera once
 * every gate has one), each a gate device of its park with its own key, made through the API.
 */
export async function provisionCameras(
  api: ApiClient,
  parkIds: number[],
  count: number,
  mqttUrl: string,
  onMade: (made: number) => void = () => {},
): Promise<FleetCamera[]> {
  const gates: (GateRow & { parkId: number })[] = [];
  for (const parkId of parkIds) {
    const rows = await api.request<{ data: GateRow[] }>('GET', '/api/updown/baseParkGate/list', {
      query: { PKID: parkId, size: 100 },
    });
    gates.push(...rows.data.map((g) => ({ ...g, parkId })));
  }
  if (!gates.length) throw new Error('the parks have no gates for cameras');
  const fleet: FleetCamera[] = [];
  for (let i = 0; i < count; i++) {
    const gate = gates[i % gates.length] as (typeof gates)[number];
    const deviceCode = cameraCode(gate.id, Math.floor(i / gates.length));
    const key = await provisionDevice(api, {
      parkId: gate.parkId,
      gateId: gate.id,
      deviceCode,
      deviceName: `模拟相机 ${gate.gateName}`,
    });
    fleet.push({
      cam: new SimCamera({ url: mqttUrl, sn: deviceCode, key }),
      parkId: gate.parkId,
      gateId: gate.id,
      gateName: gate.gateName,
      gateType: gate.gateType,
      allowTempCar: gate.allowTempCar !== false,
    });
    onMade(i + 1);
  }
  return fleet;
}

/** Starts the cameras, `parallel` connections at a time. */
export async function startFleet(fleet: FleetCamera[], parallel = 50): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, fleet.length) }, async () => {
      while (next < fleet.length) {
        const f = fleet[next++] as FleetCamera;
        await f.cam.start();
      }
    }),
  );
}

export const stopFleet = (fleet: FleetCamera[]) => Promise.all(fleet.map((f) => f.cam.stop()));

export const takesEntries = (t: DictValue<typeof gateType>) =>
  t === gateType.values.entry || t === gateType.values.entryAndExit;
/** The server takes a camera's reads at a two-way gate as entries (a camera has no direction), so exits need an exit gate. */
export const takesExits = (t: DictValue<typeof gateType>) => t === gateType.values.exit;
